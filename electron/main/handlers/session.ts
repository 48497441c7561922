/** RPC handlers of the `session/*` domain: play sessions, one evening each. */
import { fail, ok } from '../../../shared/engine/result';
import type { CampaignStore } from '../services/campaign-store';
import type { Handlers } from '../services/rpc';

export function sessionHandlers(store: CampaignStore, now: () => string): Handlers {
  const exists = (campaignId: number) => store.getCampaign(campaignId) !== null;
  const missing = (campaignId: number) =>
    fail('campaign/not_found', 'That campaign does not exist (it may have been deleted).', { campaignId });
  return {
    'session/start': ({ campaignId }) => {
      if (!exists(campaignId)) return missing(campaignId);
      return ok(
        store.transaction(() => {
          const open = store.openSession(campaignId);
          if (open) store.endSession(open.id, now());
          return store.startSession(campaignId, now());
        }),
      );
    },
    'session/end': ({ campaignId }) => {
      if (!exists(campaignId)) return missing(campaignId);
      const open = store.openSession(campaignId);
      return ok(open ? store.endSession(open.id, now()) : null);
    },
    'session/list': ({ campaignId }) => (exists(campaignId) ? ok(store.listSessions(campaignId)) : missing(campaignId)),
  };
}
