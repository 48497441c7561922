/**
 * The browser build: serves the renderer to an ordinary browser with the real main-process
 * services (engine + SQLite) behind a WebSocket bound to 127.0.0.1.
 * Usage: tsx electron/server/serve.ts [--port 5170] [--db path] [--static out/web] [--seed N]
 * `--seed N` (or DOOMKEEPER_SEED) makes the app's dice reproducible, for tests and demos.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { WebSocketServer } from 'ws';
import { seededRoller } from '../main/services/dice-roller';
import { startServices } from '../main/services/services';
import { WEBSOCKET_MAX_MESSAGE, type WireRequest, type WireResponse } from '../../shared/rpc/transport';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.DOOMKEEPER_PORT ?? '5170' },
    db: { type: 'string', default: process.env.DOOMKEEPER_DB ?? join(homedir(), '.doomkeeper', 'doomkeeper.sqlite') },
    static: { type: 'string', default: resolve('out/web') },
    seed: { type: 'string' },
  },
});

const HOST = '127.0.0.1';
const seed = values.seed ?? process.env.DOOMKEEPER_SEED;
const port = Number(values.port);
const staticRoot = resolve(values.static!);
const databasePath = resolve(values.db!);
mkdirSync(dirname(databasePath), { recursive: true });

const pkg = JSON.parse(readFileSync(resolve('package.json'), 'utf8')) as { version: string };
let services;
try {
  if (seed !== undefined && !/^\d+$/.test(seed)) throw new Error(`--seed takes a whole number, not "${seed}".`);
  const rollDice = seed === undefined ? undefined : seededRoller(Number(seed));
  services = startServices({ databasePath, version: pkg.version, transport: 'websocket', ...(rollDice ? { rollDice } : {}) });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
const { dispatch } = services;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.json': 'application/json', '.woff2': 'font/woff2', '.ico': 'image/x-icon',
};
const CSP = `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self' ws://${HOST}:${port}; object-src 'none'; base-uri 'none'; frame-ancestors 'none'`;

function serveStatic(req: IncomingMessage, res: ServerResponse): void {
  const path = decodeURIComponent(new URL(req.url ?? '/', `http://${HOST}`).pathname);
  let file = normalize(join(staticRoot, path));
  if (!file.startsWith(staticRoot)) { res.writeHead(403).end(); return; }
  if (!existsSync(file) || statSync(file).isDirectory()) file = join(staticRoot, 'index.html');
  if (!existsSync(file)) { res.writeHead(500).end('The renderer is not built: run `npm run build:web` first.'); return; }
  res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Content-Security-Policy': CSP, 'Cache-Control': 'no-store' });
  res.end(readFileSync(file));
}

const server = createServer(serveStatic);
const sockets = new WebSocketServer({
  server,
  path: '/rpc',
  maxPayload: WEBSOCKET_MAX_MESSAGE,
  // Only pages served by this server may connect: no other site can drive the campaigns.
  verifyClient: ({ origin }: { origin: string }) => origin === `http://${HOST}:${port}` || origin === `http://localhost:${port}`,
});

sockets.on('connection', (socket) => {
  socket.on('message', (raw) => {
    let request: WireRequest;
    try {
      request = JSON.parse(String(raw)) as WireRequest;
    } catch {
      socket.send(JSON.stringify({ id: -1, result: { ok: false, error: { code: 'rpc/invalid_payload', message: 'The request was not valid JSON.' } } }));
      return;
    }
    const response: WireResponse = { id: typeof request.id === 'number' ? request.id : -1, result: dispatch(request.method, request.args) };
    socket.send(JSON.stringify(response));
  });
});

server.listen(port, HOST, () => {
  console.log(`Doomkeeper browser build: http://${HOST}:${port}/  (database ${databasePath})${seed === undefined ? '' : ` — dice seeded with ${seed}`}`);
});

const stop = () => {
  sockets.close();
  server.close();
  services.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
