/** Where a guarded stack's flying monsters fly (003:205, 003:539; ruling 26). */
import { distance, neighbours } from '../data/world';

/**
 * The regions the flyers may fly to, a die choosing among several: one octagonal step toward the nearest
 * investigator — the neighbouring regions with an investigator when there are any, else the neighbours
 * one region closer to the nearest ones ("chose randomly if there is more than 1 investigator"); with no
 * investigator on the board, any neighbour ("it moves randomly").
 */
export function flightChoices(from: number, investigatorRegions: readonly number[]): number[] {
  const near = neighbours(from);
  if (investigatorRegions.length === 0) return near;
  const nearest = Math.min(...investigatorRegions.map((r) => distance(from, r)));
  const targets = investigatorRegions.filter((r) => distance(from, r) === nearest);
  return near.filter((n) => targets.some((t) => distance(n, t) === nearest - 1));
}
