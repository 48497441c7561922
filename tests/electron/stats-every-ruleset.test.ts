/**
 * Every ruleset's statistics kept, saved and read back (issue 35, schema 10): after a game of each
 * (new steps, an undo, a hand adjustment, a checkpoint) asked once, then played on past another undo,
 * the kept tally and a fresh process's (the saved one extended) equal the statistics worked out from
 * the whole log — whatever figures the ruleset charts (whole numbers, fractions, lines that come and go).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesets } from '../../shared/rulesets/registry';
import type { PlayView } from '../../shared/rpc/contract';
import { CampaignStore } from '../../electron/main/services/campaign-store';
import { EngineHost } from '../../electron/main/services/engine-host';
import { rollDice } from '../../electron/main/services/dice-roller';
import { startServices, type Services } from '../../electron/main/services/services';
import { StatsService, tallyRebuilds } from '../../electron/main/services/stats';
import { tempDir } from '../support/temp-db';
import { caller } from '../support/services-call';
import { firstOfferPayload as payloadFor } from '../support/first-offer';

let dir: ReturnType<typeof tempDir>;
let home: Services;
const here = caller(() => home);

beforeAll(() => {
  dir = tempDir();
  home = startServices({ databasePath: dir.file('home.sqlite'), version: 'test', transport: 'websocket' });
});
afterAll(() => {
  home.close();
  dir.remove();
});

/** Up to `steps` actions, the first the rules accept each time; an undo at `undoAt`, a checkpoint and an adjustment early on. */
function autoplay(campaignId: number, steps: number, undoAt: number): void {
  let view: PlayView = here.call('campaign/open', { campaignId });
  for (let i = 0; i < steps && !view.outcome; i++) {
    const played = view.prompt.actions.some((action) => {
      const result = home.dispatch('campaign/act', {
        campaignId,
        action: {
          type: action.type,
          payload: payloadFor(action),
          ...(action.dice?.dice.length || action.rolls ? { roll: { source: 'app' } } : {}),
        },
      });
      if (result.ok) view = result.value as PlayView;
      return result.ok;
    });
    if (!played) break;
    if (i === undoAt && view.canUndo) view = here.call('campaign/undo', { campaignId });
    if (i === 5) here.call('history/checkpoint', { campaignId, name: `after step ${i}` });
    if (i === 6 && view.trackers[0]) {
      const t = view.trackers[0];
      const value = t.value < t.max ? t.value + 1 : t.value - 1;
      if (value >= t.min && value !== t.value)
        view = here.call('campaign/adjust', { campaignId, trackerId: t.id, value, reason: 'table says so' });
    }
  }
}

function statsBy(options: ConstructorParameters<typeof StatsService>[3], campaignId: number) {
  const store = new CampaignStore(home.db);
  const host = new EngineHost({ store, rulesets, rollDice, now: () => new Date().toISOString() });
  const stats = new StatsService(store, host, rulesets, options).campaign(campaignId);
  if (!stats.ok) throw new Error(stats.error.code);
  return stats.value;
}

describe('statistics kept and saved, every ruleset', () => {
  for (const ruleset of rulesets.values()) {
    it(`${ruleset.id}: kept, and read back in a fresh process past new steps and an undo, they equal the whole log's`, () => {
      const players = Array.from(
        { length: Math.min(ruleset.maxPlayers, Math.max(ruleset.minPlayers, 2)) },
        (_, i) => ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'][i] ?? `P${i}`,
      );
      const { id } = here.call('campaign/create', { name: `Stats ${ruleset.id}`, rulesetId: ruleset.id, players, options: {} });
      autoplay(id, 30, 3);
      expect(here.call('stats/campaign', { campaignId: id })).toEqual(statsBy({ saved: false }, id));
      autoplay(id, 12, 8);
      const expected = statsBy({ saved: false }, id);
      expect(here.call('stats/campaign', { campaignId: id })).toEqual(expected);
      const before = tallyRebuilds.count;
      expect(statsBy({ appVersion: 'test' }, id)).toEqual(expected);
      expect(tallyRebuilds.count, 'the saved tally read, not the log walked').toBe(before);
    });
  }
});
