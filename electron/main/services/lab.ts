/**
 * The variant lab's jobs: each simulation is cut into slices of games that the worker pool (one
 * thread per core) plays off the services' thread; the renderer polls a job's progress and the
 * summary of the games finished so far, and may cancel it. Jobs live in memory only.
 */
import { availableParallelism } from 'node:os';
import { fail, ok, type Result } from '../../../shared/engine/result';
import { specIssue, summarizeSlices, type BatchResult, type BatchSlice, type BatchStart } from '../../../shared/lab/batch';
import type { SimulationSpec } from '../../../shared/lab/types';
import type { LabJobStatus } from '../../../shared/rpc/contract';
import { LabPool } from './lab-pool';
import type { SliceTask } from './lab-worker';

type LabJobState = LabJobStatus['state'];

interface Slice {
  from: number;
  to: number;
  done: number;
  played: BatchSlice | null;
}

interface Job extends LabJobStatus {
  /** Jobs started together (the options of "Which is better?") share a group: they count as one running job. */
  group: number;
  spec: SimulationSpec;
  slices: Slice[];
  startedAt: number;
  /** The summary of the finished slices, rebuilt when one more finishes. */
  partial: BatchResult | null;
}

/** The worker's address: the `.ts` source under tsx and the tests, the bundled file in Electron. */
export const defaultLabWorkerUrl = new URL('./lab-worker.ts', import.meta.url);

/** At most this many finished jobs are kept for the renderer to read. */
const KEEP_FINISHED = 8;
/**
 * The games each run of a time-boxed group ("Which is better?") plays whatever its time box: on a busy
 * machine the box could end before an option's first slice reached a thread, leaving it with no figure
 * ("…") beside a verdict. These are played first (slices go round robin), so on an idle machine they take
 * a fraction of a second and the box is unchanged.
 */
export const OWED_GAMES = 20;

/**
 * Games per slice: small enough that results stream in and every core gets a share, large enough
 * that handing a slice over costs little next to playing it.
 */
export function sliceSize(games: number, threads: number): number {
  return Math.max(5, Math.min(100, Math.ceil(games / (threads * 6))));
}

export class LabService {
  private readonly jobs = new Map<number, Job>();
  private readonly pool: LabPool;
  private nextId = 1;

  constructor(
    workerUrl: URL = defaultLabWorkerUrl,
    readonly threads = Math.max(1, availableParallelism()),
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.pool = new LabPool(workerUrl, threads);
  }

  start(spec: SimulationSpec, start: BatchStart): Result<{ jobId: number }> {
    const started = this.startGroup([{ spec, start }]);
    return started.ok ? ok({ jobId: started.value.jobIds[0] }) : started;
  }

  /**
   * Several simulations run as one (the options of "Which is better?"): they count as one of the four
   * running jobs, their slices take turns in the pool's queue so each gets its share of the cores, and
   * with `budgetMs` each thread gives the group at most that long from the moment it begins on it — each
   * job then ends `done` with the games it finished (`done` below `total`).
   */
  startGroup(runs: readonly { spec: SimulationSpec; start: BatchStart }[], budgetMs?: number): Result<{ jobIds: number[] }> {
    for (const { spec } of runs) {
      const issue = specIssue(spec);
      if (issue) return fail('lab/invalid_spec', issue.message, { reason: issue.reason, ...issue.params });
    }
    const running = new Set([...this.jobs.values()].filter((j) => j.state === 'running').map((j) => j.group)).size;
    if (running >= 4) return fail('lab/busy', 'Four simulations are already running; wait for one to finish or cancel it.');
    const group = this.nextId;
    const budget = budgetMs !== undefined ? { group, ms: budgetMs, owed: OWED_GAMES } : undefined;
    const queued: { job: Job; slice: Slice; start: BatchStart }[][] = [];
    const started: Job[] = [];
    for (const { spec, start } of runs) {
      const jobId = this.nextId++;
      // A time-boxed group takes turns a few games at a time, so every option has played about as many when time is up.
      const size = budgetMs !== undefined ? Math.max(1, Math.min(20, Math.ceil(spec.games / 200))) : sliceSize(spec.games, this.threads);
      const slices: Slice[] = [];
      for (let from = 0; from < spec.games; from += size)
        slices.push({ from, to: Math.min(spec.games, from + size), done: 0, played: null });
      const job: Job = {
        jobId,
        group,
        state: 'running',
        done: 0,
        total: spec.games,
        elapsedMs: 0,
        result: null,
        error: null,
        threads: this.threads,
        seed: spec.seed,
        spec,
        slices,
        startedAt: this.clock(),
        partial: null,
      };
      this.jobs.set(jobId, job);
      started.push(job);
      queued.push(slices.map((slice) => ({ job, slice, start })));
    }
    // Round robin: the first slice of each run, then the second of each…
    for (let i = 0; queued.some((q) => i < q.length); i++) {
      for (const q of queued) if (i < q.length) this.submit(q[i].job, q[i].slice, q[i].start, budget);
    }
    for (const job of started) if (job.slices.length === 0) this.finish(job, 'done', null);
    this.prune();
    return ok({ jobIds: started.map((j) => j.jobId) });
  }

  private submit(job: Job, slice: Slice, start: BatchStart, budget: SliceTask['budget']) {
    this.pool.submit({
      jobId: job.jobId,
      spec: job.spec,
      start,
      from: slice.from,
      to: slice.to,
      ...(budget ? { budget } : {}),
      onProgress: (done) => (slice.done = done),
      onDone: (played) => {
        slice.played = played;
        slice.done = played.records.length;
        this.sliceFinished(job, played);
      },
      onError: (message) => this.finish(job, 'failed', message),
    });
  }

  status(jobId: number): Result<LabJobStatus> {
    const job = this.jobs.get(jobId);
    if (!job) return fail('lab/unknown_job', 'That simulation is no longer known (the app was restarted or it was cleared).');
    const running = job.state === 'running';
    return ok({
      jobId: job.jobId,
      state: job.state,
      done: running ? job.slices.reduce((a, s) => a + s.done, 0) : job.done,
      total: job.total,
      result: running ? job.partial : job.result,
      error: job.error,
      threads: job.threads,
      seed: job.seed,
      elapsedMs: running ? this.clock() - job.startedAt : job.elapsedMs,
    });
  }

  cancel(jobId: number): Result<LabJobStatus> {
    const job = this.jobs.get(jobId);
    if (!job) return fail('lab/unknown_job', 'That simulation is no longer known.');
    if (job.state === 'running') this.finish(job, 'cancelled', null);
    return this.status(jobId);
  }

  /** Stops every running simulation and the pool's threads (the services are closing). */
  close(): void {
    for (const job of this.jobs.values()) if (job.state === 'running') this.finish(job, 'cancelled', null);
    this.pool.close();
  }

  /** The games played so far, summarized in game order (the same figures however the slices fell across threads). */
  private summary(job: Job): BatchResult {
    return summarizeSlices(
      job.spec,
      job.slices.filter((s) => s.played).map((s) => s.played!),
    );
  }

  private sliceFinished(job: Job, played: BatchSlice) {
    if (job.state !== 'running') return;
    if (job.slices.every((s) => s.played)) return this.finish(job, 'done', null);
    // A slice its time box ended before any game adds nothing to the figures: summing them again for each
    // of a "Which is better?" run's thousands of such slices held the main process for ~100 s.
    if (played.records.length === 0 && job.partial) return;
    try {
      job.partial = this.summary(job);
    } catch (summing) {
      this.finish(job, 'failed', summing instanceof Error ? summing.message : String(summing));
    }
  }

  private finish(job: Job, state: LabJobState, error: string | null) {
    if (job.state !== 'running') return;
    job.done = job.slices.reduce((a, s) => a + s.done, 0);
    job.state = state;
    job.error = error;
    job.elapsedMs = this.clock() - job.startedAt;
    if (state === 'done') {
      try {
        job.result = this.summary(job);
      } catch (summing) {
        job.state = 'failed';
        job.error = summing instanceof Error ? summing.message : String(summing);
      }
    } else {
      // A cancelled run keeps what it finished, for reading; a failed one shows nothing.
      job.result = state === 'cancelled' && job.slices.some((s) => s.played) ? this.summary(job) : null;
      this.pool.cancel(job.jobId);
    }
    job.partial = null;
    for (const slice of job.slices) slice.played = null;
  }

  private prune() {
    const finished = [...this.jobs.values()].filter((j) => j.state !== 'running');
    for (const job of finished.slice(0, Math.max(0, finished.length - KEEP_FINISHED))) this.jobs.delete(job.jobId);
  }
}
