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
}

export type WorkerMessage =
  | { kind: 'progress'; taskId: number; done: number }
  | { kind: 'done'; taskId: number; slice: BatchSlice }
  | { kind: 'error'; taskId: number; message: string };

parentPort!.on('message', ({ taskId, spec, start, from, to }: SliceTask) => {
  let last = Date.now();
  try {
    const slice = playSlice(spec, start, from, to, (done) => {
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
