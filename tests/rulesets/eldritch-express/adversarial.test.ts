/**
 * Eldritch Express's seed read adversarially (issue 29): for each "cannot", "only", "instead" and each
 * case a sentence lists, the forbidden or the other case tried. Named after the seed lines.
 */
import { describe, expect, it } from 'vitest';
import { act, ee, setUp } from './helpers';

/** Joe in North America (region 1); the set-up gate in Australia (region 6) with a cultist; hiding skips to the omen. */
const game = () =>
  setUp({
    gate: 6,
    clue: 2,
    expedition: 3,
    mystery: 4,
    monster: 'cultist',
    investigators: [{ key: 'joe-diamond', cards: ['knife'] }],
    options: { lostTurnAdvancesClock: true },
  });

/**
 * Everyone hides, then (`meanwhile` done to the board) a blue omen whose mythos dice open a gate in
 * region 5 (a dhole and a cultist) and put a clue in 4.
 */
function blueOmen(g: ReturnType<typeof game>, meanwhile: () => void = () => {}) {
  while (!ee.prompt(g.state).actions.some((a) => a.type === 'advance-omen')) act(g, 'hide');
  meanwhile();
  act(g, 'advance-omen', {}, [5, 4]);
  act(g, 'draw', { card: 'dreamlands' });
  act(g, 'draw', { card: 'dhole' });
  act(g, 'draw', { card: 'cultist' });
}

describe('003:205-206, 003:539 flying monsters', () => {
  it('003:205 with no investigator next door, the flyers move one region toward the nearest investigator, not at random', () => {
    const g = game();
    g.state.regions[5].monsters = ['mi-go', 'zombie'];
    blueOmen(g);
    // Australia (6) is two regions from North America (1): Europe (3) and Africa (4) are one step closer; Asia (5) is not.
    expect(g.state.pending[0]).toMatchObject({ kind: 'flying', region: 6, monsters: ['mi-go'], choices: [3, 4] });
    act(g, 'fly', {}, [2]);
    expect(g.state.regions[3].monsters).toEqual(['mi-go']);
    expect(g.state.regions[5].monsters).toEqual(['zombie']);
  });

  it('003:205 "chose randomly if there is more than 1 investigator": the steps toward each nearest investigator are the choices', () => {
    const g = setUp({
      gate: 6,
      clue: 2,
      expedition: 3,
      mystery: 4,
      monster: 'cultist',
      investigators: [
        { key: 'joe-diamond', cards: ['knife'] },
        { key: 'dexter-drake', cards: ['greater-banishment', 'flesh-ward'] },
      ],
      options: { lostTurnAdvancesClock: true },
    });
    g.state.seats[0].investigator!.region = 1;
    g.state.seats[1].investigator!.region = 2;
    g.state.regions[5].monsters = ['mi-go', 'zombie'];
    g.state.regions[2].monsters = ['nightgaunt', 'zombie'];
    g.state.regions[2].gate = { key: 'abyss', sealed: false };
    blueOmen(g);
    // Europe (3) has both investigators next door: they are its choices; Australia (6) steps to 3 or 4.
    expect(g.state.pending.filter((p) => p.kind === 'flying')).toMatchObject([
      { region: 3, monsters: ['nightgaunt'], choices: [1, 2] },
      { region: 6, monsters: ['mi-go'], choices: [3, 4] },
    ]);
  });

  it('003:205 with no investigator on the board (all lost in time and space) the flyers move to a random neighbour', () => {
    const g = game();
    g.state.regions[5].monsters = ['mi-go', 'zombie'];
    blueOmen(g, () => (g.state.seats[0].investigator!.region = 'lost'));
    expect(g.state.pending.find((p) => p.kind === 'flying')).toMatchObject({ region: 6, choices: [3, 4, 5] });
  });

  it('003:205 a lone flyer (not "guarded by more than 1 monster") and 003:539 a stack with an investigator there stay', () => {
    const lone = game();
    lone.state.regions[5].monsters = ['mi-go'];
    blueOmen(lone);
    expect(lone.state.pending.some((p) => p.kind === 'flying')).toBe(false);
    const watched = game();
    watched.state.regions[0].monsters = ['mi-go', 'zombie'];
    watched.state.regions[0].gate = { key: 'abyss', sealed: false };
    blueOmen(watched);
    expect(watched.state.pending.some((p) => p.kind === 'flying')).toBe(false);
  });
});

describe('003:401 Instill Bravery: monsters reduce their horror by 1', () => {
  it('003:401 each monster loses 1 horror, never below 0: a Cultist (0) and a Hound of Tindalos (2) give 1, not 0', () => {
    const g = setUp({ gate: 3, monster: 'dhole', investigators: [{ key: 'dexter-drake', cards: ['instill-bravery', 'heal'] }] });
    g.state.regions[2].monsters = ['cultist', 'hound-of-tindalos'];
    act(g, 'assign', { encounter: 'city' });
    const [resolved] = act(g, 'fight', { 'cast-instill-bravery': true, 'kill-0': false, 'kill-1': false });
    expect(resolved.data).toMatchObject({ horror: 1, sanityLoss: 2 });
  });
});

describe('003:225 the same spell cannot stack their effect', () => {
  it('003:225 Instill Bravery cast by the fighter and again by an investigator beside him takes 1 horror off each monster, not 2', () => {
    const fightWith = (help: boolean) => {
      const g = setUp({
        gate: 6,
        clue: 2,
        expedition: 3,
        mystery: 5,
        investigators: [
          { key: 'joe-diamond', cards: ['knife'] },
          { key: 'dexter-drake', cards: ['red-sign', 'astral-travel'] },
        ],
      });
      g.state.seats[0].investigator!.region = 3;
      g.state.seats[0].investigator!.spells.push('instill-bravery');
      g.state.seats[1].investigator!.spells.push('instill-bravery');
      g.state.regions[2].monsters = ['hound-of-tindalos', 'dhole'];
      act(g, 'assign', { encounter: 'city' });
      const payload = {
        'cast-instill-bravery': true,
        'kill-0': false,
        'kill-1': false,
        ...(help ? { 'help-1-instill-bravery': true } : {}),
      };
      return act(g, 'fight', payload)[0].data as { horror: number };
    };
    expect(fightWith(false).horror).toBe(2);
    expect(fightWith(true).horror).toBe(2);
  });
});
