/**
 * The server part of the soak (`npm run soak` discovers `soak-*.ts`): fuzzed WebSocket frames and
 * HTTP requests against a real browser-build server, with a control campaign played between them
 * whose every acknowledged action must still be in the file at the end.
 * `fuzzServer` is also what the quick test (`fuzz-frames.test.ts`) runs, with smaller counts.
 */
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type WebSocket from 'ws';
import { WEBSOCKET_MAX_MESSAGE } from '../../shared/rpc/transport';
import { tempDir } from '../support/temp-db';
import { frames, httpPaths, type Frame } from './server-fuzz';
import { connect, exchange, httpGet, spawnServer, type ServerProcess } from './server-harness';

import type { SoakRow } from './soak';

interface Count {
  tried: number;
  refusedClearly: number;
  accepted: number;
  deaths: number;
}

export interface FuzzTally {
  frames: Count;
  http: Count;
  byKind: Record<string, Count>;
  serverDeaths: number;
  deathOutput: string;
  internalErrors: string[];
  otherCloseCodes: number[];
  leakedSecrets: number;
  /** Acknowledged actions of the control campaign missing from the file at the end. */
  dataLost: number;
  acknowledged: number;
  integrity: string;
}

export interface FuzzOptions {
  databasePath: string;
  frames: number;
  httpRequests: number;
  /** Frames larger than the limit (65 MB each; they must close with 1009). */
  oversized?: number;
  seed?: number;
  log?: (line: string) => void;
}

const ANSWER_TIMEOUT_MS = 15_000;
const CONTROL_EVERY = 20;
const count = (): Count => ({ tried: 0, refusedClearly: 0, accepted: 0, deaths: 0 });

type Reply = { answer?: unknown; closed?: number; timedOut?: boolean };

function withTimeout(reply: Promise<Reply>): Promise<Reply> {
  return Promise.race([reply, new Promise<Reply>((done) => setTimeout(() => done({ timedOut: true }), ANSWER_TIMEOUT_MS).unref())]);
}

function send(socket: WebSocket, frame: Frame): Promise<Reply> {
  const data = typeof frame.data === 'string' ? frame.data : Buffer.from(frame.data);
  return withTimeout(exchange(socket, data, { binary: frame.kind === 'binary' }));
}

export async function fuzzServer(options: FuzzOptions): Promise<FuzzTally> {
  const log = options.log ?? (() => undefined);
  const root = dirname(options.databasePath);
  const web = join(root, 'web');
  mkdirSync(web, { recursive: true });
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Doomkeeper</title>');
  mkdirSync(join(root, 'web-secret'), { recursive: true });
  writeFileSync(join(root, 'web-secret', 'secret.txt'), 'TOP SECRET');

  const tally: FuzzTally = {
    frames: count(),
    http: count(),
    byKind: {},
    serverDeaths: 0,
    deathOutput: '',
    internalErrors: [],
    otherCloseCodes: [],
    leakedSecrets: 0,
    dataLost: 0,
    acknowledged: 0,
    integrity: '',
  };
  let server: ServerProcess = await spawnServer(options.databasePath, { staticRoot: web });
  let fuzzSocket: WebSocket | null = null;
  let controlSocket: WebSocket | null = null;
  const acknowledged: { seq: number; type: string }[] = [];

  /** A request of the control campaign; null when the server died under it (the death is counted by `survive`). */
  const request = async (method: string, args: unknown): Promise<{ ok: boolean; value?: any; error?: { code: string } } | null> => {
    try {
      controlSocket ??= await connect(server.port);
      const reply = await withTimeout(exchange(controlSocket, JSON.stringify({ id: 1, method, args })));
      if (reply.answer) return (reply.answer as { result: { ok: boolean; value?: any } }).result;
    } catch {
      // refused: the server is down
    }
    controlSocket = null;
    await survive(true);
    return null;
  };
  /** Notices a dead server (waiting briefly for an exit that a dropped socket announces), counts it, starts another on the same file. */
  const survive = async (suspect = false, blame?: Count): Promise<void> => {
    if (suspect) await Promise.race([server.exited, new Promise((done) => setTimeout(done, 1_000).unref())]);
    if (server.alive()) return;
    tally.serverDeaths++;
    if (blame) blame.deaths++;
    tally.deathOutput += server.output().slice(-2000);
    log(`server died:\n${server.output().slice(-500)}`);
    fuzzSocket = null;
    controlSocket = null;
    server = await spawnServer(options.databasePath, { staticRoot: web, port: server.port });
  };
  const fuzzConnection = async (): Promise<WebSocket> => {
    for (let attempt = 0; ; attempt++) {
      try {
        return (fuzzSocket ??= await connect(server.port));
      } catch (error) {
        if (attempt === 3) throw error;
        await survive(true);
      }
    }
  };

  const control = await request('campaign/create', { name: 'Control', rulesetId: 'dice-tray', players: [], options: {} });
  if (!control?.ok) throw new Error(`the server did not start cleanly:\n${server.output()}`);
  const controlId = control.value.id as number;
  await request('campaign/act', {
    campaignId: controlId,
    action: { type: 'add-counter', payload: { name: 'Count', min: 0, max: 99999, start: 0 } },
  });
  const target = (await request('campaign/create', { name: 'Fuzz target', rulesetId: 'dice-tray', players: [], options: {} }))!;
  await request('campaign/act', {
    campaignId: target.value.id,
    action: { type: 'add-counter', payload: { name: 'Count', min: 0, max: 10, start: 0 } },
  });

  const sample = fc.sample(frames({ campaignId: target.value.id }), { numRuns: options.frames, seed: options.seed });
  const oversized: Frame[] = Array.from({ length: options.oversized ?? 0 }, () => ({
    kind: 'text-bytes',
    data: new Uint8Array(WEBSOCKET_MAX_MESSAGE + 1024 * 1024).fill(0x20),
  }));
  for (const [i, frame] of [...sample, ...oversized].entries()) {
    const kind = frame.kind === 'text-bytes' && frame.data.length > WEBSOCKET_MAX_MESSAGE ? 'oversized' : frame.kind;
    const row = (tally.byKind[kind] ??= count());
    row.tried++;
    tally.frames.tried++;
    const reply = await send(await fuzzConnection(), frame);
    const result = (reply.answer as { result?: { ok: boolean; error?: { code: string; message: string } } } | undefined)?.result;
    if (result?.ok === true) {
      row.accepted++;
      tally.frames.accepted++;
    } else if (result?.ok === false && result.error?.code !== 'rpc/internal') {
      row.refusedClearly++;
      tally.frames.refusedClearly++;
    } else if (result) {
      tally.internalErrors.push(`${String(frame.data).slice(0, 120)} → ${result.error?.message}`);
    } else if (reply.closed === 1007 || reply.closed === 1009) {
      row.refusedClearly++;
      tally.frames.refusedClearly++;
      fuzzSocket = null;
    } else {
      tally.otherCloseCodes.push(reply.closed ?? -1);
      fuzzSocket = null;
    }
    await survive(!reply.answer && reply.closed !== 1007 && reply.closed !== 1009, row);
    if (i % CONTROL_EVERY === 0) {
      const acted = await request('campaign/act', {
        campaignId: controlId,
        action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } },
      });
      if (acted?.ok)
        for (const entry of acted.value.lastStep as { seq: number; type: string }[])
          acknowledged.push({ seq: entry.seq, type: entry.type });
    }
    if (i % 1000 === 999) log(`${i + 1} frames, ${tally.serverDeaths} deaths`);
  }

  const paths = fc.sample(fc.tuple(httpPaths, fc.boolean()), { numRuns: options.httpRequests, seed: options.seed });
  for (const [path, foreignHost] of paths) {
    tally.http.tried++;
    try {
      const { status, body } = await httpGet(server.port, path, foreignHost ? `rebound.example:${server.port}` : undefined);
      if (body.includes('TOP SECRET')) tally.leakedSecrets++;
      if (status === 200 && !foreignHost) tally.http.accepted++;
      else if ([400, 405, 421].includes(status) && (!foreignHost || status === 421)) tally.http.refusedClearly++;
      else tally.internalErrors.push(`HTTP ${path} (foreign host ${foreignHost}) → ${status}`);
    } catch (error) {
      tally.internalErrors.push(`HTTP ${path} → ${error instanceof Error ? error.message : String(error)}`);
      await survive(true, tally.http);
    }
  }

  (fuzzSocket as WebSocket | null)?.close();
  (controlSocket as WebSocket | null)?.close(); // assigned inside `request`, which TypeScript cannot follow
  await server.stop();
  const db = new Database(options.databasePath, { readonly: true });
  try {
    const has = db.prepare('SELECT type FROM events WHERE campaign_id = ? AND seq = ?');
    tally.acknowledged = acknowledged.length;
    tally.dataLost = acknowledged.filter((a) => (has.get(controlId, a.seq) as { type: string } | undefined)?.type !== a.type).length;
    tally.integrity = String(db.pragma('integrity_check', { simple: true }));
  } finally {
    db.close();
  }
  return tally;
}

/**
 * The soak's server rows (`npm run soak` calls this): 10,000 fuzzed frames and 2,000 HTTP requests
 * at scale 1. A death is counted on the row of the frame that caused it; lost data on the control
 * campaign's row (and a leaked file on the HTTP row).
 */
export async function run(
  opts: { scale?: number; frames?: number; httpRequests?: number; seed?: number; log?: (line: string) => void } = {},
): Promise<SoakRow[]> {
  const scale = opts.scale ?? 1;
  const dir = tempDir('doomkeeper-soak-server-');
  try {
    const tally = await fuzzServer({
      databasePath: dir.file('soak.sqlite'),
      frames: opts.frames ?? Math.round(10_000 * scale),
      httpRequests: opts.httpRequests ?? Math.round(2_000 * scale),
      oversized: scale >= 1 ? 3 : 1,
      seed: opts.seed,
      log: opts.log,
    });
    opts.log?.(
      `server fuzz: ${tally.acknowledged} control actions acknowledged, integrity ${tally.integrity}, internal errors ${tally.internalErrors.length}, other close codes ${tally.otherCloseCodes.length}, secrets leaked ${tally.leakedSecrets}`,
    );
    for (const problem of tally.internalErrors.slice(0, 10)) opts.log?.(`  internal error: ${problem}`);
    const names: Record<string, string> = {
      request: 'server: WebSocket request of any shape',
      json: 'server: WebSocket other JSON or broken text',
      'text-bytes': 'server: WebSocket random bytes as text',
      binary: 'server: WebSocket binary frame',
      oversized: 'server: WebSocket frame over 64 MB',
    };
    const row = (operation: string, c: Count, dataLost = 0): SoakRow => ({
      operation,
      tried: c.tried,
      refusedClearly: c.refusedClearly,
      accepted: c.accepted,
      dataLost,
      serverDeaths: c.deaths,
    });
    return [
      ...Object.entries(tally.byKind)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([kind, c]) => row(names[kind] ?? `server: ${kind}`, c)),
      row('server: HTTP fuzzed path / foreign Host', tally.http, tally.leakedSecrets),
      row(
        'server: control actions between fuzzed frames',
        { tried: tally.acknowledged, refusedClearly: 0, accepted: tally.acknowledged, deaths: 0 },
        tally.dataLost + (tally.integrity === 'ok' ? 0 : 1),
      ),
    ];
  } finally {
    dir.remove();
  }
}

if (process.argv[1]?.endsWith('soak-server.ts')) {
  const frames = Number(process.argv[2] ?? 10_000);
  run({ frames, log: (line) => console.error(line) })
    .then((rows) => console.table(rows))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
