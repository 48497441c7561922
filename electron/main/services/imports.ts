/**
 * Imports of export files, each in a worker thread (`import-worker.ts`): the file is read,
 * checked and written there, the renderer asks how far it is (`history/import-status`) and may
 * cancel it until the writing starts. One import at a time; finished ones are kept briefly.
 */
import { readdirSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { fail, ok, type ErrorData, type Result } from '../../../shared/engine/result';
import type { CampaignSummary, ImportStatus } from '../../../shared/rpc/contract';
import { IMPORT_CHUNK_BYTES } from '../../../shared/rpc/transport';
import { collectGarbage } from './collect-garbage';
import { guarded } from './guarded';
import type { ImportWorkerData, ImportWorkerMessage, ImportWorkerOrder } from './import-worker';

/** The worker's address: the `.ts` source under tsx and the tests, the bundled file in Electron. */
export const defaultImportWorkerUrl = new URL('./import-worker.ts', import.meta.url);

/** At most this many finished imports are kept for the renderer to read. */
const KEEP_FINISHED = 4;
/**
 * The worker's heap. The largest file the browser build sends (64 MB, one campaign of 132,000
 * events) is checked in well under it; only a file beyond reason reaches it — and then the worker
 * alone stops, the import is refused and the services carry on. Not higher: the read-back makes
 * hundreds of MB of short-lived objects, and the heap grows with its cap before V8 collects them
 * (docs/reliability.md, "A large import").
 */
const WORKER_HEAP_MB = 200;

/**
 * Below this many characters a file is checked and written on the main thread, in a moment of its
 * own (≈ 0.1 s for 1 MB): a worker's start (1–3 s, loading every ruleset) would cost more than
 * the check, and the other views wait no longer than for a page of the chronicle.
 */
export const IMPORT_INLINE_BELOW = 1_000_000;

export interface ImportDeps {
  databasePath: string;
  workerUrl?: URL;
  /** Files below this size are imported on the main thread (default `IMPORT_INLINE_BELOW`; the kill tests set 0). */
  inlineBelow?: number;
  /** An upload given no chunk for this long is given up (default `UPLOAD_IDLE_MS`). */
  uploadIdleMs?: number;
  /** The one-answer import, for small files: checks and writes, or refuses (`history/import`). */
  inline: (content: string, answers: ImportAnswers) => Result<{ imported: CampaignSummary[] }>;
  /** Runs on the main thread once the file is checked, before anything is written (the safety backup). */
  beforeWrite: () => Result<null>;
  /** The imported campaigns as the app lists them, read after the worker's commit. */
  summaries: (ids: readonly number[]) => CampaignSummary[];
}

/** What the table already answered: keep both campaigns (`import/exists`), install a pack beside another (`import/pack_differs`). */
export interface ImportAnswers {
  keepBoth: boolean;
  keepBothPacks: boolean;
}

interface Job extends ImportStatus {
  worker: Worker | null;
  /** A file still arriving in chunks: its buffer, how much of it is in, and its idle clock. */
  upload: { bytes: Uint8Array; received: number; idle: NodeJS.Timeout | null } | null;
  answers: ImportAnswers;
}

const busy = () => fail('import/busy', 'Another import is still running; wait for it to finish or cancel it.');

/** An upload that receives no chunk for this long is given up (ms). */
export const UPLOAD_IDLE_MS = 30_000;

export class ImportService {
  private readonly jobs = new Map<number, Job>();
  private nextId = 1;

  constructor(private readonly deps: ImportDeps) {
    this.removeScratch();
  }

  /** Where an import's scratch database lies: beside the database, so it costs disk, not memory. */
  private scratchFile(importId: number): string {
    return `${this.deps.databasePath}.import-${importId}-scratch`;
  }

  /** Scratch files an import left (a crash, a cancel while its worker still held them); the worker removes its own. */
  private removeScratch(): void {
    const dir = dirname(this.deps.databasePath);
    const prefix = `${basename(this.deps.databasePath)}.import-`;
    try {
      for (const name of readdirSync(dir))
        if (name.startsWith(prefix) && /-scratch(-wal|-shm|-journal)?$/.test(name)) rmSync(join(dir, name), { force: true });
    } catch (error) {
      console.error('Could not remove an import’s scratch files', error);
    }
  }

  start(content: string, answers: ImportAnswers): Result<{ importId: number }> {
    if (this.running()) return busy();
    const job = this.open(answers);
    if (content.length < (this.deps.inlineBelow ?? IMPORT_INLINE_BELOW)) this.inline(job, content);
    else {
      this.launch(job, new TextEncoder().encode(content));
      // The file's text (the request, its frame, the bytes just handed over: several times its size)
      // is garbage once this answer is sent; the main thread, idle meanwhile, would keep it for the
      // whole import. Collected now, the memory goes to the worker's reading instead.
      setTimeout(guarded('Collecting an import’s request', collectGarbage), 100).unref();
    }
    return ok({ importId: job.importId });
  }

  /**
   * Starts an import whose file arrives in chunks (`chunk`): nothing of it is parsed here, and its
   * bytes are copied once, into one buffer handed to the worker when the last chunk is in. A file
   * that stops arriving for `uploadIdleMs` is given up (the buffer let go, nothing written).
   */
  upload(size: number, answers: ImportAnswers): Result<{ importId: number }> {
    if (this.running()) return busy();
    const job = this.open(answers);
    Object.assign(job, { total: size });
    job.upload = { bytes: new Uint8Array(size), received: 0, idle: null };
    this.touch(job);
    return ok({ importId: job.importId });
  }

  /** Takes the next chunk of an uploaded file; a chunk out of order, too long or for no such upload is refused and changes nothing. */
  chunk(importId: number, offset: number, bytes: Uint8Array): Result<{ received: number }> {
    const job = this.jobs.get(importId);
    if (!job) return fail('import/unknown', 'That import is no longer known (the app was restarted).');
    const upload = job.upload;
    if (job.state !== 'running' || !upload)
      return fail('import/not_receiving', 'That import is not receiving a file (it was stopped, or has all of it).', { state: job.state });
    if (offset !== upload.received)
      return fail(
        'import/bad_chunk',
        `A chunk of the file came out of order (at byte ${offset}, expected ${upload.received}). Nothing was taken.`,
        {
          offset,
          expected: upload.received,
        },
      );
    if (bytes.length === 0 || bytes.length > IMPORT_CHUNK_BYTES || offset + bytes.length > upload.bytes.length)
      return fail(
        'import/bad_chunk',
        `A chunk of the file does not fit it (${bytes.length} bytes at byte ${offset} of ${upload.bytes.length}). Nothing was taken.`,
        {
          offset,
          length: bytes.length,
        },
      );
    upload.bytes.set(bytes, offset);
    upload.received += bytes.length;
    job.done = upload.received;
    if (upload.received < upload.bytes.length) {
      this.touch(job);
      return ok({ received: upload.received });
    }
    this.endUpload(job);
    // A small file is read as the worker reads one (invalid UTF-8 becomes U+FFFD, and the JSON check says what is wrong).
    if (upload.bytes.length < (this.deps.inlineBelow ?? IMPORT_INLINE_BELOW)) this.inline(job, new TextDecoder().decode(upload.bytes));
    else {
      this.launch(job, upload.bytes);
      // The chunks' frames (garbage now, as large as the file together) are collected at once rather
      // than whenever the idle main thread next feels the need: the memory goes to the worker instead.
      setTimeout(guarded('Collecting an upload’s chunks', collectGarbage), 100).unref();
    }
    return ok({ received: upload.received });
  }

  /** A new job, reading its file. */
  private open(answers: ImportAnswers): Job {
    this.removeScratch();
    const importId = this.nextId++;
    const job: Job = {
      importId,
      state: 'running',
      phase: 'reading',
      done: 0,
      total: 0,
      imported: null,
      error: null,
      worker: null,
      upload: null,
      answers,
    };
    this.jobs.set(importId, job);
    this.prune();
    return job;
  }

  /** Re-arms an upload's idle clock: a file that stops arriving is given up. */
  private touch(job: Job): void {
    const upload = job.upload!;
    if (upload.idle) clearTimeout(upload.idle);
    upload.idle = setTimeout(
      guarded('An upload gone quiet', () =>
        this.finish(job, {
          code: 'import/failed',
          message: 'The file stopped arriving (the connection was lost or the page closed). Nothing was imported.',
        }),
      ),
      this.deps.uploadIdleMs ?? UPLOAD_IDLE_MS,
    );
    upload.idle.unref?.();
  }

  /** The upload's buffer is let go (handed to the worker, or dropped) and its clock stopped. */
  private endUpload(job: Job): void {
    if (job.upload?.idle) clearTimeout(job.upload.idle);
    job.upload = null;
  }

  /** Checks and writes a small file on the main thread, in a turn of its own. */
  private inline(job: Job, content: string): void {
    setImmediate(
      guarded('A small import', () => {
        if (job.state !== 'running') return;
        Object.assign(job, { phase: 'checking', done: 0, total: 0 });
        const result = this.deps.inline(content, job.answers);
        if (!result.ok) return this.finish(job, result.error);
        job.imported = result.value.imported;
        this.end(job, 'done', null);
      }),
    );
  }

  /** Hands the file's bytes (transferred, not copied) to a worker that reads, checks and writes it. */
  private launch(job: Job, bytes: Uint8Array): void {
    const { keepBoth, keepBothPacks } = job.answers;
    Object.assign(job, { done: 0, total: 0 });
    const url = this.deps.workerUrl ?? defaultImportWorkerUrl;
    const worker = new Worker(url, {
      workerData: {
        databasePath: this.deps.databasePath,
        bytes,
        keepBoth,
        keepBothPacks,
        scratchFile: this.scratchFile(job.importId),
      } satisfies ImportWorkerData,
      transferList: [bytes.buffer as ArrayBuffer],
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      ...(url.pathname.endsWith('.ts')
        ? { execArgv: [...process.execArgv.filter((a) => a !== '--import' && a !== 'tsx'), '--import', 'tsx'] }
        : {}),
    });
    job.worker = worker;
    worker.on(
      'message',
      guarded('An import message', (message: ImportWorkerMessage) => this.heard(job, message, keepBoth)),
    );
    worker.on(
      'error',
      guarded('An import error', (error: Error & { code?: string }) =>
        this.finish(job, {
          code: 'import/failed',
          message:
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? 'The file is too large to import at once. Nothing was imported.'
              : `The import stopped (${error.message}). Nothing was imported.`,
        }),
      ),
    );
    worker.on(
      'exit',
      guarded('An import exit', (code: number) => {
        if (job.state === 'running')
          this.finish(job, { code: 'import/failed', message: `The import stopped unexpectedly (exit ${code}). Nothing was imported.` });
      }),
    );
  }

  status(importId: number): Result<ImportStatus> {
    const job = this.jobs.get(importId);
    if (!job) return fail('import/unknown', 'That import is no longer known (the app was restarted).');
    const { worker: _worker, upload: _upload, answers: _answers, ...status } = job;
    return ok(status);
  }

  /** Stops an import that has not started writing; one that is writing finishes (it takes a moment). */
  cancel(importId: number): Result<ImportStatus> {
    const job = this.jobs.get(importId);
    if (!job) return fail('import/unknown', 'That import is no longer known (the app was restarted).');
    if (job.state === 'running' && job.phase !== 'writing') this.end(job, 'cancelled', null);
    return this.status(importId);
  }

  /** Whether an import is writing to the database now (a restore waits for it). */
  writing(): boolean {
    return [...this.jobs.values()].some((j) => j.state === 'running' && j.phase === 'writing');
  }

  /** Stops every import not yet writing (the database is about to be replaced or closed). */
  stopChecks(): void {
    for (const job of this.jobs.values()) if (job.state === 'running' && job.phase !== 'writing') this.end(job, 'cancelled', null);
  }

  /** Stops every import (the services are closing); one caught writing rolls back with its worker's connection. */
  close(): void {
    for (const job of this.jobs.values()) this.end(job, 'cancelled', null);
  }

  private running(): boolean {
    return [...this.jobs.values()].some((j) => j.state === 'running');
  }

  private heard(job: Job, message: ImportWorkerMessage, keepBoth: boolean): void {
    if (job.state !== 'running') return;
    switch (message.kind) {
      case 'progress':
        Object.assign(job, { phase: message.phase, done: message.done, total: message.total });
        return;
      case 'checked': {
        if (message.twins.length > 0 && !keepBoth) {
          const names = message.twins;
          return this.finish(job, {
            code: 'import/exists',
            message: `${names.map((n) => `“${n}”`).join(', ')} ${names.length === 1 ? 'is' : 'are'} already here. Keep both, or cancel?`,
            details: { names: names.join(', '), count: names.length },
          });
        }
        const backup = this.deps.beforeWrite();
        if (!backup.ok) return this.finish(job, backup.error);
        Object.assign(job, { phase: 'writing', done: 0, total: message.events });
        job.worker?.postMessage({ kind: 'write' } satisfies ImportWorkerOrder);
        return;
      }
      case 'written':
        job.done = job.total;
        job.imported = this.deps.summaries(message.ids);
        return this.end(job, 'done', null);
      case 'refused':
        return this.finish(job, message.error);
    }
  }

  private finish(job: Job, error: ErrorData): void {
    this.end(job, 'failed', error);
  }

  private end(job: Job, state: ImportStatus['state'], error: ErrorData | null): void {
    if (job.state !== 'running') return;
    job.state = state;
    job.error = error;
    this.endUpload(job);
    void job.worker?.terminate();
    job.worker = null;
  }

  private prune(): void {
    const finished = [...this.jobs.values()].filter((j) => j.state !== 'running');
    for (const job of finished.slice(0, Math.max(0, finished.length - KEEP_FINISHED))) this.jobs.delete(job.importId);
  }
}
