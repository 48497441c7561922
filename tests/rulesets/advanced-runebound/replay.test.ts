import { describe, expect, it } from 'vitest';
import { foldEvents } from '../../../shared/engine/run';
import { advancedRunebound } from '../../../shared/rulesets/advanced-runebound';
import { playRandomly } from './random-game';

describe('replaying the log', () => {
  it.each([
    [11, 3],
    [29, 1],
    [47, 4],
    [83, 6],
    [101, 2],
  ])('seed %i with %i players: folding the recorded events gives the state reached step by step', (seed, players) => {
    // Several whole games per seed, each from set-up to its decision (or 1500 tries).
    let accepted = 0;
    for (let game = 0; game < 4; game++) {
      const played = playRandomly(seed * 10 + game, players, 1500);
      accepted += played.accepted;
      expect(foldEvents(advancedRunebound, undefined, played.log)).toEqual(played.state);
      expect(JSON.parse(JSON.stringify(played.state))).toEqual(played.state);
    }
    expect(accepted).toBeGreaterThan(150);
  });

  it('a long random game reaches the Endgame and a decision', () => {
    const { state, log } = playRandomly(7, 3, 3000);
    expect(log.some((e) => e.type === 'endgame-began')).toBe(true);
    expect(state.outcome).not.toBeNull();
  });
});
