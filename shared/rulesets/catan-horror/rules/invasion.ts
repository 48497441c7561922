/**
 * A monster entering a town: which knights must choose fight / hide / flee, which towns ask at all,
 * and which hiders owe a Hide check when the town is invaded.
 */
import type { CatanHorrorState, Pending, Town } from '../state';
import { isSane, knightById, unitById, unitOf, type Unit } from './knights';
import { sameLocation, standing } from './towns';

/** The three answers a knight (or squad, as one) gives when a monster enters its town. */
export const RESPONSES = ['fight', 'hide', 'flee'] as const;
export type Response = (typeof RESPONSES)[number];

/** Towns a monster can still assault or invade: standing, not mad, not already invaded. */
export const asksResponse = (town: Town): boolean => standing(town) && (town.state === 'sane' || town.state === 'assaulted');

/** Sane knights at a location, as units (a squad once), in card order. */
export function unitsAt(state: CatanHorrorState, location: string): Unit[] {
  const seen = new Set<string>();
  const units: Unit[] = [];
  for (const knight of state.knights) {
    if (!isSane(knight) || !sameLocation(knight.location, location)) continue;
    const unit = unitOf(state, knight);
    if (seen.has(unit.id)) continue;
    seen.add(unit.id);
    units.push(unit);
  }
  return units;
}

/**
 * The question owed when a foe moves from `from` to `to`: a town there that can be assaulted, with
 * sane knights in it, and the foe not already there. Null when nothing is asked.
 */
export function responseOwed(
  state: CatanHorrorState,
  foeId: string,
  from: string,
  to: string,
): Extract<Pending, { kind: 'monster-response' }> | null {
  if (sameLocation(from, to)) return null;
  const town = state.towns.find((t) => asksResponse(t) && sameLocation(t.label, to));
  if (!town) return null;
  const units = unitsAt(state, town.label).filter((u) => !u.knights.some((k) => k.id === foeId));
  return units.length ? { kind: 'monster-response', townId: town.id, foeId, units: units.map((u) => u.id) } : null;
}

/** Whether a unit named in a pending response or invasion check can still answer it (alive, sane, in the town; hidden for a check). */
export function owedUnit(
  state: CatanHorrorState,
  head: Extract<Pending, { kind: 'monster-response' | 'invasion-hide' }>,
  unitId: string,
): Unit | null {
  if (!head.units.includes(unitId)) return null;
  const town = state.towns.find((t) => t.id === head.townId);
  const unit = unitById(state, unitId);
  if (!town || !unit || unit.knights.length === 0 || unit.knights.some((k) => !isSane(k))) return null;
  if (!sameLocation(unit.location, town.label)) return null;
  if (head.kind === 'invasion-hide' && !unit.hidden) return null;
  return unit;
}

/** The units that chose to hide in this town and still hide there: they check when it is invaded. */
export function hidersAt(state: CatanHorrorState, town: Town): Unit[] {
  const seen = new Set<string>();
  const units: Unit[] = [];
  for (const hider of state.invasionHiders ?? []) {
    if (hider.townId !== town.id) continue;
    const knight = knightById(state, hider.knightId);
    if (!knight || !isSane(knight) || !knight.hidden || !sameLocation(knight.location, town.label)) continue;
    const unit = unitOf(state, knight);
    if (seen.has(unit.id) || !unit.hidden) continue;
    seen.add(unit.id);
    units.push(unit);
  }
  return units;
}

/** Knights (by id) that chose to hide from a monster and still owe a Hide check if that town is invaded, with the town's label. */
export function invasionHideTowns(state: CatanHorrorState): Record<string, string> {
  const owed: Record<string, string> = {};
  const towns = new Set((state.invasionHiders ?? []).map((h) => h.townId));
  for (const town of state.towns) {
    if (!towns.has(town.id)) continue;
    for (const unit of hidersAt(state, town)) for (const k of unit.knights) owed[k.id] = town.label;
  }
  return owed;
}

/** The hiders list without this town's entries (it was invaded or freed). */
export const hidersWithout = (state: CatanHorrorState, townId: string) => (state.invasionHiders ?? []).filter((h) => h.townId !== townId);
