/** The Packs screen: the installed packs, importing a pack file (with every problem when refused), exporting and removing one. */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { PackProblem } from '../../../shared/packs/check';
import type { DamagedPackInfo, InstalledPack, UpgradePreview } from '../../../shared/rpc/contract';
import { invoke } from '../api/client';
import { download } from '../history/downloads';
import { wordsFor } from '../i18n/words';
import { useCampaignsStore } from './campaigns';
import { useNoticesStore } from './notices';

/** A pack file refused whole: its name and every problem (pointer, code, plain message). */
export interface RefusedPack {
  file: string;
  problems: PackProblem[];
  /** How many problems there were (the answer lists at most 50). */
  count: number;
}

/** An upgrade shown before it is made: the campaign, the text it would move to, and what would differ. */
export interface PendingUpgrade {
  campaign: { id: number; name: string };
  to: InstalledPack;
  preview: UpgradePreview;
  /** The new text's words for its trackers (`track/<id>` → name), as the designer wrote them in English. */
  names: Record<string, string>;
}

/** The last upgrade made, to open the campaign or undo it. */
export interface UpgradeMade {
  campaignId: number;
  name: string;
  version: string;
  previous: { id: number; name: string };
}

export const usePacksStore = defineStore('packs', () => {
  const packs = ref<InstalledPack[]>([]);
  const damaged = ref<DamagedPackInfo[]>([]);
  const refused = ref<RefusedPack | null>(null);
  const busy = ref(false);
  const loaded = ref(false);
  const pendingUpgrade = ref<PendingUpgrade | null>(null);
  const upgradeMade = ref<UpgradeMade | null>(null);
  const notices = useNoticesStore();
  const campaigns = useCampaignsStore();
  const words = () => wordsFor(null);

  /** The newest installed text of each pack first, as the new-campaign screen offers them. */
  const offered = computed(() =>
    [...packs.value].sort((a, b) => a.name.localeCompare(b.name) || b.installedAt.localeCompare(a.installedAt)),
  );

  async function refresh() {
    const result = await invoke('packs/list', {});
    if (!result.ok) return notices.showError(words().error(result.error));
    packs.value = result.value.packs;
    damaged.value = result.value.damaged;
    loaded.value = true;
  }

  /** Installs a pack file's text; a refusal keeps every problem to show beside the list. Resolves true when installed. */
  async function importText(file: string, text: string): Promise<boolean> {
    busy.value = true;
    try {
      const result = await invoke('packs/import', { text });
      if (!result.ok) {
        const details = result.error.details as { problems?: PackProblem[]; count?: number } | undefined;
        if (result.error.code === 'packs/invalid' && details?.problems) {
          refused.value = { file, problems: details.problems, count: details.count ?? details.problems.length };
          notices.announce(words().t('packs/refused-title', { file, n: refused.value.count }));
        } else notices.showError(words().error(result.error));
        return false;
      }
      refused.value = null;
      const { name, version } = result.value.pack;
      notices.announce(words().t(result.value.already ? 'packs/already' : 'packs/installed', { name, version }));
      await Promise.all([refresh(), campaigns.loadRulesets()]);
      return true;
    } finally {
      busy.value = false;
    }
  }

  async function exportPack(pack: InstalledPack) {
    const result = await invoke('packs/export', { hash: pack.hash });
    if (!result.ok) return notices.showError(words().error(result.error));
    download(result.value.fileName, result.value.content, 'application/json');
  }

  async function remove(pack: InstalledPack) {
    busy.value = true;
    const result = await invoke('packs/remove', { hash: pack.hash });
    busy.value = false;
    if (!result.ok) return notices.showError(words().error(result.error));
    notices.announce(words().t('packs/removed', { name: pack.name, version: pack.version }));
    await refresh();
  }

  /** The other installed texts of a pack's id: where its campaigns may move. */
  const otherVersions = (pack: InstalledPack) => packs.value.filter((p) => p.packId === pack.packId && p.hash !== pack.hash);

  async function previewUpgrade(campaign: { id: number; name: string }, to: InstalledPack) {
    busy.value = true;
    const [result, text] = await Promise.all([
      invoke('packs/upgrade-preview', { campaignId: campaign.id, hash: to.hash }),
      invoke('packs/export', { hash: to.hash }),
    ]);
    busy.value = false;
    if (!result.ok) return notices.showError(words().error(result.error));
    let names: Record<string, string> = {};
    if (text.ok) names = (JSON.parse(text.value.content) as { words: { en: Record<string, string> } }).words.en;
    pendingUpgrade.value = { campaign, to, preview: result.value, names };
  }

  async function confirmUpgrade() {
    const waiting = pendingUpgrade.value;
    if (!waiting) return;
    busy.value = true;
    const result = await invoke('packs/upgrade', { campaignId: waiting.campaign.id, hash: waiting.to.hash });
    busy.value = false;
    if (!result.ok) return notices.showError(words().error(result.error));
    pendingUpgrade.value = null;
    upgradeMade.value = {
      campaignId: result.value.campaign.id,
      name: result.value.campaign.name,
      version: waiting.to.version,
      previous: result.value.previous,
    };
    notices.announce(words().t('packs/upgraded', { name: result.value.campaign.name, version: waiting.to.version }));
    await Promise.all([refresh(), campaigns.refresh()]);
  }

  async function undoUpgrade() {
    const made = upgradeMade.value;
    if (!made) return;
    busy.value = true;
    const result = await invoke('packs/undo-upgrade', { campaignId: made.campaignId, previousId: made.previous.id });
    busy.value = false;
    if (!result.ok) return notices.showError(words().error(result.error));
    upgradeMade.value = null;
    notices.announce(words().t('packs/upgrade-undone', { name: result.value.campaign.name }));
    await Promise.all([refresh(), campaigns.refresh()]);
  }

  return {
    packs,
    damaged,
    refused,
    busy,
    loaded,
    offered,
    pendingUpgrade,
    upgradeMade,
    refresh,
    importText,
    exportPack,
    remove,
    otherVersions,
    previewUpgrade,
    confirmUpgrade,
    cancelUpgrade: () => (pendingUpgrade.value = null),
    undoUpgrade,
  };
});
