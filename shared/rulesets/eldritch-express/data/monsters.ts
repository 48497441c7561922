/** The 22 monster tokens: horror, strength, toughness, resistances, specials and how many of each. */

/** A resistance: the first N points of that damage are ignored; `all` is immunity. */
export type Resistance = number | 'all';

export interface MonsterKind {
  key: string;
  horror: number;
  /** Health loss dealt; `delay` delays the investigator instead. */
  strength: number | 'delay';
  toughness: number;
  physical: Resistance;
  magical: Resistance;
  flying?: boolean;
  noHiding?: boolean;
  quantity: number;
}

export const MONSTERS: readonly MonsterKind[] = [
  { key: 'cultist', horror: 0, strength: 1, toughness: 1, physical: 0, magical: 0, quantity: 3 },
  { key: 'witch', horror: 0, strength: 1, toughness: 1, physical: 0, magical: 1, quantity: 2 },
  { key: 'warlock', horror: 0, strength: 1, toughness: 2, physical: 0, magical: 'all', quantity: 1 },
  { key: 'zombie', horror: 1, strength: 1, toughness: 1, physical: 0, magical: 0, quantity: 2 },
  { key: 'mi-go', horror: 1, strength: 1, toughness: 1, physical: 0, magical: 0, flying: true, quantity: 2 },
  { key: 'ghost', horror: 1, strength: 1, toughness: 1, physical: 'all', magical: 0, quantity: 1 },
  { key: 'nightgaunt', horror: 1, strength: 'delay', toughness: 2, physical: 0, magical: 0, flying: true, quantity: 1 },
  { key: 'vampire', horror: 1, strength: 2, toughness: 2, physical: 1, magical: 0, quantity: 2 },
  { key: 'elder-thing', horror: 1, strength: 1, toughness: 2, physical: 0, magical: 0, quantity: 2 },
  { key: 'werewolf', horror: 1, strength: 1, toughness: 2, physical: 'all', magical: 0, noHiding: true, quantity: 1 },
  { key: 'hound-of-tindalos', horror: 2, strength: 2, toughness: 2, physical: 0, magical: 0, noHiding: true, quantity: 1 },
  { key: 'shoggoth', horror: 1, strength: 2, toughness: 3, physical: 1, magical: 0, quantity: 1 },
  { key: 'star-spawn', horror: 1, strength: 2, toughness: 3, physical: 0, magical: 0, quantity: 1 },
  { key: 'flying-polyp', horror: 2, strength: 2, toughness: 3, physical: 1, magical: 0, flying: true, quantity: 1 },
  { key: 'dhole', horror: 2, strength: 2, toughness: 3, physical: 1, magical: 1, quantity: 1 },
];

export const monsterKind = (key: string): MonsterKind => {
  const kind = MONSTERS.find((m) => m.key === key);
  if (!kind) throw new Error(`no monster ${key}`);
  return kind;
};

/** The pool as individual tokens, in list order: `cultist`, `cultist`, `cultist`, `witch`, ... */
export const MONSTER_POOL: readonly string[] = MONSTERS.flatMap((m) => Array.from({ length: m.quantity }, () => m.key));
