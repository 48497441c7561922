/**
 * An import's worker thread: reads, checks and writes one export file off the main thread, so
 * every view is answered meanwhile and the memory a large file takes is given back when it ends.
 * It writes through its own connection, in one transaction, only when the main thread says so
 * (after the backup it takes first); see docs/reliability.md, "A large import".
 */
import { rmSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import type { ErrorData } from '../../../shared/engine/result';
import { rulesets } from '../../../shared/rulesets/registry';
import { CampaignStore } from './campaign-store';
import { connectToOpenDatabase } from './database';
import { collectGarbage } from './collect-garbage';
import { copyFromScratch } from './import-copy';
import { parseExportBytes } from './export-split';
import { checkExportInScratch, checkFilePacks } from './importer';
import { PackStore } from './packs';
import { refusedByMachine } from './rpc';
import { isEnvironmental } from './environment';

export interface ImportWorkerData {
  databasePath: string;
  /** The file's UTF-8 bytes (transferred, not copied). */
  bytes: Uint8Array;
  keepBoth: boolean;
  /** A campaign's pack differs from an installed one of the same id and version: install it beside (else `import/pack_differs`). */
  keepBothPacks: boolean;
  /** Where the scratch database is written while the campaigns are read back. */
  scratchFile: string;
}

/** From the worker: how far it is, what it found, what it wrote or why it refused. */
export type ImportWorkerMessage =
  | { kind: 'progress'; phase: 'reading' | 'checking' | 'verifying'; done: number; total: number }
  | { kind: 'checked'; names: string[]; twins: string[]; events: number }
  | { kind: 'written'; ids: number[] }
  | { kind: 'refused'; error: ErrorData };

/** To the worker: write what was checked, or stop without writing. */
export type ImportWorkerOrder = { kind: 'write' } | { kind: 'stop' };

const port = parentPort!;
const data = workerData as ImportWorkerData;
const post = (message: ImportWorkerMessage) => port.postMessage(message);

/** The error a throw becomes: the machine's refusal said as such, anything else as the import's own. */
function refusal(error: unknown): ErrorData {
  if (isEnvironmental(error)) return refusedByMachine(error);
  return {
    code: 'import/failed',
    message: `The import stopped (${error instanceof Error ? error.message : String(error)}). Nothing was imported.`,
  };
}

let lastPost = 0;
function progress(phase: 'reading' | 'checking' | 'verifying', done: number, total: number): void {
  const now = Date.now();
  if (now - lastPost < 100 && done < total) return;
  lastPost = now;
  post({ kind: 'progress', phase, done, total });
}

function removeScratch(): void {
  for (const end of ['', '-wal', '-shm', '-journal']) rmSync(`${data.scratchFile}${end}`, { force: true });
}

function run(): void {
  progress('reading', 0, 0);
  // Read piece by piece (`parseExportBytes`): never the whole text as one string nor as one tree
  // beside its checked copy. The bytes are garbage after this line.
  const parsed = parseExportBytes(data.bytes);
  data.bytes = new Uint8Array(0);
  if (!parsed.ok) return post({ kind: 'refused', error: parsed.error });
  collectGarbage();
  const db = connectToOpenDatabase(data.databasePath);
  let waiting = false;
  try {
    const existing = new CampaignStore(db).listCampaigns(true);
    // The packs the campaigns carry, checked and registered in this thread's rulesets before the logs.
    const packs = checkFilePacks(parsed.value, new PackStore(db), { keepBothPacks: data.keepBothPacks });
    if (!packs.ok) return post({ kind: 'refused', error: packs.error });
    const checked = checkExportInScratch(parsed.value, existing, rulesets, data.scratchFile, progress, packs.value);
    if (!checked.ok) return post({ kind: 'refused', error: checked.error });
    const plan = checked.value;
    post({
      kind: 'checked',
      names: plan.campaigns.map((c) => c.name),
      twins: plan.campaigns.filter((c) => c.existingId !== null).map((c) => c.name),
      events: plan.events,
    });
    waiting = true;
    port.once('message', (order: ImportWorkerOrder) => {
      try {
        if (order.kind === 'write') post({ kind: 'written', ids: copyFromScratch(db, data.scratchFile, plan, data.keepBoth) });
      } catch (error) {
        post({ kind: 'refused', error: refusal(error) });
      } finally {
        db.close();
        removeScratch();
        port.close();
      }
    });
  } finally {
    if (!waiting) {
      db.close();
      removeScratch();
    }
  }
}

try {
  run();
} catch (error) {
  post({ kind: 'refused', error: refusal(error) });
}
