/** The variant lab's vocabulary: profiles (what to watch, how to play), policies and game results. Pure data, no I/O. */
import type { Outcome, Prompt, PromptAction, Ruleset, RulesEvent } from '../engine/ruleset';
import type { Pack } from '../packs/schema';

/** A number the table decides that the app cannot see (did the fight go the hero's way?), as a stated distribution. */
export interface TableParam {
  key: string;
  /** Catalog key of its label: `lab/param/<ruleset>/<key>`. */
  code: string;
  kind: 'probability' | 'integer';
  default: number;
  min: number;
  max: number;
}

/** A value read off the state after every turn and drawn as a curve (Doom, Terror, towns gone mad…). */
export interface Metric<S> {
  key: string;
  code: string;
  read: (state: S) => number;
}

/** What a policy sees when it chooses. `memo` lives for one game (e.g. "event card drawn this turn"). */
export interface PolicyContext<S> {
  state: S;
  prompt: Prompt;
  random: () => number;
  params: Readonly<Record<string, number>>;
  memo: Record<string, unknown>;
}

/** An action to send, as the table would through the prompt. */
export interface Choice {
  type: string;
  payload: Record<string, unknown>;
}

/** Chooses the next action, or null to let the runner fall back to a random offered action. */
export type Policy<S> = (ctx: PolicyContext<S>) => Choice | null;

/** How the lab plays one ruleset: the table's distributions, the policies and the curves. */
export interface LabProfile<S = any> {
  rulesetId: string;
  /** Seats at a simulated table (a solo game: 1). */
  players: number;
  params: readonly TableParam[];
  /** Answers the questions only the physical board could answer, from `params`; null when the prompt asks none. */
  table: Policy<S>;
  /** Action types only the table answers (what the board showed): policies never pick them. */
  tableOnly: readonly string[];
  /**
   * What the simulated table can physically do (its box of pieces): an offer it could not make — a sixth settlement
   * when the box holds five — is never picked by a policy (nor the fallback) and is no "Which is better?" option.
   * A property of the lab's table, not a rule: the engine still accepts what a real table says it built. Absent:
   * every offer can be made.
   */
  allowed?: (state: S, offer: PromptAction) => boolean;
  /** Every profile has `random`; most also a sensible `greedy`. */
  policies: Readonly<Record<string, Policy<S>>>;
  metrics: readonly Metric<S>[];
  /** A check whose odds the prompt showed: did it succeed? Read from the events the action produced. */
  checkSucceeded?: (type: string, events: readonly RulesEvent[]) => boolean | null;
  /**
   * Where the ruleset itself has no ending (a tracker beside a game), the lab's own stated end of a
   * simulated run: its result and catalog code, or null while it goes on.
   */
  ending?: (state: S) => { result: Outcome['result']; code: string } | null;
  /**
   * Where a seat wins (a competitive game), the ids of the players who won an ended game (none: nobody
   * did). The lab then reports each seat's win rate and how often anyone won, not one "won" rate.
   * Absent for a co-operative game.
   */
  winners?: (state: S) => readonly string[];
  /** A game longer than this many actions is stopped and counted as unfinished. */
  maxSteps: number;
  /**
   * "Use our table's rates": how a `probability` parameter is read off a campaign's recorded events
   * (its successes and occasions), where the log says it plainly (`table-rates.ts`).
   */
  tableRates?: readonly { key: string; read: (log: readonly LoggedEvent[]) => { count: number; of: number } }[];
}

/** One event in force of a campaign's log, as the table-rate readers see it. */
export interface LoggedEvent {
  type: string;
  data: Record<string, unknown>;
  turn: number;
}

export type GameResult = Outcome['result'] | 'unfinished';

/** One simulated game, small enough to send thousands across a worker boundary. */
export interface GameRecord {
  seed: number;
  result: GameResult;
  /** Catalog key of why it ended (`six-lairs-sealed`), or `lab/unfinished` / `lab/stuck`. */
  code: string;
  /** The values the ending's words take (who won, with how many points), as the ruleset's outcome gave them. */
  params?: Record<string, unknown>;
  turns: number;
  steps: number;
  /** Per metric, its value at the end of each turn (index 0 = the set-up). */
  curves: Record<string, number[]>;
  /** Checks with shown odds: the odds and whether they came off. */
  checks: { odds: number; success: boolean }[];
  /** A competitive game: its seats (1..n, in set-up order) and the seats that won (empty: nobody did, or it did not end). */
  seats?: { count: number; won: number[] };
}

export interface SimulationSpec {
  rulesetId: string;
  options: Record<string, unknown>;
  policy: string;
  params: Record<string, number>;
  games: number;
  seed: number;
  players?: number;
  /** A variant pack to simulate (its `rulesetId` is `pack:<id>`); no profile needed. */
  pack?: Pack;
}

export type AnyRuleset = Ruleset<any, any>;

/** "Which is better?" compares at most this many options of a prompt in one run (the RPC schema holds it too). */
export const MAX_COMPARED = 8;
