/**
 * Same seed → same game, across versions of the engine: the games, batches and "Which is better?"
 * slices recorded in `fixtures/same-games.json` before the lab's speed work (see `same-games.ts`) are
 * played again and must come out identical — every record, event log, action, final state and the
 * prompt at every step. A faster prompt or runner must not change one game.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
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
});
