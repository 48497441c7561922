/** The backup screen: the backups kept, backing up now, restoring one, and undoing a restore. */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { BackupInfo } from '../../../shared/rpc/contract';
import { invoke } from '../api/client';
import { useCampaignsStore } from './campaigns';
import { useNoticesStore } from './notices';

export const useBackupsStore = defineStore('backups', () => {
  const backups = ref<BackupInfo[]>([]);
  const folder = ref('');
  const everyMinutes = ref(0);
  /** The backup of the database as it was before the last restore, to undo it. */
  const undoName = ref<string | null>(null);
  const busy = ref(false);
  const notices = useNoticesStore();
  const campaigns = useCampaignsStore();

  async function refresh() {
    const result = await invoke('backup/list', {});
    if (!result.ok) return notices.showError(result.error.message);
    backups.value = result.value.backups;
    folder.value = result.value.folder;
    everyMinutes.value = result.value.everyMinutes;
  }

  async function backUpNow() {
    busy.value = true;
    const result = await invoke('backup/create', {});
    busy.value = false;
    if (!result.ok) return notices.showError(result.error.message);
    notices.announce('Backup made.');
    await refresh();
  }

  async function restore(name: string, undoing = false) {
    busy.value = true;
    const result = await invoke('backup/restore', { name });
    busy.value = false;
    if (!result.ok) return notices.showError(result.error.message);
    notices.clearError();
    undoName.value = undoing ? null : result.value.undoName;
    notices.announce(undoing ? 'The restore was undone.' : 'Backup restored. You can undo the restore.');
    await Promise.all([refresh(), campaigns.refresh()]);
  }

  const undoRestore = () => (undoName.value ? restore(undoName.value, true) : Promise.resolve());

  return { backups, folder, everyMinutes, undoName, busy, refresh, backUpNow, restore, undoRestore };
});
