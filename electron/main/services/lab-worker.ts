/** The lab's worker thread: plays its share of one simulation off the main thread, reporting progress. */
import { parentPort, workerData } from 'node:worker_threads';
import { playSlice, type BatchSlice, type BatchStart } from '../../../shared/lab/batch';
import type { SimulationSpec } from '../../../shared/lab/types';

export type WorkerMessage = { kind: 'progress'; done: number } | { kind: 'done'; slice: BatchSlice } | { kind: 'error'; message: string };

const { spec, start, from, to } = workerData as { spec: SimulationSpec; start: BatchStart; from: number; to: number };
let last = 0;
try {
  const slice = playSlice(spec, start, from, to, (done) => {
    const now = Date.now();
    if (now - last > 100) {
      last = now;
      parentPort!.postMessage({ kind: 'progress', done } satisfies WorkerMessage);
    }
  });
  parentPort!.postMessage({ kind: 'done', slice } satisfies WorkerMessage);
} catch (error) {
  parentPort!.postMessage({ kind: 'error', message: error instanceof Error ? error.message : String(error) } satisfies WorkerMessage);
}
