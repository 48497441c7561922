import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CampaignStore } from '../../electron/main/services/campaign-store';
import { EngineHost } from '../../electron/main/services/engine-host';
import { startServices, type Services } from '../../electron/main/services/services';
import { StatsService, tallyRebuilds } from '../../electron/main/services/stats';
import { rollDice } from '../../electron/main/services/dice-roller';
import { rulesets } from '../../shared/rulesets/registry';
import { tempDir } from '../support/temp-db';
import { caller } from '../support/services-call';

let dir: ReturnType<typeof tempDir>;
let services: Services;
const { call, attempt } = caller(() => services);

beforeEach(() => {
  dir = tempDir();
  services = startServices({ databasePath: dir.file('campaigns.sqlite'), version: 'test', transport: 'websocket' });
});
afterEach(() => {
  services.close();
  dir.remove();
});

/** Statistics worked out from the whole log by a service that never saw the campaign before. */
function fromScratch(campaignId: number) {
  const store = new CampaignStore(services.db);
  const host = new EngineHost({ store, rulesets, rollDice, now: () => new Date().toISOString() });
  const stats = new StatsService(store, host, rulesets, { saved: false }).campaign(campaignId);
  if (!stats.ok) throw new Error(stats.error.code);
  return stats.value;
}

/** Statistics as a fresh process of the same version answers them: from the saved tally, extended by the events since. */
function freshProcess(campaignId: number) {
  const store = new CampaignStore(services.db);
  const host = new EngineHost({ store, rulesets, rollDice, now: () => new Date().toISOString() });
  const stats = new StatsService(store, host, rulesets, { appVersion: 'test' }).campaign(campaignId);
  if (!stats.ok) throw new Error(stats.error.code);
  return stats.value;
}

/** What `ask` answers, having checked that it worked out no tally from the whole log (when `kept`: one was kept or saved). */
function withoutRebuild<T>(ask: () => T, kept = true): T {
  const before = tallyRebuilds.count;
  const answer = ask();
  if (kept) expect(tallyRebuilds.count).toBe(before);
  return answer;
}

const step = fc.oneof(
  fc.constant({ kind: 'count' as const }),
  fc.constant({ kind: 'roll' as const }),
  fc.constant({ kind: 'undo' as const }),
  fc.constant({ kind: 'redo' as const }),
  fc.constant({ kind: 'checkpoint' as const }),
  fc.constant({ kind: 'new-session' as const }),
  fc.nat(30).map((back) => ({ kind: 'rewind' as const, back })),
  fc.nat(30).map((back) => ({ kind: 'bring-back' as const, back })),
  fc.constant({ kind: 'ask' as const }),
);

describe('statistics kept between asks', () => {
  it('equal the statistics worked out from the whole log, after any steps, undos, redos, rewinds, checkpoints and sessions', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
        const { id } = call('campaign/create', { name: `Kept ${Math.random()}`, rulesetId: 'dice-tray', players: ['Ann'], options: {} });
        call('session/start', { campaignId: id });
        let asked = 0;
        /** The steps played, newest last: where a rewind may go back to. */
        const played: number[] = [];
        // Refused when an undo took the counter away: the table's click changes nothing then.
        const act = (action: Parameters<typeof call<'campaign/act'>>[1]['action']) => {
          const done = attempt('campaign/act', { campaignId: id, action });
          if (done.ok) played.push((done.value as { lastStep: { step: number }[] }).lastStep[0].step);
        };
        act({ type: 'add-counter', payload: { name: 'Doom', min: 0, max: 999, start: 0 } });
        for (const s of steps) {
          if (s.kind === 'count') act({ type: 'change-counter', payload: { counterId: 'c1', delta: 1 } });
          else if (s.kind === 'roll') act({ type: 'roll', payload: { count: 2, die: 'd6' }, roll: { source: 'app' } });
          else if (s.kind === 'undo') attempt('campaign/undo', { campaignId: id });
          else if (s.kind === 'redo') attempt('campaign/redo', { campaignId: id });
          else if (s.kind === 'checkpoint') call('history/checkpoint', { campaignId: id, name: 'Here' });
          else if (s.kind === 'new-session') {
            attempt('session/end', { campaignId: id });
            call('session/start', { campaignId: id });
          } else if (s.kind === 'rewind') {
            attempt('campaign/rewind', { campaignId: id, toStep: played[Math.max(0, played.length - 1 - s.back)] });
          } else if (s.kind === 'bring-back') {
            attempt('campaign/bring-back', { campaignId: id, step: played[Math.max(0, played.length - 1 - s.back)] });
          } else {
            const expected = fromScratch(id);
            expect(withoutRebuild(() => call('stats/campaign', { campaignId: id }), asked++ > 0)).toEqual(expected);
            expect(withoutRebuild(() => freshProcess(id))).toEqual(expected);
          }
        }
        const expected = fromScratch(id);
        expect(withoutRebuild(() => call('stats/campaign', { campaignId: id }), asked > 0)).toEqual(expected);
        // A fresh process reads the tally saved at the first ask and extends it past every move since, the log not walked again.
        expect(withoutRebuild(() => freshProcess(id))).toEqual(expected);
      }),
      { numRuns: 25 },
    );
  });

  it('a long game (its chart thinned) asked again as it grows folds only the new steps and stays equal to the whole log', () => {
    const { id } = call('campaign/create', { name: 'Long', rulesetId: 'dice-tray', players: ['Ann', 'Bo'], options: {} });
    call('campaign/act', { campaignId: id, action: { type: 'add-counter', payload: { name: 'Doom', min: 0, max: 9999, start: 0 } } });
    // Past CHART_BUCKETS (500) steps the chart is thinned, its run length growing with the game.
    for (let i = 1; i <= 1600; i++) {
      const delta = i % 7 === 0 ? -3 : 1;
      if (i % 11 === 0)
        call('campaign/act', { campaignId: id, action: { type: 'roll', payload: { count: 1, die: 'd6' }, roll: { source: 'app' } } });
      else call('campaign/act', { campaignId: id, action: { type: 'change-counter', payload: { counterId: 'c1', delta } } });
      if (i % 97 === 0) call('stats/campaign', { campaignId: id });
      if (i === 999 || i === 1000 || i === 1001 || i === 1600) expect(call('stats/campaign', { campaignId: id })).toEqual(fromScratch(id));
    }
    const before = call('stats/campaign', { campaignId: id });
    call('campaign/act', { campaignId: id, action: { type: 'roll', payload: { count: 1, die: 'd6' }, roll: { source: 'app' } } });
    const after = call('stats/campaign', { campaignId: id });
    expect(after.steps).toBe(before.steps + 1);
    expect(after).toEqual(fromScratch(id));
  });
});
