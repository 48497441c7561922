/**
 * Issue 27 finding 10: thousands of requests pipelined on one socket by a client that does not read
 * its answers. Before, the server answered them all at once and kept every unsent answer in memory
 * (RSS 1.7-1.9 GB, the connection dropped); now the socket is not read while answers wait, so the
 * burst waits in the client's buffers, every request is answered, and memory stays bounded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { tempDir } from '../support/temp-db';
import { connect, exchange, rssMb, spawnServer, type ServerProcess } from './server-harness';

const BURST = 1_500;
const STEPS = 1_500;
const dir = tempDir('doomkeeper-burst-');
let server: ServerProcess;
let campaignId = 0;

async function rpc(socket: WebSocket, method: string, args: unknown): Promise<any> {
  const { answer } = await exchange(socket, JSON.stringify({ id: 1, method, args }));
  return (answer as { result: { value: unknown } }).result.value;
}

beforeAll(async () => {
  server = await spawnServer(dir.file('burst.sqlite'));
  const socket = await connect(server.port);
  campaignId = (await rpc(socket, 'campaign/create', { name: 'Burst', rulesetId: 'dice-tray', players: [], options: {} })).id;
  await rpc(socket, 'campaign/act', {
    campaignId,
    action: { type: 'add-counter', payload: { name: 'Count', min: 0, max: 99999, start: 0 } },
  });
  // 1,500 steps, sent at once: the full history and chronicle answers are then a few hundred KB each.
  let answered = 0;
  socket.on('message', () => answered++);
  for (let i = 0; i < STEPS; i++)
    socket.send(
      JSON.stringify({
        id: i,
        method: 'campaign/act',
        args: { campaignId, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } },
      }),
    );
  await new Promise<void>((done) => socket.on('message', () => answered >= STEPS && done()));
  socket.close();
}, 120_000);

afterAll(async () => {
  await server?.stop();
  dir.remove();
});

describe('a burst of pipelined requests on one socket (finding 10)', () => {
  it(`${BURST.toLocaleString('en-US')} requests sent without reading: each answered once, the socket kept, memory bounded and back after`, async () => {
    const socket = await connect(server.port);
    const idle = rssMb(server.child.pid!);
    const kinds = [
      { method: 'campaign/act', args: { campaignId, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } } },
      { method: 'history/chronicle', args: { campaignId } },
      { method: 'campaign/history', args: { campaignId } },
      { method: 'stats/campaign', args: { campaignId } },
    ];
    const answers: { id: number; ok: boolean; code?: string }[] = [];
    let closed: number | null = null;
    socket.on('close', (code) => (closed = code));
    socket.on('message', (raw) => {
      const frame = JSON.parse(String(raw));
      if (frame.notice) return;
      answers.push({ id: frame.id, ok: frame.result.ok, code: frame.result.error?.code });
    });
    // The client does not read while it sends, nor for eight seconds after.
    socket.pause();
    for (let id = 1; id <= BURST; id++) socket.send(JSON.stringify({ id, ...kinds[id % kinds.length] }));
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.child.pid!))), 100);
    await new Promise((wait) => setTimeout(wait, 8_000));
    const whileUnread = rssMb(server.child.pid!);
    socket.resume();
    await expect.poll(() => answers.length, { timeout: 90_000, interval: 200 }).toBe(BURST);
    clearInterval(sampler);
    await new Promise((wait) => setTimeout(wait, 1_000));
    const after = rssMb(server.child.pid!);
    console.log(`burst: idle ${idle} MB, unread ${whileUnread} MB, peak ${peak} MB, after ${after} MB`);

    expect(closed).toBeNull();
    expect(answers.map((a) => a.id).sort((a, b) => a - b)).toEqual(Array.from({ length: BURST }, (_, i) => i + 1));
    // Every request is answered: done, or refused as busy (never an internal error).
    expect(answers.filter((a) => !a.ok && a.code !== 'rpc/busy')).toEqual([]);
    expect(answers.filter((a) => a.ok).length).toBeGreaterThan(BURST * 0.9);
    // While the client did not read, the server held only a few answers: its memory barely moved.
    expect(whileUnread - idle).toBeLessThan(100);
    expect(peak - idle).toBeLessThan(250);
    expect(after - idle).toBeLessThan(150);
    // And the owner's next request is answered as usual.
    expect((await exchange(socket, JSON.stringify({ id: 0, method: 'campaign/list', args: {} }))).answer).toMatchObject({
      result: { ok: true },
    });
    socket.close();
  }, 150_000);
});
