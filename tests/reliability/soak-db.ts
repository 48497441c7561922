/**
 * The database part of the soak: SIGKILL at random points of append, backup, restore, import and
 * migration (200 each at scale 1), and 2,400 mutated exports imported (each refused clearly with
 * nothing written, or imported whole).
 */
import fc from 'fast-check';
import { startServices } from '../../electron/main/services/services';
import { tempDir } from '../support/temp-db';
import { classifyImport, mutate, mutation, playedExport } from './db-mutations';
import { KILL_OPERATIONS, killRuns } from './kill-harness';
import type { SoakOptions, SoakRow } from './soak';

const KILLS = 200;
const MUTATED_EXPORTS = 2400;

export async function run({ scale, log }: SoakOptions): Promise<SoakRow[]> {
  const rows: SoakRow[] = [];
  const kills = Math.max(1, Math.round(KILLS * scale));
  // Two operations at a time: the children spend much of their life starting up.
  const queue = [...KILL_OPERATIONS];
  const worker = async () => {
    for (let operation = queue.shift(); operation; operation = queue.shift()) {
      const row = await killRuns(operation, kills, {
        onKill: (i, problem) => {
          if (problem) log(`${operation} kill ${i + 1}: ${problem}`);
          else if ((i + 1) % 25 === 0) log(`${operation}: ${i + 1}/${kills} kills, nothing lost so far`);
        },
      });
      rows.push({
        operation: row.operation,
        tried: row.tried,
        refusedClearly: row.refusedClearly,
        accepted: row.accepted,
        dataLost: row.dataLost,
        serverDeaths: row.serverDeaths,
      });
    }
  };
  await Promise.all([worker(), worker()]);
  rows.sort(
    (a, b) => KILL_OPERATIONS.findIndex((o) => a.operation.endsWith(o)) - KILL_OPERATIONS.findIndex((o) => b.operation.endsWith(o)),
  );
  rows.push(mutatedExports(Math.max(1, Math.round(MUTATED_EXPORTS * scale)), log));
  return rows;
}

/** Imports `count` mutated exports, a fresh database every 200; each must be refused clearly or imported whole. */
export function mutatedExports(count: number, log: (line: string) => void): SoakRow {
  const row: SoakRow = { operation: 'mutated export imported', tried: 0, refusedClearly: 0, accepted: 0, dataLost: 0, serverDeaths: 0 };
  const samples = fc.sample(mutation, count);
  for (let from = 0; from < samples.length; from += 200) {
    const dir = tempDir('doomkeeper-soak-import-');
    const services = startServices({
      databasePath: dir.file('campaigns.sqlite'),
      version: 'soak',
      transport: 'websocket',
      backupEveryMinutes: 0,
      fullCheckAfterMs: null,
    });
    try {
      const source = playedExport(services);
      for (const m of samples.slice(from, from + 200)) {
        row.tried++;
        const outcome = classifyImport(services, mutate(source, m));
        if (outcome === 'refused') row.refusedClearly++;
        else if (outcome === 'accepted') row.accepted++;
        else {
          row.dataLost++;
          log(`mutated export ${JSON.stringify(m)}: ${outcome.problem}`);
        }
      }
    } finally {
      services.close();
      dir.remove();
    }
    log(`mutated exports: ${row.tried}/${count}`);
  }
  return row;
}
