/** The history screens (chronicle, statistics, backups) and the lab, and their addresses: `#/campaign/<id>/chronicle`, `#/campaign/<id>/stats`, `#/stats`, `#/backups`, `#/lab`, `#/campaign/<id>/lab`, and the table display `#/table/<id>`. */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import { useCampaignsStore } from './campaigns';

export type HistoryScreen =
  | { name: 'chronicle'; campaignId: number }
  | { name: 'campaign-stats'; campaignId: number }
  | { name: 'stats' }
  | { name: 'backups' }
  | { name: 'lab'; campaignId?: number }
  | { name: 'table'; campaignId: number };

function hashOf(screen: HistoryScreen): string {
  switch (screen.name) {
    case 'chronicle': return `#/campaign/${screen.campaignId}/chronicle`;
    case 'campaign-stats': return `#/campaign/${screen.campaignId}/stats`;
    case 'stats': return '#/stats';
    case 'backups': return '#/backups';
    case 'table': return `#/table/${screen.campaignId}`;
    case 'lab': return screen.campaignId !== undefined ? `#/campaign/${screen.campaignId}/lab` : '#/lab';
  }
}

function parse(hash: string): HistoryScreen | null {
  const table = /^#\/table\/(\d+)$/.exec(hash);
  if (table) return { name: 'table', campaignId: Number(table[1]) };
  const lab = /^#\/campaign\/(\d+)\/lab$/.exec(hash);
  if (lab) return { name: 'lab', campaignId: Number(lab[1]) };
  if (hash === '#/lab') return { name: 'lab' };
  const campaign = /^#\/campaign\/(\d+)\/(chronicle|stats)$/.exec(hash);
  if (campaign) return { name: campaign[2] === 'chronicle' ? 'chronicle' : 'campaign-stats', campaignId: Number(campaign[1]) };
  if (hash === '#/stats') return { name: 'stats' };
  if (hash === '#/backups') return { name: 'backups' };
  return null;
}

export const useScreensStore = defineStore('screens', () => {
  /** The history screen shown, or null for the campaign list / play screen. */
  const screen = ref<HistoryScreen | null>(null);
  /** Campaigns whose "previously…" was already shown since the app opened: once is enough. */
  const recapShown = new Set<number>();
  const campaigns = useCampaignsStore();

  function go(next: HistoryScreen) {
    screen.value = next;
    const hash = hashOf(next);
    if (location.hash !== hash) history.pushState(null, '', hash);
  }

  /** Back to a campaign's play screen, or to the list. */
  function leave(campaignId: number | null) {
    screen.value = null;
    campaigns.open(campaignId);
  }

  function syncFromLocation() {
    screen.value = parse(location.hash);
  }

  return { screen, recapShown, go, leave, syncFromLocation };
});
