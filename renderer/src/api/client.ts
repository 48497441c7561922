/** The renderer's only way to main: `invoke` over IPC (desktop) or the local WebSocket (browser build). */
import type { Args, Method, RpcResult } from '../../../shared/rpc/contract';
import { NOTICE_CHANNEL, type Notice, type WireNotice, type WireRequest, type WireResponse } from '../../../shared/rpc/transport';

/** Who hears the services' notices (a campaign changed in this or another view). */
const noticeListeners = new Set<(notice: Notice) => void>();
const hear = (notice: Notice) => {
  for (const listener of noticeListeners) listener(notice);
};

type Send = (method: Method, args: unknown) => Promise<unknown>;

function websocketTransport(): Send {
  let socket: WebSocket | null = null;
  let opening: Promise<WebSocket> | null = null;
  let nextId = 1;
  const pending = new Map<number, (result: unknown) => void>();

  const connect = (): Promise<WebSocket> => {
    if (socket && socket.readyState === WebSocket.OPEN) return Promise.resolve(socket);
    if (opening) return opening;
    opening = new Promise((resolve, reject) => {
      const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/rpc`);
      ws.onopen = () => {
        socket = ws;
        opening = null;
        resolve(ws);
      };
      ws.onerror = () => {
        opening = null;
        reject(new Error('cannot reach the Doomkeeper server'));
      };
      ws.onclose = () => {
        socket = null;
        for (const [, settle] of pending)
          settle({ ok: false, error: { code: 'rpc/disconnected', message: 'The connection to Doomkeeper was lost.' } });
        pending.clear();
      };
      ws.onmessage = (message) => {
        const frame = JSON.parse(String(message.data)) as WireResponse | WireNotice;
        if ('notice' in frame) return hear(frame.notice);
        const response = frame;
        pending.get(response.id)?.(response.result);
        pending.delete(response.id);
      };
    });
    return opening;
  };

  return async (method, args) => {
    let ws: WebSocket;
    try {
      ws = await connect();
    } catch {
      return { ok: false, error: { code: 'rpc/disconnected', message: 'Doomkeeper is not reachable. Is the server running?' } };
    }
    const id = nextId++;
    const request: WireRequest = { id, method, args };
    return new Promise((resolve) => {
      pending.set(id, resolve);
      ws.send(JSON.stringify(request));
    });
  };
}

const send: Send = typeof window !== 'undefined' && window.doomkeeper ? (m, a) => window.doomkeeper!.invoke(m, a) : websocketTransport();

/** Fired on `window` when main refuses a request because the database is damaged (recovery mode). */
export const DAMAGED_EVENT = 'doomkeeper:database-damaged';

/** Calls a main-process method; the result is `{ ok, value }` or `{ ok: false, error }`. */
export async function invoke<M extends Method>(method: M, args: Args<M>): Promise<RpcResult<M>> {
  const result = (await send(method, args)) as RpcResult<M>;
  if (!result.ok && result.error.code === 'db/damaged' && typeof window !== 'undefined') window.dispatchEvent(new Event(DAMAGED_EVENT));
  return result;
}

/**
 * Calls `listener` with every notice the services push (over IPC, or the WebSocket once this view
 * has made a request); returns how to stop listening.
 */
export function onNotice(listener: (notice: Notice) => void): () => void {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
}

if (typeof window !== 'undefined' && window.doomkeeper) window.doomkeeper.on(NOTICE_CHANNEL, (payload) => hear(payload as Notice));
