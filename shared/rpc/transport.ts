/** The wire format shared by the IPC channel and the WebSocket transport. */
import type { BackupFailure, HistoryEntry, Method } from './contract';

/**
 * What the preload exposes to the renderer as `window.doomkeeper`: only `invoke` and `on`.
 * Declared here, not in the preload, so the renderer's types never reach into electron/.
 */
export interface DoomkeeperApi {
  invoke: (method: string, args: unknown) => Promise<unknown>;
  on: (channel: 'doomkeeper:notice', listener: (payload: unknown) => void) => () => void;
}

/** The channel main pushes notices on (Electron); the browser build sends them as `{ notice }` frames. */
export const NOTICE_CHANNEL = 'doomkeeper:notice';

/**
 * Something changed that every open view should show: a campaign's new step (an action, an undo,
 * a rewind…) with its head, so a view that already has it (its own action) ignores the echo.
 */
export type Notice =
  | { kind: 'campaign/changed'; campaignId: number; head: number; lastStep: HistoryEntry[]; historyMoved?: true }
  /** A scheduled backup could not be written (no campaign's own: phones never hear it). */
  | ({ kind: 'backup/failed'; campaignId: null } & BackupFailure);

/** A campaign changed: its new head and last step. */
export type CampaignChanged = Extract<Notice, { kind: 'campaign/changed' }>;

/** A WebSocket frame from the server that answers no request. */
export interface WireNotice {
  notice: Notice;
}

/** The one generic IPC channel. */
export const RPC_CHANNEL = 'doomkeeper:rpc';

export interface WireRequest {
  id: number;
  method: Method;
  args: unknown;
}

export interface WireResponse {
  id: number;
  result: { ok: true; value: unknown } | { ok: false; error: { code: string; message: string } };
}

/** The largest message the browser build's WebSocket accepts (a whole campaign export fits). */
export const WEBSOCKET_MAX_MESSAGE = 64 * 1024 * 1024;
