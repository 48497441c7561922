/**
 * "Round 3 · Ada (seat 2 of 4)": each ruleset whose turns go round the seats declares its round and seat from its state, and says
 * nothing (null, the screens keep "Turn n") when the state cannot tell — in set-up, or once a seat is skipped.
 */
import { describe, expect, it } from 'vitest';
import { roundFromTurns, type Ruleset } from '../../shared/engine/ruleset';
import { rulesets } from '../../shared/rulesets/registry';
import { playRandomly } from '../support/random-play';
import type { CatanHorrorState } from '../../shared/rulesets/catan-horror/state';
import type { EldritchState } from '../../shared/rulesets/eldritch-express/state';

const OPTIONS: Record<string, Record<string, unknown>> = { 'eldritch-express': { ancientOne: 'azathoth' } };
const players = [
  { id: 'p1', name: 'Ann' },
  { id: 'p2', name: 'Bob' },
  { id: 'p3', name: 'Cy' },
];
const WITH_ROUNDS = [
  'advanced-runebound',
  'catan-horror',
  'eldritch-express',
  'munchkin-rpg',
  'runebound-cataclysm',
  'runebound-seven-scions',
];

describe('roundFromTurns', () => {
  it('counts rounds of turns from the first seat', () => {
    expect(roundFromTurns(1, 0, 0, 4, 'Ann')).toEqual({ round: 1, seat: 1, seats: 4, name: 'Ann' });
    expect(roundFromTurns(4, 3, 0, 4, 'Dee')).toEqual({ round: 1, seat: 4, seats: 4, name: 'Dee' });
    expect(roundFromTurns(7, 2, 0, 4, 'Cy')).toEqual({ round: 2, seat: 3, seats: 4, name: 'Cy' });
    expect(roundFromTurns(2, 0, 2, 3, 'Ann')).toEqual({ round: 1, seat: 1, seats: 3, name: 'Ann' });
    expect(roundFromTurns(4, 2, 2, 3, 'Cy')).toEqual({ round: 2, seat: 3, seats: 3, name: 'Cy' });
  });

  it('cannot tell before the first turn or once a seat was skipped', () => {
    expect(roundFromTurns(0, 0, 0, 4, 'Ann')).toBeNull();
    expect(roundFromTurns(7, 1, 0, 4, 'Bob')).toBeNull();
    expect(roundFromTurns(1, 0, 0, 0, '')).toBeNull();
  });
});

describe('each ruleset that goes round the seats declares it', () => {
  it('is declared by exactly the rulesets whose state knows rounds or counts turns round the seats', () => {
    expect(
      [...rulesets.values()]
        .filter((r) => r.roundAndSeat)
        .map((r) => r.id)
        .sort(),
    ).toEqual(WITH_ROUNDS);
  });

  for (const id of WITH_ROUNDS) {
    it(`${id}: a round from 1 and the seat whose turn it is, named, all through a game`, () => {
      const ruleset = rulesets.get(id)! as Ruleset<unknown>;
      const game = playRandomly(ruleset, OPTIONS[id] ?? {}, players, 7, 120);
      const lines = game.checkpoints.map((c) => ruleset.roundAndSeat!(c.state)).filter((at) => at !== null);
      expect(lines.length).toBeGreaterThan(0);
      for (const at of lines) {
        expect(at.round).toBeGreaterThanOrEqual(1);
        expect(at.seat).toBeGreaterThanOrEqual(1);
        expect(at.seat).toBeLessThanOrEqual(at.seats);
        expect(at.seats).toBe(players.length);
        expect(players.map((p) => p.name)).toContain(at.name);
      }
    });
  }

  it("catan-horror: the turn count gives the round, the current player the seat; a dead player's skipped turns leave it on Turn n", () => {
    const ruleset = rulesets.get('catan-horror')! as Ruleset<CatanHorrorState>;
    const game = playRandomly(ruleset as Ruleset<unknown>, {}, players, 7, 120);
    const playing = game.checkpoints.map((c) => c.state as CatanHorrorState).filter((s) => s.phase !== 'setup');
    expect(playing.length).toBeGreaterThan(0);
    for (const state of playing) {
      const at = ruleset.roundAndSeat!(state)!;
      expect((at.round - 1) * 3 + at.seat).toBe(state.turn);
      expect(at.name).toBe(state.players[state.current].name);
    }
    const setup = game.checkpoints.map((c) => c.state as CatanHorrorState).find((s) => s.phase === 'setup')!;
    expect(ruleset.roundAndSeat!(setup)).toBeNull();
    const state = playing.at(-1)!;
    const oneDead = { ...state, players: state.players.map((p, i) => (i === (state.current + 1) % 3 ? { ...p, dead: true } : p)) };
    expect(ruleset.roundAndSeat!(oneDead)).toBeNull();
  });

  it('eldritch-express: counts from the first seat; a player out of the game leaves it on Turn n', () => {
    const ruleset = rulesets.get('eldritch-express')! as Ruleset<EldritchState>;
    const game = playRandomly(ruleset as Ruleset<unknown>, OPTIONS['eldritch-express'], players, 7, 120);
    const turns = game.checkpoints.map((c) => c.state as EldritchState).filter((s) => s.stage === 'play' && s.turn >= 1);
    expect(turns.length).toBeGreaterThan(0);
    const state = turns.at(-1)!;
    const at = ruleset.roundAndSeat!(state);
    if (!state.seats.some((s) => s.out)) {
      expect(at).not.toBeNull();
      expect((at!.round - 1) * 3 + ((state.current - state.firstSeat + 3) % 3) + 1).toBe(state.turn);
    }
    const out = { ...state, seats: state.seats.map((s, i) => (i === state.current ? s : { ...s, out: true })) };
    expect(ruleset.roundAndSeat!(out)).toBeNull();
  });
});
