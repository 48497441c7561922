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

/**
 * The largest file the browser build imports: its UTF-8 bytes, sent in chunks (`history/import-upload`,
 * then `history/import-chunk`), never as one text message (issue 27 findings 7 and 8).
 */
export const IMPORT_MAX_BYTES = 64 * 1024 * 1024;
/** The largest chunk of a file `history/import-chunk` takes (the renderer sends chunks of this size). */
export const IMPORT_CHUNK_BYTES = 1024 * 1024;

/** The only requests sent as binary frames: their `args.bytes` is the frame's body, not JSON. */
export const BINARY_METHODS: ReadonlySet<string> = new Set(['history/import-chunk']);
/** The most bytes a binary frame's header (the request without its bytes, as JSON) may take. */
export const BINARY_HEADER_MAX = 1024;

/**
 * A request carrying bytes as one binary frame: 4 bytes (big-endian) giving the header's length,
 * the header (the request without `args.bytes`, JSON in UTF-8), then the bytes themselves.
 */
export function encodeBinaryRequest(request: WireRequest, bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const { bytes: _bytes, ...args } = (request.args ?? {}) as Record<string, unknown>;
  const header = new TextEncoder().encode(JSON.stringify({ ...request, args }));
  const frame = new Uint8Array(4 + header.length + bytes.length);
  new DataView(frame.buffer).setUint32(0, header.length);
  frame.set(header, 4);
  frame.set(bytes, 4 + header.length);
  return frame;
}

/**
 * Reads a binary frame back into its request, `args.bytes` a view of the frame's body (not a copy);
 * a frame that is not one says why (`error`), with the request's id when it could be read.
 */
export function decodeBinaryRequest(
  frame: Uint8Array,
): { ok: true; id: number; method: string; args: Record<string, unknown> } | { ok: false; id: number; error: string } {
  const malformed = (error: string, id = -1) => ({ ok: false as const, id, error });
  if (frame.length < 4) return malformed('A binary frame begins with the length of its header.');
  const length = new DataView(frame.buffer, frame.byteOffset, frame.byteLength).getUint32(0);
  if (length < 2 || length > BINARY_HEADER_MAX || 4 + length > frame.length)
    return malformed(`A binary frame's header is 2 to ${BINARY_HEADER_MAX} bytes long and within the frame.`);
  let header: unknown;
  try {
    header = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(frame.subarray(4, 4 + length)));
  } catch {
    return malformed("A binary frame's header is not valid JSON.");
  }
  if (typeof header !== 'object' || header === null || Array.isArray(header))
    return malformed('A request is an object {id, method, args}.');
  const { id, method, args } = header as { id?: unknown; method?: unknown; args?: unknown };
  const wireId = typeof id === 'number' && Number.isSafeInteger(id) ? id : -1;
  if (typeof method !== 'string') return malformed('A request names its method as a string.', wireId);
  if (!BINARY_METHODS.has(method)) return malformed('Requests are JSON text frames.', wireId);
  if (typeof args !== 'object' || args === null || Array.isArray(args) || Object.hasOwn(args, 'bytes'))
    return malformed("A binary request's arguments are an object; its bytes are the frame's body.", wireId);
  return { ok: true, id: wireId, method, args: { ...(args as Record<string, unknown>), bytes: frame.subarray(4 + length) } };
}
