/** The guard every turn action runs first: right stage, nothing pending, the right step of the turn. */
import { fail, ok, type Result } from '../../../engine/result';
import type { EldritchState, Investigator, Step, TurnState } from '../state';

export interface TurnContext {
  inv: Investigator;
  turn: TurnState;
  seat: number;
}

export function inStep(state: EldritchState, step: Step): Result<TurnContext> {
  const turn = state.turnState;
  const inv = state.seats[state.current]?.investigator;
  if (state.stage !== 'play' || state.pending.length > 0 || !turn || !inv || turn.step !== step) {
    return fail('rules/wrong_phase', `This is not the time for that (the turn is not at its ${step} step).`, { step });
  }
  return ok({ inv, turn, seat: state.current });
}
