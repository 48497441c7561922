/**
 * The browser build's transport (the owner's tab and the phone view): one WebSocket, opened on the
 * first request. When it closes — the server's ping found a phone asleep, the Wi-Fi dropped, the
 * server restarted — it opens again by itself while a view listens for notices, so a table
 * display left alone hears the next change without having to ask anything first.
 */
import {
  BINARY_METHODS,
  encodeBinaryRequest,
  type Notice,
  type WireNotice,
  type WireRequest,
  type WireResponse,
} from '../../../shared/rpc/transport';

/** What the transport needs of a WebSocket (the browser's, or `ws` in the tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string | Uint8Array<ArrayBuffer>): void;
  // The handlers are set here, never called here: any event type the socket passes is fine.
  onopen: ((...event: never[]) => unknown) | null;
  onclose: ((...event: never[]) => unknown) | null;
  onerror: ((...event: never[]) => unknown) | null;
  onmessage: ((...event: never[]) => unknown) | null;
}

export type Send = (method: string, args: unknown) => Promise<unknown>;

/** Waits before each attempt to open again (ms); the last one repeats. */
export const REOPEN_AFTER_MS = [500, 1_000, 2_000, 5_000, 10_000];

const OPEN = 1;
const lost = { ok: false, error: { code: 'rpc/disconnected', message: 'The connection to Doomkeeper was lost.' } };
const unreachable = { ok: false, error: { code: 'rpc/disconnected', message: 'Doomkeeper is not reachable. Is the server running?' } };

export function socketTransport(options: {
  open: () => SocketLike;
  hear: (notice: Notice) => void;
  /** Whether any view listens for notices (then a closed socket is opened again by itself). */
  listening: () => boolean;
  reopenAfterMs?: readonly number[];
}): Send {
  const waits = options.reopenAfterMs ?? REOPEN_AFTER_MS;
  let socket: SocketLike | null = null;
  let opening: Promise<SocketLike> | null = null;
  let reopenTimer: ReturnType<typeof setTimeout> | null = null;
  let attempts = 0;
  let nextId = 1;
  const pending = new Map<number, (result: unknown) => void>();

  const connect = (): Promise<SocketLike> => {
    if (socket && socket.readyState === OPEN) return Promise.resolve(socket);
    if (opening) return opening;
    opening = new Promise((resolve, reject) => {
      const ws = options.open();
      ws.onopen = () => {
        socket = ws;
        opening = null;
        attempts = 0;
        resolve(ws);
      };
      ws.onerror = () => {
        opening = null;
        reject(new Error('cannot reach the Doomkeeper server'));
      };
      ws.onclose = () => {
        if (socket === ws) socket = null;
        if (opening && !socket) opening = null;
        for (const [, settle] of pending) settle(lost);
        pending.clear();
        reopenLater();
      };
      ws.onmessage = (message: { data: unknown }) => {
        const frame = JSON.parse(String(message.data)) as WireResponse | WireNotice;
        if ('notice' in frame) return options.hear(frame.notice);
        pending.get(frame.id)?.(frame.result);
        pending.delete(frame.id);
      };
    });
    return opening;
  };

  /** Opens the socket again after a wait, while a view listens and no request has opened it first. */
  function reopenLater(): void {
    if (reopenTimer || !options.listening()) return;
    const wait = waits[Math.min(attempts, waits.length - 1)];
    attempts++;
    reopenTimer = setTimeout(() => {
      reopenTimer = null;
      if (socket && socket.readyState === OPEN) return;
      connect().catch(() => reopenLater());
    }, wait);
  }

  return async (method, args) => {
    let ws: SocketLike;
    try {
      ws = await connect();
    } catch {
      return unreachable;
    }
    const id = nextId++;
    const request: WireRequest = { id, method: method as WireRequest['method'], args };
    return new Promise((resolve) => {
      pending.set(id, resolve);
      // A request carrying bytes (a chunk of a file to import) goes as a binary frame, its bytes as they are.
      const bytes = (args as { bytes?: unknown } | null)?.bytes;
      if (BINARY_METHODS.has(method) && bytes instanceof Uint8Array) ws.send(encodeBinaryRequest(request, bytes));
      else ws.send(JSON.stringify(request));
    });
  };
}
