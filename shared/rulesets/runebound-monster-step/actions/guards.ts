/** Guards every action runs first, in a fixed order: what the chain owes, then the step. */
import { fail, type ErrorData } from '../../../engine/result';
import { nextPending } from '../chain';
import type { Pending, S, Step } from '../state';

type Failure = { ok: false; error: ErrorData };

/** Fails unless nothing is owed and the turn is in one of these steps. */
export function inStep(state: S, steps: readonly Step[]): Failure | null {
  const owed = nextPending(state);
  if (owed) return fail('rules/settle_first', `Settle the ${owed.kind} first.`, { pending: owed.kind });
  if (!steps.includes(state.step)) return fail('rules/wrong_phase', `This cannot be done in the ${state.step} step.`, { step: state.step });
  return null;
}

/** Fails unless the first thing owed is of this kind. */
export function owing(state: S, kind: Pending['kind']): Failure | null {
  const owed = nextPending(state);
  if (owed?.kind !== kind) return fail('rules/wrong_phase', `Nothing of the kind ${kind} is waiting.`, { step: state.step });
  return null;
}
