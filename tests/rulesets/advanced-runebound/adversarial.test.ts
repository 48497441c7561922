/**
 * Advanced Runebound's seed read adversarially (issue 29): the forbidden or the other case of each
 * sentence tried. Named after the seed lines.
 */
import { describe, expect, it } from 'vitest';
import { advancedRunebound } from '../../../shared/rulesets/advanced-runebound';
import { act, attempt, start } from './helpers';

describe('004:207-212 spending experience points', () => {
  it('004:207 a hero buys counters with its own points, whoever’s turn it is: Mara buys during John’s turn', () => {
    let state = start(4);
    expect(state.heroes[state.seat].name).toBe('John');
    state = act(state, 'gain-experience', { player: 'p2', points: 5 }).state;
    expect(
      advancedRunebound
        .prompt(state)
        .actions.filter((a) => a.type === 'buy-experience')
        .map((a) => a.payload),
    ).toEqual([{ player: 'p2' }]);
    const bought = act(state, 'buy-experience', { player: 'p2', pair: 'mind+body' });
    expect(bought.state.heroes[1]).toMatchObject({ name: 'Mara', experience: 0, level: 2 });
    expect(bought.state.heroes[0]).toMatchObject({ experience: 0, level: 0 });
  });

  it('004:207 the points read are the buyer’s: John, whose turn it is, cannot buy with Mara’s, and is named in the refusal', () => {
    const state = act(start(4), 'gain-experience', { player: 'p2', points: 5 }).state;
    expect(attempt(state, 'buy-experience', { player: 'p1', pair: 'mind+body' })).toMatchObject({
      ok: false,
      error: { code: 'rules/not_enough_experience', details: { cost: 5, have: 0, name: 'John' } },
    });
    expect(attempt(start(4), 'buy-experience', { player: 'p2', pair: 'mind+body' })).toMatchObject({
      ok: false,
      error: { code: 'rules/not_enough_experience', details: { have: 0 } },
    });
  });
});
