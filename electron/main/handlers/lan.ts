/** RPC handlers of the `lan/*` domain: the phone view switched on, off, and how it stands. */
import { fail, ok } from '../../../shared/engine/result';
import { LAN_OFF } from '../../../shared/rpc/contract';
import type { LanService } from '../services/lan';
import type { Handlers } from '../services/rpc';

/** Without a LAN service (a host that serves no renderer) the phone view stays off and says so. */
export function lanHandlers(lan: LanService | null): Handlers {
  return {
    'lan/status': () => ok(lan?.status() ?? LAN_OFF),
    'lan/start': ({ campaignId }) =>
      lan ? lan.start(campaignId) : fail('lan/unavailable', 'The phone view is not available in this build.'),
    'lan/stop': () => ok(lan?.stop() ?? LAN_OFF),
  };
}
