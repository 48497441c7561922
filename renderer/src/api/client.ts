/** The renderer's only way to main: `invoke` over IPC (desktop) or the local WebSocket (browser build). */
import type { Args, Method, RpcResult } from '../../../shared/rpc/contract';
import { NOTICE_CHANNEL, type Notice } from '../../../shared/rpc/transport';
import { socketTransport, type Send } from './socket-transport';

/** Who hears the services' notices (a campaign changed in this or another view). */
const noticeListeners = new Set<(notice: Notice) => void>();
const hear = (notice: Notice) => {
  for (const listener of noticeListeners) listener(notice);
};

const send: Send =
  typeof window !== 'undefined' && window.doomkeeper
    ? (m, a) => window.doomkeeper!.invoke(m, a)
    : socketTransport({
        open: () => new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/rpc`),
        hear,
        listening: () => noticeListeners.size > 0,
      });

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
 * has made a request — and again by itself after it closed); returns how to stop listening.
 */
export function onNotice(listener: (notice: Notice) => void): () => void {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
}

if (typeof window !== 'undefined' && window.doomkeeper) window.doomkeeper.on(NOTICE_CHANNEL, (payload) => hear(payload as Notice));
