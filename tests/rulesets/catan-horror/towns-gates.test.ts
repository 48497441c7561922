import { describe, expect, it } from 'vitest';
import { catanHorror } from '../../../shared/rulesets/catan-horror';
import { damageTown } from '../../../shared/rulesets/catan-horror/rules/towns';
import type { CatanHorrorState, Town } from '../../../shared/rulesets/catan-horror/state';
import { act, atActions, clearMonsters, knight, started, tryAct, types, withKnight, withMonster } from './helpers';

const t = (size: Town['size'], horror = 0, structural = 0, walls = false): Town => ({
  id: 't',
  owner: 'ann',
  label: 'X',
  size,
  walls,
  horror,
  structural,
  state: 'sane',
});

describe('town damage thresholds', () => {
  it('a settlement goes mad at 5 horror and falls at 5 structural', () => {
    expect(damageTown(t('settlement', 4), 1, 0)).toMatchObject({ state: 'mad', wentMad: true });
    expect(damageTown(t('settlement', 0, 4), 0, 1)).toMatchObject({ state: 'destroyed', fell: true });
    expect(damageTown(t('settlement', 3, 3), 1, 1)).toMatchObject({ state: 'sane' });
  });

  it('a city goes mad at 10 horror; at 10 structural it is reduced to a settlement, shedding 10 structural and its walls', () => {
    expect(damageTown(t('city', 9), 1, 0)).toMatchObject({ state: 'mad' });
    expect(damageTown(t('city', 0, 8, true), 0, 3)).toMatchObject({
      size: 'settlement',
      structural: 1,
      walls: false,
      reduced: ['city'],
      state: 'sane',
    });
  });

  it('a metropolis goes mad at 20 horror and is reduced to a city at 15 structural', () => {
    expect(damageTown(t('metropolis', 19), 1, 0)).toMatchObject({ state: 'mad' });
    expect(damageTown(t('metropolis', 10), 9, 0)).toMatchObject({ state: 'sane' });
    expect(damageTown(t('metropolis', 0, 14), 0, 2)).toMatchObject({ size: 'city', structural: 1 });
  });

  it('a reduction can tip horror over the smaller limit: a metropolis with 12 horror reduced to a city goes mad at once', () => {
    expect(damageTown(t('metropolis', 12, 14), 0, 1)).toMatchObject({ size: 'city', state: 'mad', wentMad: true });
  });

  it('a mad town keeps its structural damage and can still be razed until it falls', () => {
    expect(damageTown({ ...t('settlement', 6, 2), state: 'mad' }, 0, 3)).toMatchObject({ state: 'destroyed' });
  });
});

describe('calm, repair and raze', () => {
  const withDamage = (s: CatanHorrorState, label: string, horror: number, structural: number, state: Town['state'] = 'sane') => ({
    ...s,
    towns: s.towns.map((x) => (x.label === label ? { ...x, horror, structural, state } : x)),
  });

  it("Calm removes horror and Repair structural damage equal to the knight's strength", () => {
    let s = atActions(clearMonsters(started()));
    s = withDamage(s, 'Ann City', 3, 4);
    const m = withKnight(s, 'ann', 'mighty', 'Ann City');
    s = act(m.state, 'calm', { unitId: m.id, townId: 't1' }).state;
    expect(s.towns[0]).toMatchObject({ horror: 0, structural: 4 });
    s = act(s, 'repair', { unitId: m.id, townId: 't1' }).state;
    expect(s.towns[0]).toMatchObject({ structural: 1 });
  });

  it('an invaded town cannot be calmed or repaired', () => {
    let s = atActions(clearMonsters(started()));
    s = withDamage(s, 'Ann City', 3, 4, 'invaded');
    s = withMonster(s, 'Zombie', 'Ann City').state;
    const k = s.knights.find((x) => x.owner === 'ann')!.id;
    expect(tryAct(s, 'calm', { unitId: k, townId: 't1' })).toMatchObject({ ok: false, error: { code: 'rules/town_invaded' } });
    expect(tryAct(s, 'repair', { unitId: k, townId: 't1' })).toMatchObject({ ok: false, error: { code: 'rules/repair_invaded' } });
  });

  it('razing your own sane town needs no check', () => {
    const s = atActions(clearMonsters(started()));
    const k = s.knights.find((x) => x.owner === 'ann')!.id;
    const r = act(s, 'raze', { unitId: k, townId: 't1' });
    expect(types(r.events)).toEqual(['action-taken', 'town-razed']);
    expect(r.state.towns[0].structural).toBe(1);
  });

  it('razing a mad town takes a Raze check: d6 + strength - 2 for a city, 5+ (Mighty: 4 or better, 1/2)', () => {
    let s = atActions(clearMonsters(started()));
    s = withDamage(s, 'Ben City', 10, 0, 'mad');
    const m = withKnight(s, 'ann', 'mighty', 'Ben City');
    s = m.state;
    const offer = catanHorror.prompt(s).actions.find((a) => a.type === 'raze' && (a.payload as { unitId: string }).unitId === m.id)!;
    expect(offer.odds).toBeCloseTo(1 / 2, 10);
    const miss = act(s, 'raze', { unitId: m.id, townId: 't3' }, [3]);
    expect(miss.state.towns[2].structural).toBe(0);
    expect(miss.state.actionsLeft).toBe(2);
    const hit = act(s, 'raze', { unitId: m.id, townId: 't3' }, [4]);
    expect(hit.state.towns[2].structural).toBe(3);
  });

  it('a Raze check against a metropolis subtracts 4, a settlement 1', () => {
    let s = atActions(clearMonsters(started()));
    s = { ...s, towns: s.towns.map((x) => (x.label === 'Ben City' ? { ...x, size: 'metropolis' as const } : x)) };
    const m = withKnight(s, 'ann', 'mighty', 'Ben City');
    const odds = (st: CatanHorrorState) =>
      catanHorror.prompt(st).actions.find((a) => a.type === 'raze' && (a.payload as { unitId: string }).unitId === m.id)!.odds;
    expect(odds(m.state)).toBeCloseTo(1 / 6, 10); // 3 - 4 = -1: only a 6
    const f = withKnight(s, 'ann', 'basic', 'Ben Farm');
    const oddsFarm = catanHorror
      .prompt(f.state)
      .actions.find((a) => a.type === 'raze' && (a.payload as { unitId: string }).unitId === f.id)!.odds;
    expect(oddsFarm).toBeCloseTo(2 / 6, 10); // 1 - 1 = 0: a 5 or 6
  });
});

describe('mad towns', () => {
  it('roll for monster production: a settlement on 5+, a city on 4+, a metropolis on 2+; weak monsters are drawn again', () => {
    let s = clearMonsters(started());
    s = {
      ...s,
      phase: 'monster/mad-towns',
      towns: s.towns.map((x) =>
        ['Ann Farm', 'Ben City', 'Cid City'].includes(x.label)
          ? { ...x, state: 'mad' as const, size: x.label === 'Cid City' ? ('metropolis' as const) : x.size }
          : x,
      ),
    };
    const r = act(s, 'roll-mad-towns', {}, [4, 3, 2]);
    const rolls = (r.events[0].data as { rolls: { label: string; produces: boolean }[] }).rolls;
    expect(rolls.map((x) => [x.label, x.produces])).toEqual([
      ['Ann Farm', false],
      ['Ben City', false],
      ['Cid City', true],
    ]);
    expect(r.state.pending).toEqual([{ kind: 'place-monster', location: 'Cid City', reason: 'mad-town', minToughness: 3 }]);
    expect(tryAct(r.state, 'place-monster', { kind: 'Zombie' })).toMatchObject({ ok: false, error: { code: 'rules/redraw_weak_monster' } });
    const placed = act(r.state, 'place-monster', { kind: 'Shoggoth' });
    expect(placed.state.monsters.at(-1)).toMatchObject({ kind: 'Shoggoth', location: 'Cid City' });
    expect(placed.state.phase).toBe('wrapup');
  });
});

describe('gates', () => {
  const production = (s: CatanHorrorState) => act(s, 'end-combat').state;

  it('a production 2 or 12 asks where the new gate opens (re-roll); it draws a monster', () => {
    let s = production(clearMonsters(started()));
    const r = act(s, 'roll-production', {}, [6, 6, 'science']);
    expect(r.events[0].data).toMatchObject({ total: 12, opensGate: true, cityGate: 'science' });
    s = act(r.state, 'roll-gate-location', {}, [5, 6]).state;
    // the board has two 11s: a die picks which of them (counted in reading order)
    expect(s.pending[0]).toEqual({ kind: 'gate-hex', number: 11, choices: 2, rerolled: false });
    s = act(s, 'roll-gate-hex', {}, [2]).state;
    expect(s.pending[0]).toEqual({ kind: 'gate-token', number: 11, hex: 2, label: null, rerolled: false });
    s = act(s, 'open-gate', { modifier: 1 }).state;
    expect(s.gates.at(-1)).toMatchObject({ number: 11, label: 'Gate 11 (2)', modifier: 1, status: 'open' });
    expect(s.pending[0]).toMatchObject({ kind: 'place-monster', location: 'Gate 11 (2)', reason: 'gate' });
    s = act(s, 'place-monster', { kind: 'Byakhee' }).state;
    expect(s.phase).toBe('player/actions');
  });

  it('ruling 49: a gate left unnamed gets a name no open gate has, shown on the token form, so the default is never refused', () => {
    // Gate 4 is open (started()); another 4 opens on a hex the table did not number.
    const s: CatanHorrorState = {
      ...clearMonsters(started()),
      phase: 'player/actions',
      pending: [{ kind: 'gate-token', number: 4, hex: null, label: null }],
    };
    const offer = catanHorror.prompt(s).actions.find((a) => a.type === 'open-gate')!;
    expect(offer.params).toEqual({ label: 'Gate 4 #2' });
    const opened = act(s, 'open-gate', { modifier: 0 }).state;
    expect(opened.gates.at(-1)).toMatchObject({ label: 'Gate 4 #2', status: 'open' });
    // A third one, and a table's own duplicate name is still refused.
    const third = { ...opened, pending: [{ kind: 'gate-token' as const, number: 4, hex: null, label: null }] };
    expect(act(third, 'open-gate', { modifier: 0 }).state.gates.at(-1)!.label).toBe('Gate 4 #3');
    expect(tryAct(third, 'open-gate', { modifier: 0, label: 'gate 4' })).toMatchObject({
      ok: false,
      error: { code: 'rules/duplicate_gate' },
    });
  });

  it('ruling 50: a monster with combat damage 0 asks no strike, so the combat step can end beside it', () => {
    let s = clearMonsters(started());
    s = withMonster(s, 'Nightgaunt', 'Ann City').state;
    expect(catanHorror.prompt(s).actions.map((a) => a.type)).not.toContain('foe-strike');
    expect(act(s, 'end-combat').state.phase).toBe('player/production');
  });

  it('no free hex showing the number means a monster surge: a monster at every open gate', () => {
    let s = production(clearMonsters(started()));
    s = act(s, 'roll-production', {}, [1, 1, 'ship']).state;
    const r = act(s, 'roll-gate-location', {}, [3, 4]);
    expect(types(r.events)).toEqual(['monster-surge']);
    expect(r.state.pending.map((p) => p.kind === 'place-monster' && p.location)).toEqual(['Gate 4', 'Gate 9']);
  });

  it('hexes covered by a gate or sealed do not count: the last free hex of a number taken, the next roll of it surges', () => {
    let s = clearMonsters(started());
    s = { ...s, options: { ...s.options, chits9: 1 } };
    s = production(s);
    s = act(s, 'roll-production', {}, [6, 6, 'ship']).state;
    expect(types(act(s, 'roll-gate-location', {}, [4, 5]).events)).toEqual(['monster-surge']);
  });

  it("knights close a gate with damage = strength + the gate's modifier, at 10; the closer may seal it with a clue at once", () => {
    let s = atActions(clearMonsters(started()));
    s = {
      ...s,
      gates: s.gates.map((g) => (g.label === 'Gate 9' ? { ...g, damage: 8 } : g)),
      players: s.players.map((p) => (p.id === 'ann' ? { ...p, clues: 1 } : p)),
    };
    const m = withKnight(s, 'ann', 'mighty', 'Gate 4');
    const low = act(m.state, 'attack-gate', { unitId: m.id, gateId: 'g1' });
    expect(low.state.gates[0].damage).toBe(2); // 3 + (-1)
    const st = withKnight(m.state, 'ann', 'strong', 'Gate 9');
    const r = act(st.state, 'attack-gate', { unitId: st.id, gateId: 'g2' });
    expect(r.state.gates[1]).toMatchObject({ damage: 10, status: 'closed' });
    expect(r.state.pending[0]).toMatchObject({ kind: 'seal-gate', gateId: 'g2' });
    const sealed = act(r.state, 'seal-gate');
    expect(sealed.state.gates[1].status).toBe('sealed');
    expect(sealed.state.players[0].clues).toBe(0);
  });

  it('a closed (unsealed) gate frees its hex; a sealed one never opens again', async () => {
    const { availableHexes } = await import('../../../shared/rulesets/catan-horror/actions/gates');
    const s = clearMonsters(started());
    expect(availableHexes(s, 9)).toBe(1);
    expect(availableHexes({ ...s, gates: s.gates.map((g) => ({ ...g, status: 'closed' as const })) }, 9)).toBe(2);
    expect(availableHexes({ ...s, gates: s.gates.map((g) => ({ ...g, status: 'sealed' as const })) }, 9)).toBe(1);
  });

  it('monsters outlive their gate closing', () => {
    let s = atActions(started());
    s = { ...s, gates: s.gates.map((g) => ({ ...g, damage: 9 })) };
    const k = withKnight(s, 'ann', 'basic', 'Gate 9');
    const r = act(k.state, 'attack-gate', { unitId: k.id, gateId: 'g2' });
    expect(r.state.gates[1].status).toBe('closed');
    expect(r.state.monsters.find((m) => m.location === 'Gate 9')!.alive).toBe(true);
    expect(knight(r.state, k.id).alive).toBe(true);
  });
});

describe('monster movement', () => {
  it('each monster rolls: 4+ moves, fast 3+, stationary never rolls', () => {
    let s = clearMonsters(started());
    s = withMonster(s, 'Zombie', 'A').state;
    s = withMonster(s, 'Shoggoth', 'B').state;
    s = withMonster(s, 'Ghost', 'C').state;
    s = { ...s, phase: 'monster/move' };
    const offer = catanHorror.prompt(s).actions[0];
    expect(offer.dice?.dice).toHaveLength(2);
    const r = act(s, 'roll-monster-movement', {}, [3, 3]);
    const rolls = (r.events[0].data as { rolls: { name: string; moves: boolean }[] }).rolls;
    expect(rolls.map((x) => [x.name, x.moves])).toEqual([
      ['Zombie', false],
      ['Shoggoth', true],
    ]);
    expect(r.state.pending).toEqual([{ kind: 'monster-moves', moving: [r.state.monsters.find((m) => m.kind === 'Shoggoth')!.id] }]);
  });
});

describe('mad players and gates, mad players building monsters', () => {
  const withMad = (s: CatanHorrorState): CatanHorrorState => ({
    ...s,
    players: s.players.map((p) => (p.id === 'cid' ? { ...p, mad: true } : p)),
    towns: s.towns.map((t) => (t.owner === 'cid' ? { ...t, state: 'mad' as const } : t)),
  });

  it('with a mad player, the mad player picks the hex and may re-roll the location once (1 wheat)', () => {
    let s = act(withMad(clearMonsters(started())), 'end-combat').state;
    s = act(s, 'roll-production', {}, [1, 1, 'ship']).state;
    s = act(s, 'roll-gate-location', {}, [5, 6]).state;
    expect(catanHorror.prompt(s).actions.map((a) => a.type)).toEqual(['choose-gate-hex', 'roll-gate-hex', 'mad-reroll-gate']);
    s = act(s, 'mad-reroll-gate').state;
    expect(s.pending[0]).toEqual({ kind: 'gate-location', rerolled: true });
    s = act(s, 'roll-gate-location', {}, [4, 6]).state;
    expect(tryAct(s, 'mad-reroll-gate')).toMatchObject({ ok: false, error: { code: 'rules/no_mad_reroll' } });
    expect(tryAct(s, 'choose-gate-hex', { hex: 4 })).toMatchObject({ ok: false, error: { code: 'rules/no_such_hex' } });
    s = act(s, 'choose-gate-hex', { hex: 3 }).state;
    expect(s.pending[0]).toMatchObject({ kind: 'gate-token', number: 10, hex: 3 });
  });

  it('without a mad player nobody chooses: a die picks the hex', () => {
    let s = act(clearMonsters(started()), 'end-combat').state;
    s = act(s, 'roll-production', {}, [1, 1, 'ship']).state;
    s = act(s, 'roll-gate-location', {}, [5, 6]).state;
    expect(tryAct(s, 'choose-gate-hex', { hex: 1 })).toMatchObject({ ok: false, error: { code: 'rules/no_mad_player' } });
  });

  it('a mad player builds a monster on a town card, one build per point of toughness; it appears in the monster production step', () => {
    let s = withMad(clearMonsters(started()));
    s = { ...s, current: 2, phase: 'player/actions' };
    const cidCity = s.towns.find((t) => t.label === 'Cid City')!.id;
    s = act(s, 'mad-build-start', { townId: cidCity, kind: 'Ghoul' }).state;
    expect(tryAct(s, 'mad-build-start', { townId: cidCity, kind: 'Zombie' })).toMatchObject({
      ok: false,
      error: { code: 'rules/already_building' },
    });
    s = act(s, 'mad-build-add', { townId: cidCity }).state;
    expect(tryAct(s, 'mad-build-add', { townId: cidCity })).toMatchObject({ ok: false, error: { code: 'rules/build_complete' } });
    s = act(s, 'end-actions').state;
    s = act(s, 'roll-monster-movement', {}, []).state;
    const r = act(s, 'movement-done');
    expect(r.events.map((e) => e.type)).toContain('monster-appeared');
    expect(r.state.monsters.at(-1)).toMatchObject({ kind: 'Ghoul', location: 'Cid City' });
    expect(r.state.towns.find((t) => t.id === cidCity)!.building).toBeNull();
    expect(tryAct({ ...s, current: 0 }, 'mad-build-start', { townId: s.towns[0].id, kind: 'Ghoul' })).toMatchObject({ ok: false });
  });
});

describe('several mad players', () => {
  it('divide their mad towns as they agree; a sane player cannot be handed one', () => {
    let s = atActions(clearMonsters(started()));
    s = {
      ...s,
      players: s.players.map((p) => (p.id !== 'ann' ? { ...p, mad: true } : p)),
      towns: s.towns.map((t) => (t.owner !== 'ann' ? { ...t, state: 'mad' as const } : t)),
    };
    const benCity = s.towns.find((t) => t.label === 'Ben City')!.id;
    const offer = catanHorror.prompt(s).actions.find((a) => a.type === 'mad-town-to');
    expect(offer).toBeUndefined(); // Ann, sane, is the current player: her builds only
    const r = act({ ...s, phase: 'wrapup' }, 'mad-town-to', { townId: benCity, owner: 'cid' });
    expect(r.state.towns.find((t) => t.id === benCity)!.owner).toBe('cid');
    expect(tryAct({ ...s, phase: 'wrapup' }, 'mad-town-to', { townId: benCity, owner: 'ann' })).toMatchObject({
      ok: false,
      error: { code: 'rules/mad_players_divide' },
    });
  });
});
