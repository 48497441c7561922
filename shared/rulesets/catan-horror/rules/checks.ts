/** Hide and Raze checks: a d6 plus modifiers needing 5+, with the exact odds before the roll. */
import type { CatanHorrorState, Town } from '../state';
import { foesAt, worstAwareness, type Foe } from './combat';
import { hideStrength, unitStrength, type Unit } from './knights';
import { d6Check } from './odds';
import { placeKey, RAZE_PENALTY, standing } from './towns';

/** Both checks succeed on a total of 5 or more. */
export const CHECK_TARGET = 5;

/** A check's result: the die, its modifier and a trophy's bonus added, against 5+. */
export function checkRoll(value: number, modifier: number, trophyBonus: number): { total: number; success: boolean } {
  const total = value + modifier + trophyBonus;
  return { total, success: total >= CHECK_TARGET };
}

export const townAt = (state: CatanHorrorState, location: string): Town | undefined => townsByPlace(state.towns).get(placeKey(location));

/** The first standing town at each place (by `placeKey`, as `sameLocation` compares), once per list of towns: every unit asks at every step. */
function townsByPlace(towns: readonly Town[]): ReadonlyMap<string, Town> {
  let byPlace = townPlaces.get(towns);
  if (!byPlace) {
    byPlace = new Map<string, Town>();
    for (const t of towns) {
      if (!standing(t)) continue;
      const key = placeKey(t.label);
      if (!byPlace.has(key)) byPlace.set(key, t);
    }
    townPlaces.set(towns, byPlace);
  }
  return byPlace;
}

const townPlaces = new WeakMap<readonly Town[], Map<string, Town>>();

export interface HideModifiers {
  strength: number;
  awareness: number;
  town: number;
  total: number;
}

/** Hide check modifier: the (strongest) knight's strength + the least favourable awareness here + 1 in any town. */
export function hideModifiers(state: CatanHorrorState, unit: Unit): HideModifiers {
  const ids = new Set(unit.knights.map((k) => k.id));
  const awareness = worstAwareness(foesAt(state, unit.location).filter((f) => !ids.has(f.id)));
  const strength = hideStrength(unit);
  const town = townAt(state, unit.location) ? 1 : 0;
  return { strength, awareness, town, total: strength + awareness + town };
}

/** Finding an Evasive monster (002:451: "the same method knights use to Hide"): strength + that monster's awareness + 1 in a town. */
export function findModifiers(state: CatanHorrorState, unit: Unit, foe: Foe): HideModifiers {
  const strength = hideStrength(unit);
  const town = townAt(state, unit.location) ? 1 : 0;
  return { strength, awareness: foe.awareness, town, total: strength + foe.awareness + town };
}

export const findOdds = (state: CatanHorrorState, unit: Unit, foe: Foe, bonus = 0): number =>
  d6Check(findModifiers(state, unit, foe).total + bonus, CHECK_TARGET);

export const hideOdds = (state: CatanHorrorState, unit: Unit, bonus = 0): number =>
  d6Check(hideModifiers(state, unit).total + bonus, CHECK_TARGET);

/** Whether razing this town needs a check: mad towns and towns not of the knight's colour (or not under its control) resist. */
export const razeNeedsCheck = (town: Town, player: string): boolean =>
  town.owner !== player || town.state === 'mad' || town.state === 'invaded';

/** Raze check modifier: strength - 1 / 2 / 4 by the town's size. */
export const razeModifier = (unit: Unit, town: Town): number => unitStrength(unit) - RAZE_PENALTY[town.size];

export const razeOdds = (unit: Unit, town: Town, bonus = 0): number => d6Check(razeModifier(unit, town) + bonus, CHECK_TARGET);
