import { describe, expect, it } from 'vitest';
import { runeboundSevenScions as rs } from '../../../shared/rulesets/runebound-seven-scions';
import { randomWalk, start } from '../runebound-addons/helpers';

describe('Seven Scions replay', () => {
  it.each([
    [1, 2, {}],
    [2, 4, { cooperative: true, ritualsAndRunes: true }],
    [3, 6, { trapsAndTerrors: true }],
  ])('folding the recorded events gives the state reached step by step (seed %i, %i players)', (seed, n, options) => {
    const { accepted, game } = randomWalk(start(rs, options, n), seed, 600);
    expect(accepted).toBeGreaterThan(100);
    expect(game.state.storm.resets + game.state.stormLog.length).toBeGreaterThan(0);
  });
});

describe('Seven Scions trackers', () => {
  it('exposes the storm counter, the storm cards left and the Stormlords, and sets them by hand', () => {
    const g = start(rs, {}, 3);
    expect(rs.trackers(g.state).map((t) => [t.id, t.value])).toEqual([
      ['storm-position', 0],
      ['storm-green', 3],
      ['storm-yellow', 3],
      ['storm-blue', 3],
      ['stormlords', 3],
    ]);
    const s = rs.setTracker(rs.setTracker(g.state, 'storm-position', 5), 'storm-yellow', 1);
    expect([s.storm.position, s.stormDeck.yellow]).toEqual([5, 1]);
    expect(g.state.storm.position).toBe(0);
  });
});
