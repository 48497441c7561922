/** Competitive games report each seat's win rate and how often anyone won; co-operative ones keep their single won rate. */
import { describe, expect, it } from 'vitest';
import { runBatch } from '../../shared/lab/batch';
import type { SimulationSpec } from '../../shared/lab/types';

const spec = (rulesetId: string, players: number, games = 60): SimulationSpec => ({
  rulesetId,
  options: {},
  policy: 'random',
  params: {},
  games,
  seed: 3,
  players,
});

describe('per-seat win rates', () => {
  it.each([
    ['munchkin-rpg', 3],
    ['runebound-cataclysm', 3],
    ['advanced-runebound', 2],
    ['drunkards-of-catan', 4],
  ] as const)(
    '%s with %i seats: a rate per seat, none near the anyone-won rate, that rate the share of games someone won',
    (rulesetId, seats) => {
      const { summary } = runBatch(spec(rulesetId, seats), { kind: 'setup' });
      expect(summary.seats).toBeDefined();
      const { withWinner, won } = summary.seats!;
      expect(won).toHaveLength(seats);
      expect(withWinner.count).toBeGreaterThan(0);
      // Every game with a winner counts for at least one seat (a shared win for each).
      expect(won.reduce((a, r) => a + r.count, 0)).toBeGreaterThanOrEqual(withWinner.count);
      for (const rate of won) {
        expect(rate.of).toBe(summary.games);
        expect(rate.low).toBeLessThanOrEqual(rate.rate);
        expect(rate.high).toBeGreaterThanOrEqual(rate.rate);
        expect(rate.rate).toBeLessThan(withWinner.rate);
      }
      // Where a result is "won" exactly when someone won, the two rates agree.
      if (rulesetId !== 'drunkards-of-catan') expect(withWinner.count).toBe(summary.results.won.count);
    },
  );

  it('the Drunkards table draws the winner alike: no seat wins far more than its share', () => {
    const { summary } = runBatch(spec('drunkards-of-catan', 3, 300), { kind: 'setup' });
    const counts = summary.seats!.won.map((r) => r.count);
    const total = counts.reduce((a, b) => a + b, 0);
    for (const c of counts) expect(Math.abs(c - total / 3)).toBeLessThan(total * 0.15);
  });

  it('a co-operative game has no seats to report', () => {
    const { summary } = runBatch(spec('runebound-monster-step', 1, 10), { kind: 'setup' });
    expect(summary.seats).toBeUndefined();
    expect(summary.results.won.of).toBe(10);
  });
});
