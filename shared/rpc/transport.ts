/** The wire format shared by the IPC channel and the WebSocket transport. */
import type { Method } from './contract';

/**
 * What the preload exposes to the renderer as `window.doomkeeper`: only `invoke` and `on`.
 * Declared here, not in the preload, so the renderer's types never reach into electron/.
 */
export interface DoomkeeperApi {
  invoke: (method: string, args: unknown) => Promise<unknown>;
  on: (channel: 'doomkeeper:notice', listener: (payload: unknown) => void) => () => void;
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
