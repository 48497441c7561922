/** Campaigns: the list, the rulesets to choose from, and which campaign is open. */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { RulesetMeta } from '../../../shared/engine/ruleset';
import type { CampaignSummary, NewPlayer } from '../../../shared/rpc/contract';
import { invoke } from '../api/client';
import { wordsFor } from '../i18n/words';
import { useNoticesStore } from './notices';

export const useCampaignsStore = defineStore('campaigns', () => {
  const campaigns = ref<CampaignSummary[]>([]);
  const rulesets = ref<RulesetMeta[]>([]);
  const showArchived = ref(false);
  const loading = ref(false);
  const openId = ref<number | null>(null);
  const notices = useNoticesStore();
  const words = wordsFor(null);

  async function refresh() {
    loading.value = true;
    const [list, metas] = await Promise.all([
      invoke('campaign/list', { includeArchived: showArchived.value }),
      rulesets.value.length ? null : invoke('ruleset/list', {}),
    ]);
    loading.value = false;
    if (!list.ok) return notices.showError(words.error(list.error));
    campaigns.value = list.value;
    if (metas?.ok) rulesets.value = metas.value;
  }

  /** Creates a campaign; returns it, or null after showing why not. */
  async function create(args: { name: string; rulesetId: string; players: NewPlayer[]; options: Record<string, unknown> }) {
    const result = await invoke('campaign/create', args);
    if (!result.ok) {
      notices.showError(wordsFor(args.rulesetId).error(result.error));
      return null;
    }
    await refresh();
    return result.value;
  }

  async function rename(campaignId: number, name: string) {
    const result = await invoke('campaign/rename', { campaignId, name });
    if (!result.ok) return notices.showError(words.error(result.error));
    await refresh();
  }

  async function archive(campaignId: number, archived: boolean) {
    const result = await invoke('campaign/archive', { campaignId, archived });
    if (!result.ok) return notices.showError(words.error(result.error));
    await refresh();
  }

  async function remove(campaignId: number, confirmName: string): Promise<boolean> {
    const result = await invoke('campaign/delete', { campaignId, confirmName });
    if (!result.ok) {
      notices.showError(words.error(result.error));
      return false;
    }
    await refresh();
    return true;
  }

  function open(campaignId: number | null) {
    openId.value = campaignId;
    const hash = campaignId === null ? '#/' : `#/campaign/${campaignId}`;
    if (location.hash !== hash) history.pushState(null, '', hash);
  }

  /** Follows the address bar (back/forward, reload). */
  function syncFromLocation() {
    const match = /^#\/campaign\/(\d+)$/.exec(location.hash);
    openId.value = match ? Number(match[1]) : null;
  }

  return { campaigns, rulesets, showArchived, loading, openId, refresh, create, rename, archive, remove, open, syncFromLocation };
});
