import { describe, expect, it } from 'vitest';
import { act, expectRefused, setUp } from './helpers';
import { eldritchExpress as ee } from '../../../shared/rulesets/eldritch-express';

/** One investigator (Joe, North America); the set-up gate in Australia; hiding skips straight to the omen (with the house rule on). */
const game = (ancientOne: 'cthulhu' | 'shub-niggurath' | 'azathoth' = 'cthulhu') =>
  setUp({
    ancientOne,
    gate: 6,
    clue: 2,
    expedition: 3,
    mystery: 4,
    monster: 'cultist',
    investigators: [{ key: 'joe-diamond', cards: ['knife'] }],
    options: { lostTurnAdvancesClock: true },
  });

const toOmen = (g: ReturnType<typeof game>) => act(g, 'hide');

describe('omen clock', () => {
  it('runs green comet, blue, red sun, blue and round again', () => {
    const g = game();
    const seen: string[] = [];
    for (let turn = 0; turn < 4; turn++) {
      toOmen(g);
      const dice = ee.prompt(g.state).actions[0].dice?.dice.length ?? 0;
      // blue mythos dice 1 and 2: a gate in North America... keep the world quiet with a sealed-gate-free region
      act(g, 'advance-omen', {}, dice === 2 ? [5, 3] : []);
      while (g.state.pending.length > 0) act(g, 'draw', {}, [1]);
      seen.push(g.state.lastOmen!);
    }
    expect(seen).toEqual(['blue', 'red-sun', 'blue', 'green-comet']);
  });

  it('green comet: doom advances by one', () => {
    const g = game();
    g.state.omen = 3;
    toOmen(g);
    act(g, 'advance-omen');
    expect(g.state.doom).toBe(10);
  });

  it('green comet reaching the rumor discards it and the elder sign regresses', () => {
    const g = game();
    g.state.omen = 3;
    g.state.rumor = { region: 5, track: 10, clues: 2 };
    g.state.elderSign = 8;
    toOmen(g);
    act(g, 'advance-omen');
    expect(g.state.rumor).toBeNull();
    expect(g.state.elderSign).toBe(9);
  });

  it('blue: a gate opens with two monsters where the first die says, a clue where the second says', () => {
    const g = game();
    toOmen(g);
    act(g, 'advance-omen', {}, [3, 5]);
    expect(g.state.regions[4].clues).toBe(1);
    act(g, 'draw', { card: 'abyss' });
    act(g, 'draw', { card: 'zombie' });
    act(g, 'draw', { card: 'ghost' });
    expect(g.state.regions[2]).toMatchObject({ gate: { key: 'abyss', sealed: false }, monsters: ['zombie', 'ghost'] });
  });

  it('blue on an open gate: two more monsters and no new gate', () => {
    const g = game();
    toOmen(g);
    act(g, 'advance-omen', {}, [6, 5]);
    expect(g.state.pending.map((p) => p.kind === 'draw' && p.deck)).toEqual(['monster', 'monster']);
  });

  it('blue on a sealed gate: the gate token is removed', () => {
    const g = game();
    g.state.regions[5].gate!.sealed = true;
    toOmen(g);
    act(g, 'advance-omen', {}, [6, 5]);
    expect(g.state.regions[5].gate).toBeNull();
    expect(g.state.pending).toEqual([]);
  });

  it('blue doubles: a rumor appears there, its marker four spaces ahead of doom; a second one regresses it', () => {
    const g = game();
    toOmen(g);
    act(g, 'advance-omen', {}, [6, 6]);
    while (g.state.pending.length > 0) act(g, 'draw', {}, [1]);
    expect(g.state.rumor).toEqual({ region: 6, track: 7, clues: 0 });
    expect(g.state.regions[5].clues).toBe(1);
    g.state.omen = 0;
    toOmen(g);
    act(g, 'advance-omen', {}, [6, 6]);
    expect(g.state.rumor!.track).toBe(8);
  });

  it('flying monsters in a guarded gate stack with nobody there fly toward an investigator', () => {
    const g = game();
    g.state.regions[2].monsters = ['mi-go', 'zombie'];
    g.state.regions[2].gate = { key: 'abyss', sealed: false };
    toOmen(g);
    act(g, 'advance-omen', {}, [5, 4]);
    act(g, 'draw', { card: 'dreamlands' });
    act(g, 'draw', { card: 'dhole' });
    act(g, 'draw', { card: 'cultist' });
    // Europe's stack (region 3) is next to North America, where Joe stands
    expect(g.state.pending[0]).toMatchObject({ kind: 'flying', region: 3, monsters: ['mi-go'], choices: [1] });
    act(g, 'fly');
    expect(g.state.regions[0].monsters).toEqual(['mi-go']);
    expect(g.state.regions[2].monsters).toEqual(['zombie']);
  });

  it('red sun, Cthulhu: every investigator loses one sanity', () => {
    const g = game('cthulhu');
    g.state.omen = 1;
    toOmen(g);
    act(g, 'advance-omen');
    expect(g.state.seats[0].investigator!.sanity).toBe(3);
  });

  it('red sun, Shub-Niggurath: mythos dice per investigator; 4-6 on the first brings a monster where the second says', () => {
    const g = game('shub-niggurath');
    g.state.omen = 1;
    toOmen(g);
    act(g, 'advance-omen', {}, [4, 2]);
    expect(g.state.pending[0]).toMatchObject({ kind: 'draw', deck: 'monster', region: 2 });
    const quiet = game('shub-niggurath');
    quiet.state.omen = 1;
    toOmen(quiet);
    act(quiet, 'advance-omen', {}, [3, 2]);
    expect(quiet.state.pending).toEqual([]);
  });

  it('red sun, Azathoth: a rumor at a rolled region if none, else the rumor regresses', () => {
    const g = game('azathoth');
    g.state.omen = 1;
    toOmen(g);
    act(g, 'advance-omen', {}, [4]);
    expect(g.state.rumor).toEqual({ region: 4, track: 8, clues: 0 });
  });

  it('the omen clock moves once a turn only', () => {
    const g = game();
    toOmen(g);
    act(g, 'advance-omen', {}, [5, 3]);
    expectRefused(g.state, 'advance-omen', {}, [], 'rules/wrong_phase');
  });
});
