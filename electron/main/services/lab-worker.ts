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
  /** `Date.now()` past which the slice stops after the game in hand (a time-boxed run: "Which is better?"). */
  deadline?: number;
}

export type WorkerMessage =
  | { kind: 'progress'; taskId: number; done: number }
  | { kind: 'done'; taskId: number; slice: BatchSlice }
  | { kind: 'error'; taskId: number; message: string };

parentPort!.on('message', ({ taskId, spec, start, from, to, deadline }: SliceTask) => {
  let last = Date.now();
  try {
    // A slice reached after its run's time is up plays nothing; one under way stops after the game in hand.
    const late = () => deadline !== undefined && Date.now() > deadline;
    const slice: BatchSlice = late()
      ? { records: [], rows: [] }
      : playSlice(spec, start, from, to, (done) => {
          if (late()) return false;
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
