/**
 * The variant lab's jobs: each simulation is split across worker threads (one per core, at most
 * two) so the services stay responsive; the renderer polls a job's progress and may cancel it.
 * Jobs live in memory only.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { fail, ok, type Result } from '../../../shared/engine/result';
import { specProblem, summarizeSlices, type BatchSlice, type BatchStart } from '../../../shared/lab/batch';
import type { SimulationSpec } from '../../../shared/lab/types';
import type { LabJobStatus } from '../../../shared/rpc/contract';
import { guarded } from './guarded';
import type { WorkerMessage } from './lab-worker';

type LabJobState = LabJobStatus['state'];

interface Share {
  worker: Worker | null;
  done: number;
  slice: BatchSlice | null;
}

interface Job extends LabJobStatus {
  spec: SimulationSpec;
  shares: Share[];
  startedAt: number;
}

/** The worker's address: the `.ts` source under tsx and the tests, the bundled file in Electron. */
export const defaultLabWorkerUrl = new URL('./lab-worker.ts', import.meta.url);

/** At most this many finished jobs are kept for the renderer to read. */
const KEEP_FINISHED = 8;
/** Games below this are not worth a second thread. */
const SPLIT_FROM = 200;

export class LabService {
  private readonly jobs = new Map<number, Job>();
  private nextId = 1;

  constructor(
    private readonly workerUrl: URL = defaultLabWorkerUrl,
    private readonly threads = Math.max(1, Math.min(2, availableParallelism())),
    private readonly clock: () => number = () => performance.now(),
  ) {}

  start(spec: SimulationSpec, start: BatchStart): Result<{ jobId: number }> {
    const problem = specProblem(spec);
    if (problem) return fail('lab/invalid_spec', problem);
    const running = [...this.jobs.values()].filter((j) => j.state === 'running').length;
    if (running >= 4) return fail('lab/busy', 'Four simulations are already running; wait for one to finish or cancel it.');
    const jobId = this.nextId++;
    const job: Job = {
      jobId,
      state: 'running',
      done: 0,
      total: spec.games,
      elapsedMs: 0,
      result: null,
      error: null,
      spec,
      shares: [],
      startedAt: this.clock(),
    };
    this.jobs.set(jobId, job);
    const parts = spec.games >= SPLIT_FROM ? this.threads : 1;
    const tsSource = this.workerUrl.pathname.endsWith('.ts');
    for (let part = 0; part < parts; part++) {
      const from = Math.floor((spec.games * part) / parts);
      const to = Math.floor((spec.games * (part + 1)) / parts);
      const worker = new Worker(this.workerUrl, {
        workerData: { spec, start, from, to },
        ...(tsSource ? { execArgv: [...process.execArgv.filter((a) => a !== '--import' && a !== 'tsx'), '--import', 'tsx'] } : {}),
      });
      const share: Share = { worker, done: 0, slice: null };
      job.shares.push(share);
      worker.on(
        'message',
        guarded('A lab simulation message', (message: WorkerMessage) => {
          if (message.kind === 'progress') share.done = message.done;
          else if (message.kind === 'done') {
            share.slice = message.slice;
            share.done = to - from;
            share.worker = null;
            if (job.shares.every((s) => s.slice)) this.finish(job, 'done', null);
          } else this.finish(job, 'failed', message.message);
        }),
      );
      worker.on(
        'error',
        guarded('A lab simulation error', (error: Error) => this.finish(job, 'failed', error.message)),
      );
      worker.on(
        'exit',
        guarded('A lab simulation exit', (code: number) => {
          if (job.state === 'running' && !share.slice) this.finish(job, 'failed', `The simulation stopped unexpectedly (exit ${code}).`);
        }),
      );
    }
    this.prune();
    return ok({ jobId });
  }

  status(jobId: number): Result<LabJobStatus> {
    const job = this.jobs.get(jobId);
    if (!job) return fail('lab/unknown_job', 'That simulation is no longer known (the app was restarted or it was cleared).');
    const { jobId: id, state, total, result, error } = job;
    const done = state === 'running' ? job.shares.reduce((a, s) => a + s.done, 0) : job.done;
    return ok({
      jobId: id,
      state,
      done,
      total,
      result,
      error,
      elapsedMs: state === 'running' ? this.clock() - job.startedAt : job.elapsedMs,
    });
  }

  cancel(jobId: number): Result<LabJobStatus> {
    const job = this.jobs.get(jobId);
    if (!job) return fail('lab/unknown_job', 'That simulation is no longer known.');
    if (job.state === 'running') this.finish(job, 'cancelled', null);
    return this.status(jobId);
  }

  /** Stops every running simulation (the services are closing). */
  close(): void {
    for (const job of this.jobs.values()) if (job.state === 'running') this.finish(job, 'cancelled', null);
  }

  private finish(job: Job, state: LabJobState, error: string | null) {
    if (job.state !== 'running') return;
    job.done = job.shares.reduce((a, s) => a + s.done, 0);
    job.state = state;
    job.error = error;
    job.elapsedMs = this.clock() - job.startedAt;
    if (state === 'done') {
      try {
        job.result = summarizeSlices(
          job.spec,
          job.shares.map((s) => s.slice!),
        );
      } catch (summing) {
        job.state = 'failed';
        job.error = summing instanceof Error ? summing.message : String(summing);
      }
    }
    for (const share of job.shares) {
      void share.worker?.terminate();
      share.worker = null;
      share.slice = null;
    }
  }

  private prune() {
    const finished = [...this.jobs.values()].filter((j) => j.state !== 'running');
    for (const job of finished.slice(0, Math.max(0, finished.length - KEEP_FINISHED))) this.jobs.delete(job.jobId);
  }
}
