/** Advanced Runebound's words: every code its engine emits, in English. */
import type { Catalog, Params } from '../../i18n/catalog';
import type { Narrator } from '../types';
import { DOOM_SPACES } from '../../../../shared/rulesets/advanced-runebound/data/tables';

const P = 'advanced-runebound';

/** "Tamalir (space 1)" or "space 5" for the two unnamed spaces. */
export function spaceName(space: number): string {
  const town = DOOM_SPACES[space - 1]?.town;
  return town ? `${town} (space ${space})` : `space ${space}`;
}

/** "John", "John and Mara", "John, Mara and Tess". */
export function nameList(names: readonly string[] = []): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

const COLOUR = { green: 'green', yellow: 'yellow', blue: 'blue', red: 'red' } as Record<string, string>;
const TERRAIN: Record<string, string> = {
  plains: 'plains',
  road: 'road',
  river: 'river',
  hills: 'hills',
  forest: 'forest',
  mountains: 'mountains',
  swamp: 'swamp',
};
const COUNTER: Record<string, string> = { mind: 'Mind', body: 'Body', spirit: 'Spirit', life: 'Life', stamina: 'Stamina' };
const REASON: Record<string, string> = {
  'challenge-defeated': 'a defeated challenge',
  'encounter-resolved': 'a resolved encounter',
  'card-used': 'a card a player used',
  other: 'another discarded adventure card',
  'hazard-challenge': 'the travel hazard challenge',
  'event-replaced': 'the event that was in play',
  'event-lower': 'the event drawn, too low to take effect',
};

const redCards = (n: number) => `${n} red challenge card${n === 1 ? '' : 's'}`;

const outcome = (text: (p: Params) => string) => (p: Params) => text({ ...p, who: nameList(p.names) });

/** " Heroes tie on level, so gold decides their order: count John's and Mara's gold." */
const goldTies = (names: unknown): string =>
  Array.isArray(names) && names.length > 0
    ? ` ${names.join(', ')} tie on level, so gold decides their order (004:76): count their gold below.`
    : '';

export const messages: Catalog = {
  'option/soloThreeCards': 'Solo: doom counter every 3 cards',
  'option/soloThreeCards/help':
    'Solo games only. The rulings give a lone hero the two-player figure: a doom counter when the track holds 4 cards. With this on, it comes at 3 cards, so the Endgame arrives sooner.',

  [`${P}/phase/play`]: 'The normal game',
  [`${P}/phase/endgame`]: 'The Endgame',
  [`${P}/phase/over`]: 'Game over',

  [`${P}/first-turn`]: (p) =>
    `${p.name}'s very first turn: roll ${p.dice} movement dice (seat ${p.seat}). Doom track: ${p.cards} of ${p.trigger} cards, ${p.counters} doom counter${p.counters === 1 ? '' : 's'}. Put every discarded adventure card on the track here.`,
  [`${P}/turn`]: (p) =>
    `${p.name}'s turn (round ${p.round}). Doom track: ${p.cards} of ${p.trigger} cards, ${p.counters} doom counter${p.counters === 1 ? '' : 's'}. Put every discarded adventure card on the track here; if the hero stops in an empty wilderness space, check for a hazard last.`,
  [`${P}/knockout-checklist`]: '{name} is knocked out. Work through the checklist on the board, then confirm.',
  [`${P}/knockout-checklist-hazard`]:
    '{name} is knocked out by a travel hazard. Work through the checklist on the board (the hazard card is already on the doom track, not the undefeated track), then confirm.',
  [`${P}/hazard-roll-again`]:
    'Travel hazard! {name} rolls 2 movement dice again and counts every symbol showing (the track holds {cards, plural, one {# card} other {# cards}}).',
  [`${P}/hazard-resolve`]: (p) =>
    `Hazard number ${p.number}: the card on ${spaceName(p.space)} is ${COLOUR[p.colour]}. ${p.name} draws a ${COLOUR[p.colour]} adventure card and resolves it: no Before Combat, no escape, no reward. How did it go?`,
  [`${P}/endgame-prepare`]: (p) =>
    `The Endgame begins. Take out the red deck’s events and encounters, return red challenges from the undefeated track to it, shuffle it, and check each hero’s level in the trackers.${goldTies(p.goldTies)} Then set the order.`,
  [`${P}/endgame-prepare-ties`]: (p) =>
    `The Endgame begins. Take out the red deck’s events and encounters, return red challenges from the undefeated track to it, shuffle it, and check each hero’s level in the trackers.${goldTies(p.goldTies)} Some heroes tie on level and gold: roll to settle their order.`,
  [`${P}/confront`]: (p) =>
    `${p.name} faces the red deck: draw a red challenge and resolve it — no escape, no refresh, no movement. (${p.name} holds ${redCards(p.red)}.)`,
  [`${P}/confront-again`]: (p) => `${p.name} won and must draw again: another red challenge. (${p.name} holds ${redCards(p.red)}.)`,
  [`${P}/game-over`]: 'The game is decided. Undo is still there if the table disagrees.',

  [`${P}/place-card`]: 'Card to the doom track (space {space})',
  [`${P}/draw-event`]: (p) =>
    p.inPlay === null ? 'An event card was drawn (none in play)' : `An event card was drawn (event ${p.inPlay} in play)`,
  [`${P}/check-hazard`]: '{name} ended in an empty wilderness space: check for a hazard',
  [`${P}/gain-experience`]: '{name} won experience points',
  [`${P}/buy-experience`]: '{name} buys two experience counters ({cost} points)',
  [`${P}/buy-healing`]: '{name} buys healing ({gold} gold)',
  [`${P}/keep-red-challenge`]: '{name} keeps a defeated red challenge',
  [`${P}/knocked-out`]: '{name} is knocked out',
  [`${P}/finish-knockout`]: 'Checklist done',
  [`${P}/reshuffle-discards`]: 'A deck ran out: reshuffle its discarded challenges',
  [`${P}/correct-card`]: 'Correct a card’s colour',
  [`${P}/end-turn`]: 'End {name}’s turn',
  [`${P}/hazard-number`]: 'Symbols on the second roll',
  [`${P}/hazard-challenge-defeated`]: 'Challenge defeated',
  [`${P}/hazard-challenge-failed`]: 'Challenge failed',
  [`${P}/hazard-encounter`]: 'It was an encounter (resolved)',
  [`${P}/hazard-event`]: 'It was an event',
  [`${P}/set-order`]: 'Set the confrontation order',
  [`${P}/gold-counted`]: (p) => `${p.name}’s gold now (${p.gold} recorded)`,
  [`${P}/set-order-roll`]: 'Roll for the tied heroes’ order',
  [`${P}/confront-defeated`]: 'Defeated it (not Margath)',
  [`${P}/confront-margath`]: 'Defeated High Lord Margath',
  [`${P}/confront-failed`]: 'Failed or knocked out',

  ...Object.fromEntries(Object.entries(COLOUR).map(([k, v]) => [`${P}/colour/${k}`, v[0].toUpperCase() + v.slice(1)])),
  // The letter beside a space's colour (colour is never the only cue): the colour word's first letter(s).
  ...Object.fromEntries(Object.entries({ green: 'G', yellow: 'Y', blue: 'B', red: 'R' }).map(([k, v]) => [`${P}/colour-letter/${k}`, v])),
  ...Object.fromEntries(Object.entries(TERRAIN).map(([k, v]) => [`${P}/terrain/${k}`, v[0].toUpperCase() + v.slice(1)])),
  ...Object.fromEntries(Object.entries(COUNTER).map(([k, v]) => [`${P}/counter/${k}`, v])),
  [`${P}/counter-pair`]: (p) => `${COUNTER[String(p.first)] ?? p.first} and ${COUNTER[String(p.second)] ?? p.second}`,
  [`${P}/reason/challenge-defeated`]: 'Challenge defeated',
  [`${P}/reason/encounter-resolved`]: 'Encounter resolved',
  [`${P}/reason/card-used`]: 'A held card was used',
  [`${P}/reason/other`]: 'Other discard',
  [`${P}/space-choice`]: (p) => `${spaceName(p.space)}: ${COLOUR[p.colour]}`,

  'field/colour': 'Card colour',
  'advanced-runebound/die/tie-break': 'Tie-break die {n}',
  'field/reason': 'Why it was discarded',
  'field/eventNumber': 'Event number',
  'field/terrain': 'Terrain of the hero’s space',
  'field/plains': 'Dice show plains',
  'field/road': 'Dice show road',
  'field/river': 'Dice show river',
  'field/hills': 'Dice show hills',
  'field/forest': 'Dice show forest',
  'field/mountains': 'Dice show mountains',
  'field/swamp': 'Dice show swamp',
  'field/points': 'Experience points',
  'field/first': 'First counter',
  'field/firstBonus': 'Its bonus',
  'field/second': 'Second counter (another kind)',
  'field/secondBonus': 'Its bonus',
  'field/wounds': 'Wounds healed (1 gold each)',
  'field/gold': 'Gold counted',
  'field/pair': 'The two counters (different kinds)',
  'field/reward': 'Gold reward taken',
  'field/exhaustion': 'Figures cleared of exhaustion (1 gold each)',
  'field/space': 'Space',
  'field/symbols': 'Symbols showing',
  'field/experience': 'Experience taken from the pile (0 if no change)',
  'field/knockedOut': 'The hero was knocked out',

  [`${P}/tracker/doom-counters`]: 'Doom counters',
  [`${P}/tracker/level`]: '{name}: level',
  [`${P}/tracker/gold`]: '{name}: gold',
  [`${P}/tracker/experience`]: '{name}: unspent experience',
  [`${P}/tracker/red`]: '{name}: red challenge cards',
  [`${P}/tracker/discards`]: (p) => `${COLOUR[p.colour][0].toUpperCase()}${COLOUR[p.colour].slice(1)} discard pile`,

  [`${P}/outcome/margath`]: outcome((p) => `${p.who} defeated High Lord Margath and wins.`),
  [`${P}/outcome/three-red`]: outcome((p) => `${p.who} holds three red challenge cards and wins.`),
  [`${P}/outcome/tiebreak-red`]: outcome((p) => `Every hero fell in the Endgame; ${p.who} holds the most red challenge cards and wins.`),
  [`${P}/outcome/tiebreak-level`]: outcome(
    (p) => `Every hero fell in the Endgame; tied on red challenges, ${p.who} has the highest level and wins.`,
  ),
  [`${P}/outcome/tiebreak-gold`]: outcome(
    (p) => `Every hero fell in the Endgame; tied on red challenges and level, ${p.who} has the most gold and wins.`,
  ),
  [`${P}/outcome/tiebreak-shared`]: outcome(
    (p) => `Every hero fell in the Endgame and ${p.who} tie on red challenges, level and gold: they share the win.`,
  ),
  [`${P}/outcome/solo-eliminated`]: '{hero} fell in the Endgame: Margath’s dragons win.',

  'rules/wrong_phase':
    '{why, select, endgameBegun {That belongs to the normal game, which is over: the Endgame has begun.} goldDecidesNothing {Gold decides no hero’s place in the Endgame order.} noKnockout {There is no knock-out to finish.} orderSetOnce {The confrontation order is set once, when the Endgame begins.} confrontInEndgame {Confrontations happen in the Endgame, once the order is set.} other {That cannot be done now: it belongs to another part of the game.}}',
  'rules/knockout_pending': 'Finish {name}’s knock-out checklist first.',
  'rules/hazard_pending': 'Finish the travel hazard first.',
  'rules/hazard_on_own_turn': 'Only the hero who moved this turn ({moving}) meets a travel hazard, not {name}.',
  'rules/unknown_player': 'There is no such player in this game.',
  'rules/empty_space': 'There is no card on space {space}.',
  'rules/same_counter_type': 'Two experience counters bought together must be of different kinds.',
  'rules/not_enough_experience': 'Two counters cost {cost} experience points; {name} has {have}.',
  'rules/not_enough_gold':
    '{have, plural, =0 {Healing costs gold; {name} has none.} other {That healing costs {cost} gold; {name} has {have}.}}',
  'rules/no_knockout': 'No hero is knocked out.',
  'rules/nothing_to_heal': 'Heal at least one wound or clear one figure’s exhaustion.',
  'rules/heal_on_own_turn': 'Healing is bought in the Market Step of one’s own turn: it is {current}’s turn, not {name}’s.',
  'rules/no_hazard_roll': 'No travel hazard is waiting for its second roll.',
  'rules/no_hazard_card': 'No travel hazard card is waiting to be resolved.',
  'setup/player_count': 'Advanced Runebound is for {min} to {max} players.',
  'setup/invalid_options': 'Those options are not valid for Advanced Runebound ({fields}).',
};

const colour = (c: unknown) => COLOUR[String(c)] ?? String(c);
const HAZARD_KIND: Record<string, string> = {
  'challenge-defeated': 'defeated the hazard challenge',
  'challenge-failed': 'failed the hazard challenge',
  encounter: 'resolved the hazard encounter',
  event: 'drew an event as the hazard',
};

export const narrate: Record<string, Narrator> = {
  'card-placed': (d) => `A ${colour(d.colour)} card (${REASON[d.reason] ?? d.reason}) goes face-down on ${spaceName(d.space)}.`,
  'card-colour-corrected': (d) => `The card on ${spaceName(d.space)} is ${colour(d.to)}, not ${colour(d.from)}.`,
  'doom-counter-placed': (d) => {
    const returned = Object.entries(d.returned as Record<string, number>)
      .filter(([, n]) => n > 0)
      .map(([c, n]) => `${n} ${colour(c)}`)
      .join(', ');
    return `Doom counter ${d.counter} goes on ${spaceName(d.space)}. The last card (${colour(d.lastCard)}) moves to Tamalir; the others go to their discard piles${returned ? ` (${returned})` : ''}.`;
  },
  'discards-reshuffled': (d) =>
    `The ${colour(d.colour)} deck ran out: its ${d.cards} discarded cards are sorted — challenges shuffled into a new deck, events and encounters out of the game.`,
  'endgame-began': () => 'The eighth doom counter is on Frostgate: the normal game ends and the Endgame begins.',
  'turn-ended': (d) => `${d.name}'s turn ends; ${d.nextName} is up${d.nextSeat === 0 ? ` (round ${d.round})` : ''}.`,
  'hazard-checked': (d) => {
    const shown = (d.shown as string[]).map((t) => TERRAIN[t]).join(', ') || 'no terrain symbol';
    return d.hazard
      ? `${d.name} is in ${TERRAIN[d.terrain]}; the dice show ${shown} — no match: a travel hazard.`
      : `${d.name} is in ${TERRAIN[d.terrain]}; the dice show ${shown} — a match: no hazard.`;
  },
  'hazard-colour-found': (d) =>
    `Hazard number ${d.number}${d.looped ? ` (looping round ${d.cardsOnTrack} cards)` : ''}: the card on ${spaceName(d.space)} is ${colour(d.colour)}. ${d.name} draws a ${colour(d.colour)} adventure.`,
  'hazard-resolved': (d) =>
    `${d.name} ${HAZARD_KIND[d.kind] ?? d.kind}${d.experience ? ` and takes ${d.experience} experience from the pile` : ''}.`,
  'event-drawn': (d) => {
    if (d.inPlay === null) return `Event ${d.number} (${colour(d.colour)}) takes effect.`;
    return d.takesEffect
      ? `Event ${d.number} (${colour(d.colour)}) is not lower than event ${d.inPlay}: it replaces it.`
      : `Event ${d.number} (${colour(d.colour)}) is lower than event ${d.inPlay}: it is discarded without effect.`;
  },
  'experience-gained': (d) => `${d.name} gains ${d.points} experience (${d.total} unspent).`,
  'experience-bought': (d) => {
    const counters = (d.counters as { type: string; bonus: number }[]).map((c) => `${COUNTER[c.type]} +${c.bonus}`).join(' and ');
    return `${d.name} pays ${d.cost} experience for ${counters}: level ${d.level}. They may discard all wounds and exhaustion now.`;
  },
  'healing-bought': (d) =>
    `${d.name} pays ${d.cost} gold to heal ${d.wounds} wound${d.wounds === 1 ? '' : 's'}${d.exhaustion ? ` and clear exhaustion from ${d.exhaustion} figure${d.exhaustion === 1 ? '' : 's'}` : ''} (${d.goldLeft} gold left).`,
  'hero-knocked-out': (d) => `${d.name} is knocked out: ${d.goldLost} gold and ${d.experienceLost} unspent experience lost.`,
  'knockout-checklist-done': (d) => `${d.name}'s knock-out is dealt with.`,
  'red-challenge-kept': (d) => `${d.name} keeps a red challenge card (${d.redChallenges} held).`,
  'endgame-order-set': (d) => `Endgame order: ${(d.names as string[]).join(', ')}.`,
  'endgame-challenge-defeated': (d) =>
    `${d.name} defeats a red challenge and keeps it (${d.redChallenges} held)${d.reward ? `, taking ${d.reward} gold (${d.gold} in all)` : ''}.`,
  'gold-counted': (d) => `${d.name}’s gold counted: ${d.from} → ${d.to}.`,
  'margath-defeated': (d) => `${d.name} defeats High Lord Margath!`,
  'endgame-eliminated': (d) =>
    `${d.name} is eliminated from the Endgame; the challenge goes back into the red deck.${d.nextName ? ` ${d.nextName} is up.` : ''}`,
  'game-decided': (d) => {
    const key = `${P}/outcome/${d.how}`;
    const message = messages[key];
    const params = { ...d, hero: nameList(d.names) };
    return typeof message === 'function' ? message(params) : String(message ?? key).replace('{hero}', nameList(d.names));
  },
};

export const causes: Record<string, string> = {
  'doom-trigger': 'The doom track held enough cards for the number of players',
  'eighth-doom-counter': 'The eighth doom counter reached Frostgate',
  'event-lower': 'An event lower than the one in play is discarded',
  'event-equal-or-higher': 'An event equal to or higher than the one in play replaces it',
  'hazard-discard': 'A travel hazard card is discarded after it is resolved',
  'hazard-failure': 'A failed hazard challenge is still discarded to the doom track',
  'hazard-one-card': 'A hazard encounter or event ends the turn',
  'margath-defeated': 'Defeating High Lord Margath wins',
  'three-red-challenges': 'Three red challenge cards win the Endgame',
  'all-eliminated': 'Every hero was eliminated from the Endgame',
};
