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

/** An action the ruleset accepts as asked (available, payload valid): the dice it needs, and how to run it with them. */
export interface PreparedAction<S> {
  /** The dice this payload needs, or null for none. */
  dice: DiceRequest | null;
  /** Checks the dice, decides the events and chains their consequences. */
  run: (dice: readonly RolledDie[]) => Result<ActionOutcome<S>>;
}

/**
 * Checks an action once — declared, available, payload valid — and answers both questions a table
 * action asks: which dice it needs (to roll them or ask the table), then its outcome with them.
 * The host's click and the lab's step each do the availability and the payload schema once.
 */
export function prepareAction<S>(ruleset: Ruleset<S>, state: S, type: string, payload: unknown): Result<PreparedAction<S>> {
  const def = ownAction(ruleset, type);
  if (!def) return refuse('rules/unknown_action', { ruleset: ruleset.id, type });
  const availability = def.available?.(state);
  if (availability && !availability.ok) return availability;
  const parsed = def.schema.safeParse(payload ?? {});
  if (!parsed.success) {
    return invalidInput(parsed.error, payload ?? {});
  }
  const request = def.dice?.(state, parsed.data) ?? null;
  return ok({
    dice: request,
    run: (dice) => {
      if (ruleset.outcome?.(state)) return refuse('rules/game_over');
      const diceError = checkDice(request, dice);
      if (diceError) return diceError;
      const decided = def.decide(state, parsed.data, dice);
      if (!decided.ok) return decided;
      let current = state;
      for (const event of decided.value) current = ruleset.apply(current, event);
      const chained = chainConsequences(ruleset, current);
      if (!chained.ok) return chained;
      return ok({ events: [...decided.value, ...chained.value.events], state: chained.value.state });
    },
  });
}

/** Validates an action's payload and dice, decides its events and chains their consequences. */
export function runAction<S>(
  ruleset: Ruleset<S>,
  state: S,
  type: string,
  payload: unknown,
  dice: readonly RolledDie[],
): Result<ActionOutcome<S>> {
  if (!ownAction(ruleset, type)) return refuse('rules/unknown_action', { ruleset: ruleset.id, type });
  if (ruleset.outcome?.(state)) return refuse('rules/game_over');
  const prepared = prepareAction(ruleset, state, type, payload);
  return prepared.ok ? prepared.value.run(dice) : prepared;
}

/** The dice an action would consume with this payload, so the host can roll them or ask the table. */
export function diceRequestFor<S>(ruleset: Ruleset<S>, state: S, type: string, payload: unknown): Result<DiceRequest | null> {
  const prepared = prepareAction(ruleset, state, type, payload);
  return prepared.ok ? ok(prepared.value.dice) : prepared;
}

/**
 * The chance of success of an action with the payload the form holds now: the action's own `odds`, or null when it has none
 * or the payload is not yet one its schema accepts (the badge then keeps the offer's odds).
 */
export function oddsFor<S>(ruleset: Ruleset<S>, state: S, type: string, payload: unknown): Result<number | null> {
  const def = ownAction(ruleset, type);
  if (!def) return refuse('rules/unknown_action', { ruleset: ruleset.id, type });
  const availability = def.available?.(state);
  if (availability && !availability.ok) return availability;
  const parsed = def.schema.safeParse(payload ?? {});
  if (!parsed.success || !def.odds) return ok(null);
  return ok(def.odds(state, parsed.data) ?? null);
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

/** One thing wrong with a payload: the field it names (null for the payload as a whole) and the problem as a catalog code and its params. */
export interface InputIssue {
  field: string | null;
  code: string;
  params?: Record<string, number | string>;
}

/** A ruleset's own problem code in a refinement's `message` (`'dnd/some-time-must-pass'`): a code, never a sentence. */
const CATALOG_CODE = /^[a-z0-9-]+(\/[a-z0-9_-]+)+$/;

/**
 * What is wrong, in codes (`input-problem/<what>`, or `field-problem/<what>` the form already
 * speaks): below or above a limit, not whole, missing, not one of the choices. A refinement of a
 * ruleset names its own code as its message; anything else is `input-problem/invalid`.
 */
function inputIssue(issue: z.core.$ZodIssue, payload: unknown): InputIssue {
  const field = issue.path.length ? String(issue.path[0]) : null;
  const given = field !== null && payload && typeof payload === 'object' ? (payload as Record<string, unknown>)[field] : payload;
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return { field, code: 'field-problem/fill-in' };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { field, code: 'input-problem/too-few', params: { min: Number(issue.minimum) } };
      return {
        field,
        code: issue.inclusive === false ? 'input-problem/more-than' : 'input-problem/too-small',
        params: { min: Number(issue.minimum) },
      };
    case 'too_big':
      if (issue.origin === 'string') return { field, code: 'input-problem/too-long', params: { max: Number(issue.maximum) } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { field, code: 'input-problem/too-many', params: { max: Number(issue.maximum) } };
      return {
        field,
        code: issue.inclusive === false ? 'input-problem/less-than' : 'input-problem/too-big',
        params: { max: Number(issue.maximum) },
      };
    case 'invalid_type':
      if (given === undefined || given === null) return { field, code: 'input-problem/missing' };
      if (issue.expected === 'int') return { field, code: 'field-problem/whole-number' };
      return { field, code: 'input-problem/wrong-kind' };
    case 'invalid_value':
      return { field, code: 'input-problem/not-a-choice' };
    case 'unrecognized_keys':
      return { field, code: 'input-problem/unexpected', params: { keys: issue.keys.join(', ') } };
    case 'custom':
      return { field, code: CATALOG_CODE.test(issue.message) ? issue.message : 'input-problem/invalid' };
    default:
      return { field, code: 'input-problem/invalid' };
  }
}

/**
 * A payload its schema refuses: the details list every issue as a code with params (never the
 * validation library's English) and name the field of the first (the first part of its path) so
 * the form can show the problem next to that field, in the app's words.
 */
export function invalidInput(error: z.ZodError, payload?: unknown): Refusal {
  const issues = error.issues.map((i) => inputIssue(i, payload));
  return refuse('rules/invalid_input', {
    field: issues.find((i) => i.field !== null)?.field ?? null,
    issues,
  });
}
