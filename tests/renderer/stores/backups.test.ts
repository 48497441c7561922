// @vitest-environment happy-dom
import { useStoreServices } from '../../support/store-services';
import { describe, expect, it } from 'vitest';
import { watch } from 'vue';
import { useBackupsStore } from '../../../renderer/src/stores/backups';
import { useCampaignsStore } from '../../../renderer/src/stores/campaigns';

useStoreServices();

describe('the backups store', () => {
  it('says "restored" only once the list holds the safety copy the restore made (the line and its list together)', async () => {
    await useCampaignsStore().create({ name: 'Tray', rulesetId: 'dice-tray', players: ['Ann'], options: {} });
    const store = useBackupsStore();
    await store.backUpNow();
    const [made] = store.backups;
    expect(made.reason).toBe('manual');

    // The list as it stands the moment the "restored — undo?" line appears.
    let listWhenSaid: string[] | null = null;
    const stop = watch(
      () => store.undoName,
      (name) => {
        if (name) listWhenSaid = store.backups.map((b) => b.reason);
      },
      { flush: 'sync' },
    );
    await store.restore(made.name);
    stop();
    expect(store.undoName).not.toBeNull();
    expect(listWhenSaid).toContain('before-restore');
  });
});
