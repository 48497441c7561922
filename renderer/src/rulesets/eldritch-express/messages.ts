/** Eldritch Express's words: prompts, actions, fields, trackers, options, outcomes, refusals, narration and causes. */
import { format, type Catalog, type Message, type Params } from '../../i18n/catalog';
import type { Narrator } from '../types';
import { INVESTIGATORS } from '../../../../shared/rulesets/eldritch-express/data/investigators';
import { ITEMS, ARTIFACTS, SPELLS } from '../../../../shared/rulesets/eldritch-express/data/cards';
import { DECK_NAMES, FACE_SYMBOL, nameOf, nameWords, regionName } from './names';

const P = 'eldritch-express';
/** A refusal's words that pick a branch by its `why`; a refusal given without one (the engine's own) reads the `other` branch. */
const byWhy =
  (text: string): Message =>
  (p) =>
    format(text, { why: 'other', ...p });
const face = (f: unknown) => `${FACE_SYMBOL[String(f)] ?? ''} ${nameOf(f)}`.trim();
const faces = (list: unknown) => (Array.isArray(list) && list.length ? list.map(face).join(', ') : 'none');
/** " on Bo (Lily Chen)" when a spell's offer names its target. */
const onWhom = (p: Params | undefined) => (p?.target ? ` on ${String(p.target)} (${nameOf(p.targetInvestigator)})` : '');
const plural = (n: number, word: string) => `${n} ${n === 1 ? word : word.endsWith('die') ? `${word.slice(0, -3)}dice` : `${word}s`}`;
const deck = (d: unknown) => DECK_NAMES[String(d)] ?? String(d);
/** "a spell", "an item", "an artifact", "an ally". */
const aDeck = (d: unknown) => `${/^[aeiou]/.test(deck(d)) ? 'an' : 'a'} ${deck(d)}`;
const PLACE_WHAT: Record<string, string> = {
  'setup-clue': 'the set-up clue (not on the gate region)',
  expedition: 'the expedition (somewhere new)',
  'mystery-move': 'the flipped mystery: odd moves it to the west diagonal, even to the east',
  'new-mystery': 'a new mystery',
  clue: 'a new clue',
  lost: 'the return from lost in time and space',
};
const ENCOUNTER: Record<string, string> = {
  gate: 'the gate',
  expedition: 'the expedition',
  mystery: 'the mystery',
  city: 'the city',
  defeated: 'a defeated investigator',
};
const encounterName = (e: Params | undefined) =>
  e?.kind === 'defeated' ? `defeated ${nameOf(e.investigator)}` : (ENCOUNTER[String(e?.kind)] ?? String(e?.kind));
const MODIFIERS: Record<string, string> = {
  'blessed-discard': 'Blessed: discard one die',
  'change-face': "Wilson's skill: turn a non-threat die to any face",
  'cancel-health-threat': "Wilson's knowledge: cancel a health threat",
  'investigation-face': "Joe's knowledge: add an investigation result",
};
const modifierName = (ability: unknown) => {
  const a = String(ability);
  if (MODIFIERS[a]) return MODIFIERS[a];
  if (a.startsWith('ally:')) return `${nameOf(a.slice(5))}: add a die`;
  if (a.startsWith('artifact:')) return `${nameOf(a.slice(9))}: convert a non-threat die`;
  if (a.startsWith('item:')) return `${nameOf(a.slice(5))}: re-roll a die`;
  return a;
};
const missing = (p: Params) => {
  const parts: string[] = [];
  if (p.missingResearch) parts.push(plural(p.missingResearch, 'research'));
  if (p.missingInvestigation) parts.push(plural(p.missingInvestigation, 'investigation'));
  return parts.length ? parts.join(' and ') : 'nothing';
};

const USE_HINT: Record<string, string> = {
  'ancient-tome': 'discard for a clue',
  'old-journal': 'discard for a clue',
  'puzzle-box': 'discard for an artifact',
  cross: 'discard to be Blessed',
  necronomicon: 'discard for two spells',
  'nameless-cults': 'discard for two clues',
  heal: '1 sanity: +3 health or discard an injury',
  'cloud-memory': '1 sanity: +3 sanity or discard a madness',
  'astral-travel': '1 sanity: move to any region',
};

/** Spells other investigators cast into a fight (version 2 events). */
const helpersText = (helpers: unknown): string => {
  const list = (helpers ?? []) as { seat: number; spell: string }[];
  return list.length ? `; cast for them: ${list.map((h) => `${nameOf(h.spell)} (seat ${h.seat + 1}, 1 sanity)`).join(', ')}` : '';
};

const fieldNames: Catalog = {};
for (const i of ITEMS) fieldNames[`field/use-${i.key}`] = `Use ${nameOf(i.key)}`;
for (const a of ARTIFACTS) fieldNames[`field/use-${a.key}`] = `Use ${nameOf(a.key)}`;
for (const s of SPELLS) fieldNames[`field/cast-${s.key}`] = `Cast ${nameOf(s.key)} (1 sanity)`;
for (let i = 0; i < 8; i++) fieldNames[`field/keep-${i}`] = `Die ${i + 1}`;
// Where the damage goes: one switch per monster, numbered as the fight's label lists them.
for (let i = 0; i < 30; i++) fieldNames[`field/kill-${i}`] = `Destroy monster ${i + 1}`;
// Spells other investigators in the region cast on the fighter (003:225), each paid with their own sanity.
for (let seat = 0; seat < 8; seat++) {
  for (const s of SPELLS) {
    fieldNames[`field/help-${seat}-${s.key}`] = `Seat ${seat + 1} casts ${nameOf(s.key)} on you (1 of their sanity)`;
    if (s.either) fieldNames[`field/shriveling-${seat}-${s.key}`] = `Seat ${seat + 1}'s ${nameOf(s.key)} deals`;
  }
}

export const messages: Catalog = {
  ...nameWords(),
  [`${P}/setup`]: 'Set-up',
  [`${P}/over`]: 'Game over',
  [`${P}/step/upkeep`]: '1 · Upkeep and assignment',
  [`${P}/step/fight`]: '2 · Fight monsters',
  [`${P}/step/dice`]: '3 · Action dice',
  [`${P}/step/threats`]: '4 · Threats',
  [`${P}/step/encounter`]: '5 · Encounter',
  [`${P}/step/rest`]: '6 · Rest',
  [`${P}/step/clues`]: '7 · Collect clues',
  [`${P}/step/move`]: '8 · Move',
  [`${P}/step/omen`]: '9 · Omen clock',

  [`${P}/prompt/over`]: 'The game is over.',
  [`${P}/prompt/wait`]: 'Waiting for the rules.',
  [`${P}/prompt/setup`]: 'Roll the set-up: gate, clue, expedition, mystery, then the Ancient One and the first player.',
  [`${P}/prompt/upkeep`]: (p) => `${p.name} (${nameOf(p.investigator)}): assign to an encounter or the city, or hide.`,
  [`${P}/prompt/fight`]: (p) =>
    `${nameOf(p.investigator)} faces ${plural(p.monsters, 'monster')} (horror ${p.horror}, strength ${p.strength} before damage): choose weapons and spells, and which monsters the damage destroys (horror first, then damage, then strength).`,
  [`${P}/prompt/roll-dice`]: (p) => `${nameOf(p.investigator)}: roll ${p.count} action dice.`,
  [`${P}/prompt/set-aside`]: (p) =>
    `Set aside at least one of the ${p.inHand} dice in hand${p.mustThreat ? ' — a threat shows, so at least one threat' : ''}; the rest are re-rolled. Setting all aside ends the rolling.`,
  [`${P}/prompt/modify`]: (p) => `${nameOf(p.investigator)}: use any die abilities, then confirm the dice.`,
  [`${P}/prompt/threats`]: 'Three threats of a kind: take a condition instead of three losses?',
  [`${P}/prompt/encounter`]: (p) =>
    `Task ${p.task} at ${ENCOUNTER[p.kind] ?? p.kind}: ${p.cluesNeeded === 0 ? 'the dice meet it.' : `missing ${missing(p)} — ${plural(p.cluesNeeded, 'clue')} would cover it (you hold ${p.clues}).`}`,
  [`${P}/prompt/city`]: (p) =>
    `The city: an item per two investigation, a spell per two research, its special on three of a kind. The dice give ${p.items} item(s) and ${p.spells} spell(s)${p.special ? ' and the special' : ''}. Each clue spent adds one investigation or research result; take fewer items or spells if you like.`,
  [`${P}/prompt/rest`]: (p) =>
    p.city
      ? `${plural(p.rest, 'rest die')} in a city: each heals 1 health and 1 sanity; three may remove a condition instead.`
      : `${plural(p.rest, 'rest die')}: each heals 1 health or 1 sanity — how many to health?`,
  [`${P}/prompt/move`]: (p) => `${plural(p.travel, 'travel die')}: move (diagonals count as one) or ship assets.`,
  [`${P}/prompt/omen`]: (p) => `Advance the omen clock to the ${nameOf(p.omen).toLowerCase()}.`,
  [`${P}/prompt/draw`]: (p) =>
    `Draw ${p.count > 1 ? `${p.count} ${deck(p.deck)} cards` : aDeck(p.deck)}${p.region ? ` for ${regionName(p.region)}` : ''} (${p.left} left).`,
  [`${P}/prompt/pick`]: (p) => `Keep one of the ${deck(p.deck)} cards drawn.`,
  [`${P}/prompt/place`]: (p) => `Roll a d6 for ${PLACE_WHAT[p.what] ?? p.what}.`,
  [`${P}/prompt/investigator`]: (p) => `${p.name}: choose an investigator.`,
  [`${P}/prompt/flying`]: (p) => `Flying monsters leave ${regionName(p.region)} toward an investigator.`,
  [`${P}/prompt/destroy-monster`]: 'Tokyo: destroy a monster anywhere on the board.',
  [`${P}/prompt/discard-items`]: (p) =>
    `Back Injury: ${p.investigator ? nameOf(p.investigator) : 'the investigator'} may carry only ${plural(p.keep, 'item')}. Choose the one to keep; ${p.count - p.keep === 1 ? 'the other is' : `the other ${p.count - p.keep} are`} discarded.`,

  [`${P}/action/roll-setup`]: 'Roll the set-up',
  [`${P}/action/draw`]: (p) => `Draw ${aDeck(p.deck)}`,
  [`${P}/action/draw-named`]: (p) => `Name the ${deck(p.deck)} drawn at the table`,
  [`${P}/action/pick`]: 'Keep this card',
  [`${P}/action/place`]: 'Roll the d6',
  [`${P}/action/choose-investigator`]: 'Take this investigator',
  [`${P}/action/fly`]: 'Move the flying monsters',
  [`${P}/action/destroy-monster`]: 'Destroy it',
  [`${P}/action/discard-items`]: 'Keep this item, discard the rest',
  [`${P}/action/return-from-lost`]: 'Roll to return from lost in time and space',
  [`${P}/action/assign`]: 'Assign',
  [`${P}/action/hide`]: 'Hide (lose the turn)',
  [`${P}/action/exchange`]: 'Exchange health and sanity',
  [`${P}/action/fight`]: (p) =>
    Array.isArray(p.monsters) && p.monsters.length > 0
      ? `Fight: ${(p.monsters as { key: string; n: number }[]).map((m) => `${m.n} ${nameOf(m.key)}`).join(', ')}`
      : 'Fight',
  [`${P}/action/roll-action-dice`]: (p) => `Roll ${p.count} action dice`,
  [`${P}/action/feed-rumor`]: 'Drop clues on the rumor instead',
  [`${P}/action/set-aside`]: 'Set aside and re-roll the rest',
  [`${P}/action/confirm-dice`]: 'Confirm the dice',
  [`${P}/action/resolve-threats`]: 'Resolve the threats',
  [`${P}/action/resolve-encounter`]: 'Resolve the encounter',
  [`${P}/action/resolve-encounter/odds`]: 'the task is met',
  [`${P}/action/roll-action-dice/odds`]: 'the task is met',
  [`${P}/action/set-aside/odds`]: 'the task is met',
  [`${P}/action/rest`]: 'Rest',
  [`${P}/action/move`]: 'Move',
  [`${P}/action/ship`]: (p) => `Ship to ${p.name} (${nameOf(p.investigator)}) for ${plural(p.cost, 'travel die')}`,
  [`${P}/action/advance-omen`]: (p) => `Advance the clock: ${nameOf(p.omen)}`,
  [`${P}/modifier`]: (p) => modifierName(p.ability),
  [`${P}/action/use`]: (p) => `Use ${nameOf(p.card)}${onWhom(p)}${USE_HINT[p.card] ? ` — ${USE_HINT[p.card]}` : ''}`,
  [`${P}/action/use-by`]: (p) =>
    `${p.name} (${nameOf(p.investigator)}) casts ${nameOf(p.card)}${onWhom(p)}${USE_HINT[p.card] ? ` — ${USE_HINT[p.card]}` : ''}`,
  [`${P}/use/restore`]: (p) => (p.card === 'heal' ? '+3 health' : '+3 sanity'),
  [`${P}/use/discard`]: (p) => `Discard ${nameOf(p.key)}`,
  [`${P}/use/region`]: (p) => regionName(p.region),
  [`${P}/use/target`]: (p) => `${p.name} (${nameOf(p.investigator)})`,

  [`${P}/encounter`]: (p) =>
    p.kind === 'defeated'
      ? `Defeated ${nameOf(p.investigator)} (${p.task})`
      : p.kind === 'city'
        ? 'The city'
        : `${ENCOUNTER[p.kind]} (${p.task})`,
  [`${P}/card`]: (p) => nameOf(p.key),
  [`${P}/investigator`]: (p) => {
    const card = INVESTIGATORS.find((c) => c.key === p.key);
    return card ? `${nameOf(p.key)} — health ${card.health}, sanity ${card.sanity}, starts in ${regionName(card.start)}` : nameOf(p.key);
  },
  [`${P}/monster`]: (p) => nameOf(p.key),
  [`${P}/monster-at`]: (p) => `${nameOf(p.key)} in ${regionName(p.region)}`,
  [`${P}/no-monster`]: 'No monster on the board',
  [`${P}/die`]: (p) => `Die ${p.n}: ${face(p.face)}`,
  [`${P}/face`]: (p) => face(p.face),
  [`${P}/die/setup`]:
    '{what, select, gate {Gate d6} clue {Clue d6} expedition {Expedition d6} mystery {Mystery d6} ancient-one {Ancient One d6} other {First player die}}',
  [`${P}/die/draw`]: (p) => `${deck(p.deck)} die${Number(p.count) > 1 ? ` ${p.n}` : ''} (a face per card left)`,
  [`${P}/die/place`]: (p) => `d6 for ${PLACE_WHAT[String(p.what)] ?? 'the placement'}`,
  [`${P}/die/fly`]: 'Flight die (which place)',
  [`${P}/die/rumor`]: 'Rumor d6',
  [`${P}/die/mythos`]: 'Mythos d6 {n}',
  [`${P}/die/action`]: 'Action die {n}',
  [`${P}/die/item`]: 'Item re-roll die',
  [`${P}/keep`]: (p) => `${face(p.face)}: set aside`,
  [`${P}/reroll`]: (p) => `${face(p.face)}: re-roll`,
  [`${P}/condition`]: (p) => nameOf(p.key),
  [`${P}/damage/physical`]: 'Physical',
  [`${P}/damage/magical`]: 'Magical',
  [`${P}/region-choice`]: (p) => `${regionName(p.region)} (${p.cost === 0 ? 'stay' : plural(p.cost, 'travel die')})`,
  [`${P}/asset`]: (p) => (p.asset === 'clue' ? 'A clue' : nameOf(String(p.asset).split(':')[1])),
  [`${P}/seat`]: (p) => `${p.name} (${plural(p.cost, 'travel die')})`,

  'field/encounter': 'Encounter',
  'field/first': 'Set aside for sure',
  'field/health': 'Health',
  'field/card': 'Card',
  'field/keep': 'Item to keep',
  'rules/not_held': 'That item is not carried.',
  'field/investigator': 'Investigator',
  'field/target': 'Monster',
  'field/count': 'How many',
  'field/shriveling': 'Shriveling deals',
  'field/banish': 'Banish which monster',
  'field/tradeSanity': 'Take a madness instead of 3 sanity',
  'field/tradeHealth': 'Take an injury instead of 3 health',
  'field/clues': 'Clues to spend',
  'field/clueInvestigation': 'Clues spent as investigation',
  'field/clueResearch': 'Clues spent as research',
  'field/items': 'Items to take (at most)',
  'field/spells': 'Spells to take (at most)',
  'field/removeCondition': 'Remove a condition (3 rest dice)',
  'field/to': 'To',
  'field/asset': 'Asset',
  'field/index': 'Die',
  'field/face': 'New face',
  'field/choice': 'Effect',
  'field/region': 'Region',
  'field/castOn': 'Cast on',
  ...fieldNames,

  [`${P}/tracker/doom`]: 'Doom',
  [`${P}/tracker/elder-sign`]: 'Elder signs to go',
  [`${P}/tracker/omen`]: 'Omen clock space (0 green comet, 1 blue, 2 red sun, 3 blue)',
  [`${P}/tracker/rumor-track`]: 'Rumor marker on the doom track',
  [`${P}/tracker/rumor-clues`]: 'Clues on the rumor',
  [`${P}/tracker/health`]: (p) => `${p.name} — ${nameOf(p.investigator)}: health`,
  [`${P}/tracker/sanity`]: (p) => `${p.name} — ${nameOf(p.investigator)}: sanity`,
  [`${P}/tracker/clues`]: (p) => `${p.name} — ${nameOf(p.investigator)}: clues`,
  [`${P}/tracker/region-clues`]: (p) => `Clues in ${regionName(p.region)}`,

  'option/ancientOne': 'Ancient One',
  'option/ancientOne/help':
    'Which Ancient One awakens; "random" rolls a d6 at set-up (1-2 Cthulhu, 3-4 Shub-Niggurath, 5-6 Azathoth). Sets doom and the elder sign track.',
  'option/ancientOne/random': 'Random (d6 at set-up)',
  'option/ancientOne/cthulhu': 'Cthulhu (11)',
  'option/ancientOne/shub-niggurath': 'Shub-Niggurath (10)',
  'option/ancientOne/azathoth': 'Azathoth (12)',
  'option/lostTurnAdvancesClock': 'A lost turn still moves the omen clock',
  'option/lostTurnAdvancesClock/help':
    'House rule, off by default. The draft skips to the next player when a turn is lost (delayed, hiding, feeding a rumor, delayed by a monster, lost in time and space), so the omen clock does not move. On: such a turn still ends with step 9. A turn ended by defeat always ends with step 9 (ruling 12).',
  'option/cluePairsSameFace': 'Clue pairs must match',
  'option/cluePairsSameFace/help':
    'Ruling for step 7: a clue needs two unused investigation or two unused research dice. Off: any two of them make a pair.',
  [`${P}/lost-turn-clock`]:
    'Ruling 11: a lost turn skips to the next player without the omen clock unless this is on; ruling 12: defeat always moves it.',
  [`${P}/clue-pairs`]: 'Ruling 23: clue pairs are two of the same face.',

  [`${P}/outcome/elder-signs`]: 'The elder sign track reached 0: the Ancient One is sealed away. The investigators win!',
  [`${P}/outcome/doom`]: 'Doom reached 0: the Ancient One awakens. The investigators lose.',
  [`${P}/outcome/no-investigators`]: 'No investigator is left to take up the fight. The investigators lose.',

  'rules/cannot_use': byWhy(
    '{why, select, nothing {Nothing can be used now.} no_blessed {No Blessed card is left.} same_region {The spell reaches only investigators in the same region.} condition {That condition cannot be discarded by this spell.} other_region {Choose another region.} other {That cannot be used now.}}',
  ),
  'rules/wrong_phase': byWhy(
    '{why, select, set_up {The world is already set up.} no_turn {There is no turn in progress.} no_dice {There are no dice in hand to set aside.} omen_moved {The omen clock has already moved this turn.} step {This is not the time for that: the turn is not at its {step, select, upkeep {upkeep} fight {fight} dice {action dice} threats {threats} encounter {encounter} rest {rest} clues {clues} move {move} omen {omen clock} other {{step}}} step.} other {That is not what the rules are waiting for now.}}',
  ),
  'rules/not_in_deck': 'That card is not left to draw.',
  'rules/not_offered': 'That card is not one of those drawn.',
  'rules/investigator_taken': 'That investigator is already in play or has been defeated.',
  'rules/invalid_target': byWhy(
    '{why, select, banish {Choose the monster to banish.} destroy {Choose a monster to destroy.} no_monster {There is no such monster.} other {Choose a monster on the board.}}',
  ),
  'rules/not_lost': byWhy(
    '{why, select, lost {Lost in time and space: come back first.} not_lost {This investigator is not lost in time and space.} other {That does not fit where the investigator is (lost in time and space or not).}}',
  ),
  'rules/out_of_range': byWhy(
    '{why, select, rest {More health than rest dice ({dice}).} bounds {Health and sanity must stay between 1 and their maximum.} other {That number is out of range.}}',
  ),
  'rules/no_ability': byWhy(
    '{why, select, no_modifier {No modifier can be used now.} exchange {This investigator cannot exchange health and sanity now.} other {That ability cannot be used now.}}',
  ),
  'rules/no_hiding': 'A monster here (No Hiding) prevents hiding.',
  'rules/no_encounter': 'There is no such encounter in this region.',
  'rules/not_enough_sanity': 'Each spell costs 1 sanity: not enough sanity for that many.',
  'rules/not_enough_damage': 'That damage ({physical} physical, {magical} magical) cannot destroy every monster chosen.',
  'rules/already_rolled': 'The action dice are already rolled this turn.',
  'rules/set_aside_one': 'Set aside at least one die.',
  'rules/keep_threat': 'A threat is showing: set aside at least one threat (unless assigned to a city).',
  'rules/invalid_die': byWhy(
    '{why, select, discard {Choose a die to discard.} change {Choose a non-threat die and the face it becomes.} convert {Choose a non-threat die to convert.} reroll_threat {Choose a threat die to re-roll.} reroll {Choose a non-threat die to re-roll.} other {Choose a suitable die.}}',
  ),
  'rules/dice_in_hand': 'Set every die aside first.',
  'rules/no_rumor': 'There is no rumor in this region.',
  'rules/not_enough_clues': 'Not enough clues ({have} held).',
  'rules/cannot_remove': byWhy(
    '{why, select, in_city {Conditions are removed by resting in a city.} other {Three rest dice in a city remove a condition you have.}}',
  ),
  'rules/too_far': 'Not enough travel dice: that costs {cost}, you have {travel}.',
  'rules/no_receiver': 'No investigator can receive it there.',
  'rules/no_asset': byWhy('{why, select, nothing {You have nothing to send.} other {You do not have that to send.}}'),
};

const who = (d: Params) => (d.investigator ? nameOf(d.investigator) : 'The investigator');
const REFUSED: Record<string, string> = {
  'back-injury': 'a Back Injury allows only one item',
  hallucination: 'Hallucination forbids new spells',
  paranoia: 'Paranoia forbids allies',
};

export const narrate: Record<string, Narrator> = {
  'gate-site-rolled': (d) =>
    `The gate die shows ${regionName(d.region)}: ${d.had?.sealed ? `the sealed gate there is removed${d.tokenBack ? ' (its token goes back to the gate pool)' : ''}` : d.had ? `${d.monsters} more monsters come through the open gate` : `a gate opens with ${plural(d.monsters, 'monster')}`}.`,
  'gate-opened': (d) => `A gate to ${nameOf(d.gate)} opens in ${regionName(d.region)}.`,
  'monster-spawned': (d) => `A ${nameOf(d.monster)} appears in ${regionName(d.region)}.`,
  'clue-placed': (d) => `A clue appears in ${regionName(d.region)}.`,
  'placement-due': (d) => `Roll a d6 for ${PLACE_WHAT[d.what] ?? d.what}.`,
  'placement-rerolled': (d) => `The d6 shows ${d.die}, not allowed there: roll again.`,
  'expedition-placed': (d) => `The expedition goes to ${regionName(d.region)}.`,
  'mystery-placed': (d) =>
    `The mystery (${d.side === 'back' ? 'back' : 'front'}) goes to ${regionName(d.region)}${d.direction ? ` (${d.direction === 'left' ? 'west' : 'east'} diagonal)` : ''}.`,
  'mystery-flipped': () => 'The mystery is flipped to its back.',
  'mystery-solved': (d) => `The mystery in ${regionName(d.region)} is solved.`,
  'investigators-due': () => 'Each player chooses an investigator.',
  'investigator-chosen': (d) => `${nameOf(d.investigator)} joins the investigation.`,
  'draw-due': (d) => `A ${deck(d.deck)} is to be drawn${d.count > 1 ? ` (${d.count}, keep one)` : ''}.`,
  'card-drawn': (d) => {
    if (d.refused) return `${nameOf(d.card)} is drawn but returned: ${REFUSED[d.refused] ?? d.refused}.`;
    if (d.cancels) return `${nameOf(d.card)} and ${nameOf(d.cancels)} cancel each other; both are discarded.`;
    const extra = d.losesAlly
      ? ` The ally ${nameOf(d.losesAlly)} leaves.`
      : d.losesSpells
        ? ' Every spell is lost.'
        : d.replaces
          ? ` ${nameOf(d.replaces)} leaves.`
          : d.mustDiscard
            ? ` Only one item may be carried: ${plural(d.mustDiscard, 'item')} must be discarded.`
            : '';
    return `Gains ${nameOf(d.card)} (${deck(d.deck)}).${extra}`;
  },
  'cards-drawn-for-pick': (d) => `Drawn: ${(d.cards as string[]).map(nameOf).join(', ')} — keep one.`,
  'deck-empty': (d) => `No ${deck(d.deck)} is left to draw.`,
  'draw-cancelled': () => 'The draw is cancelled: that investigator is gone.',
  'items-discarded': (d) =>
    `${(d.kept as string[]).map(nameOf).join(', ')} is kept; ${(d.items as string[]).map(nameOf).join(', ')} ${(d.items as string[]).length === 1 ? 'is' : 'are'} discarded.`,
  'discard-not-needed': () => 'No item needs discarding any more.',
  'play-began': () => 'Set-up is done: play begins.',
  'ancient-one-chosen': (d) => `${nameOf(d.ancientOne)} stirs${d.random ? ' (rolled)' : ''}: doom and elder signs start at ${d.doom}.`,
  'first-player-chosen': (d) => `${d.name} plays first.`,
  'turn-began': (d) => `Turn ${d.turn}: ${d.name}${d.investigator ? ` (${nameOf(d.investigator)})` : ''}.`,
  'delay-ended': () => 'Delayed: the investigator is turned face up and loses this turn.',
  'returned-from-lost': (d) => `Back from lost in time and space, in ${regionName(d.region)}.`,
  'health-sanity-exchanged': (d) => `Health ${d.fromHealth} → ${d.health}, sanity ${d.fromSanity} → ${d.sanity}.`,
  hid: (d) => `Hides in ${regionName(d.region)} and loses the turn.`,
  assigned: (d) =>
    `Assigned to ${encounterName(d.encounter)} in ${regionName(d.region)}${(d.refreshed as string[]).length ? `; ${(d.refreshed as string[]).map(nameOf).join(', ')} refreshed` : ''}.`,
  'fight-resolved': (d) => {
    if (d.avoided) return `The monsters are avoided${d.sanityLoss ? ` (${d.sanityLoss} sanity for spells)` : ''}.`;
    const killed = (d.killed as number[]).map((i) => nameOf((d.monsters as string[])[i]));
    return `Fight: horror ${d.horror} → ${d.sanityLoss} sanity lost${d.madness ? ' and a madness' : ''}; ${d.physical} physical and ${d.magical} magical damage ${killed.length ? `destroy ${killed.join(', ')}` : 'destroy nothing'}; strength ${d.strength} → ${d.healthLoss} health lost${d.injury ? ' and an injury' : ''}${d.delayed ? `; delayed by a Nightgaunt${d.losesTurn ? ', and the rest of the turn is lost' : ''}` : ''}${d.clues ? `; ${plural(d.clues, 'clue')} gained` : ''}${helpersText(d.helpers)}.`;
  },
  'rumor-clues-dropped': (d) =>
    `${plural(d.count, 'clue')} dropped on the rumor (${d.total} of 4)${d.solved ? ': the rumor is resolved and doom regresses by 1' : ''}.`,
  'action-dice-rolled': (d) => `Action dice: ${faces(d.values)}.`,
  'dice-set-aside': (d) =>
    `Set aside ${faces(d.kept)}${(d.rerolled as string[]).length ? `; re-rolled: ${faces(d.rerolled)}` : ' — rolling is over'}.`,
  'die-changed': (d) => `${modifierName(d.ability)}: ${face(d.from)} → ${face(d.to)}.`,
  'die-added': (d) => `${modifierName(d.ability)}: + ${face(d.face)}.`,
  'die-removed': (d) => `${modifierName(d.ability)}: ${face(d.face)} removed.`,
  'dice-confirmed': (d) => `Dice final: ${faces(d.kept)}.`,
  'threats-resolved': (d) =>
    `Threats: ${d.health} health and ${d.sanity} sanity lost${d.injury ? ', an injury instead of three' : ''}${d.madness ? ', a madness instead of three' : ''}${d.prevented ? ` (${d.prevented} prevented)` : ''}.`,
  'encounter-resolved': (d) =>
    d.result === 'done'
      ? `City visit: ${plural(d.items, 'item')}, ${plural(d.spells, 'spell')}${d.cluesSpent ? ` (${plural(d.cluesSpent, 'clue')} spent as results)` : ''}.`
      : `${encounterName(d.encounter)} (${d.task}): ${d.result === 'passed' ? 'passed' : `failed — missing ${missing(d)}`}${d.cluesSpent ? `, ${plural(d.cluesSpent, 'clue')} spent` : ''}.`,
  'gate-sealed': (d) => `The gate to ${nameOf(d.gate)} in ${regionName(d.region)} is closed and sealed.`,
  'elder-sign-advanced': (d) => `The elder sign advances by ${d.by}.`,
  'elder-sign-regressed': (d) => `The elder sign regresses by ${d.by}.`,
  'lost-in-time-and-space': (d) =>
    `Lost in time and space${d.delayed ? ', delayed' : ''}${d.losesTurn ? '; the rest of the turn is lost' : ''}.`,
  delayed: () => 'Delayed.',
  'possessions-recovered': (d) => `${nameOf(d.investigator)}'s token leaves the board; the possessions go to the finder.`,
  'condition-removed': (d) => `${nameOf(d.condition)} is removed.`,
  'clue-gained': (d) => `${plural(d.count, 'clue')} gained.`,
  rested: (d) => `Rest: +${d.health} health, +${d.sanity} sanity${d.condition ? `, ${nameOf(d.condition)} removed` : ''}.`,
  'clues-collected': (d) => `${plural(d.count, 'clue')} collected from unused pairs${d.bonus ? ', and one more from the supply' : ''}.`,
  'leg-injury-checked': (d) => (d.paid ? 'Leg Injury: one travel die spent.' : 'Leg Injury with no travel die: delayed.'),
  'asset-shipped': (d) =>
    `${d.asset === 'clue' ? 'A clue' : nameOf(String(d.asset).split(':')[1])} shipped for ${plural(d.cost, 'travel die')}.`,
  moved: (d) => (d.from === d.to ? `Stays in ${regionName(d.to)}.` : `Moves from ${regionName(d.from)} to ${regionName(d.to)}.`),
  'omen-advanced': (d) => `The omen clock moves to the ${nameOf(d.omen).toLowerCase()}.`,
  'doom-advanced': (d) => `Doom advances to ${d.to}.`,
  'rumor-failed': () => 'Doom reaches the rumor: both rumor tokens are discarded.',
  'rumor-spawned': (d) => `A rumor spreads in ${regionName(d.region)}; its marker sits at ${d.track} on the doom track.`,
  'rumor-regressed': (d) => `The rumor's marker moves to ${d.track}.`,
  'mythos-rolled': (d) => `Mythos dice: ${(d.values as number[]).join(' and ')}${d.what === 'red-sun' ? ' (red sun)' : ''}.`,
  'flying-due': (d) => `Flying monsters in ${regionName(d.region)} take off: ${(d.monsters as string[]).map(nameOf).join(', ')}.`,
  'flying-checked': (d) => (d.count ? 'Flying monsters checked.' : 'No flying monsters take off.'),
  'monsters-flew': (d) => `${(d.monsters as string[]).map(nameOf).join(', ')} fly from ${regionName(d.from)} to ${regionName(d.to)}.`,
  'monster-destroyed': (d) => `${nameOf(d.monster)} in ${regionName(d.region)} is destroyed.`,
  'destroy-monster-due': () => 'Tokyo: a monster anywhere may be destroyed.',
  'nothing-to-destroy': () => 'No monster on the board to destroy.',
  'sanity-lost': (d) => `${who(d)} loses ${d.amount} sanity.`,
  'possession-used': (d) => {
    const parts: string[] = [];
    if (d.sanityCost) parts.push(`${d.sanityCost} sanity spent`);
    if (d.targetInvestigator && d.target !== d.seat) parts.push(`cast on ${nameOf(d.targetInvestigator)}`);
    if (d.health) parts.push(`+${d.health} health`);
    if (d.sanity) parts.push(`+${d.sanity} sanity`);
    if (d.removeCondition) parts.push(`${nameOf(d.removeCondition)} discarded`);
    if (d.moveTo) parts.push(`now in ${regionName(d.moveTo)}`);
    if (d.draws?.length) parts.push(`${plural(d.draws.length, deck(d.draws[0].deck))} to draw`);
    if (d.discardItem || d.discardArtifact) parts.push('discarded');
    if (d.exhaustItem) parts.push('exhausted');
    return `${nameOf(d.card)} is used${parts.length ? `: ${parts.join(', ')}` : ''}.`;
  },
  'investigator-defeated': (d) =>
    `${nameOf(d.investigator)} is defeated (${d.by} at 0) and lies face down${d.region === 'lost' ? '' : ` in ${regionName(d.region)}`}; the elder sign regresses by 1.`,
  'seat-out': (d) => `No investigator is left for ${d.name}, who is out of the game.`,
  'turn-ended': () => 'The turn ends.',
  'game-won': () => 'The elder sign track reaches 0: the investigators win!',
  'game-lost': (d) => (d.code === 'doom' ? 'Doom reaches 0: the Ancient One awakens.' : 'No investigator is left: the game is lost.'),
};

export const causes: Record<string, string> = {
  'clue-not-on-gate': 'Set-up: a clue may not start on the gate region',
  'gate-closed': 'A gate closed advances the elder sign by 1',
  'mystery-solved': 'The back of the mystery passed advances the elder sign by 2',
  'defeated-encounter': 'The defeated-investigator encounter passed advances the elder sign by 1',
  'dexter-drake': "Dexter Drake's knowledge: a second spell when gaining a spell",
  'joe-diamond': "Joe Diamond's skill: a second clue when gaining clues",
  'city-special': "Three of a kind in a city: the city's special",
  blue: 'Blue omen: the mythos dice',
  'green-comet': 'Green comet: doom advances',
  'red-sun': "Red sun: the Ancient One's effect",
  doubles: 'Mythos doubles: a rumor',
  'rumor-reached': 'Doom reached the rumor marker',
  'no-investigator-left': 'Defeated with no investigator left to take',
  'back-injury': 'Back Injury: only one item may be carried',
};
