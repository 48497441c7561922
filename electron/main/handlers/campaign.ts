/** RPC handlers of the `campaign/*` domain. */
import { fail, ok } from '../../../shared/engine/result';
import type { CampaignGlances } from '../services/campaign-glance';
import type { CampaignStore } from '../services/campaign-store';
import type { EngineHost } from '../services/engine-host';
import type { Handlers } from '../services/rpc';

/**
 * `backupBeforeDelete` copies the database first, so a deleted campaign can still be restored;
 * `glances` give each listed campaign the game's state at a glance.
 */
export function campaignHandlers(
  store: CampaignStore,
  host: EngineHost,
  now: () => string,
  backupBeforeDelete: () => void,
  glances: CampaignGlances,
): Handlers {
  const existing = (campaignId: number) => {
    const campaign = store.getCampaign(campaignId);
    return campaign ? ok(campaign) : fail('campaign/not_found', 'That campaign does not exist (it may have been deleted).', { campaignId });
  };
  return {
    'campaign/list': ({ includeArchived }) => ok(glances.withGlances(store.listCampaigns(includeArchived ?? false))),
    'campaign/create': (args) => host.create(args),
    'campaign/rename': ({ campaignId, name }) => {
      const found = existing(campaignId);
      if (!found.ok) return found;
      store.updateCampaign(campaignId, { name, now: now() });
      host.forget(campaignId);
      return ok(store.getCampaign(campaignId)!);
    },
    'campaign/archive': ({ campaignId, archived }) => {
      const found = existing(campaignId);
      if (!found.ok) return found;
      store.updateCampaign(campaignId, { archived, now: now() });
      host.forget(campaignId);
      return ok(store.getCampaign(campaignId)!);
    },
    'campaign/delete': ({ campaignId, confirmName }) => {
      const found = existing(campaignId);
      if (!found.ok) return found;
      if (confirmName.trim() !== found.value.name) {
        return fail('campaign/confirm_mismatch', `Type the campaign's name, "${found.value.name}", to delete it.`, {
          name: found.value.name,
        });
      }
      backupBeforeDelete();
      store.deleteCampaign(campaignId);
      host.forget(campaignId);
      return ok({ deleted: true as const });
    },
    'campaign/open': ({ campaignId }) => host.open(campaignId),
    'campaign/act': ({ campaignId, action }) => host.act(campaignId, action),
    'campaign/dice-for': ({ campaignId, type, payload }) => host.diceFor(campaignId, type, payload),
    'campaign/odds-for': ({ campaignId, type, payload }) => host.oddsFor(campaignId, type, payload),
    'campaign/undo': ({ campaignId }) => host.undo(campaignId),
    'campaign/redo': ({ campaignId }) => host.redo(campaignId),
    'campaign/rewind': ({ campaignId, toStep }) => host.rewind(campaignId, toStep),
    'campaign/bring-back': ({ campaignId, step }) => host.bringBack(campaignId, step),
    'campaign/adjust': ({ campaignId, trackerId, value, reason }) => host.adjust(campaignId, trackerId, value, reason),
    'campaign/set-options': ({ campaignId, options }) => host.setOptions(campaignId, options),
    'campaign/history': ({ campaignId }) => host.history(campaignId),
    'campaign/history-page': ({ campaignId, beforeSeq, limit }) => host.historyPage(campaignId, beforeSeq, limit ?? 300),
  };
}
