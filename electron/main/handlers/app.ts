/** RPC handlers of the `app/*` and `ruleset/*` domains. */
import { ok, refuse } from '../../../shared/engine/result';
import { packOf } from '../../../shared/packs/ruleset';
import type { Ruleset } from '../../../shared/engine/ruleset';
import { rulesetMeta } from '../../../shared/rulesets/registry';
import type { Handlers } from '../services/rpc';

export function appHandlers(
  info: { version: string; databasePath: string; transport: 'ipc' | 'websocket' },
  rulesets: ReadonlyMap<string, Ruleset>,
): Handlers {
  return {
    'app/info': () => ok(info),
    'ruleset/list': () => ok([...rulesets.values()].map(rulesetMeta)),
    'ruleset/pack': ({ rulesetId }) => {
      const ruleset = rulesets.get(rulesetId);
      const pack = ruleset && packOf(ruleset);
      return pack ? ok(pack) : refuse('ruleset/not_a_pack', { rulesetId });
    },
  };
}
