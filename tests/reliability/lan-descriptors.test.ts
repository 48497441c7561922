/**
 * Issue 27 finding 1 against a real browser-build server whose open files are limited to 100: 300
 * connections to the phone listener that never show the key used to take every file descriptor
 * (the owner's new tab could not connect, `backup/create` failed); now the listener holds at most
 * its bound, closes the rest at the door and the others at their deadline, and the owner's own
 * listener and the database keep working throughout.
 */
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LAN_LIMITS } from '../../electron/server/lan-door';
import { tempDir } from '../support/temp-db';
import { holdConnections, releaseAll, stillOpen, type HeldConnection } from './lan-harness';
import { exchange, originOf, spawnServer, type ServerProcess } from './server-harness';

const dir = tempDir('doomkeeper-lan-fds-');
let server: ServerProcess;
let lanHost = '';
const held: HeldConnection[] = [];

/** The owner opening a new tab: a socket within 5 s, or the reason it could not. */
function ownerTab(): Promise<WebSocket | string> {
  return new Promise((done) => {
    const socket = new WebSocket(`ws://127.0.0.1:${server.port}/rpc`, { origin: originOf(server.port), handshakeTimeout: 5_000 });
    socket.once('open', () => done(socket));
    socket.once('error', (error) => done(error.message));
  });
}

async function rpc(socket: WebSocket, method: string, args: unknown): Promise<{ ok: boolean; value?: any; error?: { code: string } }> {
  const { answer } = await exchange(socket, JSON.stringify({ id: 1, method, args }));
  return (answer as { result: { ok: boolean } }).result;
}

beforeAll(async () => {
  server = await spawnServer(dir.file('fds.sqlite'), { lanAddress: '127.0.0.1', openFiles: 100 });
  const socket = (await ownerTab()) as WebSocket;
  const { value } = await rpc(socket, 'campaign/create', { name: 'Shared', rulesetId: 'dice-tray', players: [], options: {} });
  await rpc(socket, 'lan/start', { campaignId: value.id });
  while ((await rpc(socket, 'lan/status', {})).value.state !== 'on') await new Promise((wait) => setTimeout(wait, 50));
  lanHost = new URL((await rpc(socket, 'lan/status', {})).value.url).host;
  socket.close();
}, 60_000);

afterAll(async () => {
  releaseAll(held);
  await server?.stop();
  dir.remove();
});

describe('the phone listener with 300 connections that never show the key, 100 open files', () => {
  it("holds at most its bound; the owner's new tab connects and backs up; every one is closed by its deadline", async () => {
    held.push(...holdConnections(lanHost, 300, 250));
    await new Promise((wait) => setTimeout(wait, 1_500));
    const tab = await ownerTab();
    expect(tab).toBeInstanceOf(WebSocket);
    expect(await rpc(tab as WebSocket, 'campaign/list', {})).toMatchObject({ ok: true });
    expect(await rpc(tab as WebSocket, 'backup/create', {})).toMatchObject({ ok: true });
    (tab as WebSocket).close();

    // What it held: a few descriptors, not all of them.
    expect(readdirSync(`/proc/${server.child.pid}/fd`).length).toBeLessThan(80);
    expect(stillOpen(held)).toBeLessThanOrEqual(LAN_LIMITS.unauthenticatedPerAddress);

    await expect.poll(() => stillOpen(held), { timeout: LAN_LIMITS.authenticateMs + 3_000, interval: 200 }).toBe(0);
    expect(server.alive(), server.output()).toBe(true);
  }, 30_000);
});
