/** Small helpers every event fold uses: taking a card from a list, a seat's investigator, moving on a step, clamping a track. */
import type { EldritchState, Investigator, Step } from '../state';
import { firstNeededStep } from '../rules';

export const takeFrom = (list: string[], card: string): void => {
  const at = list.indexOf(card);
  if (at >= 0) list.splice(at, 1);
};

export function inv(s: EldritchState, seat: number): Investigator {
  const found = s.seats[seat]?.investigator;
  if (!found) throw new Error(`seat ${seat} has no investigator`);
  return found;
}

export function goTo(s: EldritchState, from: Step): void {
  if (s.turnState) s.turnState.step = firstNeededStep(s, from);
}

/** Clamps a track: doom and elder sign never rise above their start. */
export const clampTrack = (s: EldritchState, value: number) => Math.max(0, Math.min(s.doomStart, value));
