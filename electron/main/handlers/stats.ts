/** RPC handlers of the `stats/*` domain. */
import { ok } from '../../../shared/engine/result';
import type { Handlers } from '../services/rpc';
import type { StatsService } from '../services/stats';

export function statsHandlers(stats: StatsService): Handlers {
  return {
    'stats/campaign': ({ campaignId }) => stats.campaign(campaignId),
    'stats/overall': () => ok(stats.overall()),
  };
}
