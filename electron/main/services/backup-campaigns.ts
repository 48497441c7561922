/**
 * One campaign out of a backup: what a backup holds (each campaign's name, rules, events, last turn
 * and when it was last played), and restoring one campaign from it — as a copy beside the others,
 * or in place of the campaign it was — while every other campaign stays as it is.
 *
 * The backup file is never opened where it lies: a backup written by SQLite's online backup API is
 * in WAL mode, and even a read-only connection would leave `-wal`/`-shm` files in the backup
 * folder. Each read works on a copy in a temporary folder, removed afterwards.
 *
 * A restore takes the import's road: the campaign is exported from the copy (brought to the current
 * schema first), checked as an import is (replayed, each step recomputed from its action and dice,
 * read back in a scratch database), then written in one transaction — in place, the old campaign is
 * deleted and the restored one written under its id in that same transaction, and read back again
 * before the commit. A crash before the commit leaves the campaign as it was; after it, the restored
 * one. A safety copy of the whole database is taken first.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fail, ok, type Result } from '../../../shared/engine/result';
import type { Ruleset } from '../../../shared/engine/ruleset';
import type { BackupCampaign, CampaignSummary } from '../../../shared/rpc/contract';
import type { Backups } from './backups';
import { CampaignStore } from './campaign-store';
import { glanceOf } from './campaign-glance';
import { NewerDatabaseError, openDatabase, type Db } from './database';
import { exportFile } from './exporter';
import { checkImport, writeCampaign } from './importer';
import { PackStore } from './packs';
import { describeProblem, verifyCampaigns } from './verify';

/** Runs `work` on a copy of the backup file in a temporary folder, then removes the copy. */
function onCopy<T>(backupFile: string, work: (copy: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'doomkeeper-backup-'));
  try {
    const copy = join(dir, 'backup.sqlite');
    copyFileSync(backupFile, copy);
    return work(copy);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The campaign of the database that a backup's campaign is: the same id, rules and creation time; null when it is gone. */
export function sameCampaign<C extends Pick<CampaignSummary, 'id' | 'rulesetId' | 'createdAt'>>(
  held: Pick<CampaignSummary, 'id' | 'rulesetId' | 'createdAt'>,
  current: readonly C[],
): C | null {
  return current.find((c) => c.id === held.id && c.rulesetId === held.rulesetId && c.createdAt === held.createdAt) ?? null;
}

/**
 * The campaigns a backup holds, oldest first, each with the game at a glance as it stood then, and
 * matched with the campaign it is in the database now. The copy is brought to the current schema
 * first, so backups taken before a database update list too.
 */
export function backupCampaigns(
  backupFile: string,
  current: readonly CampaignSummary[],
  rulesets: ReadonlyMap<string, Ruleset>,
): Result<BackupCampaign[]> {
  try {
    return onCopy(backupFile, (copy) => {
      const db = openDatabase(copy);
      try {
        const store = new CampaignStore(db);
        // The backup's pack texts, so its pack campaigns show their glance.
        new PackStore(db).load();
        return ok(
          store
            .listCampaigns(true)
            .sort((a, b) => a.id - b.id)
            .map((c) => {
              const twin = sameCampaign(c, current);
              return {
                id: c.id,
                name: c.name,
                rulesetId: c.rulesetId,
                rulesetVersion: c.rulesetVersion,
                players: c.players,
                createdAt: c.createdAt,
                lastPlayedAt: c.updatedAt,
                archived: c.archived,
                outcome: c.outcome,
                eventCount: c.eventCount,
                glance: glanceOf(store, rulesets, c.id),
                current: twin ? { id: twin.id, name: twin.name, eventCount: twin.eventCount, updatedAt: twin.updatedAt } : null,
              };
            }),
        );
      } finally {
        db.close();
      }
    });
  } catch (error) {
    if (error instanceof NewerDatabaseError) return fail('backup/newer_version', error.message);
    return fail('backup/unreadable', `That backup cannot be read (${error instanceof Error ? error.message : String(error)}).`);
  }
}

/** The export of one campaign of a backup, read from a copy brought to the current schema; null when the backup has no such campaign. */
function exportFromBackup(backupFile: string, campaignId: number, app: string, now: string): string | null {
  return onCopy(backupFile, (copy) => {
    const db = openDatabase(copy);
    try {
      const store = new CampaignStore(db);
      return store.getCampaign(campaignId) ? JSON.stringify(exportFile(store, [campaignId], app, now)) : null;
    } finally {
      db.close();
    }
  });
}

export interface RestoreCampaignDeps {
  db: Db;
  store: CampaignStore;
  backups: Backups;
  rulesets: ReadonlyMap<string, Ruleset>;
  version: string;
  now: () => string;
  /** Drops a campaign's cached state once its rows were replaced. */
  forget: (campaignId: number) => void;
}

export interface RestoredCampaign {
  campaign: CampaignSummary;
  /** The id of the campaign it replaced, in place; null for a copy (or a campaign deleted since). */
  replaced: number | null;
  /** The safety copy of the whole database taken just before. */
  undoName: string;
}

/** `Tuesday nights (restored 2026-11-23)`, at most 80 characters, apart from every name in `taken`. */
export function restoredName(name: string, now: string, taken: ReadonlySet<string>): string {
  const suffix = ` (restored ${now.slice(0, 10)})`;
  const base = `${name.slice(0, 80 - suffix.length)}${suffix}`;
  let candidate = base;
  for (let n = 2; taken.has(candidate); n++) candidate = `${name.slice(0, 80 - suffix.length - 1 - String(n).length)}${suffix} ${n}`;
  return candidate;
}

/**
 * Restores one campaign of a backup: `copy` adds it beside the others under a new name; `replace`
 * puts it in place of the campaign it is now (same id, same name as in the backup), or back under
 * its id if that campaign was deleted since. Nothing else in the database changes.
 */
export function restoreCampaign(
  deps: RestoreCampaignDeps,
  backupFile: string,
  campaignId: number,
  as: 'copy' | 'replace',
): Result<RestoredCampaign> {
  const now = deps.now();
  let content: string | null;
  try {
    content = exportFromBackup(backupFile, campaignId, deps.version, now);
  } catch (error) {
    return fail(
      'backup/unreadable',
      `That backup cannot be read (${error instanceof Error ? error.message : String(error)}). Nothing was changed.`,
    );
  }
  if (content === null) return fail('backup/no_such_campaign', 'That backup does not hold this campaign.', { campaignId });
  const checked = checkImport(content, deps.store, deps.rulesets, { keepBothPacks: true });
  if (!checked.ok)
    return fail(
      'backup/unusable',
      `That campaign cannot be restored from this backup: ${checked.error.message} Nothing was changed.`,
      checked.error.details,
    );
  const [one] = checked.value;
  const current = deps.store.listCampaigns(true);
  const twin = as === 'replace' ? sameCampaign({ ...one.campaign, id: campaignId }, current) : null;
  const others = new Set(current.filter((c) => c.id !== twin?.id).map((c) => c.name));
  const idFree = !current.some((c) => c.id === campaignId);
  const target =
    as === 'copy'
      ? { name: restoredName(one.campaign.name, now, others) }
      : {
          name: others.has(one.campaign.name) ? restoredName(one.campaign.name, now, others) : one.campaign.name,
          id: twin?.id ?? (idFree ? campaignId : undefined),
        };
  const saved = deps.backups.createNow(deps.db, 'before-restore');
  let written: CampaignSummary;
  try {
    written = deps.store.transaction(() => {
      if (twin) deps.store.deleteCampaign(twin.id);
      const campaign = writeCampaign(deps.store, one, target);
      const problem = verifyCampaigns(deps.db, deps.rulesets, [campaign.id]);
      if (problem) throw new RestoreRefused(describeProblem(problem));
      return campaign;
    });
  } catch (error) {
    if (error instanceof RestoreRefused)
      return fail('backup/unusable', `That campaign does not read back once restored (${error.message}). Nothing was changed.`);
    throw error;
  } finally {
    if (twin) deps.forget(twin.id);
  }
  deps.forget(written.id);
  return ok({ campaign: written, replaced: twin?.id ?? null, undoName: saved.name });
}

/** A restored campaign that did not read back: the transaction is rolled back. */
class RestoreRefused extends Error {}
