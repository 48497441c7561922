/**
 * Same seed → same game, across versions of the engine: the games, batches and "Which is better?"
 * slices recorded in `fixtures/same-games.json` before the lab's speed work (see `same-games.ts`) are
 * played again and must come out identical — every record, event log, action, final state and the
 * prompt at every step. A faster prompt or runner must not change one game.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { labPlayers, simulateGame } from '../../shared/lab/runner';
import { labSubject } from '../../shared/lab/subject';
import { packLabProfile } from '../../shared/packs/lab';
import { packRuleset } from '../../shared/packs/ruleset';
import { pack as packSchema } from '../../shared/packs/schema';
import { FIXTURE, sameGames } from './same-games';

describe('the lab plays the same games as before', () => {
  it('every profile, policy and seed: records, event logs, actions, states, prompts, batches and choice slices', () => {
    const recorded = JSON.parse(readFileSync(FIXTURE, 'utf8')) as ReturnType<typeof sameGames>;
    const now = sameGames();
    expect(Object.keys(recorded.games).length).toBeGreaterThanOrEqual(60);
    for (const [key, game] of Object.entries(recorded.games)) expect({ key, game: now.games[key] }).toEqual({ key, game });
    expect(now.batches).toEqual(recorded.batches);
    expect(now.choices).toEqual(recorded.choices);
  }, 180_000);

  it("a pack's games: the lab's fold of its own events plays them as the checked ruleset does", () => {
    for (const file of ['packs/drunkards-of-catan.json', 'packs/runebound-monster-step.json']) {
      const pack = packSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
      const checked = packRuleset(pack);
      const profile = packLabProfile(pack, checked);
      const { ruleset: simulated } = labSubject({ rulesetId: `pack:${pack.id}`, pack })!;
      expect(simulated.apply).not.toBe(checked.apply);
      for (const policy of Object.keys(profile.policies))
        for (const seed of [1, 2, 3]) {
          const play = (ruleset: typeof checked | typeof simulated) =>
            simulateGame({
              ruleset,
              profile,
              policy: profile.policies[policy],
              params: Object.fromEntries(profile.params.map((x) => [x.key, x.default])),
              seed,
              keepEvents: true,
              start: { options: {}, players: labPlayers(profile.players) },
            });
          const game = play(simulated);
          expect(game.steps).toBeGreaterThan(0);
          expect(game).toEqual(play(checked));
        }
    }
  }, 60_000);
});
