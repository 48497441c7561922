/** Eldritch Express's cards: items, spells, artifacts, allies and conditions, with what each does in the app. */

/** How a card is spent: `exhaust` until refreshed in a city, `discard` after one use, `reusable` never spent. */
export type Use = 'exhaust' | 'discard' | 'reusable';

export interface ItemCard {
  key: string;
  physical?: number;
  magical?: number;
  use: Use;
  /** Prevents this many sanity (horror) or health (strength) losses in a fight. */
  horrorPrevent?: number;
  strengthPrevent?: number;
  /** An effect used outside a fight, from the possessions menu. */
  effect?: 'clue' | 'artifact' | 'bless' | 'reroll-threat' | 'reroll-other';
}

export const ITEMS: readonly ItemCard[] = [
  { key: 'revolver-32', physical: 1, use: 'exhaust' },
  { key: 'automatic-45', physical: 1, use: 'exhaust' },
  { key: 'knife', physical: 1, use: 'reusable' },
  { key: 'shotgun', physical: 2, use: 'exhaust' },
  { key: 'rifle', physical: 2, use: 'exhaust' },
  { key: 'cavalry-saber', physical: 2, use: 'reusable' },
  { key: 'flamethrower', physical: 3, use: 'exhaust' },
  { key: 'tommy-gun', physical: 3, use: 'exhaust' },
  { key: 'dynamite', physical: 4, use: 'discard' },
  { key: 'kerosene', physical: 4, use: 'discard' },
  { key: 'molotov-cocktail', physical: 3, use: 'discard' },
  { key: 'holy-water', magical: 2, use: 'discard' },
  { key: 'whiskey', horrorPrevent: 2, use: 'exhaust' },
  { key: 'bandage', strengthPrevent: 2, use: 'exhaust' },
  { key: 'ancient-tome', effect: 'clue', use: 'discard' },
  { key: 'old-journal', effect: 'clue', use: 'discard' },
  { key: 'puzzle-box', effect: 'artifact', use: 'discard' },
  { key: 'cross', effect: 'bless', use: 'discard' },
  { key: 'protective-amulet', effect: 'reroll-threat', use: 'exhaust' },
  { key: 'lucky-rabbits-foot', effect: 'reroll-other', use: 'exhaust' },
];

export interface SpellCard {
  key: string;
  copies: number;
  /** Damage in a fight; `either` lets the caster pick physical or magical. */
  physical?: number;
  magical?: number;
  either?: number;
  effect?: 'heal' | 'calm' | 'ignore-monsters' | 'banish' | 'strength-down' | 'horror-down' | 'astral-travel';
}

export const SPELLS: readonly SpellCard[] = [
  { key: 'heal', copies: 2, effect: 'heal' },
  { key: 'cloud-memory', copies: 2, effect: 'calm' },
  { key: 'shriveling', copies: 2, either: 2 },
  { key: 'red-sign', copies: 2, magical: 3 },
  { key: 'dread-curse', copies: 2, magical: 4 },
  { key: 'mists-of-rlyeh', copies: 2, effect: 'ignore-monsters' },
  { key: 'greater-banishment', copies: 2, effect: 'banish' },
  { key: 'flesh-ward', copies: 2, effect: 'strength-down' },
  { key: 'instill-bravery', copies: 2, effect: 'horror-down' },
  { key: 'astral-travel', copies: 2, effect: 'astral-travel' },
];

/** A face an artifact or ally turns a die into or adds. */
export type ActionFace = 'travel' | 'rest' | 'investigation' | 'research' | 'health-threat' | 'sanity-threat';

export interface ArtifactCard {
  key: string;
  physical?: number;
  magical?: number;
  /** Turns one non-threat die into this face (one artifact or ally die ability a turn). */
  convert?: ActionFace;
  effect?: 'two-spells' | 'two-clues' | 'avoid-monsters' | 'gate-result';
  sanityPrevent?: number;
  healthPrevent?: number;
}

export const ARTIFACTS: readonly ArtifactCard[] = [
  { key: 'spirit-dagger', physical: 1, magical: 2 },
  { key: 'enchanted-blade', physical: 2, magical: 3 },
  { key: 'sword-of-glory', physical: 2, magical: 3 },
  { key: 'lightning-gun', physical: 3, magical: 4 },
  { key: 'necronomicon', effect: 'two-spells' },
  { key: 'nameless-cults', effect: 'two-clues' },
  { key: 'cultes-des-goules', convert: 'research' },
  { key: 'book-of-dzyan', convert: 'investigation' },
  { key: 'healing-stone', convert: 'rest' },
  { key: 'ruby-of-rlyeh', convert: 'travel' },
  { key: 'pallid-mask', effect: 'avoid-monsters' },
  { key: 'gate-box', effect: 'gate-result' },
  { key: 'alien-statue', sanityPrevent: 1 },
  { key: 'enchanted-jewelry', healthPrevent: 1 },
];

export interface AllyCard {
  key: string;
  /** An extra die showing this face (one artifact or ally die ability a turn). */
  extraFace?: ActionFace;
  sanityPrevent?: number;
  healthPrevent?: number;
  physical?: number;
  magical?: number;
}

/** The reference leaves the rest ally's name blank; the app calls it the nameless ally. */
export const ALLIES: readonly AllyCard[] = [
  { key: 'asenath-waite', extraFace: 'travel' },
  { key: 'nameless-ally', extraFace: 'rest' },
  { key: 'john-legrasse', extraFace: 'investigation' },
  { key: 'professor-armitage', extraFace: 'research' },
  { key: 'tom-murphy', healthPrevent: 1 },
  { key: 'eric-colt', sanityPrevent: 1 },
  { key: 'professor-morgan', physical: 1 },
  { key: 'charles-dexter-ward', magical: 1 },
];

export type ConditionKind = 'injury' | 'madness' | 'boon' | 'bane';

export interface ConditionCard {
  key: string;
  kind: ConditionKind;
  copies: number;
  /** What it switches off or changes. */
  effect: 'no-items' | 'no-skill' | 'move-or-delayed' | 'no-knowledge' | 'no-allies' | 'no-spells' | 'extra-die' | 'one-die-less';
}

export const CONDITIONS: readonly ConditionCard[] = [
  { key: 'back-injury', kind: 'injury', copies: 2, effect: 'no-items' },
  { key: 'internal-injury', kind: 'injury', copies: 2, effect: 'no-skill' },
  { key: 'leg-injury', kind: 'injury', copies: 2, effect: 'move-or-delayed' },
  { key: 'amnesia', kind: 'madness', copies: 2, effect: 'no-knowledge' },
  { key: 'paranoia', kind: 'madness', copies: 2, effect: 'no-allies' },
  { key: 'hallucination', kind: 'madness', copies: 2, effect: 'no-spells' },
  { key: 'blessed', kind: 'boon', copies: 4, effect: 'extra-die' },
  { key: 'cursed', kind: 'bane', copies: 4, effect: 'one-die-less' },
];

export const itemCard = (key: string) => ITEMS.find((c) => c.key === key);
export const spellCard = (key: string) => SPELLS.find((c) => c.key === key);
export const artifactCard = (key: string) => ARTIFACTS.find((c) => c.key === key);
export const allyCard = (key: string) => ALLIES.find((c) => c.key === key);
export const conditionCard = (key: string) => CONDITIONS.find((c) => c.key === key);

/** Each deck as individual cards in list order (copies repeated). */
export const DECKS = {
  item: ITEMS.map((c) => c.key),
  spell: SPELLS.flatMap((c) => Array.from({ length: c.copies }, () => c.key)),
  artifact: ARTIFACTS.map((c) => c.key),
  ally: ALLIES.map((c) => c.key),
  condition: CONDITIONS.flatMap((c) => Array.from({ length: c.copies }, () => c.key)),
} as const;
