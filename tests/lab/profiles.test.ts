/** Every ruleset's lab profile: seeded games play to an end, the same seed plays the same game, and the log replays. */
import { describe, expect, it } from 'vitest';
import { foldEvents } from '../../shared/engine/run';
import { runBatch } from '../../shared/lab/batch';
import { labProfiles } from '../../shared/lab/profiles/index';
import { labPlayers, simulateGame } from '../../shared/lab/runner';
import type { LabProfile } from '../../shared/lab/types';
import { rulesets } from '../../shared/rulesets/registry';

const defaults = (p: LabProfile) => Object.fromEntries(p.params.map((x) => [x.key, x.default]));

function play(rulesetId: string, policy: string, seed: number, options: Record<string, unknown> = {}) {
  const profile = labProfiles.get(rulesetId)!;
  return simulateGame({
    ruleset: rulesets.get(rulesetId)!,
    profile,
    policy: profile.policies[policy],
    params: defaults(profile),
    seed,
    keepEvents: true,
    start: { options, players: labPlayers(profile.players) },
  });
}

/** The rulesets profiled on this branch, with options that switch on what their profile plays (the add-ons' Rituals). */
const PROFILED: [string, Record<string, unknown>][] = [
  ['advanced-runebound', {}],
  ['runebound-seven-scions', { ritualsAndRunes: true }],
  ['runebound-cataclysm', { ritualsAndRunes: true }],
  ['runebound-addons', {}],
  ['drunkards-of-catan', {}],
  ['munchkin-rpg', {}],
  ['dnd-skills', {}],
];

describe('lab profiles for every seed system', () => {
  it('the ten seed systems have a profile (the dice tray has no game to simulate)', () => {
    expect([...labProfiles.keys()].sort()).toEqual([...rulesets.keys()].filter((id) => id !== 'dice-tray').sort());
  });

  for (const [rulesetId, options] of PROFILED) {
    for (const policy of ['greedy', 'random']) {
      it(`${rulesetId} (${policy}): seeded games end, repeat by seed and replay through the engine`, () => {
        const games = [1, 2, 3, 4].map((seed) => play(rulesetId, policy, seed, options));
        expect(games.filter((g) => g.result !== 'unfinished').length).toBeGreaterThanOrEqual(3);
        expect(games.every((g) => g.code !== 'lab/stuck')).toBe(true);
        expect(play(rulesetId, policy, 2, options)).toEqual(games[1]);
        expect(new Set(games.map((g) => JSON.stringify([g.steps, g.curves, g.code, g.checks, g.events.at(-1)]))).size).toBeGreaterThan(1);
        for (const g of games.slice(0, 2)) expect(foldEvents(rulesets.get(rulesetId)!, undefined, g.events)).toEqual(g.state);
      });
    }
  }

  it('Seven Scions: the cooperative game can be lost to the storm, and Rituals get empowered', () => {
    const { summary } = runBatch(
      {
        rulesetId: 'runebound-seven-scions',
        options: { cooperative: true, ritualsAndRunes: true },
        policy: 'greedy',
        params: {},
        games: 30,
        seed: 3,
      },
      { kind: 'setup' },
    );
    expect(summary.results.lost.count).toBeGreaterThan(0);
    expect(summary.results.won.count).toBeGreaterThan(0);
    const rituals = summary.curves.find((c) => c.key === 'ritualsEmpowered')!;
    expect(Math.max(...rituals.mean)).toBeGreaterThan(0);
  });

  it('Advanced Runebound: more adventures a turn fill the doom track sooner and shorten the game', () => {
    const turns = (adventurePerTurn: number) =>
      runBatch(
        { rulesetId: 'advanced-runebound', options: {}, policy: 'greedy', params: { adventurePerTurn }, games: 40, seed: 9 },
        { kind: 'setup' },
      ).summary.turns.mean;
    expect(turns(0.9)).toBeLessThan(turns(0.3));
  });

  it('D&D research: the rolled checks come off as often as the odds the prompt showed', () => {
    const { summary } = runBatch(
      { rulesetId: 'dnd-skills', options: {}, policy: 'random', params: { dc: 22 }, games: 400, seed: 4 },
      { kind: 'setup' },
    );
    const checks = summary.checks!;
    expect(checks.count).toBeGreaterThan(150);
    expect(checks.observed.low).toBeLessThanOrEqual(checks.predicted);
    expect(checks.observed.high).toBeGreaterThanOrEqual(checks.predicted);
  });

  it('Cataclysm: heroes who never beat a curse card never win; the stated odds give winners', () => {
    const won = (curseWinOne: number, curseWinThree: number) =>
      runBatch(
        {
          rulesetId: 'runebound-cataclysm',
          options: {},
          policy: 'greedy',
          params: { curseWinOne, curseWinThree, questPerTurn: 0 },
          games: 20,
          seed: 5,
        },
        { kind: 'setup' },
      ).summary.results.won.count;
    expect(won(0, 0)).toBe(0);
    expect(won(0.6, 0.35)).toBeGreaterThan(10);
  });
});
