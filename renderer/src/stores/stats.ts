/** Statistics: one campaign's tracks, sessions and dice, and results across campaigns. */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { CampaignStats, OutcomeTally, PlayerRecord } from '../../../shared/rpc/contract';
import { invoke } from '../api/client';
import { wordsFor } from '../i18n/words';
import { useNoticesStore } from './notices';

export const useStatsStore = defineStore('stats', () => {
  const campaign = ref<CampaignStats | null>(null);
  const overall = ref<{ byRuleset: OutcomeTally[]; byHouseRules: OutcomeTally[]; players: PlayerRecord[] } | null>(null);
  const notices = useNoticesStore();

  async function loadCampaign(campaignId: number) {
    campaign.value = null;
    const result = await invoke('stats/campaign', { campaignId });
    if (!result.ok) return notices.showError(wordsFor(null).error(result.error));
    campaign.value = result.value;
  }

  async function loadOverall() {
    const result = await invoke('stats/overall', {});
    if (!result.ok) return notices.showError(wordsFor(null).error(result.error));
    overall.value = result.value;
  }

  return { campaign, overall, loadCampaign, loadOverall };
});
