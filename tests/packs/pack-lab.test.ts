/** A pack simulated with no profile ends its games: greedy takes moves that change the game, and the table declares a declared ending from the stated round on. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { packLabProfile } from '../../shared/packs/lab';
import { packRuleset } from '../../shared/packs/ruleset';
import { checkPackText } from '../../shared/packs/check';
import { gameSeed } from '../../shared/lab/random';
import { labPlayers, simulateGame } from '../../shared/lab/runner';

function load(file: string) {
  const checked = checkPackText(readFileSync(`packs/${file}`, 'utf8'), { games: 0 });
  if (!checked.ok) throw new Error(`${file} is refused`);
  return checked.pack;
}

function play(file: string, policy: string, params: Record<string, number> = {}) {
  const pack = load(file);
  const ruleset = packRuleset(pack);
  const profile = packLabProfile(pack, ruleset);
  return Array.from({ length: 40 }, (_, i) =>
    simulateGame({
      ruleset,
      profile,
      policy: profile.policies[policy],
      params,
      seed: gameSeed(7, i),
      start: { options: {}, players: labPlayers(profile.players) },
    }),
  );
}

describe('a pack under the lab with no profile', () => {
  it.each(['drunkards-of-catan.json', 'runebound-monster-step.json'])('%s: greedy finishes at least 90 % of 40 seeded games', (file) => {
    const games = play(file, 'greedy');
    const finished = games.filter((g) => g.result !== 'unfinished').length;
    expect(finished).toBeGreaterThanOrEqual(36);
  });

  it('Drunkards: the table declares the end from the stated round on, never before, and draws the winner among the seats', () => {
    const games = play('drunkards-of-catan.json', 'greedy', { endRound: 10, endChance: 0.5 });
    expect(games.every((g) => g.result === 'ended')).toBe(true);
    // Two seats: round 10 is the 19th turn at the earliest.
    expect(Math.min(...games.map((g) => g.turns))).toBeGreaterThanOrEqual(19);
    const pack = load('drunkards-of-catan.json');
    const ruleset = packRuleset(pack);
    const winners = new Set(games.map((g) => String(ruleset.outcome?.(g.state)?.params?.name)));
    expect([...winners].sort()).toEqual(['Player 1', 'Player 2']);
    const never = play('drunkards-of-catan.json', 'greedy', { endChance: 0 });
    expect(never.every((g) => g.result === 'unfinished')).toBe(true);
  });

  it('the profile states its end parameters only for a pack that declares an ending', () => {
    const drunk = load('drunkards-of-catan.json');
    const monster = load('runebound-monster-step.json');
    expect(packLabProfile(drunk, packRuleset(drunk)).params.map((p) => p.key)).toEqual(['endRound', 'endChance']);
    expect(packLabProfile(monster, packRuleset(monster)).params).toEqual([]);
  });
});
