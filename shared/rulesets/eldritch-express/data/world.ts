/** The world map of Eldritch Express: six regions on a 2×3 grid, their tasks and cities; the other worlds behind the gates. */

/** A dice task: `R` is a research result, `I` an investigation result (e.g. `RRI`). */
export type Task = string;

export type CitySpecial = 'gain-ally' | 'spell-of-three' | 'clue-and-spawn' | 'bless-or-uncurse' | 'destroy-monster' | 'item-of-three';

export interface Region {
  /** 1-6, the number a d6 picks. */
  id: number;
  key: string;
  city: string;
  expedition: { site: string; task: Task };
  mysteryTask: Task;
  citySpecial: CitySpecial;
  /** Grid column (west to east, 0-2) and row (0 north, 1 south); see docs/rulings/eldritch-express.md. */
  col: number;
  row: number;
}

/** Numbered as the reference lists them; laid out in three columns of two (north over south). */
export const REGIONS: readonly Region[] = [
  {
    id: 1,
    key: 'north-america',
    city: 'arkham',
    expedition: { site: 'grand-canyon', task: 'RII' },
    mysteryTask: 'RRR',
    citySpecial: 'gain-ally',
    col: 0,
    row: 0,
  },
  {
    id: 2,
    key: 'south-america',
    city: 'buenos-aires',
    expedition: { site: 'amazon', task: 'RII' },
    mysteryTask: 'RRI',
    citySpecial: 'spell-of-three',
    col: 0,
    row: 1,
  },
  {
    id: 3,
    key: 'europe',
    city: 'london',
    expedition: { site: 'olympus', task: 'RRI' },
    mysteryTask: 'RRR',
    citySpecial: 'clue-and-spawn',
    col: 1,
    row: 0,
  },
  {
    id: 4,
    key: 'africa',
    city: 'alexandria',
    expedition: { site: 'pyramids', task: 'RRI' },
    mysteryTask: 'RII',
    citySpecial: 'bless-or-uncurse',
    col: 1,
    row: 1,
  },
  {
    id: 5,
    key: 'asia',
    city: 'tokyo',
    expedition: { site: 'himalaya', task: 'III' },
    mysteryTask: 'RRI',
    citySpecial: 'destroy-monster',
    col: 2,
    row: 0,
  },
  {
    id: 6,
    key: 'australia',
    city: 'sydney',
    expedition: { site: 'antarctica', task: 'III' },
    mysteryTask: 'RII',
    citySpecial: 'item-of-three',
    col: 2,
    row: 1,
  },
];

export const regionById = (id: number): Region => {
  const region = REGIONS.find((r) => r.id === id);
  if (!region) throw new Error(`no region ${id}`);
  return region;
};

/** Octagonal distance: a diagonal step costs one, like a straight one. */
export function distance(from: number, to: number): number {
  const a = regionById(from);
  const b = regionById(to);
  return Math.max(Math.abs(a.col - b.col), Math.abs(a.row - b.row));
}

/** Regions one octagonal step away, in number order. */
export function neighbours(id: number): number[] {
  return REGIONS.filter((r) => r.id !== id && distance(id, r.id) === 1).map((r) => r.id);
}

/** The diagonal region to the west (`left`) or east (`right`), if the map has one. */
export function diagonal(id: number, side: 'left' | 'right'): number | null {
  const r = regionById(id);
  const col = r.col + (side === 'left' ? -1 : 1);
  return REGIONS.find((x) => x.col === col && x.row === 1 - r.row)?.id ?? null;
}

/** The six gate tokens: the other world on the front and its task. */
export const GATES: readonly { key: string; task: Task }[] = [
  { key: 'yuggoth', task: 'RRI' },
  { key: 'dreamlands', task: 'RII' },
  { key: 'lost-carcosa', task: 'RII' },
  { key: 'plateau-of-leng', task: 'III' },
  { key: 'great-race', task: 'RRI' },
  { key: 'abyss', task: 'III' },
];

/** The back of the mystery token adds one investigation and one research to the region's task. */
export const MYSTERY_BACK_EXTRA: Task = 'IR';

export type AncientOneEffect = 'sanity-each' | 'mythos-monster-each' | 'rumor-or-regress';

export const ANCIENT_ONES: readonly { key: string; title: string; doom: number; redSun: AncientOneEffect }[] = [
  { key: 'cthulhu', title: 'dreams-of-madness', doom: 11, redSun: 'sanity-each' },
  { key: 'shub-niggurath', title: 'black-goat', doom: 10, redSun: 'mythos-monster-each' },
  { key: 'azathoth', title: 'absolute-destruction', doom: 12, redSun: 'rumor-or-regress' },
];

/** The omen clock in play order; it starts on the green comet (rulings: Eldritch Express). */
export const OMEN_CLOCK = ['green-comet', 'blue', 'red-sun', 'blue'] as const;
export type Omen = (typeof OMEN_CLOCK)[number];

/** Tokens in the box. */
export const CLUE_TOKENS = 20;
/** The second rumor token goes this many spaces ahead of the doom marker. */
export const RUMOR_DISTANCE = 4;
/** Clues on a rumor that resolve it. */
export const RUMOR_CLUES = 4;
