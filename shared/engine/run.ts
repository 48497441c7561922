/** Runs an action through a ruleset: validate, decide, apply, then chain consequences until quiet. */
import type { DiceRequest, RolledDie } from './dice';
import { isValidFace } from './dice';
import type { Player, Ruleset, RulesEvent, Tracker } from './ruleset';
import { ok, refuse, type Refusal, type Result } from './result';
import type { z } from 'zod';

/** Core event types the host folds itself, around the ruleset's own. */
export const CORE = {
  setup: 'core/setup',
  trackerAdjusted: 'core/tracker-adjusted',
  optionsChanged: 'core/options-changed',
} as const;

/** A chain of automatic consequences longer than this is a ruleset bug, not a game. */
export const MAX_CHAIN = 200;

export interface ActionOutcome<S> {
  events: RulesEvent[];
  state: S;
}

/** Folds one event, core or ruleset, into the state. */
export function foldEvent<S>(ruleset: Ruleset<S>, state: S | undefined, event: RulesEvent): S {
  if (event.type === CORE.setup) {
    const { options, players } = event.data as { options: unknown; players: Player[] };
    const result = ruleset.setup(options, players);
    if (!result.ok) throw new Error(`setup event does not replay: ${result.error.code}`);
    return result.value;
  }
  if (state === undefined) throw new Error('the first event of a campaign must be its set-up');
  if (event.type === CORE.trackerAdjusted) {
    const { tracker, to } = event.data as { tracker: string; to: number };
    return ruleset.setTracker(state, tracker, to);
  }
  if (event.type === CORE.optionsChanged) {
    const { to } = event.data as { to: unknown };
    return ruleset.withOptions ? ruleset.withOptions(state, to) : state;
  }
  return ruleset.apply(state, event);
}

/** Applies events one by one; returns the final state. */
export function foldEvents<S>(ruleset: Ruleset<S>, state: S | undefined, events: readonly RulesEvent[]): S {
  let current = state;
  for (const event of events) current = foldEvent(ruleset, current, event);
  if (current === undefined) throw new Error('no events to fold');
  return current;
}

/** Runs the ruleset's automatic consequences until the state is quiet. */
export function chainConsequences<S>(ruleset: Ruleset<S>, state: S): Result<ActionOutcome<S>> {
  const events: RulesEvent[] = [];
  let current = state;
  for (let round = 0; ruleset.react; round++) {
    if (round >= MAX_CHAIN) return refuse('engine/endless_chain');
    const next = ruleset.react(current);
    if (next.length === 0) break;
    for (const event of next) {
      current = ruleset.apply(current, event);
      events.push(event);
    }
  }
  return ok({ events, state: current });
}

/** The ruleset's own action of that name: `constructor`, `toString` or `__proto__` are no action. */
function ownAction<S>(ruleset: Ruleset<S>, type: string) {
  return Object.hasOwn(ruleset.actions, type) ? ruleset.actions[type] : undefined;
}

/** Validates an action's payload and dice, decides its events and chains their consequences. */
export function runAction<S>(
  ruleset: Ruleset<S>,
  state: S,
  type: string,
  payload: unknown,
  dice: readonly RolledDie[],
): Result<ActionOutcome<S>> {
  const def = ownAction(ruleset, type);
  if (!def) return refuse('rules/unknown_action', { ruleset: ruleset.id, type });
  if (ruleset.outcome?.(state)) return refuse('rules/game_over');
  const availability = def.available?.(state);
  if (availability && !availability.ok) return availability;
  const parsed = def.schema.safeParse(payload ?? {});
  if (!parsed.success) {
    return invalidInput(parsed.error);
  }
  const diceError = checkDice(def.dice?.(state, parsed.data) ?? null, dice);
  if (diceError) return diceError;
  const decided = def.decide(state, parsed.data, dice);
  if (!decided.ok) return decided;
  let current = state;
  for (const event of decided.value) current = ruleset.apply(current, event);
  const chained = chainConsequences(ruleset, current);
  if (!chained.ok) return chained;
  return ok({ events: [...decided.value, ...chained.value.events], state: chained.value.state });
}

/** The dice an action would consume with this payload, so the host can roll them or ask the table. */
export function diceRequestFor<S>(ruleset: Ruleset<S>, state: S, type: string, payload: unknown): Result<DiceRequest | null> {
  const def = ownAction(ruleset, type);
  if (!def) return refuse('rules/unknown_action', { ruleset: ruleset.id, type });
  const availability = def.available?.(state);
  if (availability && !availability.ok) return availability;
  const parsed = def.schema.safeParse(payload ?? {});
  if (!parsed.success) {
    return invalidInput(parsed.error);
  }
  return ok(def.dice?.(state, parsed.data) ?? null);
}

function checkDice(request: { dice: readonly RolledDie['die'][] } | null, dice: readonly RolledDie[]) {
  const wanted = request?.dice ?? [];
  if (wanted.length !== dice.length) {
    return refuse('dice/wrong_count', { wanted: wanted.length, got: dice.length });
  }
  for (const [i, die] of dice.entries()) {
    if (JSON.stringify(die.die) !== JSON.stringify(wanted[i]) || !isValidFace(die.die, die.value)) {
      return refuse('dice/invalid_value', { index: i, value: die.value });
    }
  }
  return null;
}

/** Checks a manual adjustment against the ruleset's trackers. */
export function checkAdjust(trackers: readonly Tracker[], trackerId: string, value: number): Result<Tracker> {
  const tracker = trackers.find((t) => t.id === trackerId);
  if (!tracker) return refuse('adjust/unknown_tracker', { trackerId });
  if (!Number.isInteger(value) || value < tracker.min || value > tracker.max) {
    return refuse('adjust/out_of_range', {
      trackerId,
      min: tracker.min,
      max: tracker.max,
      value,
    });
  }
  return ok(tracker);
}

/**
 * A payload its schema refuses: the details list every issue (zod's words) and name the field of
 * each (the first part of its path) so the form can show the error next to that field.
 */
export function invalidInput(error: z.ZodError): Refusal {
  const issues = error.issues.map((i) => ({ field: i.path.length ? String(i.path[0]) : null, message: i.message }));
  return refuse('rules/invalid_input', {
    field: issues.find((i) => i.field !== null)?.field ?? null,
    issues,
  });
}
