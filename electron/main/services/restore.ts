/**
 * Restoring a backup without ever leaving a broken database behind: the restored file is built
 * beside the database (`<db>.restoring`), brought to the current schema, checked (integrity,
 * schema version, every campaign whole), flushed to disk, and only then put in place by one
 * rename. A crash before the rename leaves the old database and a leftover that the next start
 * removes; a crash after it leaves the new one.
 */
import { copyFileSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { fail, ok, type Result } from '../../../shared/engine/result';
import type { Ruleset } from '../../../shared/engine/ruleset';
import { openDatabase, SCHEMA_VERSION, type Db } from './database';
import { fsyncDir, fsyncFile, removeWithCompanions } from './durable';
import { PackStore } from './packs';
import { describeProblem, verifyCampaigns } from './verify';

/** Where a restore builds its file, beside the database so the final rename stays on one disk. */
export const restoringPath = (databasePath: string) => `${databasePath}.restoring`;

/** Removes a restored file left by a crash before its swap. */
export function removeRestoreLeftover(databasePath: string): void {
  removeWithCompanions(restoringPath(databasePath));
}

/** Builds and checks the restored file beside the database; the database itself is not touched. Returns its path. */
export function prepareRestore(backupFile: string, databasePath: string, rulesets: ReadonlyMap<string, Ruleset>): Result<string> {
  const temp = restoringPath(databasePath);
  removeWithCompanions(temp);
  let problem: string | null;
  try {
    copyFileSync(backupFile, temp);
    const db = openDatabase(temp);
    try {
      problem = fileProblem(db, rulesets);
      // Back to a single file: nothing of the restored database may live in a WAL beside it.
      db.pragma('journal_mode = DELETE');
    } finally {
      db.close();
    }
    if (!problem) fsyncFile(temp);
  } catch (error) {
    problem = `it cannot be read (${error instanceof Error ? error.message : String(error)})`;
  }
  if (problem) {
    removeWithCompanions(temp);
    return fail('backup/unusable', `That backup cannot be restored: ${problem}. Nothing was changed.`);
  }
  return ok(temp);
}

function fileProblem(db: Db, rulesets: ReadonlyMap<string, Ruleset>): string | null {
  const integrity = db.pragma('integrity_check', { simple: true });
  if (integrity !== 'ok') return `it is damaged (${String(integrity)})`;
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version !== SCHEMA_VERSION) return `its schema is version ${version}, not ${SCHEMA_VERSION}`;
  // The backup's own pack texts are what its campaigns are pinned to.
  const damaged = new PackStore(db).load();
  if (damaged.length > 0) return `its pack “${damaged[0].packId}” ${damaged[0].version} is damaged (${damaged[0].problem})`;
  const campaign = verifyCampaigns(db, rulesets);
  return campaign ? `a campaign is not whole — ${describeProblem(campaign)}` : null;
}

/**
 * Closes the open database cleanly (everything checkpointed out of its WAL), then puts the
 * prepared file in its place by one rename. `db` is null when the open file is unusable.
 */
export function swapIn(db: Db | null, prepared: string, databasePath: string): void {
  if (db) {
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
  }
  // The old file's WAL and shared memory must not be read against the new file.
  for (const suffix of ['-wal', '-shm', '-journal']) rmSync(databasePath + suffix, { force: true });
  renameSync(prepared, databasePath);
  fsyncDir(dirname(databasePath));
}
