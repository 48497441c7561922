/**
 * Plays one game of a ruleset from set-up (or from a given state) through its own prompts: a
 * policy chooses among the offered actions, the table's answers come from stated distributions,
 * dice come from a seeded generator. Pure: no I/O, no clock, no Math.random.
 */
import { dieFaces, type RolledDie } from '../engine/dice';
import { newGameOptions, type Player, type Prompt, type PromptAction, type PromptField, type RulesEvent } from '../engine/ruleset';
import { CORE, foldEvents, prepareAction } from '../engine/run';
import { pickOne, seededRandom } from './random';
import type { AnyRuleset, Choice, GameRecord, LabProfile, Policy, PolicyContext } from './types';

/** Seats for a simulated table. */
export const labPlayers = (count: number): Player[] =>
  Array.from({ length: count }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));

/** A random value for a prompt field, as a table that picks blindly would give it. */
export function randomFieldValue(random: () => number, field: PromptField): unknown {
  switch (field.kind) {
    case 'choice': {
      const open = field.choices.filter((c) => !c.disabled);
      if (open.length === 0) return undefined;
      if (field.optional && random() < 0.2) return undefined;
      return pickOne(random, open).value;
    }
    case 'number':
      return field.min + Math.floor(random() * (Math.min(field.max, field.min + 12) - field.min + 1));
    case 'boolean':
      return random() < 0.5;
    case 'text':
      return field.optional && random() < 0.3 ? undefined : `Lab ${Math.floor(random() * 1_000_000)}`;
  }
}

/** The default value of a field, as a table that accepts what the app suggests would give it. */
export function defaultFieldValue(field: PromptField): unknown {
  switch (field.kind) {
    case 'choice':
      return field.default ?? field.choices.find((c) => !c.disabled)?.value;
    case 'number':
      return field.default ?? field.min;
    case 'boolean':
      return field.default ?? false;
    case 'text':
      return field.optional ? undefined : 'Lab';
  }
}

/** An offered action with its fields filled by `fill`. */
export function choiceOf(action: PromptAction, fill: (field: PromptField) => unknown, overrides: Record<string, unknown> = {}): Choice {
  const payload: Record<string, unknown> = { ...(action.payload ?? {}) };
  for (const field of action.fields ?? []) {
    const value = field.name in overrides ? overrides[field.name] : fill(field);
    if (value !== undefined) payload[field.name] = value;
  }
  return { type: action.type, payload };
}

/** The offered actions a player may choose (not the table's reports of what the board showed). */
const playerActions = (ctx: PolicyContext<unknown>, tableOnly: readonly string[]) =>
  ctx.prompt.actions.filter((a) => !tableOnly.includes(a.type));

/** Any offered action, fields at random: the `random` policy, and every policy's fallback. */
export function randomPolicy<S>(tableOnly: readonly string[] = []): Policy<S> {
  return (ctx) => {
    const open = playerActions(ctx, tableOnly);
    const actions = open.length ? open : ctx.prompt.actions;
    if (actions.length === 0) return null;
    return choiceOf(pickOne(ctx.random, actions), (f) => randomFieldValue(ctx.random, f));
  };
}

/** The primary action with the app's suggested values (the table that follows the app's lead). */
export function primaryPolicy<S>(tableOnly: readonly string[] = []): Policy<S> {
  return (ctx) => {
    const open = playerActions(ctx, tableOnly);
    const action = open.find((a) => a.primary) ?? open[0] ?? ctx.prompt.actions[0];
    return action ? choiceOf(action, defaultFieldValue) : null;
  };
}

export interface GameSpec<S> {
  ruleset: AnyRuleset;
  profile: LabProfile<S>;
  policy: Policy<S>;
  params: Record<string, number>;
  seed: number;
  /** Set-up from options and seats, or start from a state (e.g. an open campaign's). */
  start: { options: Record<string, unknown>; players: readonly Player[] } | { state: S; players?: readonly Player[] };
  /** The game's first action, forced ("Which is better?": each option of the current prompt); the policy plays the rest. */
  first?: Choice;
  /** Keep the event log (for replay checks); off for bulk runs. */
  keepEvents?: boolean;
  /** Keep each applied action with its dice, so the game can be played again at a table's pace (replay). */
  keepActions?: boolean;
}

/** One applied action of a simulated game, as the table would send it (dice as rolled). */
export interface PlayedAction {
  type: string;
  payload: Record<string, unknown>;
  dice: RolledDie[];
}

export interface PlayedGame<S> extends GameRecord {
  state: S;
  events: RulesEvent[];
  actions: PlayedAction[];
}

/** The prompt as the simulated table sees it: without the offers its pieces could not make (the profile's `allowed`). */
export function withinReach<S>(profile: LabProfile<S>, state: S, prompt: Prompt): Prompt {
  const allowed = profile.allowed;
  if (!allowed) return prompt;
  // Each offer asked once; a new list only when one is left out.
  let kept: PromptAction[] | null = null;
  prompt.actions.forEach((action, i) => {
    if (allowed(state, action)) kept?.push(action);
    else kept ??= prompt.actions.slice(0, i);
  });
  return kept ? { ...prompt, actions: kept } : prompt;
}

/** Plays one game to its end, or to the profile's step limit. */
export function simulateGame<S>(spec: GameSpec<S>): PlayedGame<S> {
  const { ruleset, profile, policy, params, seed } = spec;
  const random = seededRandom(seed);
  const events: RulesEvent[] = [];
  const actions: PlayedAction[] = [];
  let state: S;
  if ('state' in spec.start) state = spec.start.state;
  else {
    const options = ruleset.optionsSchema.parse(newGameOptions(ruleset, spec.start.options));
    const setupEvent: RulesEvent = { type: CORE.setup, data: { options, players: spec.start.players } };
    state = foldEvents(ruleset, undefined, [setupEvent]) as S;
    if (spec.keepEvents) events.push(setupEvent);
  }
  const curves: Record<string, number[]> = Object.fromEntries(profile.metrics.map((m) => [m.key, [m.read(state)]]));
  const checks: GameRecord['checks'] = [];
  const memo: Record<string, unknown> = {};
  let turn = ruleset.turnInfo(state).turn;
  const firstTurn = turn;
  let steps = 0;
  let code = 'lab/unfinished';
  let endParams: Record<string, unknown> | undefined;
  let result: GameRecord['result'] = 'unfinished';

  const fallback = randomPolicy<S>(profile.tableOnly);
  const sample = () => {
    for (const m of profile.metrics) curves[m.key].push(m.read(state));
  };

  for (; steps < profile.maxSteps; steps++) {
    const over = ruleset.outcome ? ruleset.outcome(state) : profile.ending?.(state);
    if (over) {
      result = over.result;
      code = over.code;
      endParams = 'params' in over ? (over.params as Record<string, unknown> | undefined) : undefined;
      break;
    }
    const prompt = withinReach(profile, state, ruleset.prompt(state));
    if (prompt.actions.length === 0) {
      result = 'unfinished';
      code = 'lab/stuck';
      break;
    }
    const ctx: PolicyContext<S> = { state, prompt, random, params, memo };
    // A forced first action is played as it is or not at all (the game then counts as stuck, never as another choice's).
    const forced = steps === 0 && spec.first !== undefined;
    const tried = forced ? [spec.first!] : [profile.table(ctx), policy(ctx)].filter((c): c is Choice => c !== null);
    let applied = false;
    for (let attempt = 0; attempt < (forced ? 1 : tried.length + 8) && !applied; attempt++) {
      const choice = tried[attempt] ?? fallback(ctx);
      if (!choice) break;
      const prepared = prepareAction(ruleset, state, choice.type, choice.payload);
      if (!prepared.ok) continue;
      const dice: RolledDie[] = (prepared.value.dice?.dice ?? []).map((die) => ({
        die,
        value: pickOne(random, dieFaces(die)),
        source: 'app',
      }));
      const shown = prompt.actions.find((a) => a.type === choice.type && a.odds !== undefined);
      const outcome = prepared.value.run(dice);
      if (!outcome.ok) continue;
      applied = true;
      state = outcome.value.state as S;
      if (spec.keepEvents) events.push(...outcome.value.events);
      if (spec.keepActions) actions.push({ type: choice.type, payload: choice.payload, dice });
      if (shown?.odds !== undefined && profile.checkSucceeded) {
        const success = profile.checkSucceeded(choice.type, outcome.value.events);
        if (success !== null) checks.push({ odds: shown.odds, success });
      }
    }
    if (!applied) {
      result = 'unfinished';
      code = 'lab/stuck';
      break;
    }
    const now = ruleset.turnInfo(state).turn;
    if (now !== turn) {
      turn = now;
      sample();
    }
  }
  const over = ruleset.outcome ? ruleset.outcome(state) : profile.ending?.(state);
  if (over && result === 'unfinished' && code === 'lab/unfinished') {
    result = over.result;
    code = over.code;
    endParams = 'params' in over ? (over.params as Record<string, unknown> | undefined) : undefined;
  }
  sample();
  const record = {
    seed,
    result,
    code,
    ...(endParams ? { params: endParams } : {}),
    turns: turn - firstTurn + 1,
    steps,
    curves,
    checks,
    state,
    events,
    actions,
  };
  const seats = spec.start.players;
  if (!profile.winners || !seats) return record;
  const won = result === 'unfinished' ? [] : profile.winners(state);
  return {
    ...record,
    seats: { count: seats.length, won: seats.flatMap((p, i) => (won.includes(p.id) ? [i + 1] : [])) },
  };
}
