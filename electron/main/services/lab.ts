/**
 * The variant lab's jobs: each simulation runs in its own worker thread so the services stay
 * responsive; the renderer polls a job's progress and may cancel it. Jobs live in memory only.
 */
import { Worker } from 'node:worker_threads';
import { fail, ok, type Result } from '../../../shared/engine/result';
import type { BatchResult, BatchStart } from '../../../shared/lab/batch';
import { specProblem } from '../../../shared/lab/batch';
import type { SimulationSpec } from '../../../shared/lab/types';
import type { LabJobStatus } from '../../../shared/rpc/contract';
import type { WorkerMessage } from './lab-worker';

type LabJobState = LabJobStatus['state'];

interface Job extends LabJobStatus {
  worker: Worker | null;
  startedAt: number;
}

/** The built worker's address: the `.ts` source under tsx and the tests, the bundled file in Electron. */
export const defaultLabWorkerUrl = new URL('./lab-worker.ts', import.meta.url);

/** At most this many finished jobs are kept for the renderer to read. */
const KEEP_FINISHED = 8;

export class LabService {
  private readonly jobs = new Map<number, Job>();
  private nextId = 1;

  constructor(private readonly workerUrl: URL = defaultLabWorkerUrl, private readonly clock: () => number = () => performance.now()) {}

  start(spec: SimulationSpec, start: BatchStart): Result<{ jobId: number }> {
    const problem = specProblem(spec);
    if (problem) return fail('lab/invalid_spec', problem);
    const running = [...this.jobs.values()].filter((j) => j.state === 'running').length;
    if (running >= 4) return fail('lab/busy', 'Four simulations are already running; wait for one to finish or cancel it.');
    const jobId = this.nextId++;
    const tsSource = this.workerUrl.pathname.endsWith('.ts');
    const worker = new Worker(this.workerUrl, {
      workerData: { spec, start },
      ...(tsSource ? { execArgv: [...process.execArgv.filter((a) => a !== '--import' && a !== 'tsx'), '--import', 'tsx'] } : {}),
    });
    const job: Job = { jobId, state: 'running', done: 0, total: spec.games, elapsedMs: 0, result: null, error: null, worker, startedAt: this.clock() };
    this.jobs.set(jobId, job);
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'progress') job.done = message.done;
      else if (message.kind === 'done') this.finish(job, 'done', message.result, null);
      else this.finish(job, 'failed', null, message.message);
    });
    worker.on('error', (error) => this.finish(job, 'failed', null, error.message));
    worker.on('exit', (code) => {
      if (job.state === 'running') this.finish(job, 'failed', null, `The simulation stopped unexpectedly (exit ${code}).`);
    });
    this.prune();
    return ok({ jobId });
  }

  status(jobId: number): Result<LabJobStatus> {
    const job = this.jobs.get(jobId);
    if (!job) return fail('lab/unknown_job', 'That simulation is no longer known (the app was restarted or it was cleared).');
    const { worker: _w, startedAt, ...status } = job;
    return ok({ ...status, elapsedMs: job.state === 'running' ? this.clock() - startedAt : job.elapsedMs });
  }

  cancel(jobId: number): Result<LabJobStatus> {
    const job = this.jobs.get(jobId);
    if (!job) return fail('lab/unknown_job', 'That simulation is no longer known.');
    if (job.state === 'running') this.finish(job, 'cancelled', null, null);
    return this.status(jobId);
  }

  /** Stops every running simulation (the services are closing). */
  close(): void {
    for (const job of this.jobs.values()) if (job.state === 'running') this.finish(job, 'cancelled', null, null);
  }

  private finish(job: Job, state: LabJobState, result: BatchResult | null, error: string | null) {
    if (job.state !== 'running') return;
    job.state = state;
    job.result = result;
    job.error = error;
    job.elapsedMs = this.clock() - job.startedAt;
    if (state === 'done') job.done = job.total;
    const worker = job.worker;
    job.worker = null;
    void worker?.terminate();
  }

  private prune() {
    const finished = [...this.jobs.values()].filter((j) => j.state !== 'running');
    for (const job of finished.slice(0, Math.max(0, finished.length - KEEP_FINISHED))) this.jobs.delete(job.jobId);
  }
}
