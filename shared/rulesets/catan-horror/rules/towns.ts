/** Town rules: horror and structural thresholds by size, falling and reduction, illumination, raze penalty. */
import type { Town, TownSize, TownState } from '../state';

/** Horror damage at which a town goes mad. */
export const HORROR_LIMIT: Record<TownSize, number> = { settlement: 5, city: 10, metropolis: 20 };

/** Structural damage at which a settlement falls, or a city/metropolis is reduced a size. */
export const STRUCTURAL_LIMIT: Record<TownSize, number> = { settlement: 5, city: 10, metropolis: 15 };

export const SIZE_BELOW: Record<TownSize, TownSize | null> = { metropolis: 'city', city: 'settlement', settlement: null };

/** How far monsters see a town, in intersections. */
export const ILLUMINATION: Record<TownSize, number> = { settlement: 1, city: 2, metropolis: 3 };

/** Subtracted from a Raze check by the town's size. */
export const RAZE_PENALTY: Record<TownSize, number> = { settlement: 1, city: 2, metropolis: 4 };

/** Mad-town production: the d6 roll needed and the least toughness of the monster produced. */
export const MAD_PRODUCTION: Record<TownSize, { needs: number; minToughness: number }> = {
  settlement: { needs: 5, minToughness: 0 },
  city: { needs: 4, minToughness: 2 },
  metropolis: { needs: 2, minToughness: 3 },
};

export interface TownAfter {
  size: TownSize;
  horror: number;
  structural: number;
  state: TownState;
  walls: boolean;
  /** Sizes lost, in order (e.g. ['metropolis'] when a metropolis became a city). */
  reduced: TownSize[];
  wentMad: boolean;
  fell: boolean;
  /** A metropolis now standing reduced to a city (002:532: any player may rebuild it). */
  metropolisLost: boolean;
}

/**
 * A town after horror and structural damage: structural at the limit reduces a city or metropolis
 * a size (removing that much) and makes a settlement fall; horror at or over the (new) limit sends
 * it mad. Removing damage (negative amounts) never goes below 0.
 */
export function damageTown(town: Town, horror: number, structural: number): TownAfter {
  let size = town.size;
  const h = Math.max(0, town.horror + horror);
  let s = Math.max(0, town.structural + structural);
  let state: TownState = town.state;
  const reduced: TownSize[] = [];
  let fell = false;
  let walls = town.walls;
  while (s >= STRUCTURAL_LIMIT[size]) {
    const below = SIZE_BELOW[size];
    if (!below) {
      fell = true;
      break;
    }
    s -= STRUCTURAL_LIMIT[size];
    reduced.push(size);
    size = below;
    if (size === 'settlement') walls = false;
  }
  if (fell)
    return { size, horror: h, structural: s, state: 'destroyed', walls: false, reduced, wentMad: false, fell, metropolisLost: false };
  const wentMad = state !== 'mad' && h >= HORROR_LIMIT[size];
  if (wentMad) state = 'mad';
  const metropolisLost = size === 'city' && (reduced.includes('metropolis') || town.metropolisLost === true);
  return { size, horror: h, structural: s, state, walls, reduced, wentMad, fell, metropolisLost };
}

/** Towns still on the board. */
export const standing = (town: Town): boolean => town.state !== 'destroyed';

/** Two place names for the same place: alike but for case and the spaces around them ("Ashford " is "ashford"). */
export const sameLocation = (a: string, b: string): boolean => a === b || placeKey(a) === placeKey(b);

/**
 * A place name as `sameLocation` compares it (trimmed, lower case). The rules compare places in every step (each town
 * against each foe and knight), and the names are few: each is folded once and remembered — a bounded memory, emptied
 * when it fills — rather than two new strings per comparison.
 */
export function placeKey(name: string): string {
  let key = placeKeys.get(name);
  if (key === undefined) {
    key = name.trim().toLowerCase();
    if (placeKeys.size >= PLACE_KEYS_KEPT) placeKeys.clear();
    placeKeys.set(name, key);
  }
  return key;
}

const PLACE_KEYS_KEPT = 4096;
const placeKeys = new Map<string, string>();

/** What invaders deal a town each monster turn (002:588): every one's horror and combat damage, summed. */
export function invaderDamage(foes: readonly { horror: number; combat: number }[]): { horror: number; structural: number } {
  return { horror: foes.reduce((n, f) => n + f.horror, 0), structural: foes.reduce((n, f) => n + f.combat, 0) };
}

/** What monsters assaulting a town deal it each monster turn (002:583): nightmarish as horror, overwhelming as structural, summed. */
export function assaultDamage(foes: readonly { nightmarish: number; overwhelming: number }[]): { horror: number; structural: number } {
  return { horror: foes.reduce((n, f) => n + f.nightmarish, 0), structural: foes.reduce((n, f) => n + f.overwhelming, 0) };
}
