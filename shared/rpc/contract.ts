/**
 * The one typed contract between renderer and main: `'domain/verb'` → one object argument → result.
 * Argument schemas live in `schemas.ts`; results cross as `{ ok, value }` or `{ ok: false, error }`.
 */
import type { DieLook, DieValue, RolledDie } from '../engine/dice';
import type { Outcome, Player, Prompt, RulesetMeta, Tracker } from '../engine/ruleset';
import type { ErrorData, Result } from '../engine/result';
import type { BatchResult } from '../lab/batch';
import type { TableParam } from '../lab/types';
import type { TableRate } from '../lab/table-rates';
import type { Pack } from '../packs/schema';

/**
 * The game's state at a glance, for the campaign list and the backup screen: the turn, what the
 * table must do now (whose turn, in the prompt's own words) and a few key tracks.
 */
export interface CampaignGlance {
  turn: number;
  /** Catalog key of the current phase. */
  phase: string;
  /** The prompt's instruction (catalog key and params), which names whose turn it is. */
  instruction: { code: string; params?: Record<string, unknown> };
  /** Up to three tracks: the game's own first, then the players' (one kind at a time). */
  tracks: Tracker[];
}

export interface CampaignSummary {
  id: number;
  name: string;
  rulesetId: string;
  rulesetVersion: number;
  players: Player[];
  options: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
  archived: boolean;
  eventCount: number;
  outcome: Outcome | null;
  /** The game's state at a glance: filled by `campaign/list` only (null when the campaign does not open). */
  glance?: CampaignGlance | null;
}

/** A player of a new campaign: a name, or a name and a colour. */
export type NewPlayer = string | { name: string; color?: string };

export interface SessionInfo {
  id: number;
  campaignId: number;
  number: number;
  startedAt: string;
  endedAt: string | null;
}

/** One event of the log as the history shows it. */
export interface HistoryEntry {
  seq: number;
  /** The seq of the first event of the step (one user action and its consequences). */
  step: number;
  sessionId: number | null;
  turn: number;
  phase: string;
  type: string;
  data: Record<string, unknown>;
  cause: string | null;
  dice: RolledDie[] | null;
  createdAt: string;
  /** True while the step is undone (it may be redone). */
  undone: boolean;
}

/** One page of a campaign's history (oldest first) and whether older events remain. */
export interface HistoryPage {
  entries: HistoryEntry[];
  hasOlder: boolean;
  sessions: SessionInfo[];
}

/** Everything the play screen draws after an action. */
export interface PlayView {
  campaign: CampaignSummary;
  state: unknown;
  prompt: Prompt;
  trackers: Tracker[];
  outcome: Outcome | null;
  canUndo: boolean;
  canRedo: boolean;
  session: SessionInfo | null;
  /** The events of the step just applied (or undone/redone), for announcing. */
  lastStep: HistoryEntry[];
  /**
   * Set when a timeline move touched too many steps to send (a rewind far back): `lastStep` holds
   * the move alone, and a history shown must be read again for what is now undone or back.
   */
  historyMoved?: true;
}

/** How an action's dice are produced: rolled by main, or typed in from the table. */
export type RollInput = { source: 'app' } | { source: 'table'; values: DieValue[] };

export interface ActionInput {
  type: string;
  payload?: Record<string, unknown>;
  roll?: RollInput;
}

/** A named moment of a campaign and whether the game can still go back to it. */
export interface CheckpointInfo {
  seq: number;
  name: string;
  /** The step that was the latest in force when the moment was named. */
  atStep: number;
  sessionId: number | null;
  createdAt: string;
  /** `here`: the game is at it; `reachable`: undo back to it; `undone`: its step is undone (redo first); `abandoned`: play went another way. */
  status: 'here' | 'reachable' | 'undone' | 'abandoned';
}

/** A campaign's whole log for the chronicle screen. */
export interface Chronicle {
  campaign: CampaignSummary;
  sessions: SessionInfo[];
  entries: HistoryEntry[];
  checkpoints: CheckpointInfo[];
  /** Steps undone and then played over, one branch per tip: "Bring these back" restores one as a single undoable step. */
  branches: { toStep: number; steps: number[] }[];
}

/** A bounded text search counts at least this many matching events from the latest back before it says "1,000+". */
export const CHRONICLE_COUNT_BOUND = 1000;

/** The kinds of event the chronicle can be filtered to (the screen words name them). */
export const CHRONICLE_KINDS = [
  'all',
  'actions',
  'consequences',
  'dice',
  'adjustments',
  'house-rules',
  'timeline',
  'checkpoints',
  'undone',
] as const;
export type ChronicleKind = (typeof CHRONICLE_KINDS)[number];

/** What the server filters the chronicle by: what it stores, and the narrated text (main narrates it, `electron/main/services/chronicle-narration.ts`). */
export interface ChronicleFilter {
  session?: number | 'all';
  /** A player's id (events that mention them, by id or name, anywhere in their data), or 'all'. */
  player?: string;
  kind?: ChronicleKind;
  /**
   * Text the event's sentence (as the chronicle narrates it in `locale`, lower-cased) or its type
   * holds; trimmed and lower-cased first, empty for none. Rows then hold only the events that match.
   */
  text?: string;
}

/** One row of the chronicle: one step's events that pass the filter. */
export interface ChronicleRow {
  step: number;
  entries: HistoryEntry[];
  /** The heading the row opens, in the filtered order: a new session, a new turn, or none. */
  heading: 'session' | 'turn' | null;
  /** Steps in force after this one ("undo back to here" takes them back). */
  later: number;
}

/** What the chronicle screen shows besides its rows: asked for once per load (`outline: true`). */
export interface ChronicleHead {
  campaign: CampaignSummary;
  sessions: SessionInfo[];
  checkpoints: CheckpointInfo[];
  /** As `Chronicle.branches`, with `taken`: the steps in force that bringing the branch back takes back. */
  branches: { toStep: number; steps: number[]; taken: number }[];
  /** Events in the whole log. */
  events: number;
  /** The latest step in force ("undo back to here" is offered on every earlier one). */
  topStep: number | null;
}

/**
 * One page of the chronicle's rows (oldest first). The page starts at row `index` of the filtered
 * rows: the one asked for, the first after a step (`afterStep`), the first step of a turn (`turn`,
 * `index === total` when no step of it or later was played), or the latest rows when none is given;
 * asked `fromEnd`, it ends `fromEnd` rows before the latest.
 */
export interface ChroniclePage {
  index: number;
  rows: ChronicleRow[];
  /**
   * Rows (steps) and events that pass the filter, in the whole log — or, with `more` (a bounded
   * ask), those counted so far from the latest back, and `index` counts from the oldest of them.
   */
  total: number;
  matched: number;
  /** Asked `bounded` only: earlier rows pass too, not counted yet (the count is "1,000+"). */
  more?: boolean;
  /** Asked `bounded` only: events in the whole log as answered (another number than the list's: the log moved, places from the latest too). */
  events?: number;
  head?: ChronicleHead;
}

export interface ChroniclePageArgs {
  campaignId: number;
  filter?: ChronicleFilter;
  /** At most one of `index`, `afterStep`, `turn`, `fromEnd`. */
  index?: number;
  afterStep?: number;
  turn?: number;
  /** The page ends this many rows before the latest: its rows are rows `fromEnd` to `fromEnd + limit - 1` counted back from the latest (0). */
  fromEnd?: number;
  /**
   * A text search may count its rows only part of the way back from the latest (`ChroniclePage.more`):
   * at least `CHRONICLE_COUNT_BOUND` matches, and as far as the page asked needs. Not with `index`
   * (a place counted from the oldest row needs every row counted).
   */
  bounded?: boolean;
  /** Rows per page: 1 to 500 (100 when omitted). */
  limit?: number;
  outline?: boolean;
  /** The language a text filter reads the sentences in: one the app ships (`en` when omitted). */
  locale?: string;
}

/** The game as it stood right after one event of the log (read-only). */
export interface StateAt {
  entry: HistoryEntry;
  state: unknown;
  prompt: Prompt;
  trackers: Tracker[];
  outcome: Outcome | null;
}

/** A tracker's value at the start and at the end of a session (null where it did not exist). */
export interface TrackerMove {
  id: string;
  code: string;
  params?: Record<string, unknown>;
  from: number | null;
  to: number | null;
}

/** "Previously…": what one play session did. */
export interface SessionRecap {
  session: SessionInfo;
  /** Table actions taken (steps), how many of them are undone now, dice rolled. */
  actions: number;
  undone: number;
  dice: number;
  moves: TrackerMove[];
  /**
   * Notable events still in force, in order: the ruleset's headlines — the heaviest 100 of them (the
   * earlier of equal weight) — and every hand adjustment, house-rule change and checkpoint.
   */
  highlights: HistoryEntry[];
  /** How many headlines the session had still in force, sent or not (the strip's "and n more"). */
  headlines: number;
  /** The lighter headlines not sent (the chronicle lists them). */
  moreHighlights: number;
  /** The game's end, when it came in this session. */
  outcome: Outcome | null;
}

export interface BackupInfo {
  name: string;
  /** The computer's clock when it was made: a label only (a clock set back or ahead makes it wrong). */
  createdAt: string;
  reason: 'scheduled' | 'manual' | 'before-migration' | 'before-import' | 'before-restore' | 'before-delete' | 'before-upgrade';
  size: number;
  /** How much play it holds (every campaign's events): backups are listed and chosen by it; null when it does not read. */
  events: number | null;
}

/** One campaign as a backup holds it, and the campaign it is in the database now (null when gone). */
export interface BackupCampaign {
  /** Its id in the backup. */
  id: number;
  name: string;
  rulesetId: string;
  rulesetVersion: number;
  players: Player[];
  createdAt: string;
  /** When it was last played (its last change) before the backup. */
  lastPlayedAt: string;
  archived: boolean;
  outcome: Outcome | null;
  eventCount: number;
  /** The turn its last event was recorded in. */
  /** The game as it stood in the backup, when it opens. */
  glance: CampaignGlance | null;
  current: { id: number; name: string; eventCount: number; updatedAt: string } | null;
}

/** Whether the campaign database is whole, or damaged and held read-only until it is restored. */
/** A scheduled backup that could not be written: when, and why in codes (`backup/full` or `backup/failed`, with the system's code). */
export interface BackupFailure {
  at: string;
  code: 'backup/full' | 'backup/failed';
  osCode: string;
}

export interface RecoveryStatus {
  /** `unreachable`: the machine keeps the file out of reach for now (no file handles, a full disk…); it is not damaged. */
  state: 'ok' | 'damaged' | 'unreachable';
  /** What SQLite found wrong, when damaged; what the machine refused, when unreachable. */
  problem: string | null;
  /** The system's code when unreachable (`EMFILE`, `ENOSPC`…). */
  code?: string;
  /** The last scheduled backup, when it could not be written (cleared by the next one that is). */
  backupFailure?: BackupFailure | null;
  /** Where the damaged file was copied, untouched, when damaged. */
  keptAside: string | null;
}

/** A chi-square test of a die's faces against a fair die. */
export interface FairnessTest {
  statistic: number;
  df: number;
  pValue: number;
  minimumRolls: number;
  rollsToSpotBias: number;
  verdict: 'too-few' | 'fair' | 'suspicious' | 'unfair';
}

/** Counts per face of one die type, from one source (app, table, or both). */
export interface DiceTally {
  die: string;
  source: 'app' | 'table' | 'all';
  /** Each distinct face once (a face printed on several sides counts as one). */
  faces: string[];
  /** How many sides show each face, when some show the same one (absent when every side differs). */
  sides?: number[];
  counts: number[];
  rolls: number;
  test: FairnessTest;
}

export interface CampaignStats {
  campaign: CampaignSummary;
  /** How many steps are in force (a point each, before a long game's chart is thinned). */
  steps: number;
  /**
   * Points of the chart, oldest first: one per step in force, or for a long game at most a few per
   * thousandth of it, keeping every line's lows, highs and first and last values (`thinned` in
   * `stats.ts`). `n` is the point's place among the steps in force, from 1.
   */
  points: { step: number; turn: number; n: number }[];
  /** Each line: the ruleset's key tracks first (`key`, ids `key/…`), then every tracker. */
  series: { id: string; code: string; params?: Record<string, unknown>; key?: true; values: (number | null)[] }[];
  sessions: { number: number | null; events: number; actions: number; undone: number }[];
  dice: DiceTally[];
}

export interface OutcomeTally {
  rulesetId: string;
  /** The house rules that differ from the defaults; absent in the per-ruleset tally. */
  houseRules?: Record<string, unknown>;
  played: number;
  won: number;
  lost: number;
  ended: number;
  unfinished: number;
}

/** One player's record across campaigns, matched by name (case and surrounding spaces ignored). */
export interface PlayerRecord {
  /** The name as first entered. */
  name: string;
  /** Campaigns the player sits in, and how many of them have ended. */
  games: number;
  finished: number;
  wins: number;
  /** Deaths of their heroes, knights or investigators, and times they or their knights went mad (rulesets that declare them). */
  deaths: number;
  madness: number;
  /** Other spellings of the name matched to this player ("ann " and "Ann"). */
  spellings: string[];
}

export interface Contract {
  'app/info': (args: Record<string, never>) => { version: string; databasePath: string; transport: 'ipc' | 'websocket' };
  'ruleset/list': (args: Record<string, never>) => RulesetMeta[];
  /** The pack a `pack:` ruleset plays: what the renderer's generic board draws and its words (refused for a code ruleset). */
  'ruleset/pack': (args: { rulesetId: string }) => Pack;
  'campaign/list': (args: { includeArchived?: boolean }) => CampaignSummary[];
  /** `players`: names, or names with a colour (`#rrggbb`); each name once. */
  'campaign/create': (args: { name: string; rulesetId: string; players: NewPlayer[]; options: Record<string, unknown> }) => CampaignSummary;
  'campaign/rename': (args: { campaignId: number; name: string }) => CampaignSummary;
  'campaign/archive': (args: { campaignId: number; archived: boolean }) => CampaignSummary;
  'campaign/delete': (args: { campaignId: number; confirmName: string }) => { deleted: true };
  'campaign/open': (args: { campaignId: number }) => PlayView;
  'campaign/act': (args: { campaignId: number; action: ActionInput }) => PlayView;
  /** The dice an action needs with this payload, and how each lies on the table (`looks`, when the ruleset describes them). */
  'campaign/dice-for': (args: { campaignId: number; type: string; payload?: Record<string, unknown> }) => {
    dice: RolledDie['die'][];
    looks?: DieLook[];
  };
  /** The chance of success of an action with the payload its form holds now; null when the offer's odds stand. */
  'campaign/odds-for': (args: { campaignId: number; type: string; payload?: Record<string, unknown> }) => { odds: number | null };
  'campaign/undo': (args: { campaignId: number }) => PlayView;
  'campaign/redo': (args: { campaignId: number }) => PlayView;
  'campaign/rewind': (args: { campaignId: number; toStep: number }) => PlayView;
  /** Brings back the abandoned branch up to `step` (see `Chronicle.branches`), as one undoable step. */
  'campaign/bring-back': (args: { campaignId: number; step: number }) => PlayView;
  'campaign/adjust': (args: { campaignId: number; trackerId: string; value: number; reason?: string }) => PlayView;
  'campaign/set-options': (args: { campaignId: number; options: Record<string, unknown> }) => PlayView;
  'campaign/history': (args: { campaignId: number }) => HistoryEntry[];
  'campaign/history-page': (args: { campaignId: number; beforeSeq?: number; limit?: number }) => HistoryPage;
  'session/start': (args: { campaignId: number }) => SessionInfo;
  'session/end': (args: { campaignId: number }) => SessionInfo | null;
  'session/list': (args: { campaignId: number }) => SessionInfo[];
  /** The whole log in one answer; the chronicle screen pages with `history/chronicle-page`. */
  'history/chronicle': (args: { campaignId: number }) => Chronicle;
  'history/chronicle-page': (args: ChroniclePageArgs) => ChroniclePage;
  'history/state-at': (args: { campaignId: number; seq: number }) => StateAt;
  'history/checkpoint': (args: { campaignId: number; name: string }) => PlayView;
  'history/return': (args: { campaignId: number; checkpointSeq: number }) => PlayView;
  'history/recap': (args: { campaignId: number; sessionId?: number }) => SessionRecap | null;
  'history/export': (args: { campaignId: number }) => { fileName: string; content: string };
  'history/export-all': (args: Record<string, never>) => { fileName: string; content: string };
  /**
   * Checks and writes a file in one answer: small files (the tests, scripts). The app imports with `history/import-start`.
   * `keepBothPacks`: a campaign's pack differs from an installed one of the same id and version
   * (`import/pack_differs`); install the file's text beside it (the campaign keeps its own).
   */
  'history/import': (args: { content: string; keepBoth?: boolean; keepBothPacks?: boolean }) => { imported: CampaignSummary[] };
  /** Starts importing a file in the background; `history/import-status` says how far it is and how it ended (`keepBothPacks` as above). */
  'history/import-start': (args: { content: string; keepBoth?: boolean; keepBothPacks?: boolean }) => { importId: number };
  /**
   * Starts importing a file of `size` bytes sent in chunks (the browser build: the file is never
   * one text message, so the server neither parses nor copies it whole): the import reads them in
   * (phase `reading`, done/total in bytes) and goes on by itself once the last one is in.
   */
  'history/import-upload': (args: { size: number; keepBoth?: boolean; keepBothPacks?: boolean }) => { importId: number };
  /** The next chunk of an uploaded file, from `offset` (exactly the bytes received so far), sent as a binary frame. */
  'history/import-chunk': (args: { importId: number; offset: number; bytes: Uint8Array }) => { received: number };
  'history/import-status': (args: { importId: number }) => ImportStatus;
  /** Stops an import that has not started writing; nothing is written. */
  'history/import-cancel': (args: { importId: number }) => ImportStatus;
  'backup/list': (args: Record<string, never>) => { backups: BackupInfo[]; folder: string; everyMinutes: number };
  'backup/create': (args: Record<string, never>) => BackupInfo;
  'backup/restore': (args: { name: string }) => { restored: string; undoName: string };
  'backup/contents': (args: { name: string }) => { name: string; campaigns: BackupCampaign[] };
  'backup/restore-campaign': (args: { name: string; campaignId: number; as: 'copy' | 'replace' }) => {
    campaign: CampaignSummary;
    replaced: number | null;
    undoName: string;
  };
  'recovery/status': (args: Record<string, never>) => RecoveryStatus;
  'recovery/restore': (args: { name?: string }) => { restored: string; skipped: { name: string; problem: string }[] };
  'recovery/export': (args: Record<string, never>) => { fileName: string; content: string; exported: string[]; unreadable: string[] };
  'stats/campaign': (args: { campaignId: number }) => CampaignStats;
  'stats/overall': (args: Record<string, never>) => { byRuleset: OutcomeTally[]; byHouseRules: OutcomeTally[]; players: PlayerRecord[] };
  'lab/profiles': (args: Record<string, never>) => LabProfileInfo[];
  'lab/start': (args: LabStartArgs) => { jobId: number };
  /** Checks a pack file for the lab: what it can simulate of it (its options, policies and curves). */
  'lab/pack': (args: { packText: string }) => LabPackInfo;
  /** Game `game` of a run from set-up, played again into a campaign of its own, to read step by step in its chronicle. */
  'lab/replay': (args: {
    rulesetId: string;
    options?: Record<string, unknown>;
    policy: string;
    params?: Record<string, number>;
    seed: number;
    game: number;
  }) => { campaignId: number; steps: number };
  /**
   * "Which is better?": the options of a campaign's current prompt (what its own prompt offers, as the engine accepts them),
   * and for each a simulation from the current state whose every game begins with that option, the policy playing the rest;
   * the jobs run as one (same seed), each stopping after `games` or when `budgetMs` is up. Fewer than two options: no jobs.
   */
  'lab/choices': (args: {
    campaignId: number;
    policy: string;
    games: number;
    budgetMs?: number;
    seed?: number;
    keys?: string[];
  }) => LabChoicesStarted;
  /**
   * "Use our table's rates": the chances the lab would otherwise assume, estimated from the events in force of this
   * campaign's chronicle, or of every campaign of the ruleset (archived too): each with its count, occasions and interval.
   */
  'lab/table-rates': (args: { rulesetId: string; campaignId?: number }) => LabTableRates;
  'lab/status': (args: { jobId: number }) => LabJobStatus;
  'lab/cancel': (args: { jobId: number }) => LabJobStatus;
  'lan/status': (args: Record<string, never>) => LanStatus;
  'lan/start': (args: { campaignId: number }) => LanStatus;
  'lan/stop': (args: Record<string, never>) => LanStatus;
  /** The installed packs (each exact text once) and any stored row the start-up check found damaged. */
  'packs/list': (args: Record<string, never>) => { packs: InstalledPack[]; damaged: DamagedPackInfo[] };
  /** Checks a pack file whole and installs it; `packs/invalid` lists every problem (`details.problems`) and stores nothing. */
  'packs/import': (args: { text: string }) => { pack: InstalledPack; already: boolean };
  'packs/export': (args: { hash: string }) => { fileName: string; content: string };
  /** Refused with `packs/in_use` while a campaign is pinned to the text. */
  'packs/remove': (args: { hash: string }) => { removed: string };
  /**
   * The editor's live preview: a scratch campaign of `text` in memory (never in the campaign file),
   * restarted on each call and replaying the steps played so far unless `fresh`; refused with every
   * problem (`packs/invalid`) when the text is not whole, the preview then left as it was.
   */
  'packs/preview': (args: { text: string; players: string[]; fresh?: boolean }) => PlayView & { replayed: number };
  'packs/preview-act': (args: { action: ActionInput }) => PlayView;
  'packs/preview-undo': (args: Record<string, never>) => PlayView;
  /** What moving a pack campaign to another installed text of its pack would change (its steps in force replayed under both); nothing is written. */
  'packs/upgrade-preview': (args: { campaignId: number; hash: string }) => UpgradePreview;
  /** Moves the campaign: the replayed game becomes a campaign under its name; the old one is archived as "<name> (<version>)". */
  'packs/upgrade': (args: { campaignId: number; hash: string }) => { campaign: CampaignSummary; previous: { id: number; name: string } };
  /** Undoes an upgrade: the new campaign is deleted, the old one back under its name. */
  'packs/undo-upgrade': (args: { campaignId: number; previousId: number }) => { campaign: CampaignSummary };
}

/** What an upgrade would change: where the replayed game first differs, and every tracker at the end before and after. */
export interface UpgradePreview {
  from: { version: string; rulesetId: string };
  to: { version: string; rulesetId: string; hash: string };
  /** Steps in force replayed. */
  steps: number;
  /** The first step (its place among the steps in force, from 1) after which the trackers differ; null when none does. */
  firstDifference: { n: number; action: string | null; before: Tracker[]; after: Tracker[] } | null;
  trackers: { id: string; code: string; params?: Record<string, unknown>; before: number | null; after: number | null }[];
  /** A step the new text refuses: the upgrade cannot be made. */
  refused: { n: number; action: string | null; code: string } | null;
}

/** One installed pack text, as the Packs screen lists it. */
export interface InstalledPack {
  hash: string;
  packId: string;
  version: string;
  /** The ruleset id this exact text plays under (`pack:<id>@<hash prefix>`); new campaigns are created with it. */
  rulesetId: string;
  name: string;
  author: string;
  licence: string;
  baseGame: string;
  minPlayers: number;
  maxPlayers: number;
  installedAt: string;
  /** The campaigns pinned to this text (a pack is removed only when none is). */
  campaigns: { id: number; name: string }[];
}

/** A stored pack row whose text no longer matches what was stored; its campaigns do not open. */
export interface DamagedPackInfo {
  hash: string;
  packId: string;
  version: string;
  problem: string;
}

/**
 * The optional phone view on the local network: off, starting (the listener is being bound),
 * on (phones open `url`, which carries the token) or failed (`problem` says why).
 */
export interface LanStatus {
  state: 'off' | 'starting' | 'on' | 'failed';
  /** The one campaign the phones may read. */
  campaignId: number | null;
  url: string | null;
  problem: string | null;
  /** The network interface and address phones reach (the default route's), once switched on. */
  network: { interface: string; address: string } | null;
}

export const LAN_OFF: LanStatus = { state: 'off', campaignId: null, url: null, problem: null, network: null };

export type Method = keyof Contract;
export type Args<M extends Method> = Parameters<Contract[M]>[0];
export type Returns<M extends Method> = ReturnType<Contract[M]>;
export type RpcResult<M extends Method> = Result<Returns<M>>;

/** What the lab can simulate for one ruleset. */
export interface LabProfileInfo {
  rulesetId: string;
  players: number;
  params: TableParam[];
  policies: string[];
  metrics: { key: string; code: string }[];
  /** The chances "use our table's rates" can read off recorded games (parameter keys; absent or empty: none). */
  tableRates?: string[];
}

export interface LabStartArgs {
  rulesetId: string;
  options?: Record<string, unknown>;
  policy: string;
  params?: Record<string, number>;
  games: number;
  seed?: number;
  /** Start every game from this campaign's current state ("what are my chances from here"). */
  campaignId?: number;
  /** Simulate this variant pack (its JSON text) instead of a code ruleset. */
  packText?: string;
}

/** A pack the lab can simulate: its profile (no table parameters) and its options. */
export interface LabPackInfo extends LabProfileInfo {
  name: string;
  version: string;
  meta: RulesetMeta;
}

/**
 * An import in the background: reading the file, checking each event against the rules,
 * reading the campaigns back (verifying), then writing them. `done` of `total` events in the
 * phase; at the end `imported` (done) or `error` (failed: the same refusals as `history/import`).
 */
export interface ImportStatus {
  importId: number;
  state: 'running' | 'done' | 'failed' | 'cancelled';
  phase: 'reading' | 'checking' | 'verifying' | 'writing';
  done: number;
  total: number;
  imported: CampaignSummary[] | null;
  error: ErrorData | null;
}

/** One option of "Which is better?" and the simulation that plays it (`lab/status` reads it). */
export interface LabChoiceInfo {
  key: string;
  /** The offer's label (catalog key and params); `detail`, the value chosen in its field, when the offer is split by one. */
  code: string;
  params?: Record<string, unknown>;
  detail?: { code: string; params?: Record<string, unknown> };
  primary: boolean;
  odds?: number;
  /** Its simulation, when it is one of the options compared (else null: listed, to pick for the next run). */
  jobId: number | null;
}

export interface LabChoicesStarted {
  options: LabChoiceInfo[];
  /** Options beyond the most listed, left out. */
  leftOut: number;
  policy: string;
  seed: number;
  games: number;
  budgetMs: number | null;
}

/** Chances read off recorded games ("use our table's rates"). */
export interface LabTableRates {
  scope: 'campaign' | 'ruleset';
  /** The campaigns read (their names, for the screen and the card). */
  campaigns: string[];
  rates: TableRate[];
}

export interface LabJobStatus {
  jobId: number;
  state: 'running' | 'done' | 'cancelled' | 'failed';
  done: number;
  total: number;
  elapsedMs: number;
  /** While running: the summary of the games finished so far (results stream in); then the whole run's. */
  result: BatchResult | null;
  /** Threads of the lab's pool (one per core) that the run is shared across. */
  threads: number;
  /** The run's seed (chosen by the services when none was given): with a game's number, it replays that game. */
  seed: number;
  error: string | null;
}
