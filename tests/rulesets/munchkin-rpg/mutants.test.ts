/**
 * Munchkin RPG: tests for what hand-made mutants of the rule code showed unpinned (issue 29), each
 * named after the seed sentence whose other case it tries.
 */
import { describe, expect, it } from 'vitest';
import { munchkinRpg } from '../../../shared/rulesets/munchkin-rpg';
import { current, d6s, play, refuse, seated, who } from './helpers';

describe('002:158 a dead player (ruling 7)', () => {
  it('002:158 a player who dies on his own turn takes no more action that turn: only the end of the turn is left to him', () => {
    let state = seated();
    expect(current(state)).toBe('ann');
    state = play(state, 'report-combat', { player: 'ann', result: 'died' }).state;
    expect(who(state, 'ann')).toMatchObject({ dead: true, ap: 5 });
    expect(refuse(state, 'menu-action', { player: 'ann', action: 'open-door' })).toBe('rules/player_dead');
    expect(refuse(state, 'sell', { player: 'ann', cost: 100 })).toBe('rules/player_dead');
    const offered = munchkinRpg.prompt(state).actions.map((a) => a.type);
    expect(offered).toContain('end-turn');
    expect(offered).not.toContain('sell');
  });

  it("002:121 throwing an item on another player's turn needs the thrower alive: a dead player throws nothing", () => {
    let state = seated();
    state = play(state, 'report-combat', { player: 'bob', result: 'died' }).state;
    expect(refuse(state, 'throw-item', { player: 'bob', bonus: 2 })).toBe('rules/player_dead');
    const thrower = munchkinRpg
      .prompt(state)
      .actions.find((a) => a.type === 'throw-item')
      ?.fields?.find((f) => f.name === 'player');
    expect(thrower?.kind === 'choice' && thrower.choices.map((c) => c.value)).toEqual(['ann', 'cy', 'dee']);
  });

  it('002:158 at the end of the round the dead player comes back: the end of the round names him', () => {
    let state = seated();
    state = play(state, 'report-combat', { player: 'bob', result: 'died' }).state;
    for (let i = 0; i < 3; i++) state = play(state, 'end-turn').state;
    state = play(state, 'restock-roll', {}, d6s(1)).state;
    const ended = play(state, 'restock-roll', {}, d6s(2));
    const roundEnded = ended.events.find((e) => e.type === 'round-ended');
    expect(roundEnded?.data).toMatchObject({ revived: ['Bob'] });
  });
});
