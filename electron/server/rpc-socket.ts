/**
 * One RPC WebSocket served with back-pressure, for the owner's server and the phone listener alike:
 * requests wait in a small queue and are answered one per turn of the event loop (other sockets,
 * the owner's among them, get their turn between two of them); while answers lie unsent (the client
 * is not reading), the queue is long or the sender has used its share of the work, the socket is
 * not read, so a burst waits in the client's and the kernel's buffers instead of our memory. A
 * request that arrives anyway past the queue's bound is answered at once with a typed `rpc/busy`.
 */
import type { RawData, WebSocket } from 'ws';
import type { WireNotice, WireResponse } from '../../shared/rpc/transport';

export interface Pacing {
  /** Unsent answer bytes above which the socket is no longer read (and no request answered). */
  highWaterBytes: number;
  /** Request bytes waiting to be answered; once reached, a further request is refused as busy (one frame of any size is taken when none waits). */
  queueBytes: number;
  /** Requests waiting past which the socket is no longer read. */
  queueFrames: number;
  /** Unsent bytes past which a socket that never reads is cut: notices would pile up for it. */
  stalledBytes: number;
}

export const OWNER_PACING: Pacing = {
  highWaterBytes: 4 * 1024 * 1024,
  queueBytes: 4 * 1024 * 1024,
  queueFrames: 64,
  stalledBytes: 64 * 1024 * 1024,
};

/** How often a socket held back by unsent bytes looks whether they went out. */
const DRAIN_POLL_MS = 20;

/** The words of the busy refusal (the renderer shows its own words for the code). */
export const BUSY = { code: 'rpc/busy', message: 'Too many requests at once on this connection: ask again in a moment.' } as const;

/**
 * A share of the work (milliseconds of answering per second, with a burst), kept for one sender
 * (a phone) and, through `parent`, for a group of them (all phones): a sender over its share waits.
 */
export class WorkShare {
  private left: number;
  private at = performance.now();

  constructor(
    private readonly msPerSecond: number,
    private readonly burstMs: number,
    private readonly parent?: WorkShare,
  ) {
    this.left = burstMs;
  }

  private refill(): void {
    const now = performance.now();
    this.left = Math.min(this.burstMs, this.left + ((now - this.at) * this.msPerSecond) / 1000);
    this.at = now;
  }

  /** Milliseconds until this sender (and its group) may work again; 0: now. */
  waitMs(): number {
    this.refill();
    const own = this.left > 0 ? 0 : Math.ceil(((-this.left + 1) * 1000) / this.msPerSecond);
    return Math.max(own, this.parent?.waitMs() ?? 0);
  }

  spend(ms: number): void {
    this.refill();
    this.left -= ms;
    this.parent?.spend(ms);
  }
}

export interface RpcSocketOptions {
  /** One request frame → its answer (`respond` with the listener's dispatch). */
  answer: (raw: Buffer, isBinary: boolean) => WireResponse | Promise<WireResponse>;
  log: (message: string) => void;
  pacing: Pacing;
  /** The sender's share of the work (phones); the owner has none. */
  share?: WorkShare;
  /** Called on every request (the phone listener's idle clock). */
  onRequest?: () => void;
}

/** The request id a frame names, read from its start without parsing it all (the renderer writes `{"id":n,…`). */
function idOf(raw: Buffer): number {
  const match = /^\s*\{\s*"id"\s*:\s*(\d{1,15})\s*[,}]/.exec(raw.subarray(0, 64).toString('latin1'));
  return match ? Number(match[1]) : -1;
}

export const bytesOf = (raw: RawData): Buffer => (Buffer.isBuffer(raw) ? raw : Array.isArray(raw) ? Buffer.concat(raw) : Buffer.from(raw));

/** Serves `socket`'s requests through `dispatch`, paced as described above. */
export function serveRpcSocket(socket: WebSocket, options: RpcSocketOptions): void {
  const { answer, log, pacing, share } = options;
  const queue: { raw: Buffer; isBinary: boolean }[] = [];
  let queued = 0;
  let scheduled = false;
  let working = false;
  let waitingForShare: NodeJS.Timeout | null = null;

  let drainPoll: NodeJS.Timeout | null = null;
  /** Stops reading the socket while something holds it back, and reads it again once nothing does. */
  const steer = () => {
    if (socket.readyState !== socket.OPEN) return;
    const unsent = socket.bufferedAmount > pacing.highWaterBytes;
    // Notices are sent without a callback: while they drain, look again shortly rather than wait for one.
    if (unsent)
      drainPoll ??= setTimeout(() => {
        drainPoll = null;
        steer();
        schedule();
      }, DRAIN_POLL_MS);
    if (unsent || queue.length >= pacing.queueFrames || waitingForShare !== null) {
      if (!socket.isPaused) socket.pause();
    } else if (socket.isPaused) socket.resume();
  };
  const schedule = () => {
    if (scheduled || working || queue.length === 0) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      void answerNext();
    });
  };

  async function answerNext(): Promise<void> {
    if (socket.readyState !== socket.OPEN) return void queue.splice(0);
    // The client has not read what it was sent: its next answer waits until that is on the wire.
    if (socket.bufferedAmount > pacing.highWaterBytes) return steer();
    const wait = share?.waitMs() ?? 0;
    if (wait > 0) {
      waitingForShare ??= setTimeout(() => {
        waitingForShare = null;
        steer();
        schedule();
      }, wait);
      return steer();
    }
    const next = queue.shift();
    if (!next) return steer();
    queued -= next.raw.length;
    working = true;
    const started = performance.now();
    try {
      const frame = JSON.stringify(await answer(next.raw, next.isBinary));
      share?.spend(performance.now() - started);
      if (socket.readyState === socket.OPEN)
        socket.send(frame, () => {
          steer();
          schedule();
        });
    } catch (error) {
      log(`WebSocket request failed: ${error instanceof Error ? error.message : String(error)}`);
      socket.close(1011, 'internal error');
    } finally {
      working = false;
    }
    steer();
    schedule();
  }

  socket.on('message', (data, isBinary) => {
    options.onRequest?.();
    const raw = bytesOf(data);
    // Past the bound (frames ws had already read before the socket was paused): a typed refusal, nothing queued.
    if (queue.length > 0 && queued >= pacing.queueBytes) {
      const busy: WireResponse = { id: isBinary ? -1 : idOf(raw), result: { ok: false, error: { ...BUSY } } };
      socket.send(JSON.stringify(busy), () => {
        steer();
        schedule();
      });
      return steer();
    }
    queue.push({ raw, isBinary });
    queued += raw.length;
    steer();
    schedule();
  });
  socket.on('close', () => {
    queue.splice(0);
    if (waitingForShare) clearTimeout(waitingForShare);
    if (drainPoll) clearTimeout(drainPoll);
  });
}

/** Sends a notice to every open socket; one that has let `stalledBytes` pile up unread is cut instead. */
export function broadcast(clients: Iterable<WebSocket>, frame: WireNotice, pacing: Pacing): void {
  const text = JSON.stringify(frame);
  for (const client of clients) {
    if (client.readyState !== client.OPEN) continue;
    // A close frame would wait behind what it has not read: cut at once.
    if (client.bufferedAmount > pacing.stalledBytes) client.terminate();
    else client.send(text);
  }
}
