import { describe, expect, it } from 'vitest';
import { act, actAll, atActions, clearMonsters, knight, started, tryAct, withKnight, withMonster } from './helpers';
import { damageCap, freePieces, madnessTurns, sanityLimit, takeDamage } from '../../../shared/rulesets/catan-horror/rules/knights';

describe('knight cards: damage and demotion', () => {
  it('strength is Basic 1, Strong 2, Mighty 3, General 4; the most damage one blow can deal is the strength summed through every demotion', () => {
    expect(damageCap({ rank: 'basic', damage: 0 })).toBe(1);
    expect(damageCap({ rank: 'strong', damage: 0 })).toBe(3);
    expect(damageCap({ rank: 'mighty', damage: 0 })).toBe(6);
    expect(damageCap({ rank: 'general', damage: 0 })).toBe(10);
    expect(damageCap({ rank: 'mighty', damage: 2 })).toBe(4);
  });

  it('a Mighty knight that takes 3 damage is demoted to Strong and sheds those 3 damage', () => {
    const { state, id } = withKnight(clearMonsters(started()), 'ann', 'mighty', 'Road');
    const r = takeDamage(state, knight(state, id), 3);
    expect(r).toMatchObject({ rank: 'strong', damage: 0, died: false, demotions: ['mighty'] });
  });

  it('a Strong knight with 1 damage that takes 2 more becomes a Basic knight with 1 damage... which kills it, as a Basic dies on any damage', () => {
    const { state, id } = withKnight(clearMonsters(started()), 'ann', 'strong', 'Road', { damage: 1 });
    expect(takeDamage(state, knight(state, id), 1)).toMatchObject({ rank: 'basic', damage: 0, died: false });
    expect(takeDamage(state, knight(state, id), 2)).toMatchObject({ died: true, taken: 2 });
  });

  it('a Basic knight dies on any damage, and the rest of a bigger blow is lost (4-strength monster deals 1)', () => {
    const s = started();
    const basic = s.knights.find((k) => k.owner === 'ann')!;
    expect(takeDamage(s, basic, 4)).toMatchObject({ died: true, taken: 1 });
  });

  it('a demotion to a rank with no free piece kills the knight', () => {
    let s = clearMonsters(started());
    s = withKnight(s, 'ann', 'strong', 'Road').state;
    s = withKnight(s, 'ann', 'strong', 'Road').state;
    const m = withKnight(s, 'ann', 'mighty', 'Road');
    expect(freePieces(m.state, 'ann', 'strong')).toBe(0);
    expect(takeDamage(m.state, knight(m.state, m.id), 3)).toMatchObject({ died: true });
  });

  it('a General is demoted to Mighty on its own piece, needing no free Mighty piece', () => {
    let s = clearMonsters(started());
    s = withKnight(s, 'ann', 'mighty', 'Road').state;
    const g = withKnight(s, 'ann', 'general', 'Road');
    expect(freePieces(g.state, 'ann', 'mighty')).toBe(0);
    expect(takeDamage(g.state, knight(g.state, g.id), 4)).toMatchObject({ rank: 'mighty', damage: 0, died: false });
  });
});

describe('knight cards: sanity and madness', () => {
  it.each([
    ['basic', 2, 4],
    ['strong', 3, 3],
    ['mighty', 4, 2],
    ['general', 5, 1],
  ] as const)('a %s knight goes mad at %i sanity damage, for %i turns', (rank, at, turns) => {
    expect(sanityLimit(rank)).toBe(at);
    expect(madnessTurns(rank)).toBe(turns);
  });

  it('a knight in a mad town takes 1 sanity a monster turn, goes mad past its strength, and recovers with its sanity cleared after 5 - strength turns (rulings: Basic 4)', () => {
    let s = clearMonsters(started());
    const benCity = s.towns.find((t) => t.label === 'Ben City')!;
    s = { ...s, towns: s.towns.map((t) => (t.id === benCity.id ? { ...t, state: 'mad' as const } : t)) };
    const annKnight = s.knights.find((k) => k.owner === 'ann')!.id;
    s = { ...s, knights: s.knights.map((k) => (k.id === annKnight ? { ...k, location: 'Ben City' } : k)) };
    const turn = (st: typeof s) => {
      let x = act(atActions(st), 'end-actions').state;
      x = actAll(x, 'roll-monster-movement', {}, 1).state;
      x = act(x, 'movement-done').state;
      x = act(x, 'roll-mad-towns', {}, [1]).state;
      return act(x, 'end-turn').state;
    };
    s = turn(s);
    expect(knight(s, annKnight)).toMatchObject({ sanity: 1, madTurns: 0 });
    s = turn(s);
    expect(knight(s, annKnight)).toMatchObject({ sanity: 2, madTurns: 4 });
    for (const left of [3, 2, 1]) {
      s = turn(s);
      expect(knight(s, annKnight).madTurns).toBe(left);
    }
    s = turn(s);
    expect(knight(s, annKnight)).toMatchObject({ madTurns: 0, sanity: 0 });
  });

  it('a knight that goes mad leaves its squad (a squad of one breaks up)', () => {
    let s = atActions(clearMonsters(started()));
    const strong = withKnight(s, 'ann', 'strong', 'Ann City');
    s = strong.state;
    const basic = s.knights.find((k) => k.owner === 'ann' && k.rank === 'basic')!.id;
    s = act(s, 'form-squad', { leaderId: strong.id, memberIds: [basic] }).state;
    expect(knight(s, basic).squad).toBe('s1');
    s = {
      ...s,
      knights: s.knights.map((k) => (k.id === basic ? { ...k, sanity: 1 } : k)),
      towns: s.towns.map((t) => (t.label === 'Ann City' ? { ...t, state: 'mad' as const } : t)),
    };
    s = act(s, 'end-actions').state;
    s = act(s, 'roll-monster-movement', {}, []).state;
    s = act(s, 'movement-done').state;
    s = act(s, 'roll-mad-towns', {}, [1]).state;
    expect(knight(s, basic)).toMatchObject({ madTurns: 4, squad: null });
    expect(knight(s, strong.id).squad).toBeNull();
    expect(s.squads[0].members).toEqual([]);
  });

  it('Rest removes 1 damage and 1 sanity from one knight', () => {
    let s = atActions(clearMonsters(started()));
    const m = withKnight(s, 'ann', 'mighty', 'Road', { damage: 2, sanity: 2 });
    s = act(m.state, 'rest', { knightId: m.id }).state;
    expect(knight(s, m.id)).toMatchObject({ damage: 1, sanity: 1 });
    expect(s.actionsLeft).toBe(2);
  });

  it('Rest is refused for an unhurt knight, changing nothing', () => {
    const s = atActions(clearMonsters(started()));
    const k = s.knights.find((x) => x.owner === 'ann')!;
    expect(tryAct(s, 'rest', { knightId: k.id })).toMatchObject({ ok: false, error: { code: 'rules/nothing_to_heal' } });
  });
});

describe('knight cards: squads', () => {
  it('only a Strong or Mighty knight forms a squad, with weaker knights of its colour in its location', () => {
    let s = atActions(clearMonsters(started()));
    const basic = s.knights.find((k) => k.owner === 'ann')!.id;
    const other = withKnight(s, 'ann', 'basic', 'Ann City');
    s = other.state;
    expect(tryAct(s, 'form-squad', { leaderId: basic, memberIds: [other.id] })).toMatchObject({
      ok: false,
      error: { code: 'rules/squad_needs_strong' },
    });
    const strong = withKnight(s, 'ann', 'strong', 'Ann City');
    const bens = withKnight(strong.state, 'ben', 'basic', 'Ann City');
    expect(tryAct(bens.state, 'form-squad', { leaderId: strong.id, memberIds: [bens.id] })).toMatchObject({
      ok: false,
      error: { code: 'rules/not_your_knight_joins' },
    });
    const ok = act(bens.state, 'form-squad', { leaderId: strong.id, memberIds: [basic, other.id] });
    expect(ok.state.squads[0].members).toEqual([strong.id, basic, other.id]);
  });

  it('a squad moves as one for a single action, and other knights can join it', () => {
    let s = atActions(clearMonsters(started()));
    const strong = withKnight(s, 'ann', 'strong', 'Ann City');
    s = strong.state;
    const basic = s.knights.find((k) => k.owner === 'ann' && k.rank === 'basic')!.id;
    s = act(s, 'form-squad', { leaderId: strong.id, memberIds: [basic] }).state;
    s = act(s, 'move', { unitId: 's1', to: 'Crossroads', newPlace: true }).state;
    expect([knight(s, strong.id).location, knight(s, basic).location]).toEqual(['Crossroads', 'Crossroads']);
    const late = withKnight(s, 'ann', 'basic', 'Crossroads');
    s = act(late.state, 'join-squad', { knightId: late.id, squadId: 's1' }).state;
    expect(s.squads[0].members).toHaveLength(3);
    expect(s.actionsLeft).toBe(0);
  });

  it("a squad razes with its members' strength added up (Strong + 2 Basic = 4)", () => {
    let s = atActions(clearMonsters(started()));
    const strong = withKnight(s, 'ann', 'strong', 'Ann Farm');
    const b1 = withKnight(strong.state, 'ann', 'basic', 'Ann Farm');
    const b2 = withKnight(b1.state, 'ann', 'basic', 'Ann Farm', {});
    s = { ...b2.state, options: { ...b2.state.options, piecesPerRank: 3 } };
    s = act(s, 'form-squad', { leaderId: strong.id, memberIds: [b1.id, b2.id] }).state;
    s = act(s, 'raze', { unitId: 's1', townId: s.towns.find((t) => t.label === 'Ann Farm')!.id }).state;
    expect(s.towns.find((t) => t.label === 'Ann Farm')!.structural).toBe(4);
  });

  it('in a squad the weakest knight must fall first: a stronger member may be hurt, not killed, while a weaker one lives', () => {
    let s = clearMonsters(started());
    const strong = withKnight(s, 'ann', 'strong', 'Wilds', { damage: 0 });
    const basic = withKnight(strong.state, 'ann', 'basic', 'Wilds');
    s = atActions(basic.state);
    s = act(s, 'form-squad', { leaderId: strong.id, memberIds: [basic.id] }).state;
    const gug = withMonster(s, 'Gug', 'Wilds');
    s = { ...gug.state, phase: 'player/combat' };
    const killStrong = tryAct(s, 'foe-strike', { foeId: gug.id, target: strong.id });
    expect(killStrong).toMatchObject({ ok: false, error: { code: 'rules/squad_weakest_first' } });
    const r = act(s, 'foe-strike', { foeId: gug.id, target: basic.id });
    expect(knight(r.state, basic.id).alive).toBe(false);
    expect(r.state.squads[0].members).toEqual([]);
  });
});
