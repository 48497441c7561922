/**
 * The phone listener under abuse, on 127.0.0.1: raw connections that never show the key (silent,
 * slowloris, dripped headers), phones' views with the key, and the owner's round trip measured
 * meanwhile. Shared by `lan-abuse.test.ts` and the soak (`soak-lan.ts`).
 */
import { connect as tcpConnect, type Socket } from 'node:net';
import WebSocket from 'ws';

export type Abuser = 'silent' | 'slowloris' | 'dripped headers';

export interface HeldConnection {
  kind: Abuser;
  socket: Socket;
  /** Milliseconds after opening when the server closed it; null while it is open. */
  closedAfter: number | null;
}

/**
 * Opens `count` connections to `host` (`address:port`) that never complete a request with the key:
 * silent ones send nothing, slowloris ones a request line then a header byte every `dripMs`,
 * dripped-header ones a whole header block without its end, a byte at a time.
 */
export function holdConnections(host: string, count: number, dripMs = 200): HeldConnection[] {
  const [address, port] = host.split(':');
  const kinds: Abuser[] = ['silent', 'slowloris', 'dripped headers'];
  return Array.from({ length: count }, (_, i) => {
    const kind = kinds[i % kinds.length];
    const opened = performance.now();
    const socket = tcpConnect({ host: address, port: Number(port) });
    const held: HeldConnection = { kind, socket, closedAfter: null };
    let drip: NodeJS.Timeout | null = null;
    socket.on('error', () => undefined); // a reset is the server closing it
    socket.on('close', () => {
      held.closedAfter = performance.now() - opened;
      if (drip) clearInterval(drip);
    });
    socket.on('data', () => undefined);
    if (kind === 'silent') return held;
    const text = kind === 'slowloris' ? 'X-a: b\r\n'.repeat(10_000) : `Host: ${host}\r\nOrigin: http://${host}\r\nCookie: x=y\r\n`;
    let at = 0;
    socket.once('connect', () => {
      socket.write(kind === 'slowloris' ? `GET /?token=guess HTTP/1.1\r\nHost: ${host}\r\n` : 'G');
      drip = setInterval(() => {
        if (socket.destroyed || at >= text.length) return;
        socket.write(text[at++]);
      }, dripMs);
    });
    return held;
  });
}

export const stillOpen = (held: readonly HeldConnection[]) => held.filter((h) => h.closedAfter === null).length;

export function releaseAll(held: readonly HeldConnection[]): void {
  for (const h of held) h.socket.destroy();
}

/** Opens a phone's view (WebSocket with the key's cookie): the socket once open, or the HTTP status it was refused with. */
export function openView(
  host: string,
  cookie: string,
  options: { autoPong?: boolean; timeoutMs?: number; /** Another loopback address (127.0.0.2): another device. */ from?: string } = {},
): Promise<WebSocket | number | 'timeout'> {
  return new Promise((done) => {
    const socket = new WebSocket(`ws://${host}/rpc`, {
      headers: { Cookie: cookie },
      origin: `http://${host}`,
      autoPong: options.autoPong ?? true,
      handshakeTimeout: options.timeoutMs ?? 10_000,
      ...(options.from ? { localAddress: options.from } : {}),
    });
    socket.once('open', () => done(socket));
    socket.once('unexpected-response', (_req, res) => done(res.statusCode!));
    socket.once('error', () => done('timeout'));
  });
}

/** Sends one request on a socket and waits for its answer by id (notices skipped). */
export function ask(
  socket: WebSocket,
  id: number,
  method: string,
  args: unknown,
): Promise<{ ok: boolean; value?: any; error?: { code: string; message: string } }> {
  return new Promise((done) => {
    const listen = (raw: WebSocket.RawData) => {
      const frame = JSON.parse(String(raw));
      if (frame.id !== id) return;
      socket.off('message', listen);
      done(frame.result);
    };
    socket.on('message', listen);
    socket.send(JSON.stringify({ id, method, args }));
  });
}

/**
 * A phone flooding its views: each keeps `inFlight` history pages of `limit` steps asked at once
 * until `stop()`. Counts the answers by outcome.
 */
export function flood(
  views: readonly WebSocket[],
  campaignId: number,
  options: { limit?: number; inFlight?: number } = {},
): { stop: () => void; answered: () => Record<string, number> } {
  const tally: Record<string, number> = {};
  let running = true;
  let id = 1_000_000;
  const frame = () => JSON.stringify({ id: id++, method: 'campaign/history-page', args: { campaignId, limit: options.limit ?? 2_000 } });
  for (const view of views) {
    view.on('message', (raw) => {
      const answer = JSON.parse(String(raw));
      if (answer.notice) return;
      const outcome = answer.result.ok ? 'ok' : answer.result.error.code;
      tally[outcome] = (tally[outcome] ?? 0) + 1;
      if (running && view.readyState === view.OPEN) view.send(frame());
    });
    for (let i = 0; i < (options.inFlight ?? 4); i++) view.send(frame());
  }
  return {
    stop: () => {
      running = false;
    },
    answered: () => ({ ...tally }),
  };
}

/** Round trips of one request every `everyMs` on the owner's socket until `stop()`: their times in ms. */
export function measureOwner(
  owner: WebSocket,
  request: () => { method: string; args: unknown },
  everyMs = 50,
): { stop: () => Promise<number[]> } {
  const times: number[] = [];
  let running = true;
  let id = 1;
  const loop = (async () => {
    while (running) {
      const { method, args } = request();
      const started = performance.now();
      const answer = await ask(owner, id++, method, args);
      if (!answer.ok) throw new Error(`the owner's ${method} failed: ${answer.error?.code}`);
      times.push(performance.now() - started);
      await new Promise((wait) => setTimeout(wait, everyMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return times;
    },
  };
}

/** The p-th percentile (0-100) of a list of numbers. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
