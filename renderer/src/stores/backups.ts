/** The backup screen: the backups kept and what each holds, backing up now, restoring all or one campaign, and undoing that. */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { BackupCampaign, BackupInfo } from '../../../shared/rpc/contract';
import { invoke } from '../api/client';
import { wordsFor } from '../i18n/words';
import { useCampaignsStore } from './campaigns';
import { useNoticesStore } from './notices';

/** The last single-campaign restore, to say what happened and to undo it. */
export interface CampaignRestored {
  campaignId: number;
  name: string;
  as: 'copy' | 'replace';
  /** Whether an undo can put the campaign back as it was just before (an in-place restore of a campaign that was there). */
  undoable: boolean;
  /** The safety copy taken just before: restoring the campaign from it in place undoes an in-place restore. */
  undoName: string;
}

export const useBackupsStore = defineStore('backups', () => {
  const backups = ref<BackupInfo[]>([]);
  const folder = ref('');
  const everyMinutes = ref(0);
  /** The backup of the database as it was before the last restore, to undo it. */
  const undoName = ref<string | null>(null);
  const busy = ref(false);
  /** What each opened backup holds, by backup name: its campaigns, or why it cannot be read. */
  const contents = ref<Record<string, BackupCampaign[] | { problem: string } | 'loading'>>({});
  const campaignRestored = ref<CampaignRestored | null>(null);
  const notices = useNoticesStore();
  const campaigns = useCampaignsStore();

  async function refresh() {
    const result = await invoke('backup/list', {});
    if (!result.ok) return notices.showError(wordsFor(null).error(result.error));
    backups.value = result.value.backups;
    folder.value = result.value.folder;
    everyMinutes.value = result.value.everyMinutes;
  }

  async function backUpNow() {
    busy.value = true;
    const result = await invoke('backup/create', {});
    busy.value = false;
    if (!result.ok) return notices.showError(wordsFor(null).error(result.error));
    notices.announce(wordsFor(null).t('backups/made'));
    await refresh();
  }

  async function restore(name: string, undoing = false) {
    busy.value = true;
    const result = await invoke('backup/restore', { name });
    busy.value = false;
    if (!result.ok) return notices.showError(wordsFor(null).error(result.error));
    notices.clearError();
    // The list (with the safety copy the restore made) and the campaigns read first, so "restored" and
    // the list it speaks of show together.
    await Promise.all([refresh(), campaigns.refresh()]);
    undoName.value = undoing ? null : result.value.undoName;
    campaignRestored.value = null;
    contents.value = {};
    notices.announce(wordsFor(null).t(undoing ? 'backups/restore-undone' : 'backups/restored-undoable'));
  }

  const undoRestore = () => (undoName.value ? restore(undoName.value, true) : Promise.resolve());

  /** Reads what a backup holds (once; the backup does not change). */
  async function loadContents(name: string) {
    if (Array.isArray(contents.value[name])) return;
    contents.value[name] = 'loading';
    const result = await invoke('backup/contents', { name });
    contents.value[name] = result.ok ? result.value.campaigns : { problem: wordsFor(null).error(result.error) };
  }

  /** Restores one campaign of a backup, as a copy or in place; the other campaigns stay as they are. */
  async function restoreCampaign(name: string, campaignId: number, as: 'copy' | 'replace', undoing = false) {
    busy.value = true;
    const result = await invoke('backup/restore-campaign', { name, campaignId, as });
    busy.value = false;
    if (!result.ok) return notices.showError(wordsFor(null).error(result.error));
    notices.clearError();
    const { campaign } = result.value;
    campaignRestored.value = undoing
      ? null
      : {
          campaignId: campaign.id,
          name: campaign.name,
          as,
          undoable: as === 'replace' && result.value.replaced !== null,
          undoName: result.value.undoName,
        };
    // Today's side of every backup shown has changed: read them again.
    const shown = Object.keys(contents.value);
    for (const key of shown) delete contents.value[key];
    void Promise.all(shown.map((key) => loadContents(key)));
    notices.announce(
      undoing
        ? wordsFor(null).t('backups/campaign-restore-undone', { name: campaign.name })
        : wordsFor(null).t(as === 'copy' ? 'backups/restored-as' : 'backups/back-as-it-was', { name: campaign.name }),
    );
    await Promise.all([refresh(), campaigns.refresh()]);
  }

  const undoCampaignRestore = () => {
    const last = campaignRestored.value;
    return last?.undoable ? restoreCampaign(last.undoName, last.campaignId, 'replace', true) : Promise.resolve();
  };

  return {
    backups,
    folder,
    everyMinutes,
    undoName,
    busy,
    contents,
    campaignRestored,
    refresh,
    backUpNow,
    restore,
    undoRestore,
    loadContents,
    restoreCampaign,
    undoCampaignRestore,
  };
});
