import { describe, expect, it } from 'vitest';
import { act, fresh, started, tryAct, types } from './helpers';

describe('set-up', () => {
  it('each player starts with a Basic knight, unhidden, on their city, which has free walls', () => {
    const s = started();
    for (const name of ['Ann', 'Ben', 'Cid']) {
      const k = s.knights.find((x) => x.location === `${name} City`)!;
      expect(k).toMatchObject({ rank: 'basic', hidden: false, damage: 0, sanity: 0 });
      expect(s.towns.find((t) => t.label === `${name} City`)!.walls).toBe(true);
      expect(s.towns.find((t) => t.label === `${name} Farm`)!.walls).toBe(false);
    }
  });

  it("starts with two open gates and one monster at each, then Ann's first combat step", () => {
    const s = started();
    expect(s.gates.map((g) => [g.number, g.status])).toEqual([
      [4, 'open'],
      [9, 'open'],
    ]);
    expect(s.monsters.map((m) => [m.kind, m.location])).toEqual([
      ['Zombie', 'Gate 4'],
      ['Cultist', 'Gate 9'],
    ]);
    expect(s.phase).toBe('player/combat');
    expect(s.turn).toBe(1);
    expect(s.players[s.current].name).toBe('Ann');
  });

  it.each([
    [1, 1],
    [3, 3],
    [3, 4],
    [4, 4],
    [6, 6],
  ])('a set-up gate re-rolls %i+%i (2, 6, 7, 8 or 12)', (a, b) => {
    let s = fresh();
    for (const p of ['ann', 'ben', 'cid']) s = act(s, 'add-town', { owner: p, label: `${p} city`, size: 'city' }).state;
    s = act(s, 'begin').state;
    const r = act(s, 'roll-setup-gate', {}, [a, b]);
    expect(types(r.events)).toEqual(['setup-gate-reroll']);
    expect(r.state.pending).toEqual([{ kind: 'setup-gate', left: 2 }]);
  });

  it('a number shown by several hexes asks for a die to pick the hex', () => {
    let s = fresh();
    for (const p of ['ann', 'ben', 'cid']) s = act(s, 'add-town', { owner: p, label: `${p} city`, size: 'city' }).state;
    s = act(s, 'begin').state;
    s = act(s, 'roll-setup-gate', {}, [1, 4]).state;
    expect(s.pending[0]).toEqual({ kind: 'gate-hex', number: 5, choices: 2 });
  });

  it('the game cannot begin until every player has a city', () => {
    let s = fresh();
    s = act(s, 'add-town', { owner: 'ann', label: 'A', size: 'city' }).state;
    const r = tryAct(s, 'begin');
    expect(r).toMatchObject({ ok: false, error: { code: 'rules/needs_city' } });
  });

  it('refuses a town on a label already taken, and settlements with walls', () => {
    let s = fresh();
    s = act(s, 'add-town', { owner: 'ann', label: 'Hill', size: 'city' }).state;
    expect(tryAct(s, 'add-town', { owner: 'ben', label: 'hill ', size: 'city' })).toMatchObject({
      ok: false,
      error: { code: 'rules/duplicate_location' },
    });
    expect(tryAct(s, 'add-town', { owner: 'ben', label: 'Dale', size: 'settlement', walls: true })).toMatchObject({
      ok: false,
      error: { code: 'rules/walls_need_city' },
    });
  });

  it('ships the Arkham Horror monster cup as the default library', () => {
    const s = fresh();
    expect(s.library).toHaveLength(24);
    expect(s.library.find((k) => k.name === 'Byakhee')).toMatchObject({
      awareness: -2,
      combatDamage: 2,
      horrorDamage: 1,
      toughness: 1,
      movement: 'flying',
    });
    expect(s.library.find((k) => k.name === 'Dhole')).toMatchObject({
      physical: 'resistant',
      magical: 'resistant',
      nightmarish: 1,
      overwhelming: 1,
    });
    expect(s.library.find((k) => k.name === 'Fire Vampire')).toMatchObject({ physical: 'immune' });
  });
});
