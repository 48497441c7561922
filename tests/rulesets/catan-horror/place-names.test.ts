/**
 * Place names compared the way the rules always did (trimmed, any case), now through remembered keys
 * (`placeKey`), foes grouped by place and the library looked up by name (the lab's speed work): the
 * same answers as the plain comparison, whatever spelling, and past the memory's bound.
 */
import { describe, expect, it } from 'vitest';
import { allFoes, foesAt, kindByName } from '../../../shared/rulesets/catan-horror/rules/combat';
import { placeKey, sameLocation } from '../../../shared/rulesets/catan-horror/rules/towns';
import { atActions, clearMonsters, started, withKnight, withMonster } from './helpers';

const plain = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

describe('place names', () => {
  it('sameLocation answers as the plain trimmed, any-case comparison for every pair of spellings', () => {
    const names = ['Arkham', 'arkham', ' ARKHAM ', 'Arkham  City', 'arkham city', 'Ärkham', 'ärkham', '', ' ', 'Gate 4', 'gate 4 '];
    for (const a of names) for (const b of names) expect(sameLocation(a, b)).toBe(plain(a, b));
  });

  it('stays right past the bound of remembered names (the memory is emptied and refilled)', () => {
    for (let i = 0; i < 10_000; i++) expect(placeKey(` Place ${i} `)).toBe(`place ${i}`);
    expect(sameLocation('Place 3 ', 'place 3')).toBe(true);
    expect(sameLocation('Place 3', 'place 30')).toBe(false);
  });

  it('foesAt finds the foes at a place under any spelling of it, in board order, and none elsewhere', () => {
    const k = withKnight(atActions(clearMonsters(started())), 'ann', 'strong', 'Arkham');
    const a = withMonster(k.state, 'Zombie', 'Arkham');
    const b = withMonster(a.state, 'Ghoul', ' arkham ');
    const c = withMonster(b.state, 'Zombie', 'Gate 4');
    const s = c.state;
    const expected = allFoes(s).filter((f) => plain(f.location, 'ARKHAM'));
    expect(expected.map((f) => f.id)).toEqual([a.id, b.id]);
    for (const spelling of ['Arkham', 'ARKHAM', ' arkham']) expect(foesAt(s, spelling)).toEqual(expected);
    expect(foesAt(s, 'Innsmouth')).toEqual([]);
  });

  it('kindByName finds a monster kind in any case, the first of a name in the library', () => {
    const s = started();
    const zombie = s.library.find((k) => k.name === 'Zombie')!;
    expect(kindByName(s, 'zombie')).toBe(zombie);
    expect(kindByName(s, 'ZOMBIE')).toBe(zombie);
    expect(kindByName(s, 'No such thing')).toBeUndefined();
    const twice = { ...s, library: [{ ...zombie, name: 'ZOMBIE', toughness: 9 }, ...s.library] };
    expect(kindByName(twice, 'Zombie')?.toughness).toBe(9);
  });
});
