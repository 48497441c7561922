/** The Monster Step's words: every code its engine emits, in English, and the history's narration. */
import type { Catalog, Params } from '../../i18n/catalog';
import type { Narrator } from '../types';
import { city, COMBAT_NAMES, monsterName, place, symbols, TERRAIN_NAMES } from './names';

/** "river + swamp; plains + road + hills": what the recorded movement dice showed. */
const facesText = (faces: unknown): string =>
  Array.isArray(faces)
    ? faces
        .map((f, i) => (Array.isArray(f) ? `die ${i + 1} ${symbols(f)}` : null))
        .filter(Boolean)
        .join('; ')
    : '';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const messages: Catalog = {
  'option/doomLength': 'Margath’s Doom track length',
  'option/doomLength/help': 'How many Doom tokens call Margath (10 to 15, default 12). Shorter is harder.',
  'option/lairCheckOneDie': 'Lair checks with 1d10',
  'option/lairCheckOneDie/help':
    'Closing a lair: roll 1d10 + skill per check instead of 2d10 + skill, as the variant’s worked example does. Much harder.',
  'option/noMarkerToOutskirts': 'No free lair marker: monster to the outskirts',
  'option/noMarkerToOutskirts/help':
    'When the Lair chart names a location with no lair and all six markers are in use, a monster goes to the outskirts instead of nothing appearing.',
  'option/simpleMonsterMovement': 'Simple monster movement',
  'option/simpleMonsterMovement/help':
    'When the movement check says monsters move, each moves 1 space toward its nearest city (2 on a 0) instead of rolling movement dice.',
  'option/cityChartClosesHeldCity': 'City chart closes a city a monster holds',
  'option/cityChartClosesHeldCity/help':
    'The City chart naming a city a monster holds closes it for good and the monster leaves the board, instead of rolling again (a held city counts as closed, 000:37).',
  'option/sealWhileStaying': 'Seal a closed lair on a later turn',
  'option/sealWhileStaying/help':
    'A closed lair may be sealed on any later turn as long as you have not moved off it; while you stay, the Lair chart brings nothing there. Without it, you seal in the Adventure step you closed it, or its marker goes back to the track.',
  'option/seekingEventsRaiseTerror': 'Events drawn while seeking a monster raise Terror',
  'option/seekingEventsRaiseTerror/help':
    'Each Event card you draw while looking for a monster’s challenge counts as a new Event in play: Terror +1. Without it, those events only refresh sunbursts and go to the bottom of the deck (000:43).',
  'rms/ruling/16': 'Ruling 16: events drawn while seeking a monster’s challenge are discarded, not put into play (000:43, 000:45).',
  'rms/ruling/20': 'Ruling 20: a city a monster holds is closed (000:37), so the City chart rolls again (000:72).',
  'rms/ruling/22': 'Ruling 22: a lair is sealed right after closing it, without moving (000:55, project rulings).',

  'rms/phase/movement': 'Your turn · Movement',
  'rms/phase/adventure': 'Your turn · Adventure',
  'rms/phase/market': 'Your turn · Market',
  'rms/phase/experience': 'Your turn · Experience',
  'rms/phase/spawn': 'Monster Step · A. Spawn',
  'rms/phase/movement-check': 'Monster Step · B. Movement check',
  'rms/phase/monster-movement': 'Monster Step · B. Monsters move',
  'rms/phase/end-of-turn': 'End of turn',
  'rms/phase/chain': 'Consequences to settle',
  'rms/phase/game-over': 'Game over',

  'rms/prompt/movement':
    'Move your hero as usual. Where did the hero end? (On a monster: fight it. On a lair: close or seal it — stay on it to try again.)',
  'rms/prompt/fight': (p) =>
    `You ended on ${monsterName(p)}: fight it. You are level ${p.level}, so draw ${p.drawColour} adventure cards until a challenge comes up (an event refreshes sunbursts first; put events and encounters at the bottom of the deck). Keep its gold and experience but not the card. How did it go?`,
  'rms/prompt/fight-now': (p) => `A monster appeared on the lair you stand on: fight ${monsterName(p)} now. How did it go?`,
  'rms/prompt/lair-check': (p) =>
    `You stand on lair ${p.marker} (${place(p.location)}) with ${plural(p.checks, 'defeated monster')} on its space: you may try to close it with ${plural(p.checks, 'check')}. Choose a combat phase and enter that skill value (no items or allies).`,
  'rms/prompt/roll-lair-check': (p) =>
    `Closing lair ${p.marker} with ${COMBAT_NAMES[p.phase] ?? p.phase} ${p.skill}: ${plural(p.checks, 'check')} of ${p.dice}d10 + ${p.skill} against ${p.targets}. Every check must succeed.`,
  'rms/prompt/seal': (p) =>
    `Lair ${p.marker} (${place(p.location)}) is closed. Seal it for good with ${p.gold} gold or by discarding an Ally (Doom −1), or leave it — ${p.laterTurns ? 'stay on it to seal it on a later turn; stepping off it returns the marker to the track' : 'this is your only chance: left unsealed, its marker goes back to the track now'}.`,
  'rms/prompt/adventure': 'Take your Adventure step as usual, then tick it off.',
  'rms/prompt/adventure-spent': 'Your adventure for this turn is spent. Tick off the Adventure step.',
  'rms/prompt/market': 'Take your Market step as usual.',
  'rms/prompt/market-free-healing': 'Market step: you defeated a monster in a city this turn — heal all wounds and exhaustion for free.',
  'rms/prompt/experience':
    'Take your Experience step, then enter how many experience counters the hero has (it sets the monsters’ colour).',
  'rms/prompt/spawn': (p) =>
    `Monster Step. Roll the Lair chart. New monsters are ${p.colour} (hero level ${p.level}). A new lair goes on any hex of the location without an adventure jewel.`,
  'rms/prompt/movement-check': (p) =>
    p.walking > 0
      ? `Roll the movement check: do the ${plural(p.walking, 'roaming monster')} move?`
      : 'Roll the movement check (no monster is roaming the board).',
  'rms/prompt/monster-movement': (p) =>
    `Roll ${p.dice} movement dice once and move every roaming monster toward its nearest city with them (a monster that can move must). You may record what each die showed. Report each monster that entered a city, then confirm.${facesText(p.faces) ? ` Dice: ${facesText(p.faces)}.` : ''}`,
  'rms/prompt/monster-movement-simple': (p) =>
    `Move every roaming monster ${plural(p.spaces, 'space')} toward its nearest city. Report each monster that entered a city, then confirm.`,
  'rms/prompt/end-of-turn': 'The turn is ending.',
  'rms/prompt/face-margath': (p) => `Margath’s Doom track is full (${p.doom} of ${p.length}). Face High Lord Margath. Who won?`,
  'rms/prompt/city-chart': (p) =>
    `Terror reached ${p.terror}: roll the City chart. That city closes for good (9, 0, a closed city or one a monster holds: roll again). Then discard an Ally; Margath’s Doom rises last.`,
  'rms/prompt/ally-discard': (p) =>
    `Terror rose to ${p.terror}: discard one Ally of your choice from any open city’s market stack to the bottom of the market deck. Margath’s Doom rises next.`,

  'rms/action/hero-moved': 'Movement done',
  'rms/action/monster-defeated': 'Monster defeated',
  'rms/action/knocked-out': 'Knocked out by it',
  'rms/action/plan-lair-check': 'Try to close the lair',
  'rms/action/roll-lair-check': (p) => `Roll ${p.checks * p.dice}d10`,
  'rms/action/roll-lair-check/odds': 'every check succeeds',
  'rms/action/cancel-lair-check': 'Change skill',
  'rms/action/seal-gold': 'Seal for {gold} gold',
  'rms/action/seal-ally': 'Seal by discarding an Ally',
  'rms/action/leave-unsealed': 'Leave it unsealed',
  'rms/action/adventure-done': 'Adventure step done',
  'rms/action/market-done': 'Market step done',
  'rms/action/experience-done': 'Experience step done',
  'rms/action/event-card': 'A new Event card came into play',
  'rms/action/dragon-rune': 'Gained a Dragon Rune',
  'rms/action/roll-lair-chart': 'Roll the Lair chart',
  'rms/die/lair-chart': 'Lair chart d10',
  'rms/die/movement': 'Movement check d10',
  'rms/die/city-chart': 'City chart d10',
  'rms/die/lair-check': '{count, plural, one {Check against {target}: d10} other {Check against {target}: d10 no. {n}}}',
  'rms/action/roll-movement-check': 'Roll the movement check',
  'rms/action/monster-entered-city': 'A monster entered a city',
  'rms/action/monsters-moved': 'Monsters moved',
  'rms/action/movement-die-shown': 'Record what a movement die showed',
  'rms/action/roll-city-chart': 'Roll the City chart',
  'rms/action/ally-discarded': 'Ally discarded',
  'rms/action/no-ally': 'No Ally left in any market stack',
  'rms/action/margath-hero-won': 'I defeated Margath',
  'rms/action/margath-won': 'Margath defeated me',

  'rms/choice/elsewhere': 'Nowhere special',
  'rms/choice/die': 'Die {die}',
  'rms/choice/monster': (p) => `On ${monsterName(p)}`,
  'rms/choice/walker': (p) => monsterName(p).replace(/^m/, 'M'),
  'rms/choice/lair': (p) =>
    `On lair ${p.marker}, ${place(p.location)} (${p.status === 'closed' ? 'closed' : `${plural(p.defeated, 'defeated monster')}`})`,
  'rms/combat/ranged': 'Ranged',
  'rms/combat/melee': 'Melee',
  'rms/combat/magic': 'Magic',
  ...Object.fromEntries(
    ['vynelvale', 'riverwatch', 'dawnsmoor', 'tamalir', 'forge', 'greyhaven', 'nerekhall', 'frostgate'].map((c) => [
      `rms/city/${c}`,
      city(c),
    ]),
  ),

  'field/at': 'Where the hero ended',
  'field/life': 'Its life value',
  'field/phase': 'Combat phase',
  'field/skill': 'Skill value',
  'field/experience': 'Experience counters',
  'field/monster': 'Monster',
  'field/city': 'City',
  'field/die': 'Movement die',
  'field/stack': 'From the market stack of (optional)',
  'field/eventsDrawn': 'Event cards drawn while seeking it',
  'field/symbol1': 'It showed',
  'field/symbol2': 'and (optional)',
  'field/symbol3': 'and (optional)',
  'field/symbol4': 'and (optional)',
  ...Object.fromEntries(Object.entries(TERRAIN_NAMES).map(([k, v]) => [`rms/terrain/${k}`, v])),

  'rms/tracker/doom': 'Margath’s Doom (of {length})',
  'rms/tracker/terror': 'Terror',
  'rms/tracker/outskirts': 'Monsters in the outskirts',
  'rms/tracker/experience': 'Experience counters',
  'rms/tracker/dragon-runes': 'Dragon Runes',
  'rms/tracker/city-timer': (p) => `${city(p.city)}: turns left (monster ${p.monster})`,

  'rms/outcome/margath-defeated': 'Victory: High Lord Margath is defeated.',
  'rms/outcome/margath-won': 'Defeat: Margath has won.',
  'rms/outcome/dragon-runes': 'Victory: three Dragon Runes are yours.',
  'rms/outcome/six-lairs-sealed': 'Victory: all six lairs are sealed.',
  'rms/outcome/all-cities-closed': 'Defeat: every city of Terrinoth is closed.',

  'rules/settle_first': 'Settle what is waiting first (see the prompter).',
  'rules/wrong_phase':
    '{why, select, nothingWaiting {Nothing of that kind is waiting to be settled.} other {That does not belong to this step of the turn.}}',
  'rules/not_on_board': 'That monster or lair is not on the board.',
  'rules/must_fight': 'You ended on a monster: you must fight it first.',
  'rules/no_more_runes': 'The hero already holds three Dragon Runes.',
  'rules/no_fight': 'There is no monster to fight right now.',
  'rules/cannot_close':
    'A lair can be closed only from its space, with at least one defeated monster on its space, and with this turn’s adventure unspent.',
  'rules/no_lair_check': 'No lair check is set up.',
  'rules/cannot_seal':
    'A lair can be sealed only while you still stand on it after closing it (in the Adventure step in which it closed, unless the house rule lets you seal it later).',
  'rules/monster_cannot_move':
    '{why, select, noneCanEnter {No roaming monster can enter a city now.} other {That monster is not roaming the board (it is in a city already, or gone).}}',
  'rules/city_closed': 'That city is closed: no monster can enter it.',
  'rules/city_occupied': 'A monster already holds that city.',
  'rules/invalid_options': 'Those set-up options are not valid ({fields}).',
  'rules/seeking_events_discarded':
    'Event cards drawn while seeking a monster’s challenge are discarded, not put into play (turn on the house rule to count them).',
  'rules/stack_gone': 'That city is closed for good: its market stack is gone. Pick an open city’s stack.',
  'rules/die_recorded': 'Movement die {die} is recorded already, or was not rolled; undo the record to change it.',
  'rules/no_die_to_record': 'No movement die is left to record (or the simple-movement house rule rolls none).',
};

/** The rule behind each automatic consequence, as the history shows it. */
export const causes: Record<string, string> = {
  'lair-opened': 'a new lair opened',
  'terror-raised': 'Terror rose',
  'outskirts-full': 'the 4th monster in the outskirts',
  'city-destroyed': 'a city was destroyed',
  'city-timer': 'a monster held a city for 5 turns',
  'event-card': 'a new Event card in play',
  'lair-sealed': 'a lair was sealed',
  'left-closed-lair': 'the hero stepped off a closed, unsealed lair',
  'left-unsealed': 'a closed lair was left unsealed (it can only be sealed right after closing)',
  'seeking-event': 'an Event card drawn while seeking a monster (house rule)',
  'terror-3': 'Terror reached 3',
  'terror-6': 'Terror reached 6',
  'terror-9': 'Terror reached 9',
};

const REASON: Record<string, string> = { sealed: 'it is sealed', closed: 'its lair is closed', 'no-marker': 'no lair marker is free' };

const checkText = (c: Params) => `${c.values.join('+')} → ${c.total} vs ${c.target} ${c.success ? '✓' : '✗'}`;

export const narrate: Record<string, Narrator> = {
  'hero-moved': (d) => {
    const to = d.to as { kind: string; monster?: number; marker?: number };
    if (to.kind === 'monster') return `Movement: the hero ended on monster ${to.monster}.`;
    if (to.kind === 'lair') return `Movement: the hero ended on lair ${to.marker}.`;
    return 'Movement done.';
  },
  'lair-marker-returned': (d) =>
    `The hero left closed lair ${d.marker} (${place(d.location)}) unsealed: its marker goes back to the track.`,
  'seeking-events-drawn': (d) =>
    `${plural(d.count, 'Event card')} drawn while seeking monster ${d.monster}’s challenge came into play (house rule).`,
  'movement-die-shown': (d) => `Movement die ${d.die} showed ${symbols(d.symbols)}.`,
  'city-chart-skipped': () => 'No city is left that the City chart could close (each is closed or held by a monster): nothing closes.',
  'monster-defeated': (d) =>
    `Monster ${d.monster} defeated (life ${d.life})${d.recorded ? ` — recorded on lair ${d.lair}’s space` : ' — its lair is gone, so the card is discarded'}.${d.city ? ` ${city(d.city)} is free again: heal for free in the Market step.` : ''}`,
  'hero-knocked-out': (d) =>
    `The hero was knocked out by monster ${d.monster}; it stays, with its wounds removed.${d.city ? ` Move the hero to a space next to ${city(d.city)} with no jewel, lair or monster.` : ''}`,
  'lair-check-planned': (d) =>
    `Lair ${d.marker}: closing with ${COMBAT_NAMES[d.phase] ?? d.phase} ${d.skill} against ${(d.targets as number[]).join(', ')}.`,
  'lair-check-cancelled': (d) => `Lair ${d.marker}: the check was set up again.`,
  'lair-check-rolled': (d) =>
    `Lair ${d.marker} check: ${(d.checks as Params[]).map(checkText).join('; ')} — ${d.success ? 'success' : 'failed (stay on it to try again next turn)'}.`,
  'lair-closed': (d) =>
    `Lair ${d.marker} (${place(d.location)}) is closed; ${plural((d.discarded as unknown[]).length, 'card')} on its space go to the bottom of their decks.`,
  'lair-sealed': (d) =>
    `Lair ${d.marker} (${place(d.location)}) is sealed ${d.payment === 'gold' ? `for ${d.gold} gold` : 'by an Ally who stays to guard it'}; no lair will open there again.`,
  'doom-lowered': (d) => `Margath’s Doom ${d.from} → ${d.to}.`,
  'adventure-done': () => 'Adventure step done.',
  'market-done': (d) => (d.freeHealing ? 'Market step done (free healing).' : 'Market step done.'),
  'experience-recorded': (d) =>
    `Experience step done: ${plural(d.experience, 'experience counter')}, level ${d.level} — ${d.colour} monsters.`,
  'lair-chart-rolled': (d) => (d.location ? `Lair chart ${d.value}: ${place(d.location)}.` : `Lair chart ${d.value}: no monster or lair.`),
  'spawn-blocked': (d) => `Nothing appears at ${place(d.location)}: ${REASON[d.reason] ?? d.reason}.`,
  'lair-opened': (d) => `Lair ${d.marker} opens at ${place(d.location)}.`,
  'monster-spawned': (d) =>
    `Monster ${d.monster} (${d.colour}) appears on lair ${d.lair}, ${place(d.location)}.${d.onHero ? ' It is on the hero’s space: fight it now.' : ''}`,
  'monster-to-outskirts': (d) =>
    `${d.reason === 'board-full' ? 'Six monsters already roam the board' : 'No lair marker is free'}: the monster goes to the outskirts (${d.outskirts}).`,
  'outskirts-cleared': (d) => `The outskirts are full (${d.count}): they empty.`,
  'terror-raised': (d) => `Terror ${d.from} → ${d.to}.`,
  'terror-at-max': () => 'Terror is already at 10 and rises no more.',
  'doom-raised': (d) =>
    d.from === d.to
      ? `Margath’s Doom is already full (${d.to} of ${d.length}).`
      : `Margath’s Doom ${d.from} → ${d.to} of ${d.length}.${d.full ? ' The track is full: face Margath!' : ''}`,
  'ally-discarded': (d) =>
    d.none
      ? 'No Ally was left in any market stack to discard.'
      : `An Ally left the market${d.stack ? ` of ${city(d.stack)}` : ''}: people are fleeing Terrinoth.`,
  'city-chart-rolled': (d) =>
    d.result === 'closes'
      ? `City chart ${d.value}: ${city(d.city)}.`
      : d.result === 'blank'
        ? `City chart ${d.value}: roll again.`
        : d.result === 'held'
          ? `City chart ${d.value}: a monster holds ${city(d.city)}, so it is closed already — roll again.`
          : `City chart ${d.value}: ${city(d.city)} is already closed — roll again.`,
  'city-closed': (d) =>
    `${city(d.city)} closes for good; its market stack goes to the bottom of the market deck.${d.monsterRemoved ? ` Monster ${d.monsterRemoved} inside leaves the board.` : ''}`,
  'movement-check-rolled': (d) =>
    d.movementDice === 0
      ? `Movement check ${d.value}: no monster moves.`
      : d.walking === 0
        ? `Movement check ${d.value}: no monster is roaming.`
        : d.simple
          ? `Movement check ${d.value}: every monster moves ${plural(d.movementDice === 3 ? 2 : 1, 'space')}.`
          : `Movement check ${d.value}: every monster moves with ${d.movementDice} movement dice.`,
  'monster-entered-city': (d) =>
    `Monster ${d.monster} entered ${city(d.city)}${facesText(d.faces) ? ` (dice: ${facesText(d.faces)})` : ''}: the city is closed while it stays; ${d.turnsLeft} turns to defeat it.`,
  'city-timer-ticked': (d) =>
    d.turnsLeft > 0
      ? `${city(d.city)}: ${plural(d.turnsLeft, 'turn')} left to defeat monster ${d.monster}.`
      : `${city(d.city)}: time is up.`,
  'city-destroyed': (d) => `${city(d.city)} is destroyed by monster ${d.monster} and closed for good.`,
  'monster-step-ended': () => 'Monster Step done.',
  'turn-ended': (d) => `End of turn ${d.turn}.`,
  'event-card-in-play': () => 'A new Event card came into play.',
  'dragon-rune-gained': (d) => `The hero gains a Dragon Rune (${d.runes} of 3).`,
  'margath-fought': (d) => (d.result === 'hero-won' ? 'The hero defeated High Lord Margath!' : 'Margath defeated the hero.'),
};
