/**
 * The process the kill tests SIGKILL: it opens the services on a database and repeats one
 * operation (append, backup, restore, restore-campaign, import, migration), printing `ack <detail>` after each one
 * the services acknowledged. Usage: node --import tsx kill-child.ts <operation> <db> [argument] (the harness runs it bundled)
 */
import { readFileSync } from 'node:fs';
import { startServices } from '../../electron/main/services/services';
import type { ImportStatus } from '../../shared/rpc/contract';

const [operation, databasePath, argument] = process.argv.slice(2);
const say = (line: string) => process.stdout.write(`${line}\n`);

say('opening');
const services = startServices({
  databasePath,
  version: 'kill-test',
  transport: 'websocket',
  backupEveryMinutes: 0,
  fullCheckAfterMs: null,
  // Every background import goes through its worker, even the small file killed here.
  importInlineBelow: 0,
  // Bundled by the harness beside this script; under tsx, the TypeScript source.
  ...(import.meta.url.endsWith('.mjs') ? { importWorkerUrl: new URL('./import-worker.mjs', import.meta.url) } : {}),
});
say('ready');

function must<T>(result: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

async function loop(): Promise<void> {
  for (let i = 0; ; i++) {
    switch (operation) {
      case 'append': {
        const view = must(
          services.dispatch('campaign/act', { campaignId: 1, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } }),
        ) as { state: { counters: { value: number }[] } };
        say(`ack ${view.state.counters[0].value}`);
        break;
      }
      case 'backup': {
        const made =
          i % 2 === 0
            ? (must(services.dispatch('backup/create', {})) as { name: string })
            : await services.backups.create(services.db, 'scheduled');
        say(`ack ${made.name}`);
        break;
      }
      case 'restore': {
        const names = argument.split(',');
        const name = names[i % names.length];
        must(services.dispatch('backup/restore', { name }));
        say(`ack ${name}`);
        break;
      }
      case 'restore-campaign': {
        const names = argument.split(',');
        const name = names[i % names.length];
        must(services.dispatch('backup/restore-campaign', { name, campaignId: 1, as: 'replace' }));
        say(`ack ${name}`);
        break;
      }
      case 'import': {
        // In turn the app's way (in the background, a worker thread writing) and in one answer.
        const content = readFileSync(argument, 'utf8');
        if (i % 2 === 0) {
          const { importId } = must(services.dispatch('history/import-start', { content, keepBoth: true })) as { importId: number };
          for (;;) {
            const status = must(services.dispatch('history/import-status', { importId })) as ImportStatus;
            if (status.state === 'done') {
              say(`ack ${status.imported!.length}`);
              break;
            }
            if (status.state !== 'running') throw new Error(`${status.error?.code}: ${status.error?.message}`);
            await new Promise((wait) => setTimeout(wait, 10));
          }
          break;
        }
        const imported = must(services.dispatch('history/import', { content, keepBoth: true })) as { imported: unknown[] };
        say(`ack ${imported.imported.length}`);
        break;
      }
      case 'migration':
        // The migration ran while opening; wait for the kill.
        say('ack opened');
        await new Promise((wait) => setTimeout(wait, 60_000));
        break;
      default:
        throw new Error(`unknown operation ${operation}`);
    }
    // Let the stdout pipe drain now and then.
    if (i % 8 === 7) await new Promise((wait) => setImmediate(wait));
  }
}

loop().catch((error) => {
  say(`error ${error instanceof Error ? error.message : String(error)}`);
  process.exit(3);
});
