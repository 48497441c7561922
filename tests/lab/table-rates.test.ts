/**
 * "Use our table's rates": the chances read off recorded campaigns — real chronicles, written through
 * the services (simulated games replayed into campaigns of their own) — counted from the events in
 * force only, per campaign or over every campaign of the ruleset, with Wilson intervals.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServices, type Services } from '../../electron/main/services/services';
import { wilson } from '../../shared/lab/stats';
import { caller } from '../support/services-call';
import { tempDir } from '../support/temp-db';

let services: Services;
let temp: ReturnType<typeof tempDir>;
const { call, attempt } = caller(() => services);
beforeEach(() => {
  temp = tempDir();
  services = startServices({ databasePath: temp.file('rates.sqlite'), version: 'test', transport: 'ipc' });
});
afterEach(() => {
  services.close();
  temp.remove();
});

/** A recorded Monster Step game: game `game` of a greedy run, replayed into a campaign (fights as the table reported them). */
const recorded = (game: number) =>
  call('lab/replay', { rulesetId: 'runebound-monster-step', policy: 'greedy', params: { fightWin: 0.5 }, seed: 31, game }).campaignId;

/** Fights won and fought in a campaign's history, counted here from the events in force. */
function fights(campaignId: number) {
  const inForce = call('campaign/history', { campaignId }).filter((e) => !e.undone);
  const won = inForce.filter((e) => e.type === 'monster-defeated').length;
  const lost = inForce.filter((e) => e.type === 'hero-knocked-out' && e.data.monster !== undefined).length;
  return { won, of: won + lost };
}

describe('the table’s rates', () => {
  it('reads a fight won off this campaign’s chronicle, and off every campaign of the ruleset', () => {
    const first = recorded(1);
    const second = recorded(2);
    const one = call('lab/table-rates', { rulesetId: 'runebound-monster-step', campaignId: first });
    expect(one.scope).toBe('campaign');
    expect(one.campaigns).toHaveLength(1);
    const fight = one.rates.find((r) => r.key === 'fightWin')!;
    const counted = fights(first);
    expect(counted.of).toBeGreaterThan(0);
    expect(fight).toMatchObject({ code: 'lab/param/fight-win', ...wilson(counted.won, counted.of) });
    // Every campaign of the ruleset: the counts add up.
    const all = call('lab/table-rates', { rulesetId: 'runebound-monster-step' });
    expect(all.scope).toBe('ruleset');
    expect(all.campaigns).toHaveLength(2);
    const both = fights(second);
    expect(all.rates.find((r) => r.key === 'fightWin')).toMatchObject({ count: counted.won + both.won, of: counted.of + both.of });
    // Per-turn chances count turns: an Event card in a turn is at most one per turn.
    const events = all.rates.find((r) => r.key === 'eventCardPerTurn');
    if (events) expect(events.count).toBeLessThanOrEqual(events.of);
  });

  it('Munchkin: a fight won of all fights reported, a death of the fights lost', () => {
    const campaignId = call('lab/replay', { rulesetId: 'munchkin-rpg', policy: 'greedy', seed: 8, game: 1 }).campaignId;
    const results = call('campaign/history', { campaignId })
      .filter((e) => !e.undone && e.type === 'combat-ended')
      .map((e) => e.data.result);
    expect(results.length).toBeGreaterThan(0);
    const rates = call('lab/table-rates', { rulesetId: 'munchkin-rpg', campaignId }).rates;
    expect(rates.find((r) => r.key === 'combatWin')).toMatchObject({
      count: results.filter((r) => r === 'won').length,
      of: results.length,
    });
    const lost = results.filter((r) => r !== 'won');
    const death = rates.find((r) => r.key === 'combatDeath');
    if (lost.length) expect(death).toMatchObject({ count: lost.filter((r) => r === 'died').length, of: lost.length });
    else expect(death).toBeUndefined();
  });

  it('counts only the events in force: an undone fight no longer counts', () => {
    const campaignId = recorded(1);
    const history = call('campaign/history', { campaignId });
    const lastFight = [...history].reverse().find((e) => e.type === 'monster-defeated' || e.type === 'hero-knocked-out')!;
    call('campaign/rewind', { campaignId, toStep: lastFight.step - 1 });
    const after = fights(campaignId);
    const rate = call('lab/table-rates', { rulesetId: 'runebound-monster-step', campaignId }).rates.find((r) => r.key === 'fightWin');
    expect(rate ? { count: rate.count, of: rate.of } : { count: 0, of: 0 }).toEqual({ count: after.won, of: after.of });
    expect(after.of).toBeLessThan(fights(recorded(1)).of);
  });

  it('refuses a ruleset the lab lacks and a campaign of another ruleset, changing nothing', () => {
    const campaign = call('campaign/create', { name: 'Horror', rulesetId: 'catan-horror', players: ['A', 'B', 'C'], options: {} });
    expect(attempt('lab/table-rates', { rulesetId: 'runebound-monster-step', campaignId: campaign.id })).toMatchObject({
      ok: false,
      error: { code: 'lab/wrong_ruleset' },
    });
    expect(attempt('lab/table-rates', { rulesetId: 'dice-tray' })).toMatchObject({ ok: false, error: { code: 'lab/invalid_spec' } });
    // A ruleset whose profile reads nothing off its logs has no rates to offer.
    expect(call('lab/table-rates', { rulesetId: 'catan-horror' }).rates).toEqual([]);
  });
});
