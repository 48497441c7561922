/**
 * The Monster Step's charts and numbers, as data the players can read.
 * Lair chart and City chart are d10 charts where 0 is its own row (rulings: Everywhere).
 */

/** The nine board locations the Lair chart can name, in chart order (rows 1-9). */
export const LOCATIONS = [
  'mountains-of-despair',
  'bitter-downs',
  'blackthorn-grove',
  'ashen-hills',
  'broken-crags',
  'whispering-forest',
  'hanging-woods',
  'shadow-peaks',
  'crimson-forest',
] as const;
export type LocationId = (typeof LOCATIONS)[number];

/** The eight cities, in City chart order (rows 1-8). */
export const CITIES = ['vynelvale', 'riverwatch', 'dawnsmoor', 'tamalir', 'forge', 'greyhaven', 'nerekhall', 'frostgate'] as const;
export type CityId = (typeof CITIES)[number];

/** Lair chart, d10: each face to a location, 0 to nothing. */
export const LAIR_CHART: readonly { roll: number; location: LocationId | null }[] = [
  { roll: 1, location: 'mountains-of-despair' },
  { roll: 2, location: 'bitter-downs' },
  { roll: 3, location: 'blackthorn-grove' },
  { roll: 4, location: 'ashen-hills' },
  { roll: 5, location: 'broken-crags' },
  { roll: 6, location: 'whispering-forest' },
  { roll: 7, location: 'hanging-woods' },
  { roll: 8, location: 'shadow-peaks' },
  { roll: 9, location: 'crimson-forest' },
  { roll: 0, location: null },
];

/** City chart, d10: 1-8 a city, 9 and 0 roll again. */
export const CITY_CHART: readonly { rolls: readonly number[]; city: CityId | null }[] = [
  { rolls: [1], city: 'vynelvale' },
  { rolls: [2], city: 'riverwatch' },
  { rolls: [3], city: 'dawnsmoor' },
  { rolls: [4], city: 'tamalir' },
  { rolls: [5], city: 'forge' },
  { rolls: [6], city: 'greyhaven' },
  { rolls: [7], city: 'nerekhall' },
  { rolls: [8], city: 'frostgate' },
  { rolls: [9, 0], city: null },
];

/** The terrain symbols a Runebound movement die can show (000:37 names river, swamp, plain, road and hill). */
export const TERRAINS = ['plains', 'road', 'river', 'hills', 'forest', 'mountains', 'swamp'] as const;
export type Terrain = (typeof TERRAINS)[number];

/** Monster colour by hero level (experience counters + 1). */
export const MONSTER_COLOURS: readonly { minLevel: number; maxLevel: number | null; colour: MonsterColour }[] = [
  { minLevel: 1, maxLevel: 2, colour: 'green' },
  { minLevel: 3, maxLevel: 4, colour: 'yellow' },
  { minLevel: 5, maxLevel: null, colour: 'blue' },
];
export type MonsterColour = 'green' | 'yellow' | 'blue';

/** Movement check, d10: how many movement dice the monsters move with (0 = they stay). */
export const MOVEMENT_CHECK: readonly { rolls: readonly number[]; movementDice: number }[] = [
  { rolls: [1, 2, 3, 4, 5], movementDice: 0 },
  { rolls: [6, 7, 8, 9], movementDice: 2 },
  { rolls: [0], movementDice: 3 },
];

/** The variant's fixed numbers. */
export const RULES = {
  /** Lair markers are the undefeated challenge markers 1-6. */
  lairMarkers: 6,
  /** Most monsters on the board at once; more go to the outskirts. */
  maxMonstersOnBoard: 6,
  /** The monster that brings the outskirts to this count clears them and raises Terror. */
  outskirtsLimit: 4,
  terrorMax: 10,
  /** Terror levels that roll the City chart. */
  cityChartAt: [3, 6, 9] as readonly number[],
  /** Turns a monster may stay in a city before it is destroyed. */
  cityCountdown: 5,
  sealGold: 5,
  doomLength: { min: 10, max: 15, default: 12 },
  dragonRunesToWin: 3,
  sealedLairsToWin: 6,
  /** Simple monster movement house rule: spaces moved by movement dice count (2 dice → 1, 3 dice → 2). */
  simpleMovementSpaces: { 2: 1, 3: 2 } as Readonly<Record<number, number>>,
} as const;

/** The location the Lair chart names for a d10 face, or null for 0. */
export function lairChartLocation(roll: number): LocationId | null {
  return LAIR_CHART.find((row) => row.roll === roll)?.location ?? null;
}

/** The city the City chart names for a d10 face, or null for a re-roll face. */
export function cityChartCity(roll: number): CityId | null {
  return CITY_CHART.find((row) => row.rolls.includes(roll))?.city ?? null;
}

/** The colour of monster a hero with this many experience counters draws. */
export function monsterColour(experience: number): MonsterColour {
  const level = experience + 1;
  const row = MONSTER_COLOURS.find((r) => level >= r.minLevel && (r.maxLevel === null || level <= r.maxLevel));
  return row ? row.colour : 'green';
}

/** Movement dice the monsters move with for a movement-check face. */
export function movementDiceFor(roll: number): number {
  return MOVEMENT_CHECK.find((row) => row.rolls.includes(roll))?.movementDice ?? 0;
}
