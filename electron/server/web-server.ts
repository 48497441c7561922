/**
 * The browser build's HTTP + WebSocket front: static renderer files and the RPC socket. No input
 * from a client may stop the process: a malformed request gets 400, a malformed frame a typed
 * error, a frame that breaks the protocol closes that one socket (1007 invalid UTF-8, 1009 too
 * big), and everything else keeps running. Each socket is served with back-pressure (`rpc-socket.ts`).
 * The server may listen before the services behind it have started (`serve.ts`): the page loads
 * meanwhile, and its first requests wait, in order, until the services answer them. The WebSocket
 * server (the `ws` package: ~20 ms of CPU to load, its client side loading Node's https and tls) is
 * made for the first socket, not before the server listens: a page opens its socket once its
 * scripts have run, and the start loads `ws` meanwhile, as one of its pieces (`serve.ts`).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, join, resolve, sep } from 'node:path';
import type { Duplex } from 'node:stream';
import type { RawData, WebSocketServer } from 'ws';
import type { Dispatch } from '../main/services/rpc';
import { decodeBinaryRequest, WEBSOCKET_MAX_MESSAGE, type Notice, type WireResponse } from '../../shared/rpc/transport';
import { broadcast, bytesOf, OWNER_PACING, serveRpcSocket } from './rpc-socket';

export interface WebServerOptions {
  /** How requests are answered; a promise while the services are starting: each socket's requests wait for it in order, none is lost. */
  dispatch: Dispatch | Promise<Dispatch>;
  host: string;
  port: number;
  staticRoot: string;
  log?: (message: string) => void;
  /** Where notices come from (a campaign changed): each is sent to every open socket. */
  onNotice?: (listener: (notice: Notice) => void) => () => void;
}

export const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/**
 * The `ws` package, loaded when first asked for (a CommonJS package: the same module an `import` of
 * it gives): by the first socket here, by the phone view's server when it is first switched on.
 */
export const loadWs = (): typeof import('ws') => createRequire(import.meta.url)('ws') as typeof import('ws');

export function createWebServer(options: WebServerOptions): { server: Server; sockets: { close: () => void } } {
  const { host, port } = options;
  // Until the services have started, a request waits for them (its socket's later ones queue behind it, `rpc-socket.ts`).
  let dispatch: Dispatch | null = typeof options.dispatch === 'function' ? options.dispatch : null;
  const started = dispatch ? null : Promise.resolve(options.dispatch).then((ready) => (dispatch = ready));
  // Services that never start fail each waiting request (its socket closes, `rpc-socket.ts`), not the process.
  started?.catch(() => undefined);
  const staticRoot = resolve(options.staticRoot);
  const assetsRoot = join(staticRoot, 'assets') + sep;
  const log = options.log ?? ((message) => console.error(message));
  // Only our own names: a DNS-rebound page reaches 127.0.0.1 under its own host name and is refused.
  const hosts = new Set([`${host}:${port}`, `localhost:${port}`, `127.0.0.1:${port}`]);
  const origins = new Set([...hosts].map((h) => `http://${h}`));
  const csp = `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self' ws://${host}:${port} ws://localhost:${port}; object-src 'none'; base-uri 'none'; frame-ancestors 'none'`;

  function serveStatic(req: IncomingMessage, res: ServerResponse): void {
    if (!hosts.has(req.headers.host ?? '')) return answer(res, 421, 'Unknown host: open Doomkeeper at the address it printed.');
    if (req.method !== 'GET' && req.method !== 'HEAD') return answer(res, 405, 'Only GET is served here.');
    const file = staticPath(staticRoot, req.url ?? '/');
    if (file === null) return answer(res, 400, 'Malformed path.');
    const served = isFile(file) ? file : join(staticRoot, 'index.html');
    if (!isFile(served)) return answer(res, 500, 'The renderer is not built: run `npm run build:web` first.');
    const body = readFileSync(served);
    res.writeHead(200, {
      'Content-Type': TYPES[extname(served)] ?? 'application/octet-stream',
      'Content-Security-Policy': csp,
      // The build's assets are named by their content's hash (a new build, new names): the browser
      // keeps them, and its compiled code, for the next start. The page itself is always asked again.
      'Cache-Control': served.startsWith(assetsRoot) ? 'public, max-age=31536000, immutable' : 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = createServer((req, res) => {
    try {
      serveStatic(req, res);
    } catch (error) {
      log(`HTTP ${String(req.url).slice(0, 200)} failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) answer(res, 500, 'Something went wrong reading that file.');
      else res.destroy();
    }
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

  let sockets: WebSocketServer | null = null;
  let closed = false;
  /** The WebSocket server, made on the first upgrade (as `new WebSocketServer({ server, path })` would answer it). */
  function webSockets(): WebSocketServer {
    if (sockets) return sockets;
    const { WebSocketServer } = loadWs();
    const made = new WebSocketServer({
      noServer: true,
      path: '/rpc',
      maxPayload: WEBSOCKET_MAX_MESSAGE,
      // Only pages served by this server, under our own host name, may connect: no other site can drive the campaigns.
      verifyClient: ({ origin, req }: { origin: string; req: IncomingMessage }) => origins.has(origin) && hosts.has(req.headers.host ?? ''),
    });
    made.on('error', (error) => log(`WebSocket server: ${error.message}`));
    made.on('connection', (socket) => {
      // ws closes the socket itself (1007, 1009, 1002) and reports why here; without a listener it would throw.
      socket.on('error', (error) => log(`WebSocket closed: ${error.message}`));
      // Back-pressure: a burst of requests waits in the client's buffers, not in our memory.
      serveRpcSocket(socket, {
        answer: (raw, isBinary) => (dispatch ? respond(dispatch, raw, isBinary) : started!.then((ready) => respond(ready, raw, isBinary))),
        log,
        pacing: OWNER_PACING,
      });
    });
    return (sockets = made);
  }
  const upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const made = webSockets();
    made.handleUpgrade(req, socket, head, (ws) => made.emit('connection', ws, req));
  };
  server.on('upgrade', upgrade);
  // The server's own errors (a port taken) were the WebSocket server's to report when it was attached to it.
  server.on('error', (error) => log(`WebSocket server: ${error.message}`));
  // Every open view follows every change, whoever made it (its own echo it ignores by the head).
  // Sent after the answer that caused it, so the acting view has its step before the echo.
  const stop = options.onNotice?.((notice) =>
    setImmediate(() => {
      if (sockets) broadcast(sockets.clients, { notice }, OWNER_PACING);
    }),
  );
  const close = () => {
    if (closed) return;
    closed = true;
    server.off('upgrade', upgrade);
    sockets?.close();
    stop?.();
  };
  return { server, sockets: { close } };
}

/** The file a URL path names under the root, or null when the path is malformed or leaves the root. */
export function staticPath(root: string, url: string): string | null {
  const rawPath = url.split(/[?#]/, 1)[0];
  if (!rawPath.startsWith('/')) return null;
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (path.includes('\0') || path.includes('\\')) return null;
  const file = resolve(root, `.${path}`);
  return file === root || file.startsWith(root + sep) ? file : null;
}

/** One RPC request frame → its answer; malformed frames get a typed error. */
export function respond(dispatch: Dispatch, raw: RawData, isBinary: boolean): WireResponse {
  const refuse = (id: number, message: string): WireResponse => ({
    id,
    result: { ok: false, error: { code: 'rpc/invalid_payload', message } },
  });
  // Binary frames carry bytes (a chunk of a file to import), never parsed as text: see `decodeBinaryRequest`.
  if (isBinary) {
    const request = decodeBinaryRequest(bytesOf(raw));
    if (!request.ok) return refuse(request.id, request.error);
    return { id: request.id, result: dispatch(request.method, request.args) };
  }
  let request: unknown;
  try {
    request = JSON.parse(String(raw));
  } catch {
    return refuse(-1, 'The request was not valid JSON.');
  }
  if (typeof request !== 'object' || request === null || Array.isArray(request))
    return refuse(-1, 'A request is an object {id, method, args}.');
  const { id, method, args } = request as { id?: unknown; method?: unknown; args?: unknown };
  const wireId = typeof id === 'number' && Number.isSafeInteger(id) ? id : -1;
  if (typeof method !== 'string') return refuse(wireId, 'A request names its method as a string.');
  return { id: wireId, result: dispatch(method, args) };
}

export function answer(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text);
}

export function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
