/** The variant lab's runner: deterministic by seed, replayable through the normal engine, and honest about odds. */
import { describe, expect, it } from 'vitest';
import { foldEvents } from '../../shared/engine/run';
import { rulesets } from '../../shared/rulesets/registry';
import { runBatch, specProblem } from '../../shared/lab/batch';
import { labProfiles } from '../../shared/lab/profiles/index';
import { labPlayers, simulateGame } from '../../shared/lab/runner';
import { rateDifference, spread, summarize, wilson } from '../../shared/lab/stats';
import type { LabProfile } from '../../shared/lab/types';

const defaults = (p: LabProfile) => Object.fromEntries(p.params.map((x) => [x.key, x.default]));

function play(rulesetId: string, policy: string, seed: number, keepEvents = false) {
  const profile = labProfiles.get(rulesetId)!;
  return simulateGame({
    ruleset: rulesets.get(rulesetId)!,
    profile,
    policy: profile.policies[policy],
    params: defaults(profile),
    seed,
    keepEvents,
    start: { options: {}, players: labPlayers(profile.players) },
  });
}

describe('the simulation runner', () => {
  for (const rulesetId of ['runebound-monster-step', 'catan-horror', 'eldritch-express']) {
    it(`${rulesetId}: the same seed plays the same game, another seed another`, () => {
      const a = play(rulesetId, 'greedy', 11);
      const b = play(rulesetId, 'greedy', 11);
      const c = play(rulesetId, 'random', 12);
      const d = play(rulesetId, 'random', 12);
      const e = play(rulesetId, 'random', 13);
      expect(b).toEqual(a);
      expect(d).toEqual(c);
      expect(e.steps === c.steps && JSON.stringify(e.curves) === JSON.stringify(c.curves)).toBe(false);
      expect(a.steps).toBeGreaterThan(10);
    });

    it(`${rulesetId}: a simulated game's event log replays exactly through the normal engine`, () => {
      for (const [policy, seed] of [
        ['greedy', 3],
        ['random', 4],
      ] as const) {
        const game = play(rulesetId, policy, seed, true);
        expect(game.events.length).toBeGreaterThan(game.steps);
        expect(foldEvents(rulesets.get(rulesetId)!, undefined, game.events)).toEqual(game.state);
      }
    });
  }

  it('Monster Step: the lair checks the greedy hero rolls come off as often as the odds the prompt showed', () => {
    const { summary } = runBatch(
      { rulesetId: 'runebound-monster-step', options: {}, policy: 'greedy', params: { skill: 2, monsterLife: 5 }, games: 150, seed: 77 },
      { kind: 'setup' },
    );
    const checks = summary.checks!;
    expect(checks.count).toBeGreaterThan(300);
    expect(checks.predicted).toBeLessThan(0.95);
    expect(checks.observed.low).toBeLessThanOrEqual(checks.predicted);
    expect(checks.observed.high).toBeGreaterThanOrEqual(checks.predicted);
  });

  it('Monster Step: the 1d10 closing house rule makes lair checks harder than 2d10, as its odds say', () => {
    const run = (lairCheckOneDie: boolean) =>
      runBatch(
        { rulesetId: 'runebound-monster-step', options: { lairCheckOneDie }, policy: 'random', params: {}, games: 120, seed: 5 },
        { kind: 'setup' },
      ).summary.checks!;
    const twoDice = run(false);
    const oneDie = run(true);
    expect(oneDie.predicted).toBeLessThan(twoDice.predicted);
    expect(oneDie.observed.rate).toBeLessThan(twoDice.observed.rate);
  });

  it('a batch can start from a state part-way through a game', () => {
    const profile = labProfiles.get('runebound-monster-step')!;
    const midway = play('runebound-monster-step', 'random', 21);
    const ruleset = rulesets.get('runebound-monster-step')!;
    const early = foldEvents(ruleset, undefined, play('runebound-monster-step', 'greedy', 8, true).events.slice(0, 40));
    expect(ruleset.outcome?.(early)).toBeFalsy();
    const { summary, rows } = runBatch(
      { rulesetId: profile.rulesetId, options: {}, policy: 'greedy', params: {}, games: 20, seed: 1 },
      { kind: 'state', state: early, players: labPlayers(1) },
    );
    expect(summary.games).toBe(20);
    expect(rows.every((r) => r.result !== 'unfinished')).toBe(true);
    expect(summary.curves.find((c) => c.key === 'doom')!.mean[0]).toBe((early as { doom: number }).doom);
    expect(midway.turns).toBeGreaterThan(0);
  });

  it('refuses what it cannot run, saying why', () => {
    expect(specProblem({ rulesetId: 'dice-tray', options: {}, policy: 'random', params: {}, games: 1, seed: 1 })).toMatch(
      /cannot simulate/,
    );
    expect(specProblem({ rulesetId: 'runebound-monster-step', options: {}, policy: 'clever', params: {}, games: 1, seed: 1 })).toMatch(
      /no "clever" policy/,
    );
    expect(specProblem({ rulesetId: 'runebound-monster-step', options: {}, policy: 'constructor', params: {}, games: 1, seed: 1 })).toMatch(
      /no "constructor" policy/,
    );
    expect(specProblem({ rulesetId: 'toString', options: {}, policy: 'random', params: {}, games: 1, seed: 1 })).toMatch(/cannot simulate/);
    expect(
      specProblem({ rulesetId: 'runebound-monster-step', options: { doomLength: 99 }, policy: 'random', params: {}, games: 1, seed: 1 }),
    ).toMatch(/doomLength/);
    expect(
      specProblem({ rulesetId: 'runebound-monster-step', options: {}, policy: 'random', params: { fightWin: 2 }, games: 1, seed: 1 }),
    ).toMatch(/fightWin must be from 0 to 1/);
  });
});

describe('lab statistics', () => {
  it('the difference of two rates has Newcombe’s interval (his worked example: 56/70 against 48/80)', () => {
    const d = rateDifference(wilson(56, 70), wilson(48, 80));
    expect(d.difference).toBeCloseTo(0.2, 4);
    expect(d.low).toBeCloseTo(0.0524, 3);
    expect(d.high).toBeCloseTo(0.3339, 3);
    const same = rateDifference(wilson(250, 500), wilson(250, 500));
    expect(same.low).toBeLessThan(0);
    expect(same.high).toBeGreaterThan(0);
  });

  it('Wilson intervals match the published values', () => {
    const half = wilson(5, 10);
    expect(half.low).toBeCloseTo(0.2366, 4);
    expect(half.high).toBeCloseTo(0.7634, 4);
    const none = wilson(0, 10);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.2775, 4);
  });

  it('spread gives the mean with its interval and the quantiles', () => {
    const s = spread([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(s.mean).toBe(5.5);
    expect(s.median).toBe(6);
    expect(s.high - s.mean).toBeCloseTo(1.959964 * Math.sqrt(9.1666667 / 10), 5);
  });

  it('curves average over the games still running at each turn', () => {
    const summary = summarize(
      [
        { seed: 1, result: 'won', code: 'x', turns: 2, steps: 5, curves: { doom: [0, 2, 4] }, checks: [] },
        { seed: 2, result: 'lost', code: 'y', turns: 1, steps: 3, curves: { doom: [0, 4] }, checks: [] },
      ],
      ['doom'],
    );
    expect(summary.curves[0]).toEqual({
      key: 'doom',
      mean: [0, 3, 4],
      games: [2, 2, 1],
      p10: [0, 2, 4],
      median: [0, 4, 4],
      p90: [0, 4, 4],
    });
    expect(summary.results.won.count).toBe(1);
    expect(summary.endings.map((e) => e.code).sort()).toEqual(['x', 'y']);
  });
});
