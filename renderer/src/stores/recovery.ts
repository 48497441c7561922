/** Recovery: whether the campaign database is damaged, and the two ways out (restore a backup, export what reads). */
import { formatDate, formatList } from '../i18n';
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { BackupFailure, BackupInfo, RecoveryStatus } from '../../../shared/rpc/contract';
import { invoke, onNotice } from '../api/client';
import { wordsFor } from '../i18n/words';
import { download } from '../history/downloads';
import { useCampaignsStore } from './campaigns';
import { useNoticesStore } from './notices';

export const useRecoveryStore = defineStore('recovery', () => {
  const status = ref<RecoveryStatus>({ state: 'ok', problem: null, keptAside: null });
  const backups = ref<BackupInfo[]>([]);
  const busy = ref(false);
  /** What the last attempt did, in words, for the screen. */
  const outcome = ref<string | null>(null);
  const notices = useNoticesStore();
  /** The failed scheduled backup last shown, so one failure is shown once. */
  let shownFailure: string | null = null;

  /** A scheduled backup that failed is shown in the banner, in the app's words (not only in the console). */
  function showBackupFailure(failure: BackupFailure) {
    if (shownFailure === failure.at) return;
    shownFailure = failure.at;
    const time = formatDate(failure.at);
    const code = failure.code === 'backup/full' ? 'backup/scheduled-full' : 'backup/scheduled-failed';
    notices.showError(wordsFor(null).t(code, { time, osCode: failure.osCode }));
  }
  onNotice((notice) => {
    if (notice.kind === 'backup/failed') showBackupFailure(notice);
  });

  async function refresh() {
    const result = await invoke('recovery/status', {});
    if (!result.ok) return;
    status.value = result.value;
    if (result.value.backupFailure) showBackupFailure(result.value.backupFailure);
    if (result.value.state === 'damaged') {
      const listed = await invoke('backup/list', {});
      if (listed.ok) backups.value = listed.value.backups;
    }
  }

  /** Restores the newest backup that verifies (or the one named); back to the campaigns on success. */
  async function restore(name?: string) {
    busy.value = true;
    const result = await invoke('recovery/restore', name ? { name } : {});
    busy.value = false;
    if (!result.ok) {
      outcome.value = wordsFor(null).error(result.error);
      return;
    }
    const skipped = result.value.skipped.length;
    outcome.value = null;
    notices.clearError();
    notices.announce(wordsFor(null).t('recovery/restored', { skipped }));
    await refresh();
    await useCampaignsStore().refresh();
  }

  /** Downloads every campaign that still reads as an export file. */
  async function exportReadable() {
    busy.value = true;
    const result = await invoke('recovery/export', {});
    busy.value = false;
    if (!result.ok) {
      outcome.value = wordsFor(null).error(result.error);
      return;
    }
    download(result.value.fileName, result.value.content, 'application/json');
    const { exported, unreadable } = result.value;
    outcome.value = wordsFor(null).t(unreadable.length ? 'recovery/exported-some-unreadable' : 'recovery/exported', {
      n: exported.length,
      names: formatList(exported),
      unreadable: formatList(unreadable),
    });
  }

  return { status, backups, busy, outcome, refresh, restore, exportReadable };
});
