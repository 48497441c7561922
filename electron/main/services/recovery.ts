/**
 * Recovery mode: what the services do while the campaign database is damaged. Nothing is written
 * to the damaged file; a copy of it is kept aside untouched; the table can restore the newest
 * backup that verifies, or export every campaign that still reads.
 */
import { copyFileSync, existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { fail, ok, type Result } from '../../../shared/engine/result';
import type { Returns } from '../../../shared/rpc/contract';
import { argSchemas } from '../../../shared/rpc/schemas';
import { CampaignStore } from './campaign-store';
import { exportCampaign, exportFileName } from './exporter';
import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, type ExportedCampaign } from './export-format';
import type { EnvironmentError } from './environment';
import type { Dispatch } from './rpc';

/** What was found wrong and where the damaged file was copied. */
export interface Damage {
  problem: string;
  /** Null when the copy could not be made (a full disk); the file is still never written. */
  keptAside: string | null;
}

/** The requests that still work in recovery mode: none of them writes to the damaged file. */
export const RECOVERY_METHODS: ReadonlySet<string> = new Set([
  'app/info',
  'ruleset/list',
  'ruleset/pack',
  'backup/list',
  'recovery/status',
  'recovery/restore',
  'recovery/export',
]);

/** Copies the damaged file (with its WAL) beside it, under a dated name; returns that name. */
export function keepAside(databasePath: string, when: Date): string {
  const aside = `${databasePath}.damaged-${when.toISOString().replace(/[:.]/g, '-')}`;
  copyFileSync(databasePath, aside);
  if (existsSync(`${databasePath}-wal`)) copyFileSync(`${databasePath}-wal`, `${aside}-wal`);
  return aside;
}

/** Refuses every request but the recovery ones with `db/damaged`; the rest go to `recovery`. */
export function refuseWhileDamaged(recovery: Dispatch, damage: Damage): Dispatch {
  return (method, args) => {
    if (typeof method === 'string' && RECOVERY_METHODS.has(method)) return recovery(method, args);
    if (typeof method === 'string' && Object.hasOwn(argSchemas, method)) {
      return fail(
        'db/damaged',
        'The campaign database is damaged, so nothing can be changed or opened until it is restored. Restore a backup or export what still reads.',
        { problem: damage.problem },
      );
    }
    return fail('rpc/unknown_method', `Unknown request "${String(method)}".`);
  };
}

/**
 * While the machine keeps the file out of reach (no file handles, a full disk, no permission):
 * every request but the recovery ones is refused with the environment's own code (`db/environment`
 * or `db/full`, with the system's code), so the table is told what is wrong and that nothing is
 * damaged; the services try the file again by themselves.
 */
export function refuseWhileUnreachable(recovery: Dispatch, reason: EnvironmentError): Dispatch {
  return (method, args) => {
    if (typeof method === 'string' && RECOVERY_METHODS.has(method)) return recovery(method, args);
    if (typeof method === 'string' && Object.hasOwn(argSchemas, method))
      return fail(reason.code, reason.message, { osCode: reason.osCode });
    return fail('rpc/unknown_method', `Unknown request "${String(method)}".`);
  };
}

/** Every campaign of the damaged file that still reads, as an export; the file is opened read-only. */
export function exportWhatReads(databasePath: string, app: string, now: string): Result<Returns<'recovery/export'>> {
  let db: Database.Database | null = null;
  const exported: ExportedCampaign[] = [];
  const unreadable: string[] = [];
  try {
    db = new Database(databasePath, { readonly: true, fileMustExist: true });
    const store = new CampaignStore(db);
    let ids: { id: number; name: string }[];
    try {
      ids = store
        .listCampaigns(true)
        .map((c) => ({ id: c.id, name: c.name }))
        .reverse();
    } catch {
      ids = db.prepare('SELECT id, name FROM campaigns ORDER BY id').all() as { id: number; name: string }[];
    }
    for (const { id, name } of ids) {
      try {
        const campaign = exportCampaign(store, id);
        if (campaign && campaign.events.length > 0) exported.push(campaign);
        else unreadable.push(name);
      } catch {
        unreadable.push(name);
      }
    }
  } catch (error) {
    return fail(
      'recovery/nothing_reads',
      `No campaign of the damaged file can be read (${error instanceof Error ? error.message : String(error)}). Restore a backup instead.`,
    );
  } finally {
    db?.close();
  }
  if (exported.length === 0)
    return fail('recovery/nothing_reads', 'No campaign of the damaged file can be read. Restore a backup instead.', {
      unreadable: unreadable.join(', '),
    });
  const file = { format: EXPORT_FORMAT, formatVersion: EXPORT_FORMAT_VERSION, exportedAt: now, app, campaigns: exported };
  return ok({
    fileName: exportFileName('recovered-campaigns', now, 'json'),
    content: JSON.stringify(file, null, 1),
    exported: exported.map((c) => c.name),
    unreadable,
  });
}
