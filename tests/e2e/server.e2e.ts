/** The browser-build server at its boundary: malformed requests, foreign pages, newer databases. */
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startServer, tempDir } from './helpers';

const dir = tempDir('doomkeeper-server-');
afterAll(() => dir.remove());

function send(port: number, raw: string, origin = `http://127.0.0.1:${port}`): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/rpc`, { origin });
    socket.once('open', () => socket.send(raw));
    socket.once('message', (data) => {
      resolve(JSON.parse(String(data)));
      socket.close();
    });
    socket.once('error', reject);
  });
}

describe('the browser-build server', () => {
  it('answers a malformed payload with a clear error and writes nothing', async () => {
    const server = await startServer(dir.file('boundary.sqlite'));
    try {
      expect(await send(server.port, '{not json')).toMatchObject({ result: { ok: false, error: { code: 'rpc/invalid_payload' } } });
      expect(await send(server.port, JSON.stringify({ id: 1, method: 'campaign/create', args: { name: 42 } }))).toMatchObject({
        id: 1,
        result: { ok: false, error: { code: 'rpc/invalid_payload', message: expect.stringContaining('name') } },
      });
      expect(await send(server.port, JSON.stringify({ id: 2, method: 'campaign/list', args: {} }))).toMatchObject({
        id: 2,
        result: { ok: true, value: [] },
      });
    } finally {
      await server.stop();
    }
  });

  it('refuses connections from pages it did not serve', async () => {
    const server = await startServer(dir.file('origin.sqlite'));
    try {
      await expect(send(server.port, '{}', 'https://evil.example')).rejects.toThrow(/401|403|Unexpected server response/);
    } finally {
      await server.stop();
    }
  });

  it('refuses a database written by a newer version, says why, and leaves the file untouched', async () => {
    const file = dir.file('newer.sqlite');
    const raw = new Database(file);
    raw.exec('CREATE TABLE future (x)');
    // Every Doomkeeper file since schema 5 carries its application id ("DOOM"); without it and our tables a file is another program's.
    raw.pragma('application_id = 1146048333');
    raw.pragma('user_version = 42');
    raw.close();
    const before = readFileSync(file);
    await expect(startServer(file)).rejects.toThrow(/newer version of Doomkeeper/);
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});
