/**
 * The lab's Catan Horror table plays with the pieces a real box holds (the profile's `allowed`, docs/lab.md): a random
 * game never puts a sixth settlement, a fifth city, a fourth wall of a player's or a fourth metropolis on the board —
 * while the engine itself still offers and accepts them (the app keeps no supply; a real table says what it built).
 */
import { describe, expect, it } from 'vitest';
import { foldEvents, runAction } from '../../shared/engine/run';
import { labProfiles } from '../../shared/lab/profiles/index';
import { labPlayers, simulateGame, withinReach } from '../../shared/lab/runner';
import { catanHorror } from '../../shared/rulesets/catan-horror';
import type { CatanHorrorState } from '../../shared/rulesets/catan-horror/state';

const profile = labProfiles.get('catan-horror')!;
const players = labPlayers(profile.players);

/** Counted here from the towns on the board, not with the profile's own counter. */
function onBoard(state: CatanHorrorState, owner: string) {
  const up = state.towns.filter((t) => t.owner === owner && t.state !== 'destroyed');
  return {
    settlements: up.filter((t) => t.size === 'settlement').length,
    cities: up.filter((t) => t.size !== 'settlement').length,
    walls: up.filter((t) => t.walls).length,
  };
}
/** The events by which the table puts a piece on the board (set-up's towns, a settlement, a colony, a bigger town, walls). */
const BUILDS = ['town-added', 'colonized', 'town-upgraded', 'walls-built'];
const metropolises = (state: CatanHorrorState) => state.towns.filter((t) => t.state !== 'destroyed' && t.size === 'metropolis').length;

function randomGame(seed: number) {
  return simulateGame({
    ruleset: catanHorror,
    profile,
    policy: profile.policies.random,
    params: {},
    seed,
    keepEvents: true,
    start: { options: {}, players },
  });
}

describe("the lab's Catan Horror table has a box of pieces", () => {
  it('a random game never has more than 5 settlements, 4 cities or 3 walls per player, nor 4 metropolises, on the board (but for a city reduced by damage)', () => {
    const most = { settlements: 0, cities: 0, walls: 0, metropolises: 0 };
    let reducedOver = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const game = randomGame(seed);
      expect(game.code).not.toBe('lab/stuck');
      let state: CatanHorrorState | undefined;
      for (const event of game.events) {
        const before = state;
        state = foldEvents(catanHorror, state, [event]);
        for (const p of players) {
          const up = onBoard(state, p.id);
          const was = before ? onBoard(before, p.id) : up;
          // A city reduced by structural damage (002:529) stays on the board as a settlement, as the engine says, even
          // with five up: the table builds nothing past its box; what a table short of a piece then does is not the lab's to say.
          const reduced = Math.max(0, was.cities - up.cities);
          if (up.settlements > 5) {
            expect({ seed, event: event.type, settlements: up.settlements }).toEqual({
              seed,
              event: event.type,
              settlements: Math.min(up.settlements, Math.max(5, was.settlements) + reduced),
            });
            if (reduced) reducedOver++;
          }
          expect({ seed, event: event.type, player: p.id, cities: up.cities, walls: up.walls }).toEqual({
            seed,
            event: event.type,
            player: p.id,
            cities: Math.min(up.cities, 4),
            walls: Math.min(up.walls, 3),
          });
          if (BUILDS.includes(event.type))
            expect({ seed, event: event.type, settlements: up.settlements }).toEqual({
              seed,
              event: event.type,
              settlements: Math.min(up.settlements, 5),
            });
          most.settlements = Math.max(most.settlements, up.settlements);
          most.cities = Math.max(most.cities, up.cities);
          most.walls = Math.max(most.walls, up.walls);
        }
        expect(metropolises(state)).toBeLessThanOrEqual(3);
        most.metropolises = Math.max(most.metropolises, metropolises(state));
      }
    }
    // The random table does run into the box (the bounds are met, not merely never approached).
    expect(most.settlements).toBeGreaterThanOrEqual(5);
    expect(most.cities).toBe(4);
    expect(most.walls).toBe(3);
    // …and these seeds raze a city of a player with five settlements up (seeds 1 and 2): the exception is exercised.
    expect(reducedOver).toBeGreaterThan(0);
  }, 60_000);

  it('the engine still offers and accepts a sixth settlement; only the simulated table leaves it', () => {
    // Replay a random game to the first build step where a player with 5 settlements up is offered another.
    const game = randomGame(1);
    let state: CatanHorrorState | undefined;
    let found: { state: CatanHorrorState; owner: string } | null = null;
    for (const event of game.events) {
      state = foldEvents(catanHorror, state, [event]);
      const offer = catanHorror
        .prompt(state)
        .actions.find(
          (a) => a.type === 'add-town' && state!.phase !== 'setup' && onBoard(state!, String(a.payload?.owner)).settlements >= 5,
        );
      if (offer) {
        found = { state, owner: String(offer.payload!.owner) };
        break;
      }
    }
    expect(found).not.toBeNull();
    const { state: at, owner } = found!;
    const sixth = (a: { type: string; payload?: Record<string, unknown> }) => a.type === 'add-town' && a.payload?.owner === owner;
    expect(catanHorror.prompt(at).actions.some(sixth)).toBe(true);
    expect(withinReach(profile, at, catanHorror.prompt(at)).actions.some(sixth)).toBe(false);
    const built = runAction(catanHorror, at, 'add-town', { owner, size: 'settlement', label: 'Sixth Hill' }, []);
    expect(built.ok).toBe(true);
    if (built.ok) expect(onBoard(built.value.state, owner).settlements).toBe(6);
  });

  it('a profile without a box leaves the prompt as the table sees it', () => {
    const monsterStep = labProfiles.get('runebound-monster-step')!;
    expect(monsterStep.allowed).toBeUndefined();
    const prompt = catanHorror.prompt(foldEvents(catanHorror, undefined, randomGame(2).events.slice(0, 1)));
    expect(withinReach(monsterStep, undefined, prompt)).toBe(prompt);
  });
});
