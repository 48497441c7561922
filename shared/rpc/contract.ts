/**
 * The one typed contract between renderer and main: `'domain/verb'` → one object argument → result.
 * Argument schemas live in `schemas.ts`; results cross as `{ ok, value }` or `{ ok: false, error }`.
 */
import type { DieValue, RolledDie } from '../engine/dice';
import type { Outcome, Player, Prompt, RulesetMeta, Tracker } from '../engine/ruleset';
import type { Result } from '../engine/result';

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
}

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
}

/** How an action's dice are produced: rolled by main, or typed in from the table. */
export type RollInput = { source: 'app' } | { source: 'table'; values: DieValue[] };

export interface ActionInput {
  type: string;
  payload?: Record<string, unknown>;
  roll?: RollInput;
}

export interface Contract {
  'app/info': (args: Record<string, never>) => { version: string; databasePath: string; transport: 'ipc' | 'websocket' };
  'ruleset/list': (args: Record<string, never>) => RulesetMeta[];
  'campaign/list': (args: { includeArchived?: boolean }) => CampaignSummary[];
  'campaign/create': (args: { name: string; rulesetId: string; players: string[]; options: Record<string, unknown> }) => CampaignSummary;
  'campaign/rename': (args: { campaignId: number; name: string }) => CampaignSummary;
  'campaign/archive': (args: { campaignId: number; archived: boolean }) => CampaignSummary;
  'campaign/delete': (args: { campaignId: number; confirmName: string }) => { deleted: true };
  'campaign/open': (args: { campaignId: number }) => PlayView;
  'campaign/act': (args: { campaignId: number; action: ActionInput }) => PlayView;
  'campaign/dice-for': (args: { campaignId: number; type: string; payload?: Record<string, unknown> }) => { dice: RolledDie['die'][] };
  'campaign/undo': (args: { campaignId: number }) => PlayView;
  'campaign/redo': (args: { campaignId: number }) => PlayView;
  'campaign/rewind': (args: { campaignId: number; toStep: number }) => PlayView;
  'campaign/adjust': (args: { campaignId: number; trackerId: string; value: number; reason?: string }) => PlayView;
  'campaign/set-options': (args: { campaignId: number; options: Record<string, unknown> }) => PlayView;
  'campaign/history': (args: { campaignId: number }) => HistoryEntry[];
  'session/start': (args: { campaignId: number }) => SessionInfo;
  'session/end': (args: { campaignId: number }) => SessionInfo | null;
  'session/list': (args: { campaignId: number }) => SessionInfo[];
}

export type Method = keyof Contract;
export type Args<M extends Method> = Parameters<Contract[M]>[0];
export type Returns<M extends Method> = ReturnType<Contract[M]>;
export type RpcResult<M extends Method> = Result<Returns<M>>;
