/**
 * Issue 35: the browser build's server listens before its services have started (the page loads
 * while the database opens and the rulesets load). A request that arrives meanwhile waits and is
 * answered as it would have been, in order; the page is served while nothing answers requests yet;
 * a server stopped during its start exits cleanly and releases the database; a file the services
 * would refuse is refused before the address is printed.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { lockFileFor } from '../../electron/main/services/database-lock';
import type { Dispatch } from '../../electron/main/services/rpc';
import { startServices, type Services } from '../../electron/main/services/services';
import type { Notice } from '../../shared/rpc/transport';
import { createWebServer } from '../../electron/server/web-server';
import { tempDir } from '../support/temp-db';
import { connect, exchange, freePort, httpGet, spawnServer } from './server-harness';

let temp: ReturnType<typeof tempDir>;
let server: Server | null = null;
let services: Services | null = null;
const sockets: WebSocket[] = [];

beforeEach(() => {
  temp = tempDir('doomkeeper-server-early-');
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate();
  if (server) await new Promise((done) => server!.close(done));
  server = null;
  services?.close();
  services = null;
  temp.remove();
});

/** Every frame a socket receives from now on (answers and notices), parsed. */
function received(socket: WebSocket): unknown[] {
  const frames: unknown[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(String(data))));
  return frames;
}

const create = (id: number, name: string) =>
  JSON.stringify({ id, method: 'campaign/create', args: { name, rulesetId: 'dice-tray', players: [], options: {} } });

describe('a server that listens before its services have started', () => {
  it('serves the page meanwhile, and answers the requests that waited in order, as the started services answer them', async () => {
    const web = temp.file('web');
    mkdirSync(web, { recursive: true });
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Doomkeeper</title>');
    let start!: (dispatch: Dispatch) => void;
    const dispatch = new Promise<Dispatch>((done) => (start = done));
    const port = await freePort();
    ({ server } = createWebServer({
      dispatch,
      // As serve.ts does: a view's listener reaches the services once they have started.
      onNotice: (listener) => {
        void dispatch.then(() => services!.onNotice(listener));
        return () => undefined;
      },
      host: '127.0.0.1',
      port,
      staticRoot: web,
    }));
    await new Promise<void>((done) => server!.listen(port, '127.0.0.1', done));

    const page = await httpGet(port, '/');
    expect(page).toMatchObject({ status: 200, body: expect.stringContaining('<title>Doomkeeper</title>') });

    const first = await connect(port);
    const second = await connect(port);
    sockets.push(first, second);
    const frames = received(first);
    const otherFrames = received(second);
    first.send(create(1, 'Early one'));
    first.send('{not json');
    first.send(create(2, 'Early two'));
    first.send(JSON.stringify({ id: 3, method: 'campaign/list', args: {} }));
    second.send(JSON.stringify({ id: 7, method: 'campaign/list', args: {} }));
    await new Promise((done) => setTimeout(done, 200));
    expect(frames).toEqual([]); // nothing is answered before the services exist, nothing is refused either
    expect(otherFrames).toEqual([]);

    services = startServices({ databasePath: temp.file('early.sqlite'), version: 'test', transport: 'websocket' });
    const started = services;
    start(started.dispatch);

    await expect.poll(() => frames.length).toBe(4);
    await expect.poll(() => otherFrames.length).toBe(1);
    expect(frames[0]).toMatchObject({ id: 1, result: { ok: true, value: { name: 'Early one' } } });
    expect(frames[1]).toMatchObject({ id: -1, result: { ok: false, error: { code: 'rpc/invalid_payload' } } });
    expect(frames[2]).toMatchObject({ id: 2, result: { ok: true, value: { name: 'Early two' } } });
    const listed = (frames[3] as { id: number; result: { ok: true; value: { name: string }[] } }).result.value.map((c) => c.name);
    expect(listed.sort()).toEqual(['Early one', 'Early two']);
    // Written to the database, as an answer promises.
    expect(started.db.prepare('SELECT count(*) FROM campaigns').pluck().get()).toBe(2);

    // Once started, a request is answered at once, and a change reaches the other view as a notice.
    const created = await exchange(first, create(4, 'Later'));
    expect(created.answer).toMatchObject({ id: 4, result: { ok: true } });
    const laterId = (created.answer as { result: { value: { id: number } } }).result.value.id;
    const acted = await exchange(
      first,
      JSON.stringify({
        id: 5,
        method: 'campaign/act',
        args: { campaignId: laterId, action: { type: 'add-counter', payload: { name: 'Doom', min: 0, max: 9, start: 0 } } },
      }),
    );
    expect(acted.answer).toMatchObject({ id: 5, result: { ok: true } });
    await expect.poll(() => otherFrames.some((frame) => (frame as { notice?: Notice }).notice?.campaignId === laterId)).toBe(true);
  });

  it('answers the first requests of a real server process, sent the moment it says it listens', async () => {
    const file = temp.file('spawned.sqlite');
    const spawned = await spawnServer(file);
    try {
      const socket = await connect(spawned.port);
      sockets.push(socket);
      const frames = received(socket);
      socket.send(create(1, 'At once'));
      socket.send(JSON.stringify({ id: 2, method: 'campaign/list', args: {} }));
      await expect.poll(() => frames.length, { timeout: 20_000 }).toBe(2);
      expect(frames[0]).toMatchObject({ id: 1, result: { ok: true, value: { name: 'At once' } } });
      expect(frames[1]).toMatchObject({ id: 2, result: { ok: true, value: [{ name: 'At once' }] } });
    } finally {
      await spawned.stop();
    }
    expect(existsSync(lockFileFor(file))).toBe(false);
  });

  it('stopped the moment it listens (before its services have started), exits cleanly and leaves the database to the next', async () => {
    const file = temp.file('stopped.sqlite');
    const first = await spawnServer(file);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(lockFileFor(file))).toBe(false);
    const next = await spawnServer(file);
    try {
      const socket = await connect(next.port);
      sockets.push(socket);
      expect((await exchange(socket, create(1, 'Next'))).answer).toMatchObject({ id: 1, result: { ok: true } });
    } finally {
      await next.stop();
    }
  });

  it("refuses another program's database before it prints its address (exit 2), the file untouched", async () => {
    const file = temp.file('foreign.sqlite');
    const raw = new Database(file);
    raw.exec('CREATE TABLE notes (x)');
    raw.pragma('application_id = 1234');
    raw.close();
    const before = readFileSync(file);
    const refused = await spawnServer(file);
    expect(await refused.exited).toBe(2);
    expect(refused.output()).not.toContain('Doomkeeper browser build:');
    expect(refused.output()).toContain('is not a Doomkeeper campaign database');
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(existsSync(lockFileFor(file))).toBe(false);
  });
});
