/**
 * A phone view whose socket the server closed (its ping went unanswered: the phone slept, the
 * Wi-Fi dropped) opens it again by itself and hears the next change, without asking anything
 * first. Before, it reconnected only on its next request: a table display left alone went silent.
 * The renderer's own transport (`renderer/src/api/socket-transport.ts`) against the real listener.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startServices, type Services } from '../../electron/main/services/services';
import { LAN_COOKIE } from '../../electron/server/lan-server';
import { socketTransport } from '../../renderer/src/api/socket-transport';
import type { Notice } from '../../shared/rpc/transport';
import { caller } from '../support/services-call';
import { tempDir } from '../support/temp-db';

let services: Services;
let temp: ReturnType<typeof tempDir>;
const { call } = caller(() => services);

beforeEach(() => {
  temp = tempDir('doomkeeper-lan-reconnect-');
  const web = temp.file('web');
  mkdirSync(web);
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Doomkeeper</title>');
  services = startServices({
    databasePath: temp.file('lan.sqlite'),
    version: 'test',
    transport: 'ipc',
    // A ping every 150 ms: a socket that does not answer one is closed 150 ms later.
    lan: { staticRoot: web, address: '127.0.0.1', limits: { heartbeatMs: 150 } },
  });
});
afterEach(() => {
  services.close();
  temp.remove();
});

describe('the phone view reconnects by itself (issue 27, after finding 6)', () => {
  it('after the ping closed its socket, the next change reaches it with no request made', async () => {
    const id = call('campaign/create', { name: 'Shared', rulesetId: 'dice-tray', players: [], options: {} }).id;
    call('lan/start', { campaignId: id });
    await expect.poll(() => call('lan/status', {}).state).toBe('on');
    const url = new URL(call('lan/status', {}).url!);
    const token = url.searchParams.get('token')!;
    const opened: WebSocket[] = [];
    const heard: Notice[] = [];
    const send = socketTransport({
      // The first socket is a phone that fell asleep: it answers no ping. The ones after answer.
      open: () => {
        const socket = new WebSocket(`ws://${url.host}/rpc`, {
          headers: { Cookie: `${LAN_COOKIE}=${token}` },
          origin: `http://${url.host}`,
          autoPong: opened.length > 0,
        });
        opened.push(socket);
        return socket;
      },
      hear: (notice) => heard.push(notice),
      listening: () => true,
      reopenAfterMs: [50, 100],
    });
    expect(await send('campaign/open', { campaignId: id })).toMatchObject({ ok: true });
    // The server closes the sleeping socket; the transport opens another by itself.
    await expect.poll(() => opened[0].readyState, { timeout: 3000 }).toBe(WebSocket.CLOSED);
    await expect.poll(() => opened.length > 1 && opened.at(-1)!.readyState === WebSocket.OPEN, { timeout: 3000 }).toBe(true);
    call('campaign/act', { campaignId: id, action: { type: 'add-counter', payload: { name: 'Doom', min: 0, max: 12, start: 0 } } });
    await expect.poll(() => heard.map((n) => n.campaignId), { timeout: 3000 }).toEqual([id]);
    // And it still answers requests on the new socket.
    expect(await send('campaign/open', { campaignId: id })).toMatchObject({ ok: true });
    for (const socket of opened) socket.close();
  });

  it('a view with no one listening for notices does not reconnect until it asks', async () => {
    const id = call('campaign/create', { name: 'Shared', rulesetId: 'dice-tray', players: [], options: {} }).id;
    call('lan/start', { campaignId: id });
    await expect.poll(() => call('lan/status', {}).state).toBe('on');
    const url = new URL(call('lan/status', {}).url!);
    const token = url.searchParams.get('token')!;
    const opened: WebSocket[] = [];
    const send = socketTransport({
      open: () => {
        const socket = new WebSocket(`ws://${url.host}/rpc`, {
          headers: { Cookie: `${LAN_COOKIE}=${token}` },
          origin: `http://${url.host}`,
          autoPong: false,
        });
        opened.push(socket);
        return socket;
      },
      hear: () => undefined,
      listening: () => false,
      reopenAfterMs: [50],
    });
    expect(await send('campaign/open', { campaignId: id })).toMatchObject({ ok: true });
    await expect.poll(() => opened[0].readyState, { timeout: 3000 }).toBe(WebSocket.CLOSED);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(opened).toHaveLength(1);
    expect(await send('campaign/open', { campaignId: id })).toMatchObject({ ok: true });
    expect(opened).toHaveLength(2);
    for (const socket of opened) socket.close();
  });
});
