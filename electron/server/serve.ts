/**
 * The browser build: serves the renderer to an ordinary browser with the real main-process
 * services (engine + SQLite) behind a WebSocket bound to 127.0.0.1.
 * Usage: tsx electron/server/serve.ts (or node out/server/serve.mjs after npm run build:server) [--port 5170] [--db path] [--static out/web] [--seed N]
 * `--seed N` (or DOOMKEEPER_SEED) makes the app's dice reproducible, for tests and demos.
 * `--lan-address A` (or DOOMKEEPER_LAN_ADDRESS) is where the phone view listens once switched on
 * (default: this computer's LAN address; the tests pass 127.0.0.1).
 * `--pack FILE` (repeatable) installs a variant pack file into the database, as the Packs screen does:
 * it plays as its pinned ruleset `pack:<id>@<hash>`, campaigns made from it are pinned to that text,
 * and it stays installed. Each file is checked whole before anything starts (a refused pack stops the
 * start with its problems, exit 5); another text under an installed pack's id and version is refused too.
 *
 * The start: the server listens (and prints its address) as soon as it owns the database file and
 * has checked its bytes (a file another program's or a newer version's is refused first, exit 2),
 * and only then loads the services — the engine, zod and the schemas, SQLite, the WebSocket server —
 * and opens the database, so a browser loads the page meanwhile; its first requests wait until the
 * services answer them (`web-server.ts`). Each ruleset loads on its first use (the campaign list's
 * own, for the rulesets its campaigns play: `shared/rulesets/registry.ts`). With `--pack` the packs
 * are installed first, before the address is printed.
 * This file imports nothing heavy itself: the rest is imported below, once listening.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { acquireDatabaseLock } from '../main/services/database-lock';
import type { Services } from '../main/services/services';
import type { PackFile } from './pack-files';
import { createWebServer, loadWs } from './web-server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.DOOMKEEPER_PORT ?? '5170' },
    db: { type: 'string', default: process.env.DOOMKEEPER_DB ?? join(homedir(), '.doomkeeper', 'doomkeeper.sqlite') },
    static: { type: 'string', default: resolve('out/web') },
    seed: { type: 'string' },
    'lan-address': { type: 'string' },
    pack: { type: 'string', multiple: true },
  },
});

const HOST = '127.0.0.1';
const seed = values.seed ?? process.env.DOOMKEEPER_SEED;
const port = Number(values.port);
const staticRoot = resolve(values.static);
const databasePath = resolve(values.db);
mkdirSync(dirname(databasePath), { recursive: true });

/** Exit codes: 2 the database cannot be opened, 3 another process has it open, 4 the port is taken, 5 a pack file is refused. */
const EXIT = { unusable: 2, locked: 3, portTaken: 4, packRefused: 5 } as const;

if (seed !== undefined && !/^\d+$/.test(seed)) {
  console.error(`--seed takes a whole number, not "${seed}".`);
  process.exit(EXIT.unusable);
}

// Every pack file is checked whole before anything starts.
const packFiles: PackFile[] = [];
const packs = values.pack?.length ? await import('./pack-files') : null;
for (const file of values.pack ?? []) {
  const read = packs!.readPackFile(file);
  if (!read.ok) {
    for (const line of read.problems) console.error(line);
    process.exit(EXIT.packRefused);
  }
  packFiles.push(read.packFile);
}

// One process owns the file: a second server, or the app, on the same database is refused by name.
const lock = acquireDatabaseLock(databasePath, 'the browser build (npm run serve)');
if (!lock.ok) {
  console.error(`Doomkeeper: ${lock.message}`);
  process.exit(EXIT.locked);
}
process.on('exit', lock.release);

let services: Services | null = null;
/** Closes the server once it exists; SIGINT and SIGTERM stop the process cleanly from here on, mid-start too. */
let closeServer = () => undefined as unknown;
const stop = () => {
  closeServer();
  services?.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

// A file the services would refuse (another program's, a newer version's) is refused before the address is printed.
try {
  (await import('../main/services/database')).refuseUnopenable(databasePath);
} catch (error) {
  // The machine refusing the file (EACCES, EMFILE…) is the services' to report and retry, once started.
  if (!(await import('../main/services/environment')).isEnvironmental(error)) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(EXIT.unusable);
  }
}

const pkg = JSON.parse(readFileSync(resolve('package.json'), 'utf8')) as { version: string };

/**
 * Lets the page go first. Loading the services is a few long stretches of work on the one thread
 * that also serves the page: a page asked for meanwhile waits for the stretch under way. So the
 * start waits a moment (`PAGE_FIRST_MS`) for a browser to ask for the page — opened with the
 * address printed — and serves it before loading anything; then it loads the services a piece at a
 * time (`PIECES`), serving what was asked for meanwhile between two pieces — the page's scripts,
 * which the browser compiles and runs while the services load. With no browser asking, the start
 * waits `PAGE_FIRST_MS`. (Waiting also until the scripts were fetched gained nothing where the
 * services took longer than the page, and on a busy machine left the server idle while the browser
 * was slow to ask.)
 */
const PAGE_FIRST_MS = 40;
let listenedAt = 0;
let asked = false;

async function pageFirst(): Promise<void> {
  await new Promise((done) => setImmediate(done));
  while (!asked && performance.now() - listenedAt < PAGE_FIRST_MS) await new Promise((done) => setTimeout(done, 2));
}

/**
 * The services' modules in pieces of ~10 ms of CPU each, the services' own last (~30 ms; fresh
 * processes, the bundle; the rulesets themselves load on their first use,
 * `shared/rulesets/registry.ts`): the page's scripts asked for during one piece wait for that piece
 * only, not for the whole ~70 ms. zod is the next largest; the RPC contract's schemas are built
 * per method on its first call (`shared/rpc/schemas.ts`), the packs' checker and schemas are loaded
 * on the first pack checked (`scripts/build-server.mjs`).
 */
const PIECES = [
  () => import('../../shared/rulesets/registry'),
  () => import('zod'),
  () => import('../../shared/rpc/schemas'),
  // For the page's socket (`web-server.ts`); the services no longer load it (the phone view's server loads it when switched on).
  () => loadWs(),
];

/** The services on the database (exit 2 when it cannot be opened): the slow part of the start, imported here a piece at a time. */
async function startTheServices(): Promise<Services> {
  try {
    for (const piece of PIECES) {
      await pageFirst();
      await piece();
    }
    await pageFirst();
    const [{ startServices }, { seededRoller }] = await Promise.all([
      import('../main/services/services'),
      import('../main/services/dice-roller'),
    ]);
    await pageFirst();
    const rollDice = seed === undefined ? undefined : seededRoller(Number(seed));
    const lanAddress = values['lan-address'] ?? process.env.DOOMKEEPER_LAN_ADDRESS;
    const lan = { staticRoot, ...(lanAddress ? { address: lanAddress } : {}) };
    // Bundled (`npm run build:server`), the lab's and the import's workers are bundles beside this file; under tsx, the sources.
    const bundled = import.meta.url.endsWith('.mjs');
    const labWorkerUrl = bundled ? new URL('./lab-worker.mjs', import.meta.url) : undefined;
    const importWorkerUrl = bundled ? new URL('./import-worker.mjs', import.meta.url) : undefined;
    return startServices({
      databasePath,
      version: pkg.version,
      transport: 'websocket',
      lan,
      ...(rollDice ? { rollDice } : {}),
      ...(labWorkerUrl ? { labWorkerUrl } : {}),
      ...(importWorkerUrl ? { importWorkerUrl } : {}),
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(EXIT.unusable);
  }
}

// Installed as the Packs screen installs them, before the server listens: the first client sees them.
if (packs) {
  services = await startTheServices();
  for (const packFile of packFiles) {
    const installed = packs.installPackFile(services.dispatch, packFile);
    if (!installed.ok) {
      console.error(`Doomkeeper: ${installed.problem}`);
      services.close();
      process.exit(EXIT.packRefused);
    }
    console.log(packs.installedLine(installed));
  }
}

let heard: () => void = () => undefined;
const listening = new Promise<void>((done) => (heard = done));
/** The services once started; requests that arrive before wait for them (`web-server.ts`). */
const ready: Promise<Services> = services
  ? Promise.resolve(services)
  : listening.then(startTheServices).then((started) => (services = started));

/**
 * The campaign list the page opens on, worked out as soon as the services have started, while the
 * page loads: each campaign's glance (its state, its ruleset loaded on this first use) is kept
 * (`campaign-glance.ts`), so the page's own request is answered from them. The same reads the
 * page's request makes, after any request already waiting.
 */
void ready.then((started) => setImmediate(() => started.dispatch('campaign/list', { includeArchived: false })));

const { server, sockets } = createWebServer({
  dispatch: ready.then((started) => started.dispatch),
  // Every open view follows every change: listened to once the services have started.
  onNotice: (listener) => {
    let stopped = false;
    let stop = () => undefined as unknown;
    void ready.then((started) => {
      if (!stopped) stop = started.onNotice(listener);
    });
    return () => {
      stopped = true;
      stop();
    };
  },
  host: HOST,
  port,
  staticRoot,
});

server.once('request', () => (asked = true));

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE' ? `Doomkeeper: port ${port} is already in use; pass --port <another>.` : `Doomkeeper: ${error.message}`,
  );
  services?.close();
  process.exit(EXIT.portTaken);
});

server.listen(port, HOST, () => {
  console.log(
    `Doomkeeper browser build: http://${HOST}:${port}/  (database ${databasePath})${seed === undefined ? '' : ` — dice seeded with ${seed}`}`,
  );
  listenedAt = performance.now();
  heard();
});

closeServer = () => {
  sockets.close();
  server.close();
};
