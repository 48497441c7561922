/**
 * Issue 27 finding 7: the browser build sends a file to import in chunks, each a binary frame
 * (`history/import-upload`, then `history/import-chunk`), so the server never parses it as one
 * request. Against a real server, bad input at this boundary gets a clear, typed answer and changes
 * nothing — malformed binary frames, a chunk as a text frame, an oversized chunk, a chunk out of
 * order or past the file's end, a chunk for an import that does not exist or was stopped, and a
 * fast-check stream of arbitrary frames — and an upload interrupted by all that still completes
 * and imports exactly the file. An upload that goes quiet is given up (the service, with a short clock).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { ImportService } from '../../electron/main/services/imports';
import type { ImportStatus } from '../../shared/rpc/contract';
import { encodeBinaryRequest, IMPORT_CHUNK_BYTES, IMPORT_MAX_BYTES } from '../../shared/rpc/transport';
import { tempDir } from '../support/temp-db';
import { largeExport } from './large-export';
import { connect, exchange, spawnServer, type ServerProcess } from './server-harness';

type Answer = { id: number; result: { ok: boolean; value?: any; error?: { code: string; message: string } } };

const dir = tempDir();
let server: ServerProcess;
let socket: WebSocket;
let content: string;

async function frame(data: string | Uint8Array, binary: boolean): Promise<Answer> {
  const { answer, closed } = await exchange(socket, typeof data === 'string' ? data : Buffer.from(data), { binary });
  expect(closed).toBeUndefined();
  return answer as Answer;
}
const call = async (method: string, args: unknown) => (await frame(JSON.stringify({ id: 3, method, args }), false)).result;
const chunk = async (importId: unknown, offset: unknown, bytes: Uint8Array) =>
  (await frame(encodeBinaryRequest({ id: 4, method: 'history/import-chunk', args: { importId, offset } }, bytes), true)).result;

/** What a refused frame must leave as it was: the campaigns, the backups, and how far the upload is. */
async function snapshot(importId: number) {
  return {
    campaigns: (await call('campaign/list', { includeArchived: true })).value.length as number,
    backups: (await call('backup/list', {})).value.backups.length as number,
    status: (await call('history/import-status', { importId })).value as ImportStatus,
  };
}

async function follow(importId: number): Promise<ImportStatus> {
  for (;;) {
    const status = (await call('history/import-status', { importId })).value as ImportStatus;
    if (status.state !== 'running') return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  content = largeExport(1_500_000, 1000).content; // over 1 MB: checked in the worker
  server = await spawnServer(dir.file('upload.sqlite'));
  socket = await connect(server.port);
}, 120_000);
afterAll(async () => {
  socket?.close();
  await server?.stop();
  dir.remove();
});

describe('the chunked upload refuses bad input cleanly (issue 27 finding 7)', () => {
  it('every bad frame gets a typed answer and changes nothing; the upload then completes and imports the file', async () => {
    const bytes = new TextEncoder().encode(content);
    const started = await call('history/import-upload', { size: bytes.length });
    expect(started.ok).toBe(true);
    const importId = started.value.importId as number;
    expect((await call('history/import-upload', { size: 10 })).error?.code).toBe('import/busy');
    expect(await chunk(importId, 0, bytes.subarray(0, IMPORT_CHUNK_BYTES))).toEqual({ ok: true, value: { received: IMPORT_CHUNK_BYTES } });
    const before = await snapshot(importId);
    expect(before.status).toMatchObject({ state: 'running', phase: 'reading', done: IMPORT_CHUNK_BYTES, total: bytes.length });

    const header = (text: string) => {
      const head = new TextEncoder().encode(text);
      const out = new Uint8Array(4 + head.length + 3);
      new DataView(out.buffer).setUint32(0, head.length);
      out.set(head, 4);
      return out;
    };
    const refusals: [string, () => Promise<Answer['result']>, string][] = [
      ['too short for a header', () => frame(new Uint8Array([0, 0]), true).then((a) => a.result), 'rpc/invalid_payload'],
      [
        'a header longer than the frame',
        () => frame(new Uint8Array([0, 0, 0, 200, 123]), true).then((a) => a.result),
        'rpc/invalid_payload',
      ],
      [
        'a header over 1 KB',
        () => frame(new Uint8Array([0, 0, 8, 0, ...new Uint8Array(2048)]), true).then((a) => a.result),
        'rpc/invalid_payload',
      ],
      ['a header that is not JSON', () => frame(header('{"id":1,'), true).then((a) => a.result), 'rpc/invalid_payload'],
      [
        'a header that is not UTF-8',
        () => frame(new Uint8Array([0, 0, 0, 3, 0x22, 0xff, 0x22]), true).then((a) => a.result),
        'rpc/invalid_payload',
      ],
      ['a header that is an array', () => frame(header('[1,2]'), true).then((a) => a.result), 'rpc/invalid_payload'],
      [
        'a method that is not sent in binary',
        () => frame(header('{"id":1,"method":"campaign/list","args":{}}'), true).then((a) => a.result),
        'rpc/invalid_payload',
      ],
      [
        'bytes named in the header',
        () =>
          frame(header(`{"id":1,"method":"history/import-chunk","args":{"importId":${importId},"offset":0,"bytes":[1]}}`), true).then(
            (a) => a.result,
          ),
        'rpc/invalid_payload',
      ],
      [
        'a chunk as a text frame',
        () => call('history/import-chunk', { importId, offset: IMPORT_CHUNK_BYTES, bytes: [1, 2, 3] }),
        'rpc/invalid_payload',
      ],
      ['an empty chunk', () => chunk(importId, IMPORT_CHUNK_BYTES, new Uint8Array(0)), 'rpc/invalid_payload'],
      ['an oversized chunk', () => chunk(importId, IMPORT_CHUNK_BYTES, new Uint8Array(IMPORT_CHUNK_BYTES + 1)), 'rpc/invalid_payload'],
      ['a chunk sent again', () => chunk(importId, 0, bytes.subarray(0, 10)), 'import/bad_chunk'],
      ['a chunk from further on', () => chunk(importId, IMPORT_CHUNK_BYTES + 1, bytes.subarray(0, 10)), 'import/bad_chunk'],
      [
        'a chunk past the end of the file',
        () => chunk(importId, IMPORT_CHUNK_BYTES, new Uint8Array(IMPORT_CHUNK_BYTES)),
        'import/bad_chunk',
      ],
      ['a chunk for an import that does not exist', () => chunk(importId + 50, 0, bytes.subarray(0, 10)), 'import/unknown'],
      ['a chunk with no import named', () => chunk('x', 0, bytes.subarray(0, 10)), 'rpc/invalid_payload'],
      ['a negative offset', () => chunk(importId, -1, bytes.subarray(0, 10)), 'rpc/invalid_payload'],
      ['an upload of no bytes', () => call('history/import-upload', { size: 0 }), 'rpc/invalid_payload'],
      ['an upload over the limit', () => call('history/import-upload', { size: IMPORT_MAX_BYTES + 1 }), 'rpc/invalid_payload'],
    ];
    for (const [what, send, code] of refusals) {
      const result = await send();
      expect({ what, ok: result.ok, code: result.error?.code }).toEqual({ what, ok: false, code });
      expect(result.error!.message.length).toBeGreaterThan(15);
    }
    expect(await snapshot(importId)).toEqual(before);

    // Arbitrary binary frames and arbitrary chunk requests: each answered with a typed refusal, none taken.
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 300 }).map((data) => ({ data, binary: true })),
          fc
            .record({ importId: fc.oneof(fc.constant(importId), fc.integer(), fc.string()), offset: fc.oneof(fc.integer(), fc.double()) })
            .filter((a) => a.offset !== IMPORT_CHUNK_BYTES)
            .map((args) => ({
              data: encodeBinaryRequest({ id: 9, method: 'history/import-chunk', args }, new Uint8Array(5)),
              binary: true,
            })),
          fc
            .json()
            .map((text) => ({ data: new TextEncoder().encode(`\0\0\0${String.fromCharCode(text.length & 0xff)}${text}`), binary: true })),
        ),
        async ({ data, binary }) => {
          const answer = await frame(data, binary);
          expect(answer.result.ok).toBe(false);
          expect(answer.result.error?.code).toMatch(/^(rpc\/invalid_payload|import\/(bad_chunk|unknown|not_receiving))$/);
        },
      ),
      { numRuns: 300 },
    );
    expect(await snapshot(importId)).toEqual(before);

    for (let offset = IMPORT_CHUNK_BYTES; offset < bytes.length; offset += IMPORT_CHUNK_BYTES)
      expect((await chunk(importId, offset, bytes.subarray(offset, offset + IMPORT_CHUNK_BYTES))).ok).toBe(true);
    const ended = await follow(importId);
    expect(ended).toMatchObject({ state: 'done', error: null });
    expect(ended.imported).toHaveLength(JSON.parse(content).campaigns.length);
    expect((await call('campaign/list', { includeArchived: true })).value).toHaveLength(before.campaigns + ended.imported!.length);
    expect((await chunk(importId, bytes.length, bytes.subarray(0, 1))).error?.code).toBe('import/not_receiving');
  }, 180_000);

  it('a stopped upload takes no more chunks and writes nothing; a broken file is refused as the text path refuses it; a small file imports', async () => {
    const bytes = new TextEncoder().encode(content);
    const started = await call('history/import-upload', { size: bytes.length, keepBoth: true });
    const importId = started.value.importId as number;
    expect((await chunk(importId, 0, bytes.subarray(0, IMPORT_CHUNK_BYTES))).ok).toBe(true);
    expect((await call('history/import-cancel', { importId })).value.state).toBe('cancelled');
    const after = (await call('campaign/list', { includeArchived: true })).value.length as number;
    expect((await chunk(importId, IMPORT_CHUNK_BYTES, bytes.subarray(IMPORT_CHUNK_BYTES))).error?.code).toBe('import/not_receiving');

    // The same broken file by both paths: the same refusal, code and words.
    const broken = new TextEncoder().encode(content.replace(/"seq": ?2,/, '"seq": "2",'));
    const viaText = await follow(
      (await call('history/import-start', { content: new TextDecoder().decode(broken), keepBoth: true })).value.importId,
    );
    const upload = (await call('history/import-upload', { size: broken.length, keepBoth: true })).value.importId as number;
    for (let offset = 0; offset < broken.length; offset += IMPORT_CHUNK_BYTES)
      expect((await chunk(upload, offset, broken.subarray(offset, offset + IMPORT_CHUNK_BYTES))).ok).toBe(true);
    const viaChunks = await follow(upload);
    expect(viaText.error?.code).toBe('import/invalid_file');
    expect(viaChunks.error).toEqual(viaText.error);
    expect((await call('campaign/list', { includeArchived: true })).value).toHaveLength(after);

    // A small file (under 1 MB: checked on the main thread) arrives in one chunk and imports.
    const small = JSON.parse(content) as { campaigns: unknown[] };
    small.campaigns = small.campaigns.slice(0, 1);
    const one = new TextEncoder().encode(JSON.stringify(small));
    expect(one.length).toBeLessThan(IMPORT_CHUNK_BYTES);
    const quick = (await call('history/import-upload', { size: one.length, keepBoth: true })).value.importId as number;
    expect(await chunk(quick, 0, one)).toEqual({ ok: true, value: { received: one.length } });
    expect(await follow(quick)).toMatchObject({ state: 'done', imported: [{}] });
    expect((await call('campaign/list', { includeArchived: true })).value).toHaveLength(after + 1);
  }, 120_000);
});

describe('an upload that goes quiet', () => {
  it('is given up after its idle time: the import fails with a clear error and the next one may start', async () => {
    const quiet = tempDir();
    const service = new ImportService({
      databasePath: quiet.file('quiet.sqlite'),
      uploadIdleMs: 100,
      inline: () => {
        throw new Error('not reached');
      },
      beforeWrite: () => ({ ok: true, value: null }),
      summaries: () => [],
    });
    try {
      const started = service.upload(1000, { keepBoth: false, keepBothPacks: false });
      if (!started.ok) throw new Error(started.error.message);
      expect(service.chunk(started.value.importId, 0, new Uint8Array(400))).toEqual({ ok: true, value: { received: 400 } });
      expect(service.upload(10, { keepBoth: false, keepBothPacks: false })).toMatchObject({ ok: false, error: { code: 'import/busy' } });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(service.status(started.value.importId)).toMatchObject({
        ok: true,
        value: { state: 'failed', error: { code: 'import/failed' } },
      });
      expect(service.chunk(started.value.importId, 400, new Uint8Array(10))).toMatchObject({
        ok: false,
        error: { code: 'import/not_receiving' },
      });
      expect(service.upload(10, { keepBoth: false, keepBothPacks: false }).ok).toBe(true);
    } finally {
      service.close();
      quiet.remove();
    }
  });
});
