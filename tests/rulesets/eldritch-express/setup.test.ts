import { describe, expect, it } from 'vitest';
import { act, expectRefused, setUp, start } from './helpers';

describe('set-up', () => {
  it('starts with the omen clock on the green comet and asks for the set-up roll', () => {
    const { state } = start();
    expect(state.omen).toBe(0);
    const prompt = ee().prompt(state);
    expect(prompt.actions[0]).toMatchObject({ type: 'roll-setup', primary: true });
    // gate, clue, expedition, mystery, Ancient One (random by default), first player among two
    expect(prompt.actions[0].dice?.dice).toHaveLength(6);
  });

  it('places gate, clue, expedition and mystery where the d6s say; the Ancient One sets doom and elder sign', () => {
    const game = start(['Ann', 'Ben'], { ancientOne: 'random' });
    act(game, 'roll-setup', {}, [3, 5, 2, 6, 6, 2]);
    expect(game.state.regions[4].clues).toBe(1);
    expect(game.state.expedition).toBe(2);
    expect(game.state.mystery).toEqual({ region: 6, side: 'front' });
    expect(game.state.ancientOne).toBe('azathoth');
    expect(game.state.doom).toBe(12);
    expect(game.state.elderSign).toBe(12);
    expect(game.state.firstSeat).toBe(1);
    // the gate token and its monster are drawn next
    expect(game.state.pending[0]).toMatchObject({ kind: 'draw', deck: 'gate', region: 3 });
    act(game, 'draw', {}, [2]);
    expect(game.state.regions[2].gate).toEqual({ key: 'dreamlands', sealed: false });
    act(game, 'draw', {}, [1]);
    expect(game.state.regions[2].monsters).toEqual(['cultist']);
  });

  it.each([
    [1, 'cthulhu', 11],
    [3, 'shub-niggurath', 10],
    [5, 'azathoth', 12],
  ])('an Ancient One die of %i picks %s with doom %i', (die, key, doom) => {
    const game = start(['Solo'], { ancientOne: 'random' });
    act(game, 'roll-setup', {}, [1, 2, 3, 4, die]);
    expect(game.state.ancientOne).toBe(key);
    expect(game.state.doom).toBe(doom);
  });

  it('a clue rolled on the gate region is rolled again', () => {
    const game = start(['Solo'], { ancientOne: 'cthulhu' });
    act(game, 'roll-setup', {}, [4, 4, 1, 2]);
    expect(game.state.regions[3].clues).toBe(0);
    act(game, 'draw', { card: 'abyss' });
    act(game, 'draw', { card: 'zombie' });
    expect(game.state.pending[0]).toMatchObject({ kind: 'place', what: 'setup-clue', avoid: 4 });
    act(game, 'place', {}, [4]);
    expect(game.state.pending[0]).toMatchObject({ kind: 'place', what: 'setup-clue' });
    act(game, 'place', {}, [5]);
    expect(game.state.regions[4].clues).toBe(1);
  });

  it('an investigator starts at full health and sanity in their region with their assets', () => {
    const game = setUp({
      investigators: [
        { key: 'joe-diamond', cards: ['knife'] },
        { key: 'dexter-drake', cards: ['heal', 'red-sign'] },
      ],
    });
    const joe = game.state.seats[0].investigator!;
    expect(joe).toMatchObject({ health: 6, sanity: 4, region: 1, clues: 1 });
    expect(joe.items.map((i) => i.key)).toEqual(['knife']);
    const dexter = game.state.seats[1].investigator!;
    expect(dexter.spells).toEqual(['heal', 'red-sign']);
    expect(dexter.region).toBe(3);
    expect(game.state.stage).toBe('play');
    expect(game.state.turnState?.step).toBe('upkeep');
  });

  it('refuses an investigator already taken', () => {
    const game = start(['Ann', 'Ben'], { ancientOne: 'cthulhu' });
    act(game, 'roll-setup', {}, [1, 2, 3, 4, 1]);
    act(game, 'draw', { card: 'yuggoth' });
    act(game, 'draw', { card: 'cultist' });
    act(game, 'choose-investigator', { investigator: 'akachi-onyele' });
    act(game, 'draw', { card: 'heal' });
    expectRefused(game.state, 'choose-investigator', { investigator: 'akachi-onyele' }, [], 'rules/investigator_taken');
  });

  it('refuses a second set-up roll and a turn action during set-up', () => {
    const game = start(['Solo'], { ancientOne: 'cthulhu' });
    expectRefused(game.state, 'roll-action-dice', {}, [], 'rules/wrong_phase');
    act(game, 'roll-setup', {}, [1, 2, 3, 4]);
    expectRefused(game.state, 'roll-setup', {}, [1, 2, 3, 4], 'rules/wrong_phase');
  });
});

import { eldritchExpress } from '../../../shared/rulesets/eldritch-express';
function ee() {
  return eldritchExpress;
}
