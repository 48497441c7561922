/** Words for the VA 46-49 add-ons, shared by every Runebound variant that carries them. */
import type { Catalog, Params } from '../../i18n/catalog';
import type { Narrator } from '../types';

export const TERRAIN_NAMES: Record<string, string> = {
  plains: 'Plains',
  road: 'Road',
  hills: 'Hills',
  forest: 'Forest',
  mountains: 'Mountains',
  swamp: 'Swamp',
  river: 'River',
};

/** What each add-on's set-up step asks of the table. */
export const ADDON_STEP_TEXT: Record<string, string> = {
  'addons/step/rituals-into-market':
    'Rituals and Runes: shuffle its 30 market cards (20 Ritual items, 10 Rune items) into the market deck.',
  'addons/step/weapons-into-market':
    'Weapons of Legend: shuffle its 30 market cards (6 Equipping Allies, 12 items, 12 allies) into the market deck.',
  'addons/step/traps-by-colour':
    'Traps and Terrors: sort its 30 adventure cards by colour and shuffle each colour into the adventure deck of that colour.',
  'addons/step/beasts-by-colour':
    'Beasts and Bandits: sort its 30 adventure cards by colour and shuffle each colour into the adventure deck of that colour.',
};

/** The set-up checklist's step texts: the ruleset's own steps and the add-ons'; a text may be a function of the step's params. */
export function checklistMessages(steps: Record<string, string | ((p: Params) => string)>): Catalog {
  return { ...ADDON_STEP_TEXT, ...steps };
}

export const addonMessages: Catalog = {
  ...Object.fromEntries(Object.entries(TERRAIN_NAMES).map(([k, v]) => [`terrain/${k}`, v])),
  'addons/player': '{name}',
  'addons/ritual-add': 'Rituals: a hero gains a Ritual (title and its five terrain symbols)',
  'addons/ritual-empower': 'Rituals: spend a movement die on {title} ({owner})',
  'addons/ritual-transfer': 'Rituals: {title} ({owner}) changes owner (it must be empowered again)',
  'addons/ritual-remove': 'Rituals: a Ritual leaves its owner (lost, sold or discarded)',
  'addons/ritual-choice': '{title} ({owner})',
  'field/owner': 'Owner',
  'field/title': 'Title as printed',
  'field/slot1': 'Symbol 1',
  'field/slot2': 'Symbol 2',
  'field/slot3': 'Symbol 3',
  'field/slot4': 'Symbol 4',
  'field/slot5': 'Symbol 5',
  'field/ritualId': 'Ritual',
  'field/terrain': 'Die shows',
  'field/to': 'New owner',
  'field/item': 'Step',
  'option/ritualsAndRunes': 'VA 46 Rituals and Runes',
  'option/ritualsAndRunes/help':
    'Adds its set-up step and the ritual tracker: five terrain slots per Ritual filled from movement dice, emptied when the Ritual changes owner, and no hero may own two Rituals whose titles share a capitalised word.',
  'option/weaponsOfLegend': 'VA 47 Weapons of Legend',
  'option/weaponsOfLegend/help': 'Adds its set-up step (30 market cards into the market deck). Equipping Allies: see the rules reference.',
  'option/trapsAndTerrors': 'VA 48 Traps and Terrors',
  'option/trapsAndTerrors/help': 'Adds its set-up step (30 adventure cards, sorted by colour into the adventure decks).',
  'option/beastsAndBandits': 'VA 49 Beasts and Bandits',
  'option/beastsAndBandits/help': 'Adds its set-up step (30 adventure cards, sorted by colour into the adventure decks).',
  'rules/addon-off': 'Rituals and Runes is not part of this campaign (turn it on in the house rules).',
  'rules/unknown-step': 'That is not a step of this set-up.',
  'rules/unknown-player': 'There is no such player in this campaign.',
  'rules/ritual-name-conflict': (p) =>
    `${p.owner} cannot hold ${p.title}: it shares the capitalised word “${cap(p.word)}” with ${p.other}, which ${p.owner} already holds. A hero may not own two Rituals whose titles share a capitalised word.`,
  'rules/unknown-ritual': 'That Ritual is no longer in play.',
  'rules/ritual-no-slot': (p) => `${p.title} has no empty ${TERRAIN_NAMES[p.terrain as string] ?? p.terrain} slot for that die.`,
  'rules/same-owner': '{title} already belongs to that hero.',
  'rules/no-rituals': 'No ritual is in play yet.',
  'rules/no-ritual-to-empower': 'Every ritual in play is already empowered.',
  'rules/one-hero': 'There is no other hero to take a ritual.',
  'rules/no-players': 'There are no heroes to own a ritual.',
  'rules/no-transfer': 'No ritual can change hands: every other hero would hold two rituals sharing a capitalised word.',
  'rules/invalid_options': 'Those set-up options are not valid: {fields}.',
  'rules/player-count': 'This game is for {min} to {max} players.',
  'addons/board/label': 'Runebound add-ons',
  'addons/board/checklist': 'Set-up checklist',
  'addons/board/rituals': 'Rituals',
  'addons/board/ritual-tracker': 'Ritual tracker',
  'addons/board/no-rituals': 'No hero holds a Ritual yet. Add one from the actions when a hero gains it.',
  'addons/board/slot': '{terrain} slot {n}: {filled, select, true {filled} other {empty, spend a die}}',
  'addons/board/empowered': '✔ empowered',
  'addons/board/filled': '{filled}/{total}',
};

function cap(word: unknown): string {
  const w = String(word ?? '');
  return w.charAt(0).toUpperCase() + w.slice(1);
}

const slotList = (slots: string[]) => slots.map((s) => TERRAIN_NAMES[s] ?? s).join(', ');

/** Narrates a ticked set-up step with its text (the ruleset's own steps, then the add-ons'). */
export function checklistNarrator(steps: Record<string, string | ((p: Params) => string)>): Narrator {
  return (d) => {
    const step = steps[d.item] ?? ADDON_STEP_TEXT[d.item] ?? String(d.item);
    const text = typeof step === 'function' ? step(d.params ?? {}) : step;
    return d.done ? `Set-up step done: ${text}` : `Set-up step not done after all: ${text}`;
  };
}

export const addonNarrate: Record<string, Narrator> = {
  'setup-step-ticked': checklistNarrator({}),
  'ritual-added': (d) =>
    `${d.ownerName} gains the Ritual ${d.title} (needs ${slotList(d.slots)}); it has no power until all five are filled.`,
  'ritual-slot-filled': (d) =>
    `${d.title}: a ${TERRAIN_NAMES[d.terrain] ?? d.terrain} die fills slot ${d.slot + 1} (${d.filled} of ${d.total}).`,
  'ritual-empowered': (d) => `${d.title} is fully empowered: ${d.ownerName} may now use it.`,
  'ritual-transferred': (d) =>
    `${d.title} passes from ${d.fromName} to ${d.toName}; its ${d.cleared} counter(s) come off and it must be empowered again.`,
  'ritual-removed': (d) => `${d.ownerName} no longer holds ${d.title}.`,
};

export const addonCauses: Record<string, string> = {
  'ritual-all-slots': 'All five terrain slots are filled',
  'ritual-new-owner': 'A Ritual that changes owner loses its power',
};

/** The rules reference sections for the add-ons. */
export const addonReference = [
  {
    heading: 'VA 46 Rituals and Runes',
    paragraphs: [
      'Set-up: its 30 market cards (20 Ritual items, 10 Rune items) go into the market deck.',
      'A Ritual is an item, bought or taken like any other, but it does nothing until its five terrain symbols are covered. During a movement step, any movement die showing a terrain printed on one of the hero’s Rituals may be spent on that Ritual instead of on moving: a counter covers that symbol. Several dice may be spent this way in one turn. Add each Ritual to the tracker with its five symbols; the board shows the slots filled.',
      'If a Ritual changes owner, its counters come off and the new owner must empower it again. Our ruling R-A3: a die covers the first empty slot showing its terrain (plains, road, hills, forest, mountains, swamp, river). Our ruling R-A4: record each die on the tracker as you spend it during your movement step.',
      'Name rule: a hero may not own two Rituals whose titles share a capitalised word (Inner Fire and Outer Fire share Fire). The app checks this when a Ritual is added or changes hands and says which word clashes. Our ruling R-A1: every capitalised word counts, including the first word of a title; words in lower case never clash.',
    ],
  },
  {
    heading: 'VA 47 Weapons of Legend',
    paragraphs: [
      'Set-up: its 30 market cards (6 Equipping Allies, 12 items, 12 allies) go into the market deck.',
      'An Equipping Ally may be kept as an ally without its text ability, or as an item: then it uses its text ability, ignores its life and combat values, and carries an exhaustion counter to show it is an item.',
    ],
  },
  {
    heading: 'VA 48 Traps and Terrors · VA 49 Beasts and Bandits',
    paragraphs: [
      'Set-up only: sort each set’s 30 adventure cards by colour and shuffle them into the adventure deck of that colour.',
      'Our ruling R-A2: in The Seven Scions and The Cataclysm, which send the red adventure cards back to the box, the red cards of these sets go back to the box too.',
      'Our ruling R-A5: the cards of these add-ons (Rune items, Weapons of Legend, Equipping Allies, traps, beasts and bandits) are played as their text says; the app lists their set-up and tracks only Ritual empowerment.',
    ],
  },
];

/** The stand-alone `runebound-addons` ruleset's words. */
export const standaloneMessages: Catalog = {
  ...addonMessages,
  ...checklistMessages({}),
  'addons/phase/setup': 'Set-up',
  'addons/phase/play': 'Play',
  'addons/prompt/setup': 'Tick the steps on the set-up checklist below as the table does them, then start.',
  'addons/prompt/rituals': 'Track the heroes’ Rituals as they gain and empower them.',
  'addons/prompt/nothing': 'Set-up is done; nothing to track without Rituals and Runes.',
  'addons/setup-done': 'Set-up done — start playing',
  'rules/wrong_phase': 'That is not something to do right now.',
};

export const standaloneNarrate: Record<string, Narrator> = { ...addonNarrate, 'setup-finished': () => 'Set-up done.' };
