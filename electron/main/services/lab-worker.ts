/** A lab pool thread: plays the slices of simulations it is handed, one at a time, reporting progress. */
import { parentPort } from 'node:worker_threads';
import { playSlice, type BatchSlice, type BatchStart } from '../../../shared/lab/batch';
import type { SimulationSpec } from '../../../shared/lab/types';

/** Games `from` to `to` - 1 of a simulation, as the pool hands them out. */
export interface SliceTask {
  taskId: number;
  spec: SimulationSpec;
  start: BatchStart;
  from: number;
  to: number;
  /**
   * A time-boxed group of runs ("Which is better?"): this thread plays the group's slices for at most `ms`
   * from the moment it begins the first of them (so a thread's start-up does not eat the budget); a slice
   * reached later plays nothing, one under way stops after the game in hand — but each run's first `owed`
   * games are played whatever the time, so no option of a busy machine ends with no figure at all.
   */
  budget?: { group: number; ms: number; owed: number };
}

/** When this thread's time for each time-boxed group is up (a few groups kept). */
const deadlines = new Map<number, number>();
function deadlineOf(budget: SliceTask['budget']): number | undefined {
  if (!budget) return undefined;
  let deadline = deadlines.get(budget.group);
  if (deadline === undefined) {
    deadline = Date.now() + budget.ms;
    deadlines.set(budget.group, deadline);
    if (deadlines.size > 16) deadlines.delete(deadlines.keys().next().value!);
  }
  return deadline;
}

export type WorkerMessage =
  | { kind: 'progress'; taskId: number; done: number }
  | { kind: 'done'; taskId: number; slice: BatchSlice }
  | { kind: 'error'; taskId: number; message: string };

parentPort!.on('message', ({ taskId, spec, start, from, to, budget }: SliceTask) => {
  let last = Date.now();
  try {
    const deadline = deadlineOf(budget);
    const late = () => deadline !== undefined && Date.now() > deadline;
    // The games of this slice among its run's first `owed`: played even once the time is up.
    const owed = budget ? Math.max(0, Math.min(to, budget.owed) - from) : 0;
    const slice: BatchSlice =
      owed === 0 && late()
        ? { records: [], rows: [] }
        : playSlice(spec, start, from, to, (done) => {
            if (done >= owed && late()) return false;
            const now = Date.now();
            if (now - last > 100) {
              last = now;
              parentPort!.postMessage({ kind: 'progress', taskId, done } satisfies WorkerMessage);
            }
          });
    parentPort!.postMessage({ kind: 'done', taskId, slice } satisfies WorkerMessage);
  } catch (error) {
    parentPort!.postMessage({
      kind: 'error',
      taskId,
      message: error instanceof Error ? error.message : String(error),
    } satisfies WorkerMessage);
  }
});
