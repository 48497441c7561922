/**
 * Nothing lost: the server is killed with SIGKILL in the middle of a stream of actions, many
 * times. After each restart every acknowledged action is there, the log has no gap, and
 * SQLite's integrity check passes.
 */
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { WireResponse } from '../../shared/rpc/transport';
import { startServer, tempDir, type RunningServer } from './helpers';

const dir = tempDir('doomkeeper-crash-');
afterAll(() => dir.remove());

/** A tiny RPC client over the same WebSocket transport the browser uses. */
async function connect(server: RunningServer) {
  const socket = new WebSocket(`ws://127.0.0.1:${server.port}/rpc`, { origin: `http://127.0.0.1:${server.port}` });
  await new Promise<void>((open, fail) => {
    socket.once('open', () => open());
    socket.once('error', fail);
  });
  let nextId = 1;
  const pending = new Map<number, { done: (r: WireResponse['result']) => void; fail: (e: Error) => void }>();
  socket.on('message', (raw) => {
    const response = JSON.parse(String(raw)) as WireResponse;
    const waiting = pending.get(response.id);
    pending.delete(response.id);
    waiting?.done(response.result);
  });
  // One listener for the connection's end fails every call still waiting (one per call piled up).
  socket.once('close', () => {
    for (const waiting of pending.values()) waiting.fail(new Error('connection closed'));
    pending.clear();
  });
  const call = (method: string, args: unknown) =>
    new Promise<WireResponse['result']>((done, fail) => {
      if (socket.readyState !== WebSocket.OPEN) return fail(new Error('connection closed'));
      const id = nextId++;
      pending.set(id, { done, fail });
      socket.send(JSON.stringify({ id, method, args }));
    });
  return { call, close: () => socket.terminate() };
}

const counter = (state: unknown) => (state as { counters: { value: number }[] }).counters[0].value;

describe('a crash or power cut loses no confirmed action', () => {
  it('survives SIGKILL mid-stream, again and again', async () => {
    const databasePath = dir.file('campaigns.sqlite');
    let server = await startServer(databasePath);
    let client = await connect(server);
    const created = await client.call('campaign/create', { name: 'Crash', rulesetId: 'dice-tray', players: [], options: {} });
    if (!created.ok) throw new Error(created.error.message);
    const campaignId = (created.value as { id: number }).id;
    const added = await client.call('campaign/act', {
      campaignId,
      action: { type: 'add-counter', payload: { name: 'Acks', min: 0, max: 99999, start: 0 } },
    });
    expect(added.ok).toBe(true);

    let acknowledged = 0;
    for (let round = 0; round < 12; round++) {
      const killAfter = 5 + Math.floor(Math.random() * 60);
      // The kill comes mid-stream: after the round's first acknowledged action and then 5–65 ms
      // more (on a loaded machine the first answer alone can take longer than that).
      let firstAck: () => void = () => undefined;
      const streaming = new Promise<void>((started) => (firstAck = started));
      const stream = (async () => {
        for (;;) {
          const result = await client.call('campaign/act', {
            campaignId,
            action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } },
          });
          if (!result.ok) throw new Error(result.error.message);
          acknowledged = counter((result.value as { state: unknown }).state);
          firstAck();
        }
      })().catch(() => undefined);
      await Promise.race([streaming, stream]);
      await new Promise((wait) => setTimeout(wait, killAfter));
      await server.stop('SIGKILL');
      await stream;

      const raw = new Database(databasePath);
      expect(raw.pragma('integrity_check', { simple: true })).toBe('ok');
      const seqs = raw.prepare('SELECT seq FROM events WHERE campaign_id = ? ORDER BY seq').all(campaignId) as { seq: number }[];
      seqs.forEach((row, i) => expect(row.seq).toBe(i + 1));
      raw.close();

      server = await startServer(databasePath);
      client = await connect(server);
      const opened = await client.call('campaign/open', { campaignId });
      if (!opened.ok) throw new Error(opened.error.message);
      const value = counter((opened.value as { state: unknown }).state);
      // Every acknowledged action is there; at most the one in flight also landed.
      expect(value).toBeGreaterThanOrEqual(acknowledged);
      expect(value).toBeLessThanOrEqual(acknowledged + 1);
      acknowledged = value;
    }
    expect(acknowledged).toBeGreaterThan(12);
    client.close();
    await server.stop();
  });
});
