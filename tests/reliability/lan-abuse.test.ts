/**
 * Issue 27 findings 1 and 6, in process on 127.0.0.1 with the listener's bounds lowered: connections
 * that never show the key are bounded in number and closed within seconds (they stayed open 330 s+
 * and ~1,100 of them exhausted the file descriptors); a phone with the key gets a few views, small
 * pages and a share of the work, so the owner's round trip holds while it floods (it went 8 ms →
 * 3.9 s); a view whose phone stops answering pings is closed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startServices, type Services } from '../../electron/main/services/services';
import type { LanLimits } from '../../electron/server/lan-door';
import { LAN_COOKIE } from '../../electron/server/lan-server';
import { createWebServer } from '../../electron/server/web-server';
import { caller } from '../support/services-call';
import { tempDir } from '../support/temp-db';
import { connect, freePort } from './server-harness';
import { ask, flood, holdConnections, measureOwner, openView, percentile, releaseAll, stillOpen, type HeldConnection } from './lan-harness';

let services: Services;
let temp: ReturnType<typeof tempDir>;
let owner: { server: Server; port: number } | null = null;
const held: HeldConnection[] = [];
const views: WebSocket[] = [];
const { call } = caller(() => services);

function start(limits: Partial<LanLimits> = {}): void {
  const web = temp.file('web');
  mkdirSync(web, { recursive: true });
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Doomkeeper</title>');
  services = startServices({
    databasePath: temp.file('lan.sqlite'),
    version: 'test',
    transport: 'websocket',
    lan: { staticRoot: web, address: '127.0.0.1', limits },
  });
}

/** The owner's own listener (the browser build's) on the same services. */
async function ownerSocket(): Promise<WebSocket> {
  const port = await freePort();
  const { server } = createWebServer({
    dispatch: services.dispatch,
    onNotice: services.onNotice,
    host: '127.0.0.1',
    port,
    staticRoot: temp.file('web'),
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  owner = { server, port };
  return connect(port);
}

async function share(campaignId: number): Promise<{ host: string; cookie: string }> {
  call('lan/start', { campaignId });
  await expect.poll(() => call('lan/status', {}).state).toBe('on');
  const url = new URL(call('lan/status', {}).url!);
  return { host: url.host, cookie: `${LAN_COOKIE}=${url.searchParams.get('token')}` };
}

/** A campaign with `steps` steps in its history. */
function campaignWith(steps: number): number {
  const { id } = call('campaign/create', { name: 'Shared', rulesetId: 'dice-tray', players: [], options: {} });
  call('campaign/act', { campaignId: id, action: { type: 'add-counter', payload: { name: 'Doom', min: 0, max: 99999, start: 0 } } });
  for (let i = 1; i < steps; i++)
    call('campaign/act', { campaignId: id, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } });
  return id;
}

beforeEach(() => {
  temp = tempDir('doomkeeper-lan-abuse-');
});
afterEach(async () => {
  releaseAll(held.splice(0));
  for (const view of views.splice(0)) view.terminate();
  if (owner) await new Promise((done) => owner!.server.close(done));
  owner?.server.closeAllConnections();
  owner = null;
  services.close();
  temp.remove();
});

describe('connections that never show the key (finding 1)', () => {
  it('are bounded in number and closed within the time to show the key; a phone with the key gets in afterwards', async () => {
    start({ connections: 40, unauthenticated: 30, unauthenticatedPerAddress: 30, authenticateMs: 1_500 });
    const campaignId = campaignWith(3);
    const { host, cookie } = await share(campaignId);
    held.push(...holdConnections(host, 240, 100));
    // At most the bound is held, well before any deadline: the others were closed at the door.
    await expect.poll(() => stillOpen(held), { timeout: 1_200, interval: 50 }).toBeLessThanOrEqual(30);
    // None outlives the deadline: silent, slowloris and dripped headers alike.
    await expect.poll(() => stillOpen(held), { timeout: 4_000, interval: 100 }).toBe(0);
    for (const kind of ['silent', 'slowloris', 'dripped headers'])
      expect(Math.max(...held.filter((h) => h.kind === kind).map((h) => h.closedAfter!)), kind).toBeLessThan(1_500 + 1_500);
    // The door is free again: the phone with the key reads the campaign.
    const view = await openView(host, cookie);
    expect(view).toBeInstanceOf(WebSocket);
    views.push(view as WebSocket);
    expect(await ask(view as WebSocket, 1, 'campaign/open', { campaignId })).toMatchObject({ ok: true });
  }, 20_000);

  it('one address holds only its share of the waiting connections (a phone elsewhere gets in), and a refused page closes its connection', async () => {
    start({ unauthenticatedPerAddress: 5, authenticateMs: 10_000 });
    const { host, cookie } = await share(campaignWith(2));
    held.push(...holdConnections(host, 20, 1_000));
    await expect.poll(() => stillOpen(held), { timeout: 2_000 }).toBe(5);
    // Another device with the key still gets in meanwhile.
    const phone = await openView(host, cookie, { from: '127.0.0.2' });
    expect(phone).toBeInstanceOf(WebSocket);
    views.push(phone as WebSocket);
    releaseAll(held.splice(0));
    // A 401 answer comes with `Connection: close`: the socket does not wait for a second try.
    const refused = holdConnections(host, 1, 1_000)[0];
    held.push(refused);
    refused.socket.write(`GET / HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
    await expect.poll(() => refused.closedAfter, { timeout: 2_000 }).not.toBeNull();
  });
});

describe('a phone with the key (finding 6)', () => {
  it('gets a few views, pages of at most 200 steps, and a share of the work: the owner round trip holds while it floods', async () => {
    start();
    const campaignId = campaignWith(600);
    const { host, cookie } = await share(campaignId);
    const opened = await Promise.all(Array.from({ length: 16 }, () => openView(host, cookie)));
    const open = opened.filter((v): v is WebSocket => v instanceof WebSocket);
    views.push(...open);
    expect(open).toHaveLength(4);
    expect(opened.filter((v) => v === 429)).toHaveLength(12);

    expect(await ask(open[0], 1, 'campaign/history-page', { campaignId, limit: 2_000 })).toMatchObject({
      ok: false,
      error: { code: 'lan/page_too_large' },
    });
    expect((await ask(open[0], 2, 'campaign/history-page', { campaignId })).value.entries).toHaveLength(200);

    const socket = await ownerSocket();
    const flooding = flood(open, campaignId, { limit: 200, inFlight: 4 });
    const owner = measureOwner(socket, () => ({
      method: 'campaign/act',
      args: { campaignId, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } },
    }));
    await new Promise((wait) => setTimeout(wait, 4_000));
    const times = await owner.stop();
    flooding.stop();
    const answered = flooding.answered();
    console.log(
      `owner round trip while one phone floods: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (${times.length}); phone answers ${JSON.stringify(answered)}`,
    );
    // The phone is answered (slower), the owner keeps its pace.
    expect(answered.ok).toBeGreaterThan(10);
    expect(percentile(times, 95)).toBeLessThan(150);
    socket.close();
  }, 30_000);

  it('a view whose phone stops answering pings is closed; one that answers stays', async () => {
    start({ heartbeatMs: 200 });
    const { host, cookie } = await share(campaignWith(2));
    const gone = (await openView(host, cookie, { autoPong: false })) as WebSocket;
    const here = (await openView(host, cookie)) as WebSocket;
    views.push(gone, here);
    const closed = new Promise<number | 'still open'>((done) => {
      gone.once('close', (code) => done(code));
      setTimeout(() => done('still open'), 3_000);
    });
    expect(await closed).toBe(1006);
    await new Promise((wait) => setTimeout(wait, 600));
    expect(here.readyState).toBe(WebSocket.OPEN);
  });
});
