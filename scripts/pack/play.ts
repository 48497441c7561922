/**
 * `npm run pack -- play FILE`: the browser build's server with that pack installed (as `serve --pack`
 * does) and a scratch campaign of it pinned to its text (in a temp folder unless `--db` names a file),
 * printing the campaign's URL. It opens nothing and runs until stopped (Ctrl-C). Needs the browser
 * build (`npm run build:web`).
 */
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { acquireDatabaseLock } from '../../electron/main/services/database-lock';
import { seededRoller } from '../../electron/main/services/dice-roller';
import { startServices } from '../../electron/main/services/services';
import { installedLine, installPackFile, readPackFile } from '../../electron/server/pack-files';
import { createWebServer } from '../../electron/server/web-server';
import type { CliIo } from './main';

const HOST = '127.0.0.1';

/** Starts the server; resolves with 0 once it listens (the process then stays up), or an exit code when it cannot start. */
export async function play(io: CliIo, file: string | undefined, named: Record<string, string[]>): Promise<number> {
  if (!file) {
    io.err('which pack? npm run pack -- play FILE [--port P] [--db FILE] [--seed N]');
    return 1;
  }
  const staticRoot = resolve(named.static?.[0] ?? 'out/web');
  if (!existsSync(join(staticRoot, 'index.html'))) {
    io.err(`play: the browser build is not in ${staticRoot}; run npm run build:web first`);
    return 1;
  }
  const port = Number(named.port?.[0] ?? 5171);
  const seed = named.seed?.[0];
  if (!Number.isInteger(port) || port < 0 || port > 65535 || (seed !== undefined && !/^\d+$/.test(seed))) {
    io.err('--port takes a port number, --seed a whole number');
    return 1;
  }
  const read = readPackFile(file);
  if (!read.ok) {
    io.err(`${file}: refused, ${read.problems.length} problem${read.problems.length === 1 ? '' : 's'}`);
    for (const line of read.problems) io.err(`  ${line}`);
    return 1;
  }
  const { pack } = read.packFile;
  const databasePath = resolve(named.db?.[0] ?? join(mkdtempSync(join(tmpdir(), 'doomkeeper-pack-play-')), 'scratch.sqlite'));
  mkdirSync(dirname(databasePath), { recursive: true });
  const lock = acquireDatabaseLock(databasePath, 'npm run pack -- play');
  if (!lock.ok) {
    io.err(`play: ${lock.message}`);
    return 3;
  }
  const services = startServices({
    databasePath,
    version: 'pack-play',
    transport: 'websocket',
    ...(seed !== undefined ? { rollDice: seededRoller(Number(seed)) } : {}),
  });
  const installed = installPackFile(services.dispatch, read.packFile);
  if (!installed.ok) {
    io.err(`play: ${installed.problem}`);
    services.close();
    lock.release();
    return 1;
  }
  const rulesetId = installed.installed.rulesetId;
  const seats = Math.max(1, pack.players.min);
  const created = services.dispatch('campaign/create', {
    name: `${pack.name} ${pack.version} (scratch)`,
    rulesetId,
    players: Array.from({ length: seats }, (_, i) => `Player ${i + 1}`),
    options: {},
  });
  if (!created.ok) {
    io.err(`play: the scratch campaign was refused: ${created.error.message}`);
    services.close();
    lock.release();
    return 1;
  }
  const campaignId = (created.value as { id: number }).id;
  const { server, sockets } = createWebServer({ dispatch: services.dispatch, onNotice: services.onNotice, host: HOST, port, staticRoot });
  const stop = () => {
    sockets.close();
    server.close();
    services.close();
    lock.release();
  };
  return new Promise((done) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      io.err(error.code === 'EADDRINUSE' ? `play: port ${port} is already in use; pass --port <another>` : `play: ${error.message}`);
      stop();
      done(4);
    });
    server.listen(port, HOST, () => {
      const { port: listening } = server.address() as { port: number };
      io.out(`${installedLine(installed)}: a scratch campaign in ${databasePath}`);
      io.out(`http://${HOST}:${listening}/#/play/${campaignId}`);
      io.out('Ctrl-C stops the server.');
      const quit = () => {
        stop();
        process.exit(0);
      };
      process.once('SIGINT', quit);
      process.once('SIGTERM', quit);
      done(0);
    });
  });
}
