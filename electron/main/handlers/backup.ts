/** RPC handlers of the `backup/*` domain: list, back up now, restore (which can itself be undone). */
import { fail, ok, type Result } from '../../../shared/engine/result';
import type { Backups } from '../services/backups';
import type { Db } from '../services/database';
import type { Handlers } from '../services/rpc';

export interface BackupDeps {
  backups: Backups;
  db: () => Db;
  everyMinutes: number;
  /** Swaps the database for a backup; the current one is backed up first. */
  restore: (name: string) => Result<{ restored: string; undoName: string }>;
}

export function backupHandlers(deps: BackupDeps): Handlers {
  return {
    'backup/list': () => ok({ backups: deps.backups.list(), folder: deps.backups.dir, everyMinutes: deps.everyMinutes }),
    'backup/create': () => ok(deps.backups.createNow(deps.db(), 'manual')),
    'backup/restore': ({ name }) => (deps.backups.pathOf(name) ? deps.restore(name) : fail('backup/not_found', 'That backup is no longer in the backup folder.', { name })),
  };
}
