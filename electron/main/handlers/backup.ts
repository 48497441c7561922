/** RPC handlers of the `backup/*` domain: list, back up now, restore (which can itself be undone), and one campaign out of a backup. */
import { fail, ok, type Result } from '../../../shared/engine/result';
import type { BackupCampaign, CampaignSummary } from '../../../shared/rpc/contract';
import { backupFailure, type Backups } from '../services/backups';
import type { RestoredCampaign } from '../services/backup-campaigns';
import type { Db } from '../services/database';
import type { Handlers } from '../services/rpc';

export interface BackupDeps {
  backups: Backups;
  db: () => Db;
  everyMinutes: number;
  /** Swaps the database for a backup; the current one is backed up first. */
  restore: (name: string) => Result<{ restored: string; undoName: string }>;
  /** The campaigns a backup file holds, matched with today's. */
  contents: (file: string) => Result<BackupCampaign[]>;
  /** Restores one campaign of a backup file, as a copy or in place. */
  restoreCampaign: (file: string, campaignId: number, as: 'copy' | 'replace') => Result<RestoredCampaign>;
}

const gone = (name: string) => fail('backup/not_found', 'That backup is no longer in the backup folder.', { name });

export function backupHandlers(deps: BackupDeps): Handlers {
  return {
    'backup/list': () => ok({ backups: deps.backups.list(), folder: deps.backups.dir, everyMinutes: deps.everyMinutes }),
    'backup/create': () => {
      try {
        return ok(deps.backups.createNow(deps.db(), 'manual'));
      } catch (error) {
        const { code, osCode } = backupFailure(error);
        return fail(
          code,
          code === 'backup/full'
            ? 'The backup could not be written: the disk is full. Free some space on the disk, then back up again; the campaigns are as they were.'
            : `The backup could not be written (${osCode}); the campaigns are as they were. Try again in a moment.`,
          { osCode },
        );
      }
    },
    'backup/restore': ({ name }) => (deps.backups.pathOf(name) ? deps.restore(name) : gone(name)),
    'backup/contents': ({ name }) => {
      const file = deps.backups.pathOf(name);
      if (!file) return gone(name);
      const campaigns = deps.contents(file);
      return campaigns.ok ? ok({ name, campaigns: campaigns.value }) : campaigns;
    },
    'backup/restore-campaign': ({
      name,
      campaignId,
      as,
    }): Result<{ campaign: CampaignSummary; replaced: number | null; undoName: string }> => {
      const file = deps.backups.pathOf(name);
      return file ? deps.restoreCampaign(file, campaignId, as) : gone(name);
    },
  };
}
