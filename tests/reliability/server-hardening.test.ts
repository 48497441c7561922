/**
 * Issue 12 cases 6-9 against a real browser-build server on 127.0.0.1: no frame or request from a
 * client stops the process; names are looked up as own names only; static files stay in their
 * root; a foreign Host header is refused on HTTP as on the WebSocket.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { WEBSOCKET_MAX_MESSAGE } from '../../shared/rpc/transport';
import { tempDir } from '../support/temp-db';
import { connect, exchange, httpGet, spawnServer, type ServerProcess } from './server-harness';

const dir = tempDir('doomkeeper-hardening-');
const web = join(dir.dir, 'web');
let server: ServerProcess;
let campaignId = 0;

beforeAll(async () => {
  mkdirSync(web);
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Doomkeeper</title>');
  writeFileSync(join(web, 'app.js'), 'console.log(1)');
  // A sibling folder whose name starts like the web root's: it must stay out of reach.
  mkdirSync(join(dir.dir, 'web-secret'));
  writeFileSync(join(dir.dir, 'web-secret', 'secret.txt'), 'TOP SECRET');
  server = await spawnServer(dir.file('hardening.sqlite'), { staticRoot: web });
  const socket = await connect(server.port);
  const created = await exchange(
    socket,
    JSON.stringify({ id: 1, method: 'campaign/create', args: { name: 'Target', rulesetId: 'dice-tray', players: [], options: {} } }),
  );
  campaignId = (created.answer as { result: { value: { id: number } } }).result.value.id;
  socket.close();
}, 60_000);

afterAll(async () => {
  await server?.stop();
  dir.remove();
});

/** The server still answers a good request on a fresh socket. */
async function stillServes(): Promise<void> {
  expect(server.alive(), server.output()).toBe(true);
  const socket = await connect(server.port);
  const listed = await exchange(socket, JSON.stringify({ id: 7, method: 'campaign/list', args: {} }));
  expect(listed.answer).toMatchObject({ id: 7, result: { ok: true } });
  socket.close();
}

describe('case 6: one WebSocket frame no longer stops the server', () => {
  const typedRefusals: [string, string, string][] = [
    ['null', 'null', 'rpc/invalid_payload'],
    ['a bare string', '"campaign/list"', 'rpc/invalid_payload'],
    ['an array', '[1,2,3]', 'rpc/invalid_payload'],
    ['a method that is an object', '{"id":3,"method":{"toString":1}}', 'rpc/invalid_payload'],
    ['a method that is a number', '{"id":3,"method":42}', 'rpc/invalid_payload'],
    ['an id that is an object', '{"id":{},"method":"campaign/list","args":{}}', ''],
    ['deeply nested JSON', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, 'rpc/invalid_payload'],
  ];
  for (const [what, frame, code] of typedRefusals) {
    it(`${what}: a typed answer, the server lives`, async () => {
      const socket = await connect(server.port);
      const { answer } = await exchange(socket, frame);
      if (code) expect(answer).toMatchObject({ result: { ok: false, error: { code } } });
      else expect(answer).toMatchObject({ id: -1, result: { ok: true } });
      socket.close();
      await stillServes();
    });
  }

  it('a text frame with invalid UTF-8 closes that socket with 1007; the server lives', async () => {
    const socket = await connect(server.port);
    expect(await exchange(socket, Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false })).toEqual({ closed: 1007 });
    await stillServes();
  });

  it('a frame over the limit closes that socket with 1009; the server lives', async () => {
    const socket = await connect(server.port);
    expect(await exchange(socket, Buffer.alloc(WEBSOCKET_MAX_MESSAGE + 1024 * 1024, 0x20), { binary: false })).toEqual({ closed: 1009 });
    await stillServes();
  }, 60_000);

  it('a binary frame gets a typed refusal', async () => {
    const socket = await connect(server.port);
    expect((await exchange(socket, Buffer.from('{"id":1,"method":"campaign/list","args":{}}'), { binary: true })).answer).toMatchObject({
      result: { ok: false, error: { code: 'rpc/invalid_payload' } },
    });
    socket.close();
  });
});

describe('case 7: only own names are dispatched', () => {
  for (const name of ['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf', '__defineGetter__']) {
    it(`method "${name}" is an unknown request`, async () => {
      const socket = await connect(server.port);
      const { answer } = await exchange(socket, JSON.stringify({ id: 5, method: name, args: {} }));
      expect(answer).toMatchObject({ id: 5, result: { ok: false, error: { code: 'rpc/unknown_method' } } });
      socket.close();
      await stillServes();
    });
    it(`action "${name}" is an unknown action, nothing written`, async () => {
      const socket = await connect(server.port);
      const before = await exchange(socket, JSON.stringify({ id: 1, method: 'campaign/history', args: { campaignId } }));
      for (const method of ['campaign/act', 'campaign/dice-for']) {
        const args =
          method === 'campaign/act' ? { campaignId, action: { type: name, roll: { source: 'app' } } } : { campaignId, type: name };
        const { answer } = await exchange(socket, JSON.stringify({ id: 6, method, args }));
        expect(answer).toMatchObject({ id: 6, result: { ok: false, error: { code: 'rules/unknown_action' } } });
      }
      const after = await exchange(socket, JSON.stringify({ id: 2, method: 'campaign/history', args: { campaignId } }));
      expect((after.answer as { result: unknown }).result).toEqual((before.answer as { result: unknown }).result);
      socket.close();
    });
  }
});

describe('case 6 and 8: HTTP requests', () => {
  it('GET /% answers 400; the server lives', async () => {
    expect((await httpGet(server.port, '/%')).status).toBe(400);
    expect((await httpGet(server.port, '/%E0%A4%A')).status).toBe(400);
    await stillServes();
  });

  for (const path of [
    '/..%2fweb-secret/secret.txt',
    '/%2e%2e/web-secret/secret.txt',
    '/..%5cweb-secret%5csecret.txt',
    '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/app.js%00.html',
  ]) {
    it(`${path} does not leave the web root (400)`, async () => {
      const { status, body } = await httpGet(server.port, path);
      expect(body).not.toContain('TOP SECRET');
      expect(status).toBe(400);
    });
  }

  it('serves files inside the root, and the page for unknown routes', async () => {
    expect(await httpGet(server.port, '/app.js')).toEqual({ status: 200, body: 'console.log(1)' });
    expect((await httpGet(server.port, '/campaign/3')).body).toContain('<title>Doomkeeper</title>');
    expect((await httpGet(server.port, '/../web-secret/secret.txt')).body).not.toContain('TOP SECRET');
  });
});

describe('case 9: DNS rebinding — the Host header is checked on HTTP as on the WebSocket', () => {
  it('refuses a foreign Host on HTTP', async () => {
    expect((await httpGet(server.port, '/', `evil.example:${server.port}`)).status).toBe(421);
    expect((await httpGet(server.port, '/', '127.0.0.1:1')).status).toBe(421);
    expect((await httpGet(server.port, '/', `localhost:${server.port}`)).status).toBe(200);
  });

  it('refuses a WebSocket whose Host is foreign even when its Origin looks like ours', async () => {
    const refused = await new Promise<string>((done) => {
      const socket = new WebSocket(`ws://127.0.0.1:${server.port}/rpc`, {
        origin: `http://127.0.0.1:${server.port}`,
        headers: { host: `evil.example:${server.port}` },
      });
      socket.once('open', () => {
        socket.close();
        done('opened');
      });
      socket.once('error', (error) => done(error.message));
    });
    expect(refused).toMatch(/401|403|Unexpected server response/);
  });
});

describe('case 7: an imported step whose recorded action is a prototype name', () => {
  it('is refused as an unknown action, nothing written', async () => {
    const socket = await connect(server.port);
    const rpc = async (method: string, args: unknown) =>
      (
        (await exchange(socket, JSON.stringify({ id: 9, method, args }))).answer as {
          result: { ok: boolean; value?: any; error?: { code: string; message: string } };
        }
      ).result;
    expect(
      (await rpc('campaign/act', { campaignId, action: { type: 'add-counter', payload: { name: 'Count', min: 0, max: 10, start: 0 } } }))
        .ok,
    ).toBe(true);
    const exported = JSON.parse((await rpc('history/export', { campaignId })).value.content);
    const step = exported.campaigns[0].events.find((e: { action?: { type: string } }) => e.action?.type === 'add-counter');
    expect(step).toBeDefined();
    const before = await rpc('campaign/list', { includeArchived: true });
    for (const name of ['constructor', 'toString', '__proto__']) {
      step.action.type = name;
      const refused = await rpc('history/import', { content: JSON.stringify(exported), keepBoth: true });
      expect(refused.ok).toBe(false);
      expect(refused.error!.message).toContain('rules/unknown_action');
    }
    expect(await rpc('campaign/list', { includeArchived: true })).toEqual(before);
    socket.close();
  });
});
