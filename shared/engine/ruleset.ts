/**
 * The ruleset contract: a ruleset is a plain object of pure functions.
 * No I/O, no clock, no Math.random — dice arrive as inputs, rule violations are returned.
 */
import type { z } from 'zod';
import type { DiceRequest, RolledDie } from './dice';
import type { Headlines } from './headlines';
import type { PlayerRecordRules } from './player-records';
import type { Result } from './result';

/** A player at the table, as entered when the campaign was created. */
export interface Player {
  id: string;
  name: string;
  /** The colour the app draws the player in (`#rrggbb`); absent in campaigns made before colours. */
  color?: string;
}

/**
 * Something that happened in the game, as data. `type` is a code the renderer narrates;
 * `cause` names the rule that produced an automatic consequence (e.g. `terror-3`).
 */
export interface RulesEvent {
  type: string;
  data: Record<string, unknown>;
  cause?: string;
}

/**
 * An input the table must give for an action: a choice, a number, a yes/no or a text. A choice
 * with `mustChoose` is an answer only the table knows (who won, how a fight went): it starts with
 * nothing chosen and the action cannot be sent, by click or Enter, until someone chooses.
 */
export type PromptField = PromptFieldInput & {
  /**
   * Rarely changed at the table (a character's synergy, a house default): the form folds it under "More options", which says
   * which of them are set away from their default. Data of the prompt, so every screen folds the same fields.
   */
  advanced?: boolean;
};

/** The input itself, by kind (see `PromptField`). */
export type PromptFieldInput =
  | {
      name: string;
      kind: 'choice';
      choices: readonly PromptChoice[];
      optional?: boolean;
      default?: string | number;
      mustChoose?: boolean;
      /** The table may also type a value not in the list (a combo box over the choices); the ruleset decides what it accepts. */
      free?: boolean;
    }
  | { name: string; kind: 'number'; min: number; max: number; default?: number }
  | {
      name: string;
      kind: 'boolean';
      default?: boolean;
      /** The yes/no is about a die on the table (keep it or re-roll it): the form draws that die's face to click. */
      die?: { face: string };
    }
  | { name: string; kind: 'text'; maxLength?: number; optional?: boolean };

export interface PromptChoice {
  value: string | number;
  /** Catalog key for the choice's label; `params` fill it. */
  code: string;
  params?: Record<string, unknown>;
  disabled?: boolean;
}

/** One thing the table may do now. */
export interface PromptAction {
  /** The action type sent back in `campaign/act`. */
  type: string;
  /** Catalog key for the button's label (defaults to the type). */
  code?: string;
  params?: Record<string, unknown>;
  /** Payload sent as is, merged under the fields' values. */
  payload?: Record<string, unknown>;
  /** Dice the action consumes: the UI offers "Roll" and "Enter from the table". */
  dice?: DiceRequest;
  /** The action rolls dice that depend on its fields (the UI asks main which, via `campaign/dice-for`). */
  rolls?: boolean;
  fields?: readonly PromptField[];
  /** The action the keyboard's Enter / R triggers. Never an outcome the table must choose between (those offers are equals). */
  primary?: boolean;
  /** Ends the game (a winner, a declared victory): shown apart under "End the game" and confirmed before it is sent; never primary. */
  endsGame?: boolean;
  /** Ends the current phase or step (set-up, the combat step, the turn): its key hint says so, so Enter is never a surprise. */
  endsPhase?: boolean;
  /**
   * A question asked before the action is sent, when it is legal but likely a slip (a catalog key and params: "Cal has no
   * settlement — begin anyway?"). The table answers Cancel or Do it anyway.
   */
  asks?: { code: string; params?: Record<string, unknown> };
  /** Exact probability of success, shown before a check is rolled. */
  odds?: number;
  /**
   * A correction or an uncommon event the table seldom needs (a monster that flees, a card taken
   * back): folded under "Other things that can happen" so the likely actions stay in view.
   */
  rare?: boolean;
  /** The player (id) this action is about — shown on that player's row rather than in the common list. */
  player?: string;
}

/** What the table must do now. */
export interface Prompt {
  /** Catalog key of the current phase, e.g. `monster-step/spawn`. */
  phase: string;
  /** Catalog key of the instruction, e.g. `roll-lair-chart`. */
  code: string;
  params?: Record<string, unknown>;
  actions: readonly PromptAction[];
}

/** A number the table can see and, when it disagrees with the app, set by hand. */
export interface Tracker {
  id: string;
  /** Catalog key for its label; `params` fill it (e.g. a player's name). */
  code: string;
  params?: Record<string, unknown>;
  value: number;
  min: number;
  max: number;
}

/** A figure the statistics open on: one of the game's key tracks (Doom, towns fallen, knights alive…), by id, in a catalog's words. */
export interface KeyTrack {
  id: string;
  code: string;
  params?: Record<string, unknown>;
  value: number;
}

/**
 * A set-up option or house rule, shown on the set-up screen with the rule it changes
 * (`option/<key>/help` in the catalog). `ruling` names the ruling it comes from: a catalog key,
 * or a short reference such as `rulings.md › Advanced Runebound`, shown beside the option.
 */
export type OptionDescriptor =
  | { key: string; kind: 'boolean'; default: boolean; houseRule?: boolean; ruling?: string }
  | { key: string; kind: 'integer'; default: number; min: number; max: number; houseRule?: boolean; ruling?: string }
  | { key: string; kind: 'choice'; default: string; choices: readonly string[]; houseRule?: boolean; ruling?: string };

/** Whether an action can be taken now: `ok`, or the refusal (a stable code) the engine answers with. */
export type Availability = Result<void>;

/** How one action appears in the prompt's list: everything but its type (code, fields, payload, odds…). */
export type Offer = Omit<PromptAction, 'type'>;

/** How an action is checked and turned into events. */
export interface ActionDef<S, P = unknown> {
  /**
   * When the action can be taken at all (phase, who, cost, the rule predicate) — engine v2. Checked
   * before the payload; an action that is not available is refused with this code and, in a
   * `defineRuleset` ruleset, left out of the prompt. Unmigrated rulesets leave it out.
   */
  available?: (state: S) => Availability;
  /**
   * How the prompt lists the action when it is available (engine v2, see `defineRuleset`); one
   * offer or several (e.g. one per counter). Left out when only the ruleset's board sends it.
   */
  offer?: (state: S) => Offer | readonly Offer[];
  /** Validates the payload at the boundary; errors become `rules/invalid_input`. */
  schema: z.ZodType<P>;
  /** Dice the action needs in this state, or null for none. */
  dice?: (state: S, payload: P) => DiceRequest | null;
  /**
   * The exact chance of success with this payload (a trophy chosen, a clue spent), so the odds badge follows the form as the
   * table fills it in; left out when the offer's `odds` do not depend on its fields.
   */
  odds?: (state: S, payload: P) => number | undefined;
  /** The accepted action's events, or a rule violation with a stable code. */
  decide: (state: S, payload: P, dice: readonly RolledDie[]) => Result<RulesEvent[]>;
}

/** The end of a game, when it has one. */
export interface Outcome {
  result: 'won' | 'lost' | 'ended';
  /** Catalog key for why, e.g. `six-lairs-sealed`. */
  code: string;
  params?: Record<string, unknown>;
}

export interface Ruleset<S = any, O = any> {
  id: string;
  /** Bumped when events or state change shape; a campaign records the version it was made with. */
  version: number;
  minPlayers: number;
  maxPlayers: number;
  optionsSchema: z.ZodType<O>;
  options: readonly OptionDescriptor[];
  /** The state before the first action. */
  setup: (options: O, players: readonly Player[]) => Result<S>;
  /** Every action the ruleset accepts, by type. */
  actions: Record<string, ActionDef<S, any>>;
  /** Folds one event into the state, returning a new state (the input is never mutated). */
  apply: (state: S, event: RulesEvent) => S;
  /** Automatic consequences of the state as it stands; empty when the state is quiet. */
  react?: (state: S) => RulesEvent[];
  prompt: (state: S) => Prompt;
  trackers: (state: S) => Tracker[];
  /** Sets a tracker by hand (after the host has checked it exists and the value is in range). */
  setTracker: (state: S, trackerId: string, value: number) => S;
  /** House rules changed mid-campaign. */
  withOptions?: (state: S, options: O) => S;
  /** The turn number and phase code, recorded with each event. */
  turnInfo: (state: S) => { turn: number; phase: string };
  outcome?: (state: S) => Outcome | null;
  /** The events that are the game's big moments, with their weights (`shared/rulesets/<id>/headlines.ts`). */
  headlines?: Headlines;
  /**
   * Where the game stands in the players' words, "Round 3 · Ada (seat 2 of 4)", for rulesets whose state knows rounds or whose
   * turns go round the seats (`shared/rulesets/<id>/round-and-seat.ts`); null when the state cannot tell (set-up, a seat skipped).
   */
  roundAndSeat?: (state: S) => RoundAndSeat | null;
  /** The few figures that tell how the game is going, which statistics open on (`shared/rulesets/<id>/key-tracks.ts`). */
  keyTracks?: (state: S) => KeyTrack[];
  /** Which events are a player's win, death or madness, for records across campaigns (`shared/rulesets/<id>/player-records.ts`). */
  playerRecords?: PlayerRecordRules;
}

/** The round (from 1), the seat whose turn it is (1-based, in seat order) of how many, and that player's name. */
export interface RoundAndSeat {
  round: number;
  seat: number;
  seats: number;
  name: string;
}

/**
 * The round and seat of a game that counts turns (turn 1 is `first`'s) and passes them strictly round the seats: null before the
 * first turn, or when the seat whose turn it is is not the one that count gives (a seat was skipped, so rounds no longer follow).
 */
export function roundFromTurns(turn: number, current: number, first: number, seats: number, name: string): RoundAndSeat | null {
  if (turn < 1 || seats < 1 || current !== (first + turn - 1) % seats) return null;
  return { round: Math.floor((turn - 1) / seats) + 1, seat: current + 1, seats, name };
}

/** What the renderer learns about a ruleset without running it. */
export interface RulesetMeta {
  id: string;
  version: number;
  minPlayers: number;
  maxPlayers: number;
  options: readonly OptionDescriptor[];
}

/**
 * The options a new campaign is set up with: the ruleset's declared defaults (what the new-campaign
 * form shows) under the options given. The options schema's own defaults differ where a default
 * changed (D&D skills' forced-research DC, Munchkin's high grants medium): they read set-ups recorded
 * before the change, which stored no such key, the old way. The campaign service and the lab both
 * start a game from here, so a simulated game plays the rules a new table gets.
 */
export function newGameOptions(ruleset: Pick<Ruleset, 'options'>, given: Record<string, unknown>): Record<string, unknown> {
  return { ...Object.fromEntries(ruleset.options.map((o) => [o.key, o.default])), ...given };
}
