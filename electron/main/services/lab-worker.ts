/** The lab's worker thread: plays one simulation off the main thread, reporting progress. */
import { parentPort, workerData } from 'node:worker_threads';
import { runBatch, type BatchStart } from '../../../shared/lab/batch';
import type { SimulationSpec } from '../../../shared/lab/types';

export type WorkerMessage =
  | { kind: 'progress'; done: number }
  | { kind: 'done'; result: ReturnType<typeof runBatch> }
  | { kind: 'error'; message: string };

const { spec, start } = workerData as { spec: SimulationSpec; start: BatchStart };
let last = 0;
try {
  const result = runBatch(spec, start, (done) => {
    const now = Date.now();
    if (now - last > 100 || done === spec.games) {
      last = now;
      parentPort!.postMessage({ kind: 'progress', done } satisfies WorkerMessage);
    }
  });
  parentPort!.postMessage({ kind: 'done', result } satisfies WorkerMessage);
} catch (error) {
  parentPort!.postMessage({ kind: 'error', message: error instanceof Error ? error.message : String(error) } satisfies WorkerMessage);
}
