/**
 * The phone view's listener on the local network: a separate, read-only front to one campaign's
 * table display. Every request, HTTP and WebSocket alike, carries the token (in the URL the QR code
 * holds, then in a cookie the page's own requests send); the Host must be the address we listen
 * on and an Origin, when sent, our own; only the read methods of LAN_READ_METHODS reach the
 * services, and only for the shared campaign. Under abuse it holds a bounded number of connections:
 * one that has not shown the key within seconds is closed, each phone (remote address) has a few
 * sockets and a share of the work, and a socket whose phone stops answering pings is closed.
 */
import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createFront, type Server } from 'node:net';
import { readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import type { WebSocket } from 'ws';
import { fail } from '../../shared/engine/result';
import type { Method } from '../../shared/rpc/contract';
import type { Notice } from '../../shared/rpc/transport';
import type { Dispatch } from '../main/services/rpc';
import { LAN_LIMITS, LanDoor, type LanLimits } from './lan-door';
import { broadcast, serveRpcSocket, type Pacing } from './rpc-socket';
import { answer, isFile, loadWs, respond, staticPath, TYPES } from './web-server';

/** What a phone may ask: what the table display reads, nothing that writes or lists other campaigns. */
export const LAN_READ_METHODS: readonly Method[] = [
  'recovery/status',
  'ruleset/list',
  'ruleset/pack',
  'campaign/open',
  'campaign/history-page',
];

/** The cookie the phone's page carries the token in after opening the QR code's URL. */
export const LAN_COOKIE = 'doomkeeper_lan';

/** A read request is a few hundred bytes. */
const MAX_REQUEST = 16 * 1024;

/** A phone's answers are small: it is not read past 1 MB unsent, and cut past 8 MB. */
const PHONE_PACING: Pacing = { highWaterBytes: 1024 * 1024, queueBytes: 64 * 1024, queueFrames: 8, stalledBytes: 8 * 1024 * 1024 };

export interface LanServerOptions {
  dispatch: Dispatch;
  onNotice: (listener: (notice: Notice) => void) => () => void;
  staticRoot: string;
  /** The address phones reach (a LAN address; 127.0.0.1 in tests). */
  address: string;
  token: string;
  campaignId: number;
  log?: (message: string) => void;
  limits?: Partial<LanLimits>;
}

export interface LanServer {
  /** What listens (the door in front of the HTTP and WebSocket server). */
  server: Server;
  /** Connections open now and turned away so far. */
  door: LanDoor;
  /** Closes every socket and the listener; resolves once nothing is open. */
  close: () => Promise<void>;
}

/** Only the read methods, only for the shared campaign, history pages of at most `pageLimit` steps; everything else refused by name. */
export function readOnlyDispatch(dispatch: Dispatch, campaignId: number, pageLimit = LAN_LIMITS.pageLimit): Dispatch {
  const allowed = new Set<string>(LAN_READ_METHODS);
  return (method, args) => {
    if (typeof method !== 'string' || !allowed.has(method)) {
      const shown = typeof method === 'string' ? method.slice(0, 60) : typeof method;
      return fail('lan/read_only', `The phone view is read-only: "${shown}" can only be done in the app.`);
    }
    const asked = args !== null && typeof args === 'object' && 'campaignId' in args ? args.campaignId : campaignId;
    if (asked !== campaignId) return fail('lan/not_shared', 'The phone view shows only the campaign the app shares.');
    if (method === 'campaign/history-page' && args !== null && typeof args === 'object') {
      const limit = 'limit' in args ? args.limit : undefined;
      if (typeof limit === 'number' && limit > pageLimit)
        return fail('lan/page_too_large', `The phone view reads at most ${pageLimit} steps at a time.`, { limit: pageLimit });
      // Without a limit the app's own page (300) would be read: a phone's is smaller.
      if (limit === undefined) return dispatch(method, { ...args, limit: pageLimit });
    }
    return dispatch(method, args);
  };
}

/** Whether `offered` is the token, compared in constant time. */
export function sameToken(offered: string | null | undefined, token: string): boolean {
  if (!offered) return false;
  const a = Buffer.from(offered);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The token a request carries: `?token=` in its URL, else the cookie. */
function offeredToken(req: IncomingMessage): { token: string | null; fromUrl: boolean } {
  const query = new URL(req.url ?? '/', 'http://lan.invalid').searchParams.get('token');
  if (query !== null) return { token: query, fromUrl: true };
  const cookie = (req.headers.cookie ?? '')
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${LAN_COOKIE}=`));
  return { token: cookie ? cookie.slice(LAN_COOKIE.length + 1) : null, fromUrl: false };
}

export function createLanServer(options: LanServerOptions): LanServer {
  const { address, token, campaignId } = options;
  const staticRoot = resolve(options.staticRoot);
  const log = options.log ?? ((message) => console.error(message));
  const limits: LanLimits = { ...LAN_LIMITS, ...options.limits };
  const dispatch = readOnlyDispatch(options.dispatch, campaignId, limits.pageLimit);
  const door = new LanDoor(limits);
  let host = '';
  let origin = '';
  const csp = () =>
    `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self' ws://${host}; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'`;

  /** Why a request is refused (status and words), or null when it may go on. */
  function refusal(req: IncomingMessage, { websocket }: { websocket: boolean }): [number, string] | null {
    if (req.headers.host !== host) return [421, 'Unknown host: open the address the app shows.'];
    const from = req.headers.origin;
    if (websocket ? from !== origin : from !== undefined && from !== origin) return [403, 'Requests from other sites are refused.'];
    if (!sameToken(offeredToken(req).token, token))
      return [401, 'This link is missing its token or the token is wrong: scan the QR code the app shows again.'];
    return null;
  }

  function serveStatic(req: IncomingMessage, res: ServerResponse): void {
    const refused = refusal(req, { websocket: false });
    if (refused) {
      // Closed after the refusal: a connection without the key holds nothing open.
      res.setHeader('Connection', 'close');
      return answer(res, ...refused);
    }
    door.authenticated(req.socket);
    if (req.method !== 'GET' && req.method !== 'HEAD') return answer(res, 405, 'The phone view only reads.');
    const file = staticPath(staticRoot, req.url ?? '/');
    if (file === null) return answer(res, 400, 'Malformed path.');
    const served = isFile(file) ? file : join(staticRoot, 'index.html');
    if (!isFile(served)) return answer(res, 500, 'The renderer is not built.');
    const headers: Record<string, string> = {
      'Content-Type': TYPES[extname(served)] ?? 'application/octet-stream',
      'Content-Security-Policy': csp(),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    };
    // The page's own requests (scripts, styles, the socket) carry the token from here on.
    if (offeredToken(req).fromUrl) headers['Set-Cookie'] = `${LAN_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict`;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : withLanSocket(served, readFileSync(served)));
  }

  /**
   * The page's own CSP (a meta tag naming the loopback sockets) also lets the phone's page reach
   * this listener's socket: browsers that do not count ws: as 'self' would refuse it otherwise.
   */
  function withLanSocket(file: string, body: Buffer): Buffer | string {
    return extname(file) === '.html' ? body.toString('utf8').replaceAll("connect-src 'self'", `connect-src 'self' ws://${host}`) : body;
  }

  // A request must be complete within the time to show the key (slowloris, dripped headers).
  const http = createServer(
    {
      headersTimeout: limits.authenticateMs,
      requestTimeout: limits.authenticateMs * 2,
      connectionsCheckingInterval: Math.min(1_000, limits.authenticateMs),
      keepAliveTimeout: 5_000,
    },
    (req, res) => {
      try {
        serveStatic(req, res);
      } catch (error) {
        log(`LAN HTTP failed: ${error instanceof Error ? error.message : String(error)}`);
        if (!res.headersSent) answer(res, 500, 'Something went wrong reading that file.');
        else res.destroy();
      }
    },
  );
  // The door stands before HTTP: a connection over a bound is closed before any parser is set up for it.
  const server = createFront({ pauseOnConnect: true }, (socket) => {
    if (!door.admit(socket)) return;
    http.emit('connection', socket);
    socket.resume();
  });
  http.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  server.on('listening', () => {
    const bound = server.address();
    const port = bound !== null && typeof bound === 'object' ? bound.port : 0;
    host = `${address}:${port}`;
    origin = `http://${host}`;
  });

  // `ws` is loaded when the phone view is first switched on, not with the services (the app's own views use IPC).
  const { WebSocketServer } = loadWs();
  const sockets = new WebSocketServer({
    server: http,
    path: '/rpc',
    maxPayload: MAX_REQUEST,
    verifyClient: ({ req }: { req: IncomingMessage }, done: (ok: boolean, status?: number, message?: string) => void) => {
      const refused = refusal(req, { websocket: true }) ?? door.viewRefusal(req.socket.remoteAddress, sockets.clients.size);
      if (refused) return done(false, ...refused);
      door.authenticated(req.socket);
      done(true);
    },
  });
  sockets.on('error', (error) => log(`LAN WebSocket server: ${error.message}`));
  const alive = new WeakSet<WebSocket>();
  sockets.on('connection', (socket: WebSocket, req: IncomingMessage) => {
    const { share, release } = door.openView(req.socket.remoteAddress);
    alive.add(socket);
    socket.on('pong', () => alive.add(socket));
    socket.on('close', release);
    socket.on('error', (error) => log(`LAN WebSocket closed: ${error.message}`));
    serveRpcSocket(socket, {
      answer: (raw, isBinary) => respond(dispatch, raw, isBinary),
      log,
      pacing: PHONE_PACING,
      share,
      onRequest: () => alive.add(socket),
    });
  });
  // A phone that went away (asleep, out of range) without closing answers no ping: its socket is closed.
  const heartbeat = setInterval(() => {
    for (const client of sockets.clients) {
      if (!alive.has(client)) {
        client.terminate();
        continue;
      }
      alive.delete(client);
      client.ping();
    }
  }, limits.heartbeatMs);
  heartbeat.unref();
  // Phones follow the shared campaign's changes, and only that campaign's.
  const stopNotices = options.onNotice((notice) => {
    if (notice.campaignId !== campaignId) return;
    setImmediate(() => broadcast(sockets.clients, { notice }, PHONE_PACING));
  });

  const close = () =>
    new Promise<void>((closed) => {
      stopNotices();
      clearInterval(heartbeat);
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      server.close(() => closed());
      http.closeAllConnections();
      door.close();
    });
  return { server, door, close };
}
