/** What a pending draw or choice may give: how many cards a draw takes, which investigators are free. */
import { INVESTIGATORS } from '../data/investigators';
import type { EldritchState, Pending } from '../state';
import { drawCandidates } from './index';

type Kind<K extends Pending['kind']> = Extract<Pending, { kind: K }>;

/** How many cards a draw takes (three for a pick-one-of-three), limited by what is left. */
export const drawCount = (state: EldritchState, p: Kind<'draw'>): number => Math.min(p.count ?? 1, drawCandidates(state, p).length);

/** Investigators a seat may still take: not played by another seat, not lying defeated on the board. */
export function freeInvestigators(state: EldritchState): string[] {
  const taken = new Set<string>();
  for (const seat of state.seats) if (seat.investigator) taken.add(seat.investigator.key);
  for (const region of state.regions) for (const token of region.defeated) taken.add(token.investigator);
  for (const key of state.retired) taken.add(key);
  return INVESTIGATORS.map((c) => c.key).filter((k) => !taken.has(k));
}
