/**
 * The guards actions are available by: the turn at one of its steps (right stage, nothing pending, the
 * step), or the rules waiting for one pending roll or choice. Read by each action's `available` (and
 * so by the prompt) and, for the context they give, by its `decide`.
 */
import { allowed, defineAction, refuse, type Availability } from '../../../engine/define';
import { ok, type Result } from '../../../engine/result';
import type { EldritchEvent } from '../events';
import type { EldritchState, Investigator, Pending, Step, TurnState } from '../state';

/** Binds Eldritch Express's state and events for every `defineAction` of the ruleset. */
export const action = defineAction<EldritchState, EldritchEvent>();

export interface TurnContext {
  inv: Investigator;
  turn: TurnState;
  seat: number;
}

/** The turn in progress at `step`, or `rules/wrong_phase` with the step wanted. */
export function inStep(state: EldritchState, step: Step): Result<TurnContext> {
  const turn = state.turnState;
  const inv = state.seats[state.current]?.investigator;
  if (state.stage !== 'play' || state.pending.length > 0 || !turn || !inv || turn.step !== step) {
    return refuse('rules/wrong_phase', { why: 'step', step });
  }
  return ok({ inv, turn, seat: state.current });
}

/** Available at that step of the turn; `more` adds the action's own guards, read with the turn's context. */
export function atStep(step: Step, more?: (state: EldritchState, ctx: TurnContext) => Availability) {
  return (state: EldritchState): Availability => {
    const ctx = inStep(state, step);
    if (!ctx.ok) return ctx;
    return more ? more(state, ctx.value) : allowed;
  };
}

/** The turn's context in `decide` and `offer`, which run only once `available` allowed the action. */
export function turnOf(state: EldritchState, step: Step): TurnContext {
  const ctx = inStep(state, step);
  if (!ctx.ok) throw new Error(ctx.error.message);
  return ctx.value;
}

export type PendingOf<K extends Pending['kind']> = Extract<Pending, { kind: K }>;

/** The first pending roll or choice, when it is of that kind. */
export function pendingOf<K extends Pending['kind']>(state: EldritchState, kind: K): PendingOf<K> | null {
  const next = state.pending[0];
  return next?.kind === kind ? (next as PendingOf<K>) : null;
}

/** Available while the rules wait for that kind of roll or choice. */
export const waitingFor =
  (kind: Pending['kind']) =>
  (state: EldritchState): Availability =>
    pendingOf(state, kind) ? allowed : refuse('rules/wrong_phase', { kind });

/** The pending roll or choice in `decide` and `offer`, which run only once `available` allowed the action. */
export function pendingFor<K extends Pending['kind']>(state: EldritchState, kind: K): PendingOf<K> {
  const next = pendingOf(state, kind);
  if (!next) throw new Error(`the rules are not waiting for ${kind}`);
  return next;
}

/** A guard that reads like the rule: allowed when `condition` holds, else refused with this code. */
export const unless = (condition: boolean, code: string, details?: Record<string, unknown>): Availability =>
  condition ? allowed : refuse(code, details);
