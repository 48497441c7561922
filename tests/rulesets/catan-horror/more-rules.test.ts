import { describe, expect, it } from 'vitest';
import { catanHorror } from '../../../shared/rulesets/catan-horror';
import { squadKillOdds } from '../../../shared/rulesets/catan-horror/prompt';
import { allocateSquadDice, foeById } from '../../../shared/rulesets/catan-horror/rules/combat';
import { hideModifiers } from '../../../shared/rulesets/catan-horror/rules/checks';
import { unitById } from '../../../shared/rulesets/catan-horror/rules/knights';
import type { CatanHorrorState } from '../../../shared/rulesets/catan-horror/state';
import { act, atActions, clearMonsters, knight, started, types, withKnight, withMonster } from './helpers';

const toMonsterTurn = (s: CatanHorrorState): CatanHorrorState => ({
  ...s,
  phase: 'monster/report',
  pending: [{ kind: 'monster-moves', moving: ['m3'] }],
});

describe('nightmarish and overwhelming monsters assaulting a town', () => {
  it('a Dhole (nightmarish 1, overwhelming 1) at a defended city deals 1 horror and 1 structural each monster turn, though it has not invaded', () => {
    let s = clearMonsters(started());
    s = withMonster(s, 'Dhole', 'Ann City').state;
    expect(s.towns[0].state).toBe('sane');
    s = act(toMonsterTurn(s), 'monster-moved', { foeId: 'm3', to: 'Ann City' }).state;
    expect(s.towns[0].state).toBe('assaulted');
    const r = act(s, 'movement-done');
    expect(r.state.towns[0]).toMatchObject({ horror: 1, structural: 1, walls: true, state: 'assaulted' });
  });

  it('with only walls left to defend it, structural damage costs the walls and the town is invaded', () => {
    let s = clearMonsters(started());
    s = { ...s, knights: s.knights.map((k) => (k.owner === 'ann' ? { ...k, location: 'Road' } : k)) };
    s = withMonster(s, 'Gug', 'Ann City').state;
    s = act(toMonsterTurn(s), 'monster-moved', { foeId: 'm3', to: 'Ann City' }).state;
    expect(s.towns[0].state).toBe('assaulted');
    const r = act(s, 'movement-done');
    const order = ['walls-sacrificed', 'town-damaged', 'town-invaded'].map((t) => types(r.events).indexOf(t));
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]))).toBe(true);
    expect(r.state.towns[0]).toMatchObject({ walls: false, structural: 1, state: 'invaded' });
  });
});

describe('sanity in invaded towns and squads', () => {
  it('every knight in an invaded town, each member of a squad too, takes 1 sanity at the end of the turn', () => {
    let s = atActions(clearMonsters(started()));
    const strong = withKnight(s, 'ben', 'strong', 'Ann Farm', { hidden: true });
    const basic = withKnight(strong.state, 'ben', 'basic', 'Ann Farm', { hidden: true });
    s = {
      ...basic.state,
      squads: [{ id: 's1', owner: 'ben', members: [strong.id, basic.id] }],
      knights: basic.state.knights.map((k) => ([strong.id, basic.id].includes(k.id) ? { ...k, squad: 's1' } : k)),
    };
    s = withMonster(s, 'Zombie', 'Ann Farm').state;
    s = act(toMonsterTurn(s), 'movement-done').state;
    expect(s.towns[1].state).toBe('invaded');
    expect([knight(s, strong.id).sanity, knight(s, basic.id).sanity]).toEqual([1, 1]);
  });

  it('a squad hides with its strongest member: Mighty + Basic against a Cultist in a town = 3 − 3 + 1', () => {
    let s = clearMonsters(started());
    const m = withKnight(s, 'ann', 'mighty', 'Ben Farm');
    const b = withKnight(m.state, 'ann', 'basic', 'Ben Farm');
    s = {
      ...b.state,
      squads: [{ id: 's1', owner: 'ann', members: [m.id, b.id] }],
      knights: b.state.knights.map((k) => ([m.id, b.id].includes(k.id) ? { ...k, squad: 's1' } : k)),
    };
    s = withMonster(s, 'Cultist', 'Ben Farm').state;
    expect(hideModifiers(s, unitById(s, 's1')!)).toEqual({ strength: 3, awareness: -3, town: 1, total: 1 });
  });
});

describe('mad knights are monsters', () => {
  it('a mad knight is a foe with combat and damage equal to its strength, horror 1, awareness 0; hits on it are knight damage', () => {
    let s = clearMonsters(started());
    const mad = withKnight(s, 'ben', 'strong', 'Moor', { madTurns: 2, madSince: 0, sanity: 3 });
    const ann = withKnight(mad.state, 'ann', 'mighty', 'Moor');
    s = { ...ann.state, phase: 'player/combat' };
    expect(foeById(s, mad.id)).toMatchObject({ type: 'mad-knight', combat: 2, horror: 1, awareness: 0, healthLeft: 3 });
    s = act(s, 'foe-strike', { foeId: mad.id, target: ann.id }).state;
    expect(knight(s, ann.id).damage).toBe(2);
    const r = act(s, 'knights-attack', { knightIds: [ann.id], foeId: mad.id }, [5]);
    expect(types(r.events)).toEqual(['knights-attacked', 'knight-hurt']);
    expect(knight(r.state, mad.id)).toMatchObject({ rank: 'strong', damage: 1, madTurns: 2 });
    expect(r.state.players[0].trophies).toEqual([]);
  });
});

describe('exact odds', () => {
  it("a squad's chance to kill every monster here matches counting all the ways its dice can fall", () => {
    const targets = [
      { cost: 3, health: 1 },
      { cost: 1, health: 2 },
    ];
    for (const [dice, needs] of [
      [4, 5],
      [5, 4],
      [6, 5],
    ] as const) {
      let wins = 0;
      let total = 0;
      const values = Array(dice).fill(1);
      const bump = () => {
        for (let i = 0; i < dice; i++) {
          if (values[i] < 6) {
            values[i]++;
            return true;
          }
          values[i] = 1;
        }
        return false;
      };
      do {
        total++;
        // the player picks the order after the roll: a win when either order kills both
        const killsAll = [
          [0, 1],
          [1, 0],
        ].some((order) => {
          const ordered = order.map((i) => ({ foeId: String(i), cost: targets[i].cost, hits: targets[i].health }));
          return allocateSquadDice(values, needs, ordered).every((a, k) => a.engaged && a.damage.length >= ordered[k].hits);
        });
        if (killsAll) wins++;
      } while (bump());
      expect(squadKillOdds(dice, needs, targets)).toBeCloseTo(wins / total, 12);
    }
  });

  it('every check offered carries its odds before the roll', () => {
    let s = atActions(clearMonsters(started()));
    s = withMonster(s, 'Zombie', 'Ann City').state;
    s = { ...s, towns: s.towns.map((t) => (t.label === 'Ben City' ? { ...t, state: 'mad' as const } : t)) };
    s = withKnight(s, 'ann', 'strong', 'Ben City').state;
    for (const a of catanHorror.prompt(s).actions) {
      if (
        ['hide', 'knights-attack', 'squad-attack', 'hide-check'].includes(a.type) ||
        (a.type === 'raze' && a.dice) ||
        (a.type === 'move' && a.dice)
      ) {
        expect(a.odds, a.type).toBeGreaterThan(0);
        expect(a.odds!, a.type).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('how far a knight may move', () => {
  it("strength in intersections, one more unhidden; a squad at its weakest knight's pace", () => {
    let s = atActions(clearMonsters(started()));
    const hidden = withKnight(s, 'ann', 'strong', 'Hill', { hidden: true });
    const m = withKnight(hidden.state, 'ann', 'mighty', 'Vale');
    const b = withKnight(m.state, 'ann', 'basic', 'Vale');
    s = {
      ...b.state,
      squads: [{ id: 's1', owner: 'ann', members: [m.id, b.id] }],
      knights: b.state.knights.map((k) => ([m.id, b.id].includes(k.id) ? { ...k, squad: 's1' } : k)),
    };
    const reach = (unitId: string) =>
      catanHorror.prompt(s).actions.find((a) => a.type === 'move' && (a.payload as { unitId: string }).unitId === unitId)!.params!.reach;
    expect(reach(hidden.id)).toBe(2);
    expect(reach('s1')).toBe(2);
    expect(reach(s.knights.find((k) => k.owner === 'ann' && k.rank === 'basic' && !k.squad)!.id)).toBe(2);
  });
});

describe('towns seen by monsters, and colonizing with a Basic knight', () => {
  it('illumination: a settlement is seen from 1 intersection, a city 2, a metropolis 3 (the board shows it per town)', async () => {
    const { ILLUMINATION } = await import('../../../shared/rulesets/catan-horror/rules/towns');
    expect(ILLUMINATION).toEqual({ settlement: 1, city: 2, metropolis: 3 });
  });

  it('a Basic knight that colonizes leaves the board, its piece back in the supply', () => {
    let s = atActions(clearMonsters(started()));
    const k = s.knights.find((x) => x.owner === 'ann')!;
    s = { ...s, knights: s.knights.map((x) => (x.id === k.id ? { ...x, location: 'Far Shore' } : x)) };
    const r = act(s, 'colonize', { knightId: k.id });
    expect(knight(r.state, k.id).alive).toBe(false);
    expect(r.state.towns.at(-1)).toMatchObject({ label: 'Far Shore', owner: 'ann', size: 'settlement' });
  });
});
