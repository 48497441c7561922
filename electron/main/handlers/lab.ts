/** RPC handlers of the `lab/*` domain: what can be simulated, and the simulation jobs. */
import { randomInt } from 'node:crypto';
import { fail, ok } from '../../../shared/engine/result';
import type { BatchStart } from '../../../shared/lab/batch';
import { labProfiles } from '../../../shared/lab/profiles/index';
import type { Handlers } from '../services/rpc';
import type { EngineHost } from '../services/engine-host';
import type { LabService } from '../services/lab';

export function labHandlers(lab: LabService, host: EngineHost): Handlers {
  return {
    'lab/profiles': () =>
      ok(
        [...labProfiles.values()].map((p) => ({
          rulesetId: p.rulesetId,
          players: p.players,
          params: [...p.params],
          policies: Object.keys(p.policies),
          metrics: p.metrics.map((m) => ({ key: m.key, code: m.code })),
        })),
      ),
    'lab/start': ({ rulesetId, options, policy, params, games, seed, campaignId }) => {
      let start: BatchStart = { kind: 'setup' };
      let chosenOptions = options ?? {};
      if (campaignId !== undefined) {
        const view = host.open(campaignId);
        if (!view.ok) return view;
        if (view.value.campaign.rulesetId !== rulesetId) return fail('lab/wrong_ruleset', 'That campaign plays another ruleset.');
        if (view.value.outcome) return fail('lab/game_over', 'That campaign’s game is over: there is nothing left to simulate.');
        start = { kind: 'state', state: view.value.state, players: view.value.campaign.players };
        chosenOptions = view.value.campaign.options;
      }
      return lab.start(
        { rulesetId, options: chosenOptions, policy, params: params ?? {}, games, seed: seed ?? randomInt(1, 2 ** 31 - 1) },
        start,
      );
    },
    'lab/status': ({ jobId }) => lab.status(jobId),
    'lab/cancel': ({ jobId }) => lab.cancel(jobId),
  };
}
