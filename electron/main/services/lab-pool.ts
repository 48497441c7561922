/**
 * The lab's worker pool: as many threads as the machine has cores, started when first needed and
 * kept for the next slice; slices of every running simulation queue for them in order. Cancelling
 * a simulation drops its queued slices and ends the threads busy with it (a new one starts on demand).
 */
import { Worker } from 'node:worker_threads';
import type { BatchSlice } from '../../../shared/lab/batch';
import { guarded } from './guarded';
import type { SliceTask, WorkerMessage } from './lab-worker';

export interface PoolTask extends Omit<SliceTask, 'taskId'> {
  /** Which simulation the slice belongs to (what `cancel` names). */
  jobId: number;
  onProgress: (done: number) => void;
  onDone: (slice: BatchSlice) => void;
  onError: (message: string) => void;
}

interface Thread {
  worker: Worker;
  task: (PoolTask & { taskId: number }) | null;
}

export class LabPool {
  private readonly threads: Thread[] = [];
  private readonly queue: (PoolTask & { taskId: number })[] = [];
  private nextTask = 1;

  constructor(
    private readonly workerUrl: URL,
    /** Threads at most: the machine's cores. */
    readonly size: number,
  ) {}

  submit(task: PoolTask): void {
    this.queue.push({ ...task, taskId: this.nextTask++ });
    this.pump();
  }

  /** Drops the job's queued slices and ends the threads playing its others. */
  cancel(jobId: number): void {
    for (let i = this.queue.length - 1; i >= 0; i--) if (this.queue[i].jobId === jobId) this.queue.splice(i, 1);
    for (const thread of [...this.threads]) if (thread.task?.jobId === jobId) this.end(thread);
    this.pump();
  }

  /**
   * Ends a time-boxed group's queued slices, each with no games played (its time is up) — but for the
   * slices holding a run's owed first games, which still go to a thread.
   */
  private expire(group: number): void {
    const ends = (t: PoolTask) => t.budget?.group === group && t.from >= t.budget.owed;
    const ended = this.queue.filter(ends);
    if (ended.length === 0) return;
    for (let i = this.queue.length - 1; i >= 0; i--) if (ends(this.queue[i])) this.queue.splice(i, 1);
    for (const task of ended) task.onDone({ records: [], rows: [] });
  }

  /** Threads running now (for the tests and the status line). */
  get busy(): number {
    return this.threads.filter((t) => t.task).length;
  }

  close(): void {
    this.queue.length = 0;
    for (const thread of [...this.threads]) this.end(thread);
  }

  private pump() {
    while (this.queue.length > 0) {
      const thread = this.threads.find((t) => !t.task) ?? (this.threads.length < this.size ? this.spawn() : null);
      if (!thread) return;
      const task = this.queue.shift()!;
      thread.task = task;
      const { taskId, spec, start, from, to, budget } = task;
      thread.worker.postMessage({ taskId, spec, start, from, to, ...(budget ? { budget } : {}) } satisfies SliceTask);
    }
  }

  private spawn(): Thread {
    const tsSource = this.workerUrl.pathname.endsWith('.ts');
    const worker = new Worker(this.workerUrl, {
      ...(tsSource ? { execArgv: [...process.execArgv.filter((a) => a !== '--import' && a !== 'tsx'), '--import', 'tsx'] } : {}),
    });
    // An idle thread must not keep the process alive.
    worker.unref();
    const thread: Thread = { worker, task: null };
    this.threads.push(thread);
    worker.on(
      'message',
      guarded('A lab simulation message', (message: WorkerMessage) => {
        const task = thread.task;
        if (!task || task.taskId !== message.taskId) return;
        if (message.kind === 'progress') return task.onProgress(message.done);
        thread.task = null;
        if (message.kind === 'done') {
          // A time-boxed slice that came back short: its group's time is up. Its queued slices end here,
          // empty, instead of each crossing to a thread with its start state only to be sent back (a
          // "Which is better?" run asks up to thousands of small slices; sending them all cost ~50 s).
          if (task.budget && message.slice.records.length < task.to - task.from) this.expire(task.budget.group);
          task.onDone(message.slice);
        } else task.onError(message.message);
        this.pump();
      }),
    );
    const lost = (why: string) => {
      const task = thread.task;
      this.forget(thread);
      if (task) task.onError(why);
      this.pump();
    };
    worker.on(
      'error',
      guarded('A lab simulation error', (error: Error) => lost(error.message)),
    );
    worker.on(
      'exit',
      guarded('A lab simulation exit', (code: number) => lost(`The simulation stopped unexpectedly (exit ${code}).`)),
    );
    return thread;
  }

  private end(thread: Thread) {
    this.forget(thread);
    thread.task = null;
    void thread.worker.terminate();
  }

  private forget(thread: Thread) {
    const at = this.threads.indexOf(thread);
    if (at >= 0) this.threads.splice(at, 1);
  }
}
