import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesets } from '../../shared/rulesets/registry';
import type { PlayView } from '../../shared/rpc/contract';
import { startServices, type Services } from '../../electron/main/services/services';
import '../support/ruleset-words'; // every ruleset's words loaded, as when its campaign opens
import { wordsFor } from '../../renderer/src/i18n/words';
import { tempDir } from '../support/temp-db';
import { caller } from '../support/services-call';
import { firstOfferPayload as payloadFor } from '../support/first-offer';

let dir: ReturnType<typeof tempDir>;
let home: Services;
let away: Services;
const here = caller(() => home);
const there = caller(() => away);

beforeAll(() => {
  dir = tempDir();
  home = startServices({ databasePath: dir.file('home.sqlite'), version: 'test', transport: 'websocket' });
  away = startServices({ databasePath: dir.file('away.sqlite'), version: 'test', transport: 'websocket' });
});
afterAll(() => {
  home.close();
  away.close();
  dir.remove();
});

/** Plays up to `steps` actions with the app's dice, taking the first action the rules accept each time. */
function autoplay(campaignId: number, steps: number): PlayView {
  let view = here.call('campaign/open', { campaignId });
  for (let i = 0; i < steps && !view.outcome; i++) {
    let moved = false;
    for (const action of view.prompt.actions) {
      const result = home.dispatch('campaign/act', {
        campaignId,
        action: {
          type: action.type,
          payload: payloadFor(action),
          ...(action.dice?.dice.length || action.rolls ? { roll: { source: 'app' } } : {}),
        },
      });
      if (result.ok) {
        view = result.value as PlayView;
        moved = true;
        break;
      }
    }
    if (!moved) break;
    if (i === 3 && view.canUndo) view = here.call('campaign/undo', { campaignId });
    if (i === 5) here.call('history/checkpoint', { campaignId, name: `after step ${i}` });
    if (i === 6 && view.trackers[0]) {
      const t = view.trackers[0];
      const value = t.value < t.max ? t.value + 1 : t.value - 1;
      if (value >= t.min && value !== t.value)
        view = here.call('campaign/adjust', { campaignId, trackerId: t.id, value, reason: 'table says so' });
    }
  }
  return view;
}

describe('history for every ruleset', () => {
  for (const ruleset of rulesets.values()) {
    it(`${ruleset.id}: export → import gives the same game; the chronicle narrates it; recap and statistics read it`, () => {
      const players = Array.from(
        { length: Math.min(ruleset.maxPlayers, Math.max(ruleset.minPlayers, 2)) },
        (_, i) => ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'][i] ?? `P${i}`,
      );
      const created = here.attempt('campaign/create', { name: `History ${ruleset.id}`, rulesetId: ruleset.id, players, options: {} });
      expect(created.ok, JSON.stringify(created)).toBe(true);
      const campaignId = (created as { ok: true; value: { id: number } }).value.id;
      const view = autoplay(campaignId, 25);

      expect(here.call('campaign/history', { campaignId }).length, 'events played').toBeGreaterThan(1);
      const { content } = here.call('history/export', { campaignId });
      const { imported } = there.call('history/import', { content });
      const copy = there.call('campaign/open', { campaignId: imported[0].id });
      expect(copy.state).toEqual(view.state);
      expect(copy.prompt).toEqual(view.prompt);
      expect(copy.trackers).toEqual(view.trackers);
      expect(copy.outcome).toEqual(view.outcome);

      const chronicle = here.call('history/chronicle', { campaignId });
      const last = chronicle.entries[chronicle.entries.length - 1];
      const lastInForce = [...chronicle.entries]
        .reverse()
        .find(
          (e) =>
            !e.undone &&
            !e.type.startsWith('core/undo') &&
            !e.type.startsWith('core/redo') &&
            !e.type.startsWith('core/rewind') &&
            e.type !== 'core/checkpoint',
        )!;
      expect(here.call('history/state-at', { campaignId, seq: last.seq }).state).toEqual(view.state);
      expect(here.call('history/state-at', { campaignId, seq: lastInForce.seq }).state).toEqual(view.state);
      expect(here.call('history/recap', { campaignId })).not.toBeUndefined();
      // Every event the chronicle shows reads as words, with the rule that caused it.
      const words = wordsFor(ruleset.id);
      for (const e of chronicle.entries) {
        expect(words.narrate(e), `narration of ${e.type}`).not.toBe(e.type);
        expect(words.narrate(e), `narration of ${e.type}`).not.toMatch(/\{\w+\}|undefined/);
        if (e.cause) expect(words.cause(e.cause), `cause ${e.cause}`).not.toBe(e.cause);
      }
      const stats = here.call('stats/campaign', { campaignId });
      expect(stats.series.every((s) => s.values.length === stats.points.length)).toBe(true);
    });
  }
});
