/** Campaigns: the list, the rulesets to choose from, and which campaign is open. */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { RulesetMeta } from '../../../shared/engine/ruleset';
import type { CampaignSummary, NewPlayer } from '../../../shared/rpc/contract';
import { invoke } from '../api/client';
import { router } from '../router';
import { wordsFor } from '../i18n/words';
import { useNoticesStore } from './notices';

export const useCampaignsStore = defineStore('campaigns', () => {
  const campaigns = ref<CampaignSummary[]>([]);
  const rulesets = ref<RulesetMeta[]>([]);
  const showArchived = ref(false);
  const loading = ref(false);
  /** The campaign the play screen shows, from the address (`#/play/<id>`). */
  const openId = computed(() => (router.currentRoute.value.name === 'play' ? Number(router.currentRoute.value.params.id) : null));
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

  /** Reads the rulesets again (a pack installed or removed since). */
  async function loadRulesets() {
    const metas = await invoke('ruleset/list', {});
    if (metas.ok) rulesets.value = metas.value;
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

  /** Opens a campaign's play screen, or the list (null); `replace` leaves no step behind for back (after creating one). */
  function open(campaignId: number | null, how: { replace?: boolean } = {}) {
    const to = campaignId === null ? { name: 'campaigns' } : { name: 'play', params: { id: campaignId } };
    return how.replace ? router.replace(to) : router.push(to);
  }

  return { campaigns, rulesets, showArchived, loading, openId, refresh, loadRulesets, create, rename, archive, remove, open };
});
