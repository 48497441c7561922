/**
 * One trip per click inside main (issue 35): a table action on an open campaign reads what it needs
 * once (the open session), checks the action once (its payload and its dice), writes the step once
 * (one transaction: the events and the campaign's row) and answers from what it wrote — no read-back
 * of the campaign or its history. Real SQLite file; the store's methods are counted, not replaced.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CampaignStore } from '../../electron/main/services/campaign-store';
import { startServices, type Services } from '../../electron/main/services/services';
import { rulesets } from '../../shared/rulesets/registry';
import { caller } from '../support/services-call';
import { tempDir } from '../support/temp-db';

let dir: ReturnType<typeof tempDir>;
let services: Services;
const { call, attempt } = caller(() => services);

beforeEach(() => {
  dir = tempDir();
  services = startServices({ databasePath: dir.file('campaigns.sqlite'), version: 'test', transport: 'websocket' });
});
afterEach(() => {
  vi.restoreAllMocks();
  services.close();
  dir.remove();
});

/** Counts each CampaignStore method called while `run` runs (the real method still runs). */
function storeVisits(run: () => void): Record<string, number> {
  const visits: Record<string, number> = {};
  // `sql` is the store's own statement cache, used inside each method: not a visit of its own.
  const methods = Object.getOwnPropertyNames(CampaignStore.prototype).filter((m) => m !== 'constructor' && m !== 'sql');
  const spies = methods.map((m) => {
    const original = (CampaignStore.prototype as unknown as Record<string, (...args: unknown[]) => unknown>)[m];
    return vi.spyOn(CampaignStore.prototype as unknown as Record<string, (...args: unknown[]) => unknown>, m).mockImplementation(function (
      this: CampaignStore,
      ...args: unknown[]
    ) {
      visits[m] = (visits[m] ?? 0) + 1;
      return original.apply(this, args);
    });
  });
  try {
    run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return visits;
}

describe('one trip per click in main', () => {
  it('a roll reads the open session once, checks the action once, writes one transaction and answers from it', () => {
    const { id } = call('campaign/create', { name: 'Trip', rulesetId: 'dice-tray', players: [], options: {} });
    call('campaign/act', { campaignId: id, action: { type: 'roll', payload: { count: 1, die: 'd6' }, roll: { source: 'app' } } });

    const roll = rulesets.get('dice-tray')!.actions.roll;
    const parse = vi.spyOn(roll.schema, 'safeParse');
    const dice = vi.spyOn(roll, 'dice');
    const decide = vi.spyOn(roll, 'decide');
    let view: ReturnType<typeof call<'campaign/act'>> | undefined;
    const visits = storeVisits(() => {
      view = call('campaign/act', {
        campaignId: id,
        action: { type: 'roll', payload: { count: 2, die: 'd6' }, roll: { source: 'table', values: [3, 5] } },
      });
    });

    expect(visits).toEqual({ openSession: 1, transaction: 1, appendStepEntries: 1, updateCampaign: 1 });
    expect(parse).toHaveBeenCalledTimes(1);
    expect(dice).toHaveBeenCalledTimes(1);
    expect(decide).toHaveBeenCalledTimes(1);

    // The answer, made from what was written, is what the file holds.
    services.close();
    services = startServices({ databasePath: dir.file('campaigns.sqlite'), version: 'test', transport: 'websocket' });
    const page = call('campaign/history-page', { campaignId: id, limit: 10 });
    expect(view!.lastStep).toEqual(page.entries.slice(-view!.lastStep.length));
    const opened = call('campaign/open', { campaignId: id });
    expect(view!.campaign).toEqual(opened.campaign);
    expect(view!.session).toEqual(opened.session);
    expect(view!.state).toEqual(opened.state);
  });

  it('a refused action visits the store no further than the session it never reaches, and writes nothing', () => {
    const { id } = call('campaign/create', { name: 'Trip', rulesetId: 'dice-tray', players: [], options: {} });
    call('campaign/open', { campaignId: id });
    const visits = storeVisits(() => {
      const refused = attempt('campaign/act', {
        campaignId: id,
        action: { type: 'roll', payload: { count: 2, die: 'd6' }, roll: { source: 'table', values: [3, 9] } },
      });
      expect(refused.ok).toBe(false);
    });
    expect(visits).toEqual({});
    expect(call('campaign/open', { campaignId: id }).campaign.eventCount).toBe(1);
  });
});
