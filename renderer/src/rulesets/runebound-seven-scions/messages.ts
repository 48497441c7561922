/** The Seven Scions' words: prompts, actions, narration, errors. */
import type { Catalog, Params } from '../../i18n/catalog';
import { addonCauses, addonMessages, addonNarrate, checklistMessages, checklistNarrator } from '../runebound-addons/messages';
import type { Narrator } from '../types';

const COLOUR: Record<string, string> = { green: 'Green', yellow: 'Yellow', blue: 'Blue' };
const SCION_NAMES: Record<number, string> = { 1: 'the Archer', 2: 'the Trickster' };
/** A scion by its space; the seed names only the first two, the others go by their number. */
export const scionName = (space: unknown) => SCION_NAMES[Number(space)] ?? `Scion ${space}`;
const scionTitle = (space: unknown) => {
  const n = scionName(space);
  return n.charAt(0).toUpperCase() + n.slice(1);
};
const STACK: Record<number, string> = {
  1: 'Tamalir',
  2: 'Riverwatch',
  3: 'Dawnsmoor',
  4: 'Vynelvale',
  5: 'stack 5',
  6: 'Nerekhall',
  7: 'stack 7',
  8: 'Frostgate',
};
/** Where the storm counter stands, in words. */
export const stormPlace = (position: unknown) => {
  const p = Number(position);
  if (p <= 0) return 'below the bottom stack';
  if (p > 8) return 'off the top';
  return `${p} (${STACK[p]})`;
};
const RESULT: Record<string, string> = {
  'event-resolved': 'Storm Event — every hero resolved it',
  'challenge-defeated': 'Storm Challenge — defeated',
  'all-knocked-out': 'Storm Challenge — every hero knocked out',
};
const CHALLENGE: Record<string, string> = {
  none: 'no Challenge',
  green: 'a green Challenge',
  yellow: 'a yellow Challenge',
  blue: 'a blue Challenge',
};

const steps: Record<string, string | ((p: Params) => string)> = {
  'seven-scions/step/scions-on-spaces':
    'Put the six Scion cards text side up on undefeated adventure spaces 1-6 by the number under their header (Archer on 1, Trickster on 2 …), and an undefeated adventure marker on each: the scion counters.',
  'seven-scions/step/storm-decks': (p) =>
    `Sort the Storm cards by colour, shuffle, and take ${p.count} at random of green, of yellow and of blue; lay each set left of the adventure deck of its colour.`,
  'seven-scions/step/stormlords': (p) =>
    `Shuffle the 6 Stormlords and take ${p.count} at random; lay them face up, numbered 1 to ${p.count} from left to right (anyone may read them at any time).`,
  'seven-scions/step/storm-counter': 'Put a doom counter just below the lowest town icon beside the market stacks: the storm counter.',
  'seven-scions/step/red-to-box': 'Return the red adventure cards to the box (red cards of any add-on too).',
};

export const messages: Catalog = {
  'seven-scions/whose-turn': 'Round {round} · {name}',
  'seven-scions/die/shuffle': 'Stormlord order die {n}',
  'seven-scions/die/tie-break': 'Tie-break die {n}',
  ...addonMessages,
  ...checklistMessages(steps),
  'option/cooperative': 'Cooperative version',
  'option/firstToDefeatAllWins': 'First to defeat every Stormlord wins',
  'option/firstToDefeatAllWins/help':
    'House rule. The endgame “works just like” Advanced Runebound’s (001:228), where the first hero to beat the final Challenge wins: the first hero to defeat every Stormlord wins at once and the heroes after him do not fight. Off: every hero faces the Stormlords, and heroes who each defeat all of them share the win (ruling S-4).',
  'option/cooperative/help':
    'Heroes play together: they face the Stormlords as one group using each value’s lowest among the heroes (a hero may swap in his awakened scion’s), and win or lose together.',
  'seven-scions/phase/setup': 'Set-up',
  'seven-scions/phase/turn': 'Movement and adventure',
  'seven-scions/phase/storm': 'Storm step',
  'seven-scions/phase/event': 'Event: scion counters',
  'seven-scions/phase/endgame': 'Endgame: the Stormlords',
  'seven-scions/phase/over': 'Game over',
  'seven-scions/prompt/setup': 'Set up the board for {count} hero(es): tick the steps on the checklist below as you do them, then start.',
  'seven-scions/prompt/turn': (p) =>
    `${p.hero}: move and adventure. Encounters are discarded for a new card; report an Event. Then the storm step: which Challenge did ${p.hero} defeat this turn? (storm counter ${stormPlace(p.position)})`,
  'seven-scions/prompt/storm-card': (p) =>
    `Storm! Draw a ${COLOUR[p.colour as string]} storm card. Events: each hero in turn (${p.order}). Challenges: all heroes together, ${p.hero} first in Before Combat. How did it end?`,
  'seven-scions/prompt/storm-step': (p) =>
    `Storm step — the counter stands at ${stormPlace(p.position)}. Scion counters may be spent now. Then ${p.hero}’s market and experience steps.`,
  'seven-scions/prompt/event-pick': (p) =>
    `Event drawn by ${p.drawer}: every scion counter went home. ${p.hero}, take one scion counter or pass.`,
  'seven-scions/prompt/endgame': (p) =>
    `Only Stormlords remain: the endgame. The free towns help: each player may discard ${p.x} wound(s) and ${p.x} exhaustion from his hero and allies and activate ${p.x} item(s). Then face the Stormlords, highest-level hero first.`,
  'seven-scions/prompt/endgame-levels': (p) =>
    `Only Stormlords remain: the endgame. The free towns help: each player may discard ${p.x} wound(s) and ${p.x} exhaustion from his hero and allies and activate ${p.x} item(s). Enter each hero’s level — the total of the bonuses on his experience counters — and his gold (gold breaks ties in level). Still to enter: ${p.missing}.`,
  'seven-scions/prompt/endgame-coop': (p) =>
    `Only Stormlords remain: the endgame. The free towns help: each player may discard ${p.x} wound(s) and ${p.x} exhaustion and activate ${p.x} item(s). Then the heroes face the Stormlords together.`,
  'seven-scions/prompt/shuffle': '{hero} faces the Stormlords next: roll their order.',
  'seven-scions/prompt/fight': (p) =>
    `${p.hero} fights Stormlord ${p.stormlord} (${p.defeated} of ${p.of} defeated so far). No refresh between Stormlords.`,
  'seven-scions/prompt/fight-coop': (p) =>
    `The heroes fight Stormlord ${p.stormlord} together (${p.defeated} of ${p.of} defeated). One attack roll a phase, with the group’s lowest score and damage.`,
  'seven-scions/prompt/over': 'The storm is over.',
  'seven-scions/setup-done': 'Set-up done — first hero’s turn',
  'seven-scions/storm-step/none': 'Storm step — no Challenge defeated (+{spaces})',
  'seven-scions/storm-step/green': 'Storm step — green Challenge defeated (+{spaces})',
  'seven-scions/storm-step/yellow': 'Storm step — yellow Challenge defeated (+{spaces})',
  'seven-scions/storm-step/blue': 'Storm step — blue Challenge defeated (+{spaces})',
  'seven-scions/event-drawn': '{hero} drew an Event card',
  'seven-scions/awaken-scion': '{hero} awakens a scion (red jewel with a red counter)',
  'seven-scions/scion': (p) =>
    p.hero ? `${scionTitle(p.space)} (space ${p.space}, with ${p.hero})` : `${scionTitle(p.space)} (space ${p.space})`,
  'seven-scions/scion-lost': 'An awakened scion is killed or discarded',
  'seven-scions/reason/killed': 'Killed',
  'seven-scions/reason/discarded': 'Discarded (knock-out)',
  'seven-scions/use-scion-counter': (p) => `${p.hero} spends the counter of ${scionName(p.space)} for its benefit`,
  'seven-scions/resolve-storm-card': 'The storm card is done',
  'seven-scions/result/event-resolved': RESULT['event-resolved'],
  'seven-scions/result/challenge-defeated': RESULT['challenge-defeated'],
  'seven-scions/result/all-knocked-out': RESULT['all-knocked-out'],
  'seven-scions/end-turn': 'End of the storm step — {hero}’s market and experience, then the next hero',
  'seven-scions/take-scion-counter': (p) => `${p.hero} takes the counter of ${scionName(p.space)}`,
  'seven-scions/pass-scion-counter': '{hero} takes none',
  'seven-scions/face-stormlords': 'Face the Stormlords',
  'seven-scions/set-hero-level': 'Enter a hero’s level and gold',
  'seven-scions/hero-level': (p) =>
    p.level == null || p.gold == null ? `${p.name} (not entered yet)` : `${p.name} (level ${p.level}, ${p.gold} gold)`,
  'seven-scions/shuffle-stormlords': 'Roll {hero}’s Stormlord order',
  'seven-scions/stormlord-defeated': 'Stormlord {stormlord} defeated',
  'seven-scions/hero-knocked-out': '{hero} is knocked out',
  'seven-scions/heroes-knocked-out': 'Every hero is knocked out',
  'seven-scions/record-combat-values': 'Cooperative: a hero’s score and damage for a combat phase',
  'seven-scions/combat/ranged': 'Ranged (mind)',
  'seven-scions/combat/melee': 'Melee (body)',
  'seven-scions/combat/magic': 'Magic (spirit)',
  'seven-scions/replace/none': 'Hero’s own values',
  'seven-scions/replace/score': 'Scion’s score instead',
  'seven-scions/replace/damage': 'Scion’s damage instead',
  'seven-scions/tracker/storm-position': 'Storm counter (0 = below the bottom)',
  'seven-scions/tracker/storm-green': 'Green storm cards left',
  'seven-scions/tracker/storm-yellow': 'Yellow storm cards left',
  'seven-scions/tracker/storm-blue': 'Blue storm cards left',
  'seven-scions/tracker/stormlords': 'Stormlords',
  'seven-scions/outcome/seventh-scion': '{names} defeated the most Stormlords: the Seventh Scion.',
  'seven-scions/outcome/shared-win': '{names} tie: they share the title of Seventh Scion.',
  'seven-scions/outcome/coop-won': 'The heroes defeated every Stormlord together.',
  'seven-scions/outcome/coop-lost': 'Every hero fell: the storm covers the land.',
  ...Object.fromEntries(
    Object.values(STACK)
      .filter((town) => !town.startsWith('stack'))
      .map((town) => [`town/${town.toLowerCase()}`, town]),
  ),
  'seven-scions/board/label': 'The Seven Scions table',
  'seven-scions/board/storm-track': 'Storm track',
  'seven-scions/board/storm-counter': 'Storm counter, by the market stacks',
  'seven-scions/board/place': (p) => {
    const n = Number(p.position);
    if (n <= 0) return 'start (below Tamalir)';
    if (n > 8) return 'off the top';
    return `space ${n} (${STACK[n]})`;
  },
  'seven-scions/board/stack': (p) => `${p.space} ${p.town || '(no town)'}`,
  'seven-scions/board/storm-at': 'Counter at {place}',
  'seven-scions/board/resets': 'resets so far',
  'seven-scions/board/moved': 'Moved this turn: {from} → {to}',
  'seven-scions/board/advance': 'How far the storm counter moves',
  'seven-scions/board/challenge': 'Challenge defeated this turn',
  'seven-scions/board/spaces': 'Spaces',
  'seven-scions/board/challenge/none': 'None',
  'seven-scions/board/challenge/green': 'Green',
  'seven-scions/board/challenge/yellow': 'Yellow',
  'seven-scions/board/challenge/blue': 'Blue',
  'seven-scions/board/storm-cards': 'Storm cards',
  'seven-scions/board/colour/green': 'Green',
  'seven-scions/board/colour/yellow': 'Yellow',
  'seven-scions/board/colour/blue': 'Blue',
  'seven-scions/board/next-storm': '◀ next storm',
  'seven-scions/board/cards-left': 'Cards',
  'seven-scions/board/stormlords': 'Stormlords (face up, numbered from the left)',
  'seven-scions/board/pending': '⚡ {colour} storm card in play — triggered by {name}',
  'seven-scions/board/storms-so-far': 'Storms so far',
  'seven-scions/board/storm-entry': '{colour} · {result} · {name} (round {round})',
  'seven-scions/board/result/event-resolved': 'event resolved',
  'seven-scions/board/result/challenge-defeated': 'challenge defeated',
  'seven-scions/board/result/all-knocked-out': 'all knocked out',
  'seven-scions/board/none-yet': 'none yet',
  'seven-scions/board/scions': 'Scions',
  'seven-scions/board/scion': (p) => scionTitle(p.space),
  'seven-scions/board/space': 'space {space}',
  'seven-scions/board/awake': '☀ awake — ally of {name}',
  'seven-scions/board/slumbering': '☾ slumbering',
  'seven-scions/board/counter-aside': 'Counter set aside',
  'seven-scions/board/counter-held': 'Counter held by {name}',
  'seven-scions/board/counter-on-card': 'Counter on the card',
  'seven-scions/board/players': 'Players, clockwise:',
  'seven-scions/board/round': 'round {n}',
  'seven-scions/board/endgame':
    'Endgame — {n, plural, one {# Stormlord} other {# Stormlords}}{cooperative, select, yes {, cooperative} other {}}',
  'seven-scions/board/order': 'Order',
  'seven-scions/board/level': 'Level',
  'seven-scions/board/stormlord-order': 'Stormlord order',
  'seven-scions/board/defeated': 'Defeated',
  'seven-scions/board/last-wounds': 'Last wounds',
  'seven-scions/board/seventh-scion': '★ Seventh Scion',
  'seven-scions/board/group-order': 'Order: {order} · defeated {defeated} of {of}',
  'seven-scions/board/group-values': 'Group combat values',
  'seven-scions/board/group-score': 'Group score',
  'seven-scions/board/group-damage': 'Group damage',
  'seven-scions/board/heroes-entered': 'Heroes entered',
  'seven-scions/board/lowest': 'lowest: {name}',
  'seven-scions/board/of-heroes': '{n} of {of}',
  'field/scion': 'Scion',
  'field/reason': 'How',
  'field/result': 'Outcome',
  'field/player': 'Hero',
  'field/level': 'Level (total bonuses on his experience counters)',
  'field/gold': 'Gold',
  'field/wounds': 'Wounds on that Stormlord',
  'field/combatPhase': 'Combat phase',
  'field/score': 'Hero’s score',
  'field/damage': 'Hero’s damage',
  'field/replace': 'Scion stands in for',
  'field/scionScore': 'Scion’s score',
  'field/scionDamage': 'Scion’s damage',
  'rules/wrong_phase': 'That is not something to do right now.',
  'rules/no-storm-card': 'No storm card is waiting.',
  'rules/storm-card-pending': (p) => `Resolve the ${COLOUR[p.colour as string] ?? ''} storm card first.`,
  'rules/scion-awake': (p) =>
    `${scionTitle(p.scion)} is awake${p.by ? ` (with ${p.by})` : ''}: an awakened scion has no counter and cannot be awakened again.`,
  'rules/counter-taken': (p) => `${p.holder} already took the counter of ${scionName(p.scion)}.`,
  'rules/not-storm-step': 'Scion counters are spent only during a storm step.',
  'rules/no-counter': 'Nobody holds that scion counter.',
  'rules/no-counter-left': 'Every scion counter is taken or set aside: take none.',
  'rules/scion-asleep': 'That scion is not awake.',
  'rules/cooperative': 'In the cooperative game the heroes fall together.',
  'rules/competitive': 'In the competitive game each hero falls alone.',
  'rules/not-cooperative': 'Group combat values belong to the cooperative version.',
  'rules/no-awakened-scion': '{player} has no awakened scion to stand in.',
  'rules/missing-scion-value': 'Enter the scion’s value that stands in for the hero’s.',
  'rules/levels-missing': 'Enter the level and gold of {names} first: they set the order in which the heroes face the Stormlords.',
  'rules/one-awakening-per-turn': '{hero} has already awakened a scion this turn: the red jewel he stood on is discarded (ruling S-9).',
};

export const narrate: Record<string, Narrator> = {
  ...addonNarrate,
  'setup-step-ticked': checklistNarrator(steps),
  'setup-finished': (d) => `Set-up done. ${d.first} takes the first turn.`,
  'storm-advanced': (d) =>
    `${d.player} defeated ${CHALLENGE[d.challenge]}: the storm counter moves ${d.spaces} space(s), ${stormPlace(d.from)} → ${stormPlace(d.to)}.`,
  'storm-reset': () => 'The storm counter went off the top: it restarts below the bottom stack (spaces left over are lost).',
  'storm-card-drawn': (d) =>
    `${d.byName} triggers a ${COLOUR[d.colour]} storm card (${d.left} ${COLOUR[d.colour].toLowerCase()} left). Order: ${(d.orderNames as string[]).join(', ')}.`,
  'endgame-begun': (d) => `A storm is due but only Stormlords remain: the endgame begins against ${d.stormlords} Stormlord(s).`,
  'storm-card-resolved': (d) => `${COLOUR[d.colour]} storm card: ${RESULT[d.result]}.`,
  'turn-ended': (d) => `${d.player}’s turn ends; ${d.next} is next.`,
  'event-card-drawn': (d) =>
    `${d.drawer} drew an Event: adventure jewels refresh${(d.returned as unknown[]).length ? ` and ${(d.returned as { space: number; from: string }[]).map((r) => `${r.from} returns ${scionName(r.space)}’s counter`).join(', ')}` : ''}. Then each player may take one scion counter; afterwards discard the Event and draw a new adventure card.`,
  'scion-counter-taken': (d) => `${d.playerName} takes the counter of ${scionName(d.scion)}.`,
  'scion-counter-passed': (d) => `${d.playerName} takes no scion counter.`,
  'scion-counter-used': (d) => `${d.playerName} spends the counter of ${scionName(d.scion)} for its slumbering benefit.`,
  'scion-awakened': (d) =>
    `${d.playerName} awakens ${scionName(d.scion)}: discard the red jewel; the scion becomes an ally for storm steps and the endgame${d.previous ? `; ${scionName(d.previous)} returns to slumber on space ${d.previous}` : ''}${d.counterFrom ? `; ${d.counterFrom} loses its counter` : ''}.`,
  'scion-returned': (d) =>
    `${scionTitle(d.scion)} (${d.playerName}’s) is ${d.reason === 'killed' ? 'killed' : 'discarded'}: it slumbers again on space ${d.scion}, its counter on the card.`,
  'hero-level-set': (d) =>
    typeof d.gold === 'number' ? `${d.playerName} is level ${d.level} with ${d.gold} gold.` : `${d.playerName} is level ${d.level}.`,
  'stormlords-faced': (d) =>
    d.mode === 'cooperative'
      ? 'The heroes face the Stormlords together.'
      : `Order of the heroes, highest level first (most gold first at equal level): ${(d.names as string[]).join(', ')}${d.tieBroken ? ' (equal level and gold ordered by the dice)' : ''}.`,
  'stormlord-order-rolled': (d) =>
    `${d.playerName ?? 'The heroes'} will face the Stormlords in this order: ${(d.order as number[]).join(', ')}.`,
  'stormlord-defeated': (d) =>
    `${d.playerName ? `${d.playerName} defeats` : 'The heroes defeat'} Stormlord ${d.stormlord} (${d.defeated} of ${d.of}).`,
  'hero-knocked-out': (d) =>
    `${d.playerName} is knocked out by Stormlord ${d.stormlord}, which carries ${d.wounds} wound(s); ${d.defeated} defeated.`,
  'heroes-knocked-out': (d) => `Every hero is knocked out by Stormlord ${d.stormlord}.`,
  'stormlords-result': (d) => {
    if (d.code === 'coop-won') return 'Every Stormlord has fallen: the heroes win together.';
    if (d.code === 'coop-lost') return 'The heroes have fallen: the storm wins.';
    return d.code === 'seventh-scion'
      ? `${(d.names as string[])[0]} is the Seventh Scion and wins.`
      : `${(d.names as string[]).join(' and ')} share the win.`;
  },
  'combat-values-recorded': (d) =>
    `${d.playerName}, ${d.combatPhase}: score ${d.score}, damage ${d.damage}${d.replace !== 'none' ? ` (scion’s ${d.replace} ${d.replace === 'score' ? d.scionScore : d.scionDamage} stands in)` : ''}.`,
};

export const causes: Record<string, string> = {
  ...addonCauses,
  'storm-off-top': 'The storm counter went past the top market stack',
  'storm-counter-reset': 'Each reset draws a storm card of the lowest colour left',
  'only-stormlords-left': 'A storm card was due but only Stormlords remain',
  'all-heroes-faced': 'Every hero has faced the Stormlords',
  'first-to-defeat-all': 'House rule: the first hero to defeat every Stormlord wins at once',
  'cooperative-endgame': 'The group’s fight is over',
};
