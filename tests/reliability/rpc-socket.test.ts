/**
 * The paced RPC socket (`electron/server/rpc-socket.ts`) on its own, with small bounds: a client
 * that stops reading while notices pile up is answered once it reads again (the socket does not
 * stay paused waiting for a callback no notice has), and requests past the queue's bound get a
 * typed `rpc/busy` while the ones queued are answered.
 */
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { broadcast, serveRpcSocket, type Pacing } from '../../electron/server/rpc-socket';
import type { WireResponse } from '../../shared/rpc/transport';

const PACING: Pacing = { highWaterBytes: 64 * 1024, queueBytes: 1024, queueFrames: 4, stalledBytes: 512 * 1024 * 1024 };
let server: WebSocketServer | null = null;

/** A server whose every socket is paced; each request is answered with its own method name, after `workMs` of work. */
async function pacedServer(workMs = 0): Promise<{ url: string; server: WebSocketServer }> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((ready) => wss.once('listening', ready));
  wss.on('connection', (socket) =>
    serveRpcSocket(socket, {
      answer: (raw): WireResponse => {
        const until = performance.now() + workMs;
        while (performance.now() < until); // the work a real request does
        const { id, method } = JSON.parse(String(raw)) as { id: number; method: string };
        return { id, result: { ok: true, value: method } };
      },
      log: () => undefined,
      pacing: PACING,
    }),
  );
  server = wss;
  return { url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`, server: wss };
}

function open(url: string): Promise<WebSocket> {
  return new Promise((done, fail) => {
    const socket = new WebSocket(url);
    socket.once('open', () => done(socket));
    socket.once('error', fail);
  });
}

afterEach(async () => {
  for (const client of server?.clients ?? []) client.terminate();
  await new Promise((done) => server?.close(done));
  server = null;
});

describe('the paced RPC socket', () => {
  it('answers a client that stopped reading while notices piled up, once it reads again', async () => {
    const { url, server: wss } = await pacedServer();
    const client = await open(url);
    const answers: unknown[] = [];
    client.on('message', (raw) => {
      const frame = JSON.parse(String(raw));
      if (!frame.notice) answers.push(frame);
    });
    client.pause();
    // 16 MB of notices: more than the kernel's buffers take, so the rest waits in ours.
    const big = { kind: 'campaign/changed' as const, campaignId: 1, head: 1, lastStep: [{ note: 'x'.repeat(100_000) }] as never };
    for (let i = 0; i < 160; i++) broadcast(wss.clients, { notice: big }, PACING);
    client.send(JSON.stringify({ id: 1, method: 'after the notices' }));
    await new Promise((wait) => setTimeout(wait, 300));
    client.resume();
    await expect.poll(() => answers, { timeout: 10_000 }).toEqual([{ id: 1, result: { ok: true, value: 'after the notices' } }]);
  }, 20_000);

  it('past the queue, requests get a typed rpc/busy at once; every queued one is answered', async () => {
    const { url } = await pacedServer(5);
    const client = await open(url);
    const answers: { id: number; result: { ok: boolean; error?: { code: string } } }[] = [];
    client.on('message', (raw) => answers.push(JSON.parse(String(raw))));
    const padding = 'p'.repeat(300);
    for (let id = 1; id <= 40; id++) client.send(JSON.stringify({ id, method: `request ${id}`, padding }));
    await expect.poll(() => answers.length, { timeout: 10_000 }).toBe(40);
    const busy = answers.filter((a) => !a.result.ok);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.every((a) => a.result.error?.code === 'rpc/busy')).toBe(true);
    expect(answers.map((a) => a.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    // The first request is always answered, in order with the others that were queued.
    const done = answers.filter((a) => a.result.ok).map((a) => a.id);
    expect(done[0]).toBe(1);
    expect(done).toEqual([...done].sort((a, b) => a - b));
  });
});
