/**
 * The screens by name, for the components that open them: `go` and `leave` push an address on the
 * router (renderer/src/router.ts), so back/forward and a reload follow. `screen` is the history
 * screen the address shows (null on the campaign list and the play screen).
 */
import { defineStore } from 'pinia';
import { computed } from 'vue';
import type { RouteLocationRaw } from 'vue-router';
import { router } from '../router';
import { useCampaignsStore } from './campaigns';

export type HistoryScreen =
  | { name: 'chronicle'; campaignId: number }
  | { name: 'campaign-stats'; campaignId: number }
  | { name: 'stats' }
  | { name: 'backups' }
  | { name: 'packs' }
  | { name: 'lab'; campaignId?: number }
  | { name: 'table'; campaignId: number };

function locationOf(screen: HistoryScreen): RouteLocationRaw {
  switch (screen.name) {
    case 'chronicle':
    case 'campaign-stats':
    case 'table':
      return { name: screen.name, params: { id: screen.campaignId } };
    case 'lab':
      return screen.campaignId !== undefined ? { name: 'campaign-lab', params: { id: screen.campaignId } } : { name: 'lab' };
    case 'stats':
    case 'backups':
    case 'packs':
      return { name: screen.name };
  }
}

export const useScreensStore = defineStore('screens', () => {
  const screen = computed<HistoryScreen | null>(() => {
    const route = router.currentRoute.value;
    const campaignId = Number(route.params.id);
    switch (route.name) {
      case 'chronicle':
        return { name: 'chronicle', campaignId };
      case 'campaign-stats':
        return { name: 'campaign-stats', campaignId };
      case 'table':
        return { name: 'table', campaignId };
      case 'campaign-lab':
        return { name: 'lab', campaignId };
      case 'lab':
        return { name: 'lab' };
      case 'stats':
        return { name: 'stats' };
      case 'backups':
        return { name: 'backups' };
      case 'packs':
        return { name: 'packs' };
      default:
        return null;
    }
  });
  /** Campaigns whose "previously…" was already shown since the app opened: once is enough. */
  const recapShown = new Set<number>();
  const campaigns = useCampaignsStore();

  function go(next: HistoryScreen) {
    return router.push(locationOf(next));
  }

  /** Back to a campaign's play screen, or to the list. */
  function leave(campaignId: number | null) {
    return campaigns.open(campaignId);
  }

  return { screen, recapShown, go, leave };
});
