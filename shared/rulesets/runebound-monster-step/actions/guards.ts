/** Availability every action checks first, in a fixed order: what the chain owes, then the step (read by the prompt and the engine alike). */
import { allowed, refuse, type Availability } from '../../../engine/define';
import { nextPending } from '../chain';
import type { Pending, S, Step } from '../state';

/** Refused unless nothing is owed and the turn is in one of these steps. */
export function inStep(state: S, steps: readonly Step[]): Availability {
  const owed = nextPending(state);
  if (owed) return refuse('rules/settle_first', { pending: owed.kind });
  if (!steps.includes(state.step)) return refuse('rules/wrong_phase', { step: state.step, why: 'wrongStep' });
  return allowed;
}

/** Refused unless the first thing owed is of this kind. */
export function owing(state: S, kind: Pending['kind']): Availability {
  const owed = nextPending(state);
  if (owed?.kind !== kind) return refuse('rules/wrong_phase', { step: state.step, why: 'nothingWaiting', kind });
  return allowed;
}
