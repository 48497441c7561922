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

describe('004:100 if you end your movement … you must roll 2 movement dice to check for travel hazards', () => {
  it('004:100 only the hero whose turn it is meets a travel hazard: Mara’s check during John’s turn is refused, John’s taken', () => {
    const state = start(3);
    expect(attempt(state, 'check-hazard', { player: 'p2', terrain: 'forest' })).toMatchObject({
      ok: false,
      error: { code: 'rules/hazard_on_own_turn', details: { name: 'Mara', moving: 'John' } },
    });
    expect(act(state, 'check-hazard', { player: 'p1', terrain: 'forest' }).state.hazard).toMatchObject({ player: 'p1', stage: 'number' });
  });
});

describe('004:203 during the Market Phase you may only buy healing as follows', () => {
  it('004:203 healing is bought by the hero whose turn it is, with its own gold: Mara cannot heal during John’s turn', () => {
    let state = start(3);
    state = act(state, 'gold-counted', { player: 'p1', gold: 3 }).state;
    state = { ...state, heroes: state.heroes.map((h) => (h.id === 'p2' ? { ...h, gold: 3 } : h)) };
    expect(attempt(state, 'buy-healing', { player: 'p2', wounds: 1 })).toMatchObject({
      ok: false,
      error: { code: 'rules/heal_on_own_turn', details: { name: 'Mara', current: 'John' } },
    });
    expect(act(state, 'buy-healing', { player: 'p1', wounds: 2 }).state.heroes[0].gold).toBe(1);
  });
});
