/**
 * Issue 12 case 11: memory under load. The store prepared its SQL on every call (~40 KB of native
 * memory each, left to the finalizer: RSS 118 → 1,109 MB over 25,000 requests); now each statement
 * is prepared once. Open campaigns are kept in memory up to a bound, least recently used dropped.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPEN_CAMPAIGNS } from '../../electron/main/services/engine-host';
import { startServices, type Services } from '../../electron/main/services/services';
import { caller } from '../support/services-call';
import { tempDir } from '../support/temp-db';

const dir = tempDir('doomkeeper-memory-');
let services: Services;
afterEach(() => services?.close());

function start(name: string) {
  services = startServices({ databasePath: dir.file(name), version: 'test', transport: 'websocket', backupEveryMinutes: 0 });
  return caller(() => services);
}

function newCounterCampaign(call: ReturnType<typeof start>['call'], name: string): number {
  const { id } = call('campaign/create', { name, rulesetId: 'dice-tray', players: [], options: {} });
  call('campaign/act', { campaignId: id, action: { type: 'add-counter', payload: { name: 'Count', min: 0, max: 9999, start: 0 } } });
  return id;
}

describe('memory under load', () => {
  it('prepares each SQL statement once: 300 rounds of every kind of request prepare nothing twice', () => {
    const { call } = start('statements.sqlite');
    const campaignId = newCounterCampaign(call, 'Load');
    const round = () => {
      call('campaign/act', { campaignId, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } });
      call('campaign/undo', { campaignId });
      call('campaign/redo', { campaignId });
      call('campaign/open', { campaignId });
      call('campaign/history', { campaignId });
      call('campaign/history-page', { campaignId, limit: 50 });
      call('campaign/list', {});
      call('session/list', { campaignId });
      call('campaign/adjust', { campaignId, trackerId: 'c1', value: 0 });
    };
    round();
    const prepare = vi.spyOn(services.db, 'prepare');
    for (let i = 0; i < 300; i++) round();
    // Only statements first needed later (the snapshot every 250 steps) may be prepared, once each.
    const texts = prepare.mock.calls.map(([sql]) => sql);
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts.length).toBeLessThanOrEqual(4);
  });

  it(`keeps at most ${OPEN_CAMPAIGNS} campaigns folded in memory; one dropped reloads exactly as it was, undo included`, () => {
    const { call } = start('many.sqlite');
    const ids = Array.from({ length: OPEN_CAMPAIGNS + 4 }, (_, i) => newCounterCampaign(call, `Campaign ${i + 1}`));
    for (const [i, campaignId] of ids.entries()) {
      for (let n = 0; n <= i; n++)
        call('campaign/act', { campaignId, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } });
    }
    // The first campaigns were dropped by the later ones: they come back from the file.
    const first = call('campaign/open', { campaignId: ids[0] });
    expect(first.trackers.find((t) => t.id === 'c1')?.value).toBe(1);
    expect(call('campaign/undo', { campaignId: ids[0] }).trackers.find((t) => t.id === 'c1')?.value).toBe(0);
    const last = call('campaign/act', {
      campaignId: ids.at(-1)!,
      action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } },
    });
    expect(last.trackers.find((t) => t.id === 'c1')?.value).toBe(ids.length + 1);
  });
});
