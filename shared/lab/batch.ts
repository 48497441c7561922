/** Plays a batch of games for one simulation spec: what a lab worker runs, also callable in-process. */
import type { Player } from '../engine/ruleset';
import { gameSeed } from './random';
import { labPlayers, simulateGame } from './runner';
import { summarize, type Summary } from './stats';
import { labSubject } from './subject';
import type { Choice, GameRecord, SimulationSpec } from './types';

/** Where the simulated games start: the ruleset's set-up, or the state of an open campaign. */
export type BatchStart =
  | { kind: 'setup' }
  /** `first`: every game's first action ("Which is better?": one option of the campaign's current prompt). */
  | { kind: 'state'; state: unknown; players: Player[]; first?: Choice };

/** One line per game, for the CSV export. */
export interface GameRow {
  game: number;
  seed: number;
  result: GameRecord['result'];
  code: string;
  turns: number;
  steps: number;
  final: Record<string, number>;
}

export interface BatchResult {
  summary: Summary;
  rows: GameRow[];
}

/** A slice of a run's games (one worker's share), before they are summarized together. */
export interface BatchSlice {
  records: GameRecord[];
  rows: GameRow[];
}

/**
 * Why a spec cannot run, or null when it can: a `reason` and its params for the catalog's words
 * (`lab/invalid_spec`, a select on `reason`), and the same in English for logs and developers.
 */
export interface SpecIssue {
  reason: 'cannot-simulate' | 'no-policy' | 'options' | 'param';
  params: Record<string, string | number>;
  message: string;
}

export function specIssue(spec: SimulationSpec): SpecIssue | null {
  const subject = labSubject(spec);
  if (!subject)
    return {
      reason: 'cannot-simulate',
      params: { rulesetId: spec.rulesetId },
      message: `The lab cannot simulate "${spec.rulesetId}" yet.`,
    };
  const { profile, ruleset } = subject;
  if (!Object.hasOwn(profile.policies, spec.policy))
    return {
      reason: 'no-policy',
      params: { policy: spec.policy, rulesetId: spec.rulesetId },
      message: `There is no "${spec.policy}" policy for ${spec.rulesetId}.`,
    };
  const parsed = ruleset.optionsSchema.safeParse(spec.options);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
    return {
      reason: 'options',
      params: { rulesetId: spec.rulesetId, fields },
      message: `Those options do not fit ${spec.rulesetId}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}.`,
    };
  }
  for (const p of profile.params) {
    const v = spec.params[p.key];
    if (v !== undefined && (!Number.isFinite(v) || v < p.min || v > p.max))
      return { reason: 'param', params: { param: p.key, min: p.min, max: p.max }, message: `${p.key} must be from ${p.min} to ${p.max}.` };
  }
  return null;
}

/** Why a spec cannot run, in English (developers, logs, tests), or null when it can. */
export function specProblem(spec: SimulationSpec): string | null {
  return specIssue(spec)?.message ?? null;
}

/** Plays every game of the spec and summarizes them. */
export function runBatch(spec: SimulationSpec, start: BatchStart, progress: (done: number) => boolean | void = () => {}): BatchResult {
  return summarizeSlices(spec, [playSlice(spec, start, 0, spec.games, progress)]);
}

/** One summary over the slices of a run, rows in game order. */
export function summarizeSlices(spec: SimulationSpec, slices: readonly BatchSlice[]): BatchResult {
  const { profile } = labSubject(spec)!;
  return {
    summary: summarize(
      slices.flatMap((s) => s.records),
      profile.metrics.map((m) => m.key),
    ),
    rows: slices.flatMap((s) => s.rows).sort((a, b) => a.game - b.game),
  };
}

/** Plays games `from` to `to` - 1 of the spec (each game's seed depends only on its number), calling `progress` after each. */
export function playSlice(
  spec: SimulationSpec,
  start: BatchStart,
  from: number,
  to: number,
  progress: (done: number) => boolean | void = () => {},
): BatchSlice {
  const { profile, ruleset } = labSubject(spec)!;
  const params = Object.fromEntries(profile.params.map((p) => [p.key, spec.params[p.key] ?? p.default]));
  const policy = profile.policies[spec.policy];
  const players = start.kind === 'state' ? start.players : labPlayers(spec.players ?? profile.players);
  const records: GameRecord[] = [];
  const rows: GameRow[] = [];
  for (let i = from; i < to; i++) {
    const seed = gameSeed(spec.seed, i);
    const game = simulateGame({
      ruleset,
      profile,
      policy,
      params,
      seed,
      start: start.kind === 'state' ? { state: start.state, players } : { options: spec.options, players },
      ...(start.kind === 'state' && start.first ? { first: start.first } : {}),
    });
    const { state: _state, events: _events, actions: _actions, ...record } = game;
    records.push(record);
    rows.push({
      game: i + 1,
      seed,
      result: game.result,
      code: game.code,
      turns: game.turns,
      steps: game.steps,
      final: Object.fromEntries(profile.metrics.map((m) => [m.key, m.read(game.state)])),
    });
    if (progress(i + 1 - from) === false) break;
  }
  return { records, rows };
}
