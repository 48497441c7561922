/**
 * The phone view on the local network (issue 19 item 3), bound to 127.0.0.1 only: off by default,
 * refused without the token or with a wrong one, Host and Origin checked on HTTP and WebSocket,
 * no write method reachable (every contract method tried), one campaign only, stopped when switched
 * off and when the services close.
 */
import { request } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { chooseLanNetwork, defaultRouteInterface } from '../../electron/main/services/lan';
import { LAN_COOKIE, LAN_READ_METHODS } from '../../electron/server/lan-server';
import { startServices, type Services } from '../../electron/main/services/services';
import { LAN_OFF, type LanStatus } from '../../shared/rpc/contract';
import { argSchemas } from '../../shared/rpc/schemas';
import { caller } from '../support/services-call';
import { tempDir } from '../support/temp-db';

let services: Services;
let temp: ReturnType<typeof tempDir>;
const { call, attempt } = caller(() => services);

beforeEach(() => {
  temp = tempDir('doomkeeper-lan-');
  const web = temp.file('web');
  mkdirSync(web);
  writeFileSync(
    join(web, 'index.html'),
    `<!doctype html><meta http-equiv="Content-Security-Policy" content="default-src 'self'; connect-src 'self' ws://127.0.0.1:*" /><title>Doomkeeper</title>`,
  );
  writeFileSync(join(web, 'app.js'), 'console.log(1)');
  services = startServices({
    databasePath: temp.file('lan.sqlite'),
    version: 'test',
    transport: 'ipc',
    lan: { staticRoot: web, address: '127.0.0.1' },
  });
});
afterEach(() => {
  services.close();
  temp.remove();
});

/** Switches the phone view on for a campaign and waits until it listens. */
async function switchOn(campaignId: number): Promise<{ status: LanStatus; host: string; token: string }> {
  call('lan/start', { campaignId });
  await expect.poll(() => call('lan/status', {}).state).toBe('on');
  const status = call('lan/status', {});
  const url = new URL(status.url!);
  return { status, host: url.host, token: url.searchParams.get('token')! };
}

/** One HTTP GET with exactly these headers. */
function get(
  host: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const [hostname, port] = host.split(':');
  return new Promise((done, failed) => {
    const req = request({ hostname, port: Number(port), path, method: 'GET', headers, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += String(chunk)));
      res.on('end', () => done({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', failed);
    req.end();
  });
}

/** Opens a socket with these headers: resolves with it once open, or with the HTTP status it was refused with. */
function openSocket(host: string, headers: Record<string, string>, origin?: string): Promise<WebSocket | number> {
  return new Promise((done, failed) => {
    const socket = new WebSocket(`ws://${host}/rpc`, { headers, ...(origin ? { origin } : {}) });
    socket.once('open', () => done(socket));
    socket.once('unexpected-response', (_req, res) => done(res.statusCode!));
    socket.once('error', failed);
  });
}

/** Sends one request frame and waits for its answer (notices are skipped). */
function ask(
  socket: WebSocket,
  id: number,
  method: string,
  args: unknown,
): Promise<{ ok: boolean; value?: unknown; error?: { code: string; message: string } }> {
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

const campaign = (name: string) => call('campaign/create', { name, rulesetId: 'dice-tray', players: [], options: {} }).id;

describe('the phone view on the local network', () => {
  it('is off until switched on, then listens with a random token of 256 bits in the URL it shows', async () => {
    expect(call('lan/status', {})).toEqual(LAN_OFF);
    const id = campaign('Shared');
    const { status, host, token } = await switchOn(id);
    expect(status).toMatchObject({ state: 'on', campaignId: id, problem: null, network: { address: '127.0.0.1' } });
    expect(host).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(status.url).toBe(`http://${host}/?token=${token}#/table/${id}`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    // Switched on again for another campaign: a new token, the old one refused.
    const other = await (async () => {
      call('lan/start', { campaignId: campaign('Other') });
      await expect.poll(() => call('lan/status', {}).state).toBe('on');
      return new URL(call('lan/status', {}).url!);
    })();
    expect(other.searchParams.get('token')).not.toBe(token);
    expect(attempt('lan/start', { campaignId: 999 })).toMatchObject({ ok: false, error: { code: 'campaign/not_found' } });
  });

  it('HTTP: refused without the token or with a wrong one, under a foreign Host, from a foreign Origin; served with it', async () => {
    const { host, token } = await switchOn(campaign('Shared'));
    expect((await get(host, '/', { Host: host })).status).toBe(401);
    expect((await get(host, '/app.js', { Host: host })).status).toBe(401);
    expect((await get(host, `/?token=${'A'.repeat(token.length)}`, { Host: host })).status).toBe(401);
    expect((await get(host, `/?token=${token.slice(0, -1)}`, { Host: host })).status).toBe(401);
    expect((await get(host, '/', { Host: host, Cookie: `${LAN_COOKIE}=wrong` })).status).toBe(401);
    expect((await get(host, `/?token=${token}`, { Host: `evil.example:${host.split(':')[1]}` })).status).toBe(421);
    expect((await get(host, `/?token=${token}`, { Host: `localhost:${host.split(':')[1]}` })).status).toBe(421);
    expect((await get(host, `/?token=${token}`, { Host: host, Origin: 'http://evil.example' })).status).toBe(403);

    const page = await get(host, `/?token=${token}`, { Host: host });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Doomkeeper</title>');
    expect(String(page.headers['set-cookie'])).toContain(`${LAN_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict`);
    expect(String(page.headers['content-security-policy'])).toContain(`connect-src 'self' ws://${host};`);
    // The page's own CSP lets it reach this listener's socket too (not only the loopback ones).
    expect(page.body).toContain(`connect-src 'self' ws://${host} ws://127.0.0.1:*`);
    // The page's own requests carry the token in the cookie.
    const script = await get(host, '/app.js', { Host: host, Cookie: `${LAN_COOKIE}=${token}`, Origin: `http://${host}` });
    expect(script).toMatchObject({ status: 200, body: 'console.log(1)' });
  });

  it('WebSocket: refused without the token, with a wrong one, under a foreign Host or from a foreign Origin', async () => {
    const { host, token } = await switchOn(campaign('Shared'));
    const origin = `http://${host}`;
    const cookie = `${LAN_COOKIE}=${token}`;
    expect(await openSocket(host, {}, origin)).toBe(401);
    expect(await openSocket(host, { Cookie: `${LAN_COOKIE}=${token.slice(1)}x` }, origin)).toBe(401);
    expect(await openSocket(host, { Cookie: cookie }, 'http://evil.example')).toBe(403);
    expect(await openSocket(host, { Cookie: cookie })).toBe(403); // no Origin at all: not a page of ours
    expect(await openSocket(host, { Cookie: cookie, Host: `rebound.example:${host.split(':')[1]}` }, origin)).toBe(421);
    const socket = await openSocket(host, { Cookie: cookie }, origin);
    expect(socket).toBeInstanceOf(WebSocket);
    (socket as WebSocket).close();
  });

  it('no write method is reachable: every contract method but the read ones is refused, and the database is unchanged', async () => {
    const id = campaign('Shared');
    call('campaign/act', { campaignId: id, action: { type: 'add-counter', payload: { name: 'Doom', min: 0, max: 12, start: 0 } } });
    const other = campaign('Private');
    const before = call('campaign/history', { campaignId: id }).length;
    const { host, token } = await switchOn(id);
    const socket = (await openSocket(host, { Cookie: `${LAN_COOKIE}=${token}` }, `http://${host}`)) as WebSocket;

    // Arguments a write would accept, so only the allow-list stands between the phone and the write.
    const plausible: Record<string, unknown> = {
      'campaign/create': { name: 'Intruder', rulesetId: 'dice-tray', players: [], options: {} },
      'campaign/act': { campaignId: id, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } },
      'campaign/rename': { campaignId: id, name: 'Renamed' },
      'campaign/delete': { campaignId: id, confirmName: 'Shared' },
      'campaign/undo': { campaignId: id },
      'backup/restore': { name: 'x' },
      'history/import': { content: '{}' },
      'lan/stop': {},
    };
    const methods = Object.keys(argSchemas);
    let n = 0;
    for (const method of methods) {
      const answer = await ask(socket, ++n, method, plausible[method] ?? { campaignId: id });
      if (LAN_READ_METHODS.includes(method as never)) continue;
      expect(answer, method).toMatchObject({ ok: false, error: { code: 'lan/read_only' } });
      expect(answer.error!.message).toContain('read-only');
    }
    expect(n).toBe(methods.length);
    for (const name of ['constructor', '__proto__', 'toString'])
      expect(await ask(socket, ++n, name, {})).toMatchObject({ ok: false, error: { code: 'lan/read_only' } });

    // The reads answer, for the shared campaign only.
    expect(await ask(socket, ++n, 'campaign/open', { campaignId: id })).toMatchObject({
      ok: true,
      value: { campaign: { id, name: 'Shared' } },
    });
    expect(await ask(socket, ++n, 'campaign/history-page', { campaignId: id })).toMatchObject({ ok: true });
    expect(await ask(socket, n + 1, 'campaign/open', { campaignId: other })).toMatchObject({
      ok: false,
      error: { code: 'lan/not_shared' },
    });

    expect(call('campaign/history', { campaignId: id })).toHaveLength(before);
    expect(
      call('campaign/list', {})
        .map((c) => c.name)
        .sort(),
    ).toEqual(['Private', 'Shared']);
    expect(call('lan/status', {}).state).toBe('on');
    socket.close();
  });

  it('phones hear the shared campaign change, and only that campaign', async () => {
    const id = campaign('Shared');
    const other = campaign('Private');
    const { host, token } = await switchOn(id);
    const socket = (await openSocket(host, { Cookie: `${LAN_COOKIE}=${token}` }, `http://${host}`)) as WebSocket;
    const heard: number[] = [];
    socket.on('message', (raw) => {
      const frame = JSON.parse(String(raw));
      if (frame.notice) heard.push(frame.notice.campaignId);
    });
    call('campaign/act', { campaignId: other, action: { type: 'add-counter', payload: { name: 'Secret', min: 0, max: 3, start: 0 } } });
    call('campaign/act', { campaignId: id, action: { type: 'add-counter', payload: { name: 'Doom', min: 0, max: 12, start: 0 } } });
    await expect.poll(() => heard).toEqual([id]);
    socket.close();
  });

  it('stops when switched off (open sockets cut, new connections refused) and when the services close', async () => {
    const { host, token } = await switchOn(campaign('Shared'));
    const socket = (await openSocket(host, { Cookie: `${LAN_COOKIE}=${token}` }, `http://${host}`)) as WebSocket;
    const cut = new Promise<void>((done) => socket.once('close', () => done()));
    expect(call('lan/stop', {})).toEqual(LAN_OFF);
    await cut;
    await expect(get(host, `/?token=${token}`, { Host: host })).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    const again = await switchOn(campaign('Again'));
    expect((await get(again.host, `/?token=${again.token}`, { Host: again.host })).status).toBe(200);
    services.close();
    await expect(get(again.host, `/?token=${again.token}`, { Host: again.host })).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    services = startServices({
      databasePath: temp.file('lan.sqlite'),
      version: 'test',
      transport: 'ipc',
      lan: { staticRoot: temp.file('web'), address: '127.0.0.1' },
    });
    expect(call('lan/status', {}).state).toBe('off');
  });
});

describe('which network phones reach (finding 11 of issue 27)', () => {
  const ROUTES = [
    'Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT',
    'docker0\t000011AC\t00000000\t0001\t0\t0\t0\t0000FFFF\t0\t0\t0',
    'tun0\t00000000\t0100080A\t0003\t0\t0\t600\t00000000\t0\t0\t0',
    'wlp2s0\t00000000\t0101A8C0\t0003\t0\t0\t100\t00000000\t0\t0\t0',
    'wlp2s0\t0001A8C0\t00000000\t0001\t0\t0\t100\t00FFFFFF\t0\t0\t0',
  ].join('\n');
  const v4 = (address: string, internal = false) => ({
    address,
    family: 'IPv4' as const,
    internal,
    netmask: '255.255.255.0',
    mac: '00:00:00:00:00:00',
    cidr: `${address}/24`,
  });
  // Listed the way a machine with Docker and a VPN lists them: the virtual ones first.
  const interfaces = {
    lo: [v4('127.0.0.1', true)],
    docker0: [v4('172.17.0.1')],
    tun0: [v4('10.8.0.2')],
    wlp2s0: [v4('192.168.1.23'), { ...v4('fe80::1'), family: 'IPv6' as const, scopeid: 2 }],
  };

  it('reads the default route with the lowest metric from /proc/net/route, skipping routes that are down or not default', () => {
    expect(defaultRouteInterface(ROUTES)).toBe('wlp2s0');
    expect(defaultRouteInterface(ROUTES.replace('wlp2s0\t00000000\t0101A8C0\t0003', 'wlp2s0\t00000000\t0101A8C0\t0002'))).toBe('tun0');
    expect(defaultRouteInterface(ROUTES.split('\n').slice(0, 2).join('\n'))).toBeNull();
    expect(defaultRouteInterface('')).toBeNull();
  });

  it("binds the default route's interface, not the first one listed (a VPN or Docker's)", () => {
    expect(chooseLanNetwork(interfaces, 'wlp2s0')).toEqual({ interface: 'wlp2s0', address: '192.168.1.23' });
    // Without a routing table (macOS, Windows): the first interface that is not virtual.
    expect(chooseLanNetwork(interfaces, null)).toEqual({ interface: 'wlp2s0', address: '192.168.1.23' });
    // A default route through the VPN is the owner's choice: it is followed, and the dialog names it.
    expect(chooseLanNetwork(interfaces, 'tun0')).toEqual({ interface: 'tun0', address: '10.8.0.2' });
    expect(chooseLanNetwork({ docker0: interfaces.docker0 }, null)).toEqual({ interface: 'docker0', address: '172.17.0.1' });
    expect(chooseLanNetwork({ lo: interfaces.lo }, null)).toBeNull();
  });
});
