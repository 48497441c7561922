import { describe, expect, it } from 'vitest';
import { catanHorror } from '../../../shared/rulesets/catan-horror';
import type { CatanHorrorState } from '../../../shared/rulesets/catan-horror/state';
import { act, actAll, atActions, clearMonsters, fresh, knight, started, tryAct, types, withKnight, withMonster } from './helpers';

const refusedUnchanged = (
  s: CatanHorrorState,
  type: string,
  payload: Record<string, unknown>,
  code: string,
  values: (number | string)[] = [],
) => {
  const before = JSON.stringify(s);
  expect(tryAct(s, type, payload, values)).toMatchObject({ ok: false, error: { code } });
  expect(JSON.stringify(s)).toBe(before);
};

describe('the turn, step by step', () => {
  it('player turn (combat, production, 3 knight actions), monster turn, wrap-up, then the next player', () => {
    let s = clearMonsters(started());
    expect(catanHorror.prompt(s).phase).toBe('catan-horror/phase/player/combat');
    s = act(s, 'end-combat').state;
    expect(catanHorror.prompt(s).actions[0]).toMatchObject({ type: 'roll-production', primary: true });
    s = act(s, 'roll-production', {}, [2, 3, 'ship']).state;
    expect(s.phase).toBe('player/actions');
    s = act(s, 'end-actions').state;
    s = actAll(s, 'roll-monster-movement', {}, 1).state;
    s = act(s, 'movement-done').state;
    expect(s.phase).toBe('wrapup');
    s = act(s, 'end-turn').state;
    expect([s.turn, s.players[s.current].name, s.phase, s.actionsLeft]).toEqual([2, 'Ben', 'player/combat', 3]);
  });

  it('actions out of their step are refused and change nothing', () => {
    const s = clearMonsters(started());
    refusedUnchanged(s, 'roll-production', {}, 'rules/wrong_phase', [1, 2, 'ship']);
    refusedUnchanged(s, 'end-turn', {}, 'rules/wrong_phase');
    refusedUnchanged(fresh(), 'end-combat', {}, 'rules/wrong_phase');
  });

  it('bad input is refused and changes nothing', () => {
    const s = atActions(clearMonsters(started()));
    refusedUnchanged(s, 'move', { unitId: 'k1' }, 'rules/invalid_input');
    refusedUnchanged(s, 'move', { unitId: 'k1', to: '' }, 'rules/invalid_input');
    // The payload is read only once the action is available (engine v2): an open-gate is asked for first.
    refusedUnchanged(
      { ...s, pending: [{ kind: 'gate-token', number: 5, hex: null, label: null }] },
      'open-gate',
      { modifier: 9 },
      'rules/invalid_input',
    );
    refusedUnchanged(s, 'move', { unitId: 'k2', to: 'Somewhere', newPlace: true }, 'rules/not_your_knight');
    refusedUnchanged(s, 'roll-production', {}, 'rules/wrong_phase', [1, 2, 'ship']);
  });

  it('a die value the die cannot show is refused (the event die has ship / trade / politics / science)', () => {
    const s = act(clearMonsters(started()), 'end-combat').state;
    refusedUnchanged(s, 'roll-production', {}, 'dice/invalid_value', [1, 2, 'barbarian']);
    refusedUnchanged(s, 'roll-production', {}, 'dice/invalid_value', [7, 2, 'ship']);
  });

  it('a gate must be answered before anything else', () => {
    let s = act(clearMonsters(started()), 'end-combat').state;
    s = act(s, 'roll-production', {}, [1, 1, 'trade']).state;
    refusedUnchanged(s, 'end-actions', {}, 'rules/answer_pending');
    expect(catanHorror.prompt(s).actions[0]).toMatchObject({ type: 'roll-gate-location', primary: true });
  });
});

describe('knight actions', () => {
  it('a player has 3 knight actions a turn, shared by all knights', () => {
    let s = atActions(clearMonsters(started()));
    const k = s.knights.find((x) => x.owner === 'ann')!.id;
    s = act(s, 'move', { unitId: k, to: 'A', newPlace: true }).state;
    s = act(s, 'move', { unitId: k, to: 'B', newPlace: true }).state;
    s = act(s, 'move', { unitId: k, to: 'C', newPlace: true }).state;
    refusedUnchanged(s, 'move', { unitId: k, to: 'D', newPlace: true }, 'rules/no_actions_left');
  });

  it('Harvest costs 2 actions (two resources at strength 3+), Militia and Colonize 3', () => {
    const s = atActions(clearMonsters(started()));
    const m = withKnight(s, 'ann', 'mighty', 'Coast');
    const h = act(m.state, 'harvest', { unitId: m.id });
    expect(h.events[0].data).toMatchObject({ resources: 2 });
    expect(h.state.actionsLeft).toBe(1);
    refusedUnchanged(h.state, 'militia', { townId: 't1' }, 'rules/no_actions_left');
    const col = act(m.state, 'colonize', { knightId: m.id });
    expect(col.state.towns.at(-1)).toMatchObject({ label: 'Coast', size: 'settlement', owner: 'ann' });
    expect(knight(col.state, m.id)).toMatchObject({ rank: 'strong', alive: true });
    expect(col.state.actionsLeft).toBe(0);
  });

  it("leaving a monster's location needs a Hide check; failing wastes the action", () => {
    let s = atActions(clearMonsters(started()));
    const k = s.knights.find((x) => x.owner === 'ann')!.id;
    s = withMonster(s, 'Cultist', 'Ann City').state;
    const offer = catanHorror.prompt(s).actions.find((a) => a.type === 'move')!;
    expect(offer.odds).toBeCloseTo(1 / 6, 10); // strength 1, Cultist awareness -3, +1 in a town: -1, so only a 6
    const fail = act(s, 'move', { unitId: k, to: 'Road', newPlace: true }, [2]);
    expect(knight(fail.state, k).location).toBe('Ann City');
    expect(fail.state.actionsLeft).toBe(2);
  });

  it('recruits and militia appear at the end of the turn as Basic knights; one recruit per town per turn', () => {
    let s = atActions(clearMonsters(started()));
    const st = withKnight(s, 'ann', 'strong', 'Ann City');
    s = act(st.state, 'recruit', { unitId: st.id }).state;
    refusedUnchanged(s, 'recruit', { unitId: st.id }, 'rules/one_recruit_per_town');
    expect(s.knights.filter((k) => k.owner === 'ann')).toHaveLength(2);
    s = act(s, 'end-actions').state;
    s = act(s, 'roll-monster-movement', {}, []).state;
    s = act(s, 'movement-done').state;
    expect(s.knights.filter((k) => k.owner === 'ann' && k.rank === 'basic').map((k) => k.location)).toEqual(['Ann City', 'Ann City']);
  });

  it('militia is refused when the player has no Basic piece left', () => {
    let s = atActions(clearMonsters(started()));
    s = withKnight(s, 'ann', 'basic', 'Ann Farm').state;
    refusedUnchanged(s, 'militia', { townId: 't2' }, 'rules/no_basic_piece');
  });

  it('a Basic knight cannot recruit', () => {
    const s = atActions(clearMonsters(started()));
    refusedUnchanged(s, 'recruit', { unitId: s.knights.find((x) => x.owner === 'ann')!.id }, 'rules/recruit_needs_strong');
  });
});

describe('trophies, clues and Generals', () => {
  it('5 toughness of trophies buys a clue; a clue buys an extra knight action', () => {
    let s = atActions(clearMonsters(started()));
    s = {
      ...s,
      players: s.players.map((p) =>
        p.id === 'ann'
          ? {
              ...p,
              trophies: [
                { kind: 'Gug', toughness: 3 },
                { kind: 'Zombie', toughness: 1 },
                { kind: 'Ghoul', toughness: 1 },
              ],
            }
          : p,
      ),
    };
    refusedUnchanged(s, 'buy-clue', { player: 'ann', trophies: [0, 1] }, 'rules/not_enough_trophies');
    const offer = catanHorror.prompt(s).actions.find((a) => a.type === 'buy-clue')!;
    s = act(s, 'buy-clue', offer.payload).state;
    expect(s.players[0]).toMatchObject({ clues: 1, trophies: [] });
    s = act(s, 'spend-clue-for-action').state;
    expect([s.actionsLeft, s.players[0].clues]).toEqual([4, 0]);
  });

  it('a trophy spent on a check adds its toughness', () => {
    let s = clearMonsters(started());
    const hidden = withKnight(s, 'ann', 'basic', 'Heath', { hidden: true });
    s = { ...withMonster(hidden.state, 'Byakhee', 'Heath').state, phase: 'player/combat' };
    s = { ...s, players: s.players.map((p) => (p.id === 'ann' ? { ...p, trophies: [{ kind: 'Gug', toughness: 3 }] } : p)) };
    const r = act(s, 'hide-check', { unitId: hidden.id, trophy: 0 }, [3]); // 3 + 1 - 2 + 3
    expect(r.events[0].data).toMatchObject({ total: 5, success: true, trophyBonus: 3 });
    expect(r.state.players[0].trophies).toEqual([]);
  });

  it('a General needs the Fortress, stands on a sane city, and is at most one per player', () => {
    let s = atActions(clearMonsters(started()));
    refusedUnchanged(s, 'make-general', { townId: 't1' }, 'rules/needs_fortress');
    s = act(s, 'set-fortress', { player: 'ann', has: true }).state;
    s = act(s, 'make-general', { townId: 't1' }).state;
    expect(s.knights.at(-1)).toMatchObject({ rank: 'general', location: 'Ann City', owner: 'ann' });
    refusedUnchanged(s, 'make-general', { townId: 't1' }, 'rules/one_general');
  });

  it('promotion needs a free piece of the higher rank; others promote in the special building phase', () => {
    let s = atActions(clearMonsters(started()));
    const k = s.knights.find((x) => x.owner === 'ann')!.id;
    const ben = s.knights.find((x) => x.owner === 'ben')!.id;
    refusedUnchanged(s, 'promote', { knightId: ben }, 'rules/others_build_in_wrapup');
    s = act(s, 'promote', { knightId: k }).state;
    expect(knight(s, k).rank).toBe('strong');
    s = act(s, 'end-actions').state;
    s = act(s, 'roll-monster-movement', {}, []).state;
    s = act(s, 'movement-done').state;
    s = act(s, 'promote', { knightId: ben }).state;
    expect(knight(s, ben).rank).toBe('strong');
  });
});

describe('library', () => {
  it("players change a monster's stats and add new monsters; each change is an event", () => {
    let s = fresh();
    const r = act(s, 'library-set', {
      name: 'Byakhee',
      movement: 'flying',
      awareness: -1,
      horrorDamage: 1,
      combatDamage: 2,
      toughness: 1,
      physical: 'none',
      magical: 'none',
      nightmarish: 0,
      overwhelming: 0,
      count: 3,
    });
    expect(types(r.events)).toEqual(['library-monster-changed']);
    s = r.state;
    expect(s.library.find((k) => k.name === 'Byakhee')!.awareness).toBe(-1);
    s = act(s, 'library-remove', { name: 'Chthonian' }).state;
    expect(s.library.some((k) => k.name === 'Chthonian')).toBe(false);
  });

  it('special-movement (green) monsters are drawn again unless the option allows them', () => {
    let s = clearMonsters(started());
    s = { ...s, pending: [{ kind: 'place-monster', location: 'Gate 4', reason: 'gate', minToughness: 0 }] };
    refusedUnchanged(s, 'place-monster', { kind: 'Chthonian' }, 'rules/redraw_special_movement');
    const allowed = { ...s, options: { ...s.options, specialMovementMonsters: true } };
    expect(act(allowed, 'place-monster', { kind: 'Chthonian' }).state.monsters.at(-1)!.kind).toBe('Chthonian');
  });
});

describe('mad players and the end of the game', () => {
  it('a sane player with more than 10 points, declared on their turn, is the sole winner', () => {
    const s = atActions(clearMonsters(started()));
    refusedUnchanged(s, 'declare-victory', { player: 'ben' }, 'rules/claim_on_own_turn');
    const r = act(s, 'declare-victory', { player: 'ann' });
    expect(catanHorror.outcome!(r.state)).toMatchObject({
      result: 'won',
      code: 'catan-horror/outcome/sole-winner',
      params: { player: 'Ann' },
    });
  });

  it('every town mad: Catan has fallen', () => {
    let s = atActions(clearMonsters(started()));
    s = { ...s, towns: s.towns.map((t) => (t.label === 'Cid Farm' ? t : { ...t, state: 'mad' as const })) };
    const farm = s.towns.find((t) => t.label === 'Cid Farm')!;
    s = { ...s, towns: s.towns.map((t) => (t.id === farm.id ? { ...t, horror: 4 } : t)) };
    s = withMonster(s, 'Zombie', 'Cid Farm').state;
    s = withKnight(s, 'cid', 'mighty', 'Cid Farm', { hidden: true }).state;
    s = { ...s, phase: 'monster/report' };
    const r = act(s, 'movement-done');
    expect(r.state.winner).toMatchObject({ code: 'catan-fallen' });
    expect(catanHorror.outcome!(r.state)).toMatchObject({ result: 'lost' });
  });

  it('all mad towns destroyed, all gates closed, all monsters dead: the Settlers win', () => {
    let s = atActions(started());
    s = {
      ...s,
      gates: s.gates.map((g) => (g.label === 'Gate 4' ? { ...g, status: 'closed' as const } : { ...g, damage: 9 })),
      monsters: s.monsters.map((m) => ({ ...m, alive: false })),
    };
    const k = withKnight(s, 'ann', 'basic', 'Gate 9');
    const r = act(k.state, 'attack-gate', { unitId: k.id, gateId: 'g2' });
    const done = act(r.state, 'leave-unsealed');
    expect(types(done.events)).toContain('game-ended');
    expect(catanHorror.outcome!(done.state)).toMatchObject({ result: 'won', code: 'catan-horror/outcome/catan-freed' });
  });

  it('a player whose towns and knights are all gone falls; with the option, becomes a mad player instead', () => {
    const wipe = (s: CatanHorrorState) => ({
      ...s,
      phase: 'monster/report' as const,
      towns: s.towns.map((t) => (t.owner === 'cid' ? { ...t, state: 'destroyed' as const } : t)),
      knights: s.knights.map((k) => (k.owner === 'cid' ? { ...k, alive: false } : k)),
    });
    const fell = act(wipe(clearMonsters(started())), 'movement-done');
    expect(types(fell.events)).toContain('player-fell');
    const mad = act(wipe(clearMonsters(started({ deadBecomeMad: true }))), 'movement-done');
    expect(types(mad.events)).toContain('player-went-mad');
    expect(mad.state.players[2]).toMatchObject({ mad: true, dead: false });
  });

  it('a player whose towns and knights are all mad becomes a mad player and takes over other mad towns', () => {
    let s = clearMonsters(started());
    s = {
      ...s,
      phase: 'monster/report',
      towns: s.towns.map((t) => (t.owner === 'cid' || t.label === 'Ben Farm' ? { ...t, state: 'mad' as const } : t)),
      knights: s.knights.map((k) => (k.owner === 'cid' ? { ...k, madTurns: 2 } : k)),
    };
    const r = act(s, 'movement-done');
    const ev = r.events.find((e) => e.type === 'player-went-mad')!;
    expect(ev.data).toMatchObject({ player: 'cid', takes: ['Ben Farm'] });
    expect(r.state.towns.find((t) => t.label === 'Ben Farm')!.owner).toBe('cid');
    refusedUnchanged(
      { ...r.state, phase: 'player/actions', current: 2 },
      'declare-victory',
      { player: 'cid' },
      'rules/mad_cannot_win_on_points',
    );
  });

  it('with the option, one player starts mad: its towns are mad towns and its knight stays mad while the player is', () => {
    let s = fresh({ startMadPlayer: true });
    for (const p of ['ann', 'ben', 'cid']) s = act(s, 'add-town', { owner: p, label: `${p} city`, size: 'city' }).state;
    expect(catanHorror.prompt(s).actions[0].fields?.[0]).toMatchObject({ name: 'madPlayer' });
    s = act(s, 'begin', { madPlayer: 'cid' }).state;
    expect(s.players[2].mad).toBe(true);
    expect(s.towns[2].state).toBe('mad');
    const cidKnight = s.knights.find((k) => k.owner === 'cid')!;
    expect(cidKnight.madTurns).toBe(4);
    s = {
      ...s,
      phase: 'monster/sanity',
      turn: 3,
      pending: [],
      gates: [{ id: 'g1', number: 4, label: 'G', modifier: 0, damage: 0, status: 'open' }],
    };
    s = act({ ...s, phase: 'monster/report' }, 'movement-done').state;
    s = act(s, 'roll-mad-towns', {}, [1]).state;
    expect(s.phase).toBe('wrapup');
    expect(knight(s, cidKnight.id).madTurns).toBe(4);
    expect(tryAct(fresh(), 'begin', { madPlayer: 'cid' })).toMatchObject({ ok: false });
  });

  it("when a monster kills a sane knight, a mad player is reminded to draw a resource from its owner's hand", () => {
    let s = clearMonsters(started());
    s = { ...s, players: s.players.map((p) => (p.id === 'cid' ? { ...p, mad: true } : p)) };
    const b = withKnight(s, 'ann', 'basic', 'Heath');
    const gug = withMonster(b.state, 'Gug', 'Heath');
    const r = act({ ...gug.state, phase: 'player/combat' }, 'foe-strike', { foeId: gug.id, target: b.id });
    expect(r.events.find((e) => e.type === 'knight-killed')!.data).toMatchObject({ madReward: ['Cid'], ownerName: 'Ann' });
  });
});

describe('building towns during play', () => {
  it('the current player builds a settlement in step 3; others only in the wrap-up', () => {
    const s = atActions(clearMonsters(started()));
    expect(tryAct(s, 'add-town', { owner: 'ben', label: 'Ben Hamlet', size: 'settlement' })).toMatchObject({
      ok: false,
      error: { code: 'rules/others_build_in_wrapup' },
    });
    expect(tryAct(s, 'add-town', { owner: 'ann', label: 'Ann Hamlet', size: 'city' })).toMatchObject({
      ok: false,
      error: { code: 'rules/build_settlement_first' },
    });
    const built = act(s, 'add-town', { owner: 'ann', label: 'Ann Hamlet', size: 'settlement' });
    expect(built.state.towns.at(-1)).toMatchObject({ label: 'Ann Hamlet', size: 'settlement', walls: false, owner: 'ann' });
    const wrap = act({ ...s, phase: 'wrapup' }, 'add-town', { owner: 'ben', label: 'Ben Hamlet', size: 'settlement' });
    expect(wrap.state.towns.at(-1)!.owner).toBe('ben');
  });
});

describe('Generals and Mighty knights', () => {
  it('no promotion to Mighty gives a player a General and two Mighty knights, however many pieces the table has', () => {
    let s = atActions(clearMonsters(started({ piecesPerRank: 3 })));
    s = { ...s, players: s.players.map((p) => (p.id === 'ann' ? { ...p, hasFortress: true } : p)) };
    s = withKnight(s, 'ann', 'general', 'Ann City').state;
    s = withKnight(s, 'ann', 'mighty', 'Ann City').state;
    const strong = withKnight(s, 'ann', 'strong', 'Ann City');
    expect(tryAct(strong.state, 'promote', { knightId: strong.id })).toMatchObject({
      ok: false,
      error: { code: 'rules/general_and_two_mighty' },
    });
  });
});
