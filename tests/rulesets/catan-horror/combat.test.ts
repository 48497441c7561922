import { describe, expect, it } from 'vitest';
import { catanHorror } from '../../../shared/rulesets/catan-horror';
import {
  allocateSquadDice,
  foeById,
  groupDice,
  groupStrength,
  squadCombatStrength,
  strengthAgainst,
} from '../../../shared/rulesets/catan-horror/rules/combat';
import { act, atActions, clearMonsters, knight, started, tryAct, types, withKnight, withMonster, squadFacingBeasts } from './helpers';
import type { CatanHorrorState } from '../../../shared/rulesets/catan-horror/state';

const inCombat = (s: CatanHorrorState): CatanHorrorState => ({ ...s, phase: 'player/combat' });
const promptAction = (s: CatanHorrorState, type: string) => catanHorror.prompt(s).actions.filter((a) => a.type === type);

describe('seed example: squad combat strength', () => {
  it('a squad of 1 Basic and 2 Strong knights has combat strength 1 + 2 + 2 + 3 = 8', () => {
    let s = clearMonsters(started());
    const ids = ['basic', 'strong', 'strong'].map((rank) => {
      const r = withKnight(s, 'ann', rank as 'basic', 'Field');
      s = r.state;
      return r.id;
    });
    expect(squadCombatStrength(ids.map((id) => knight(s, id)))).toBe(8);
  });
});

describe('seed example: a Basic and a Strong knight against a monster of combat 2', () => {
  it('roll one die: combined strength 3 - 2 = 1, hitting on 5 or 6, after the monster strikes first', () => {
    let s = clearMonsters(started());
    const basic = s.knights.find((k) => k.owner === 'ann')!.id;
    s = { ...s, knights: s.knights.map((k) => (k.id === basic ? { ...k, location: 'Marsh' } : k)) };
    const strong = withKnight(s, 'ann', 'strong', 'Marsh');
    const squire = withKnight(strong.state, 'ann', 'basic', 'Marsh');
    const byakhee = withMonster(squire.state, 'Byakhee', 'Marsh');
    s = inCombat(byakhee.state);
    expect(groupDice([knight(s, basic), knight(s, strong.id)], foeById(s, byakhee.id)!, false)).toBe(1);
    expect(tryAct(s, 'knights-attack', { knightIds: [basic, strong.id], foeId: byakhee.id }, [5])).toMatchObject({
      ok: false,
      error: { code: 'rules/monsters_strike_first' },
    });
    s = act(s, 'foe-strike', { foeId: byakhee.id, target: squire.id }).state;
    expect(knight(s, squire.id).alive).toBe(false);
    const offer = promptAction(s, 'knights-attack')[0];
    expect(offer.dice?.dice).toHaveLength(1);
    expect(offer.odds).toBeCloseTo(1 / 3, 10);
  });

  it("a 5 is a hit: the Byakhee (toughness 1) dies and becomes Ann's trophy", () => {
    let s = clearMonsters(started());
    const basic = withKnight(s, 'ann', 'basic', 'Marsh');
    const strong = withKnight(basic.state, 'ann', 'strong', 'Marsh');
    const byakhee = withMonster(strong.state, 'Byakhee', 'Marsh');
    s = atActions(byakhee.state);
    const r = act(s, 'knights-attack', { knightIds: [basic.id, strong.id], foeId: byakhee.id }, [5]);
    expect(types(r.events)).toEqual(['knights-attacked', 'monster-killed']);
    expect(r.state.players[0].trophies).toEqual([{ kind: 'Byakhee', toughness: 1 }]);
    expect(r.state.actionsLeft).toBe(2);
  });
});

describe('seed example: a squad spends its 10 dice across three monsters', () => {
  it('1 and 2 overcome the first, both 6s kill it; 3 and a 4 overcome the second, two 5s kill it; a 4 and a 5 are left, not enough for the third', () => {
    const targets = ['a', 'b', 'c'].map((foeId) => ({ foeId, cost: 2, hits: 2 }));
    const dice = [6, 6, 5, 5, 5, 4, 4, 3, 2, 1];
    const alloc = allocateSquadDice(dice, 5, targets);
    expect(alloc[0].overcome.map((i) => dice[i])).toEqual([1, 2]);
    expect(alloc[0].damage.map((i) => dice[i])).toEqual([6, 6]);
    expect(alloc[1].overcome.map((i) => dice[i])).toEqual([3, 4]);
    expect(alloc[1].damage.map((i) => dice[i])).toEqual([5, 5]);
    expect(alloc[2].damage).toEqual([]);
  });

  it('played out: a Mighty and two Strong knights (7 strength + 3 members = 10 dice) kill two of three combat-2, toughness-2 monsters', () => {
    const facing = squadFacingBeasts(3);
    let s = facing.state;
    const { beasts } = facing;
    const offer = promptAction(s, 'squad-attack')[0];
    expect(offer.dice?.dice).toHaveLength(10);
    s = act(s, 'squad-attack', { squadId: 's1' }, [6, 6, 5, 5, 5, 4, 4, 3, 2, 1]).state;
    // after the roll the player picks the order: every order kills two here, the first one listed is offered first
    const orders = catanHorror.prompt(s).actions;
    expect(orders.every((a) => a.type === 'allocate-squad-dice' && a.params?.kills === 2)).toBe(true);
    const r = act(s, 'allocate-squad-dice', { order: beasts });
    const alloc = (r.events.find((e) => e.type === 'squad-attacked')!.data as { allocation: { overcome: number[]; damage: number[] }[] })
      .allocation;
    const dice = [6, 6, 5, 5, 5, 4, 4, 3, 2, 1];
    expect(alloc.map((a) => [a.overcome.map((i) => dice[i]), a.damage.map((i) => dice[i])])).toEqual([
      [
        [1, 2],
        [6, 6],
      ],
      [
        [3, 4],
        [5, 5],
      ],
      [[4, 5], []],
    ]);
    expect(r.state.monsters.filter((m) => beasts.includes(m.id)).map((m) => m.alive)).toEqual([false, false, true]);
    expect(r.state.players[0].trophies.map((t) => t.kind)).toEqual(['Night Beast', 'Night Beast']);
  });

  it("by the member rule the seed's own squad (2 Basic, Strong, Mighty) rolls 7 + 4 = 11 dice", () => {
    let s = clearMonsters(started());
    s = { ...s, options: { ...s.options, piecesPerRank: 3 } };
    const ids = ['basic', 'basic', 'strong', 'mighty'].map((rank) => {
      const r = withKnight(s, 'ann', rank as 'basic', 'Field');
      s = r.state;
      return r.id;
    });
    expect(squadCombatStrength(ids.map((id) => knight(s, id)))).toBe(11);
  });
});

describe('seed example: hiding from a Byakhee', () => {
  it('a Basic knight (strength 1) against awareness -2 has a -1 modifier: only a 6 hides it (1 in 6)', () => {
    let s = clearMonsters(started());
    const hidden = withKnight(s, 'ann', 'basic', 'Heath', { hidden: true });
    const byakhee = withMonster(hidden.state, 'Byakhee', 'Heath');
    s = inCombat(byakhee.state);
    const offer = promptAction(s, 'hide-check')[0];
    expect(offer.odds).toBeCloseTo(1 / 6, 10);
    const five = act(s, 'hide-check', { unitId: hidden.id }, [5]);
    expect(five.events[0].data).toMatchObject({ strength: 1, awareness: -2, town: 0, total: 4, success: false });
    expect(knight(five.state, hidden.id).hidden).toBe(false);
    const six = act(s, 'hide-check', { unitId: hidden.id }, [6]);
    expect(knight(six.state, hidden.id).hidden).toBe(true);
  });

  it('in a town the same knight gets +1 (a 5 or 6 hides it)', () => {
    let s = clearMonsters(started());
    const hidden = withKnight(s, 'ann', 'basic', 'Ben Farm', { hidden: true });
    const byakhee = withMonster(hidden.state, 'Byakhee', 'Ben Farm');
    s = inCombat(byakhee.state);
    expect(promptAction(s, 'hide-check')[0].odds).toBeCloseTo(2 / 6, 10);
  });

  it('a hidden knight must check before step 1 ends', () => {
    let s = clearMonsters(started());
    const hidden = withKnight(s, 'ann', 'basic', 'Heath', { hidden: true });
    s = inCombat(withMonster(hidden.state, 'Byakhee', 'Heath').state);
    expect(tryAct(s, 'end-combat')).toMatchObject({ ok: false, error: { code: 'rules/combat_unresolved' } });
  });
});

describe('weapons, resistance and immunity', () => {
  it('Basic knights use physical weapons, Strong magical, Mighty the better of both; a group adds halves, then rounds down', () => {
    let s = clearMonsters(started());
    const dark = withMonster(s, 'Dark Young', 'Grove');
    s = dark.state;
    const foe = foeById(s, dark.id)!;
    const b = withKnight(s, 'ann', 'basic', 'Grove');
    const st = withKnight(b.state, 'ann', 'strong', 'Grove');
    const m = withKnight(st.state, 'ann', 'mighty', 'Grove');
    s = m.state;
    expect(strengthAgainst(knight(s, b.id), foe)).toBe(0.5);
    expect(strengthAgainst(knight(s, st.id), foe)).toBe(2);
    expect(strengthAgainst(knight(s, m.id), foe)).toBe(3);
    expect(groupStrength([knight(s, b.id), knight(s, st.id)], foe)).toBe(2);
  });

  it('immunity makes a knight count 0 (a Basic knight against a Fire Vampire)', () => {
    const s = clearMonsters(started());
    const fv = withMonster(s, 'Fire Vampire', 'Grove');
    const b = withKnight(fv.state, 'ann', 'basic', 'Grove');
    expect(strengthAgainst(knight(b.state, b.id), foeById(b.state, fv.id)!)).toBe(0);
  });
});

describe('the Attack action and the combat step', () => {
  it('the Attack action always gives at least one die, even against a stronger monster, and costs an action', () => {
    let s = clearMonsters(started());
    const b = withKnight(s, 'ann', 'basic', 'Pass');
    const gug = withMonster(b.state, 'Gug', 'Pass');
    s = atActions(gug.state);
    const offer = promptAction(s, 'knights-attack')[0];
    expect(offer.dice?.dice).toHaveLength(1);
    const r = act(s, 'knights-attack', { knightIds: [b.id], foeId: gug.id }, [6]);
    expect(r.state.actionsLeft).toBe(2);
    expect(r.state.monsters.find((m) => m.id === gug.id)!.wounds).toBe(1);
    // having been attacked, the Gug strikes back before the actions end
    expect(tryAct(r.state, 'end-actions')).toMatchObject({ ok: false, error: { code: 'rules/strike_back_first' } });
    const back = act(r.state, 'foe-strike', { foeId: gug.id, target: b.id });
    expect(knight(back.state, b.id).alive).toBe(false);
  });

  it('without the Attack action a weaker group has no dice at all', () => {
    let s = clearMonsters(started());
    const b = withKnight(s, 'ann', 'basic', 'Pass');
    const gug = withMonster(b.state, 'Gug', 'Pass');
    s = inCombat(gug.state);
    s = act(s, 'foe-strike', { foeId: gug.id, target: b.id }).state;
    expect(promptAction(s, 'knights-attack')).toHaveLength(0);
  });

  it('each knight attacks once a turn', () => {
    let s = clearMonsters(started());
    const st = withKnight(s, 'ann', 'strong', 'Pass');
    const ghoul = withMonster(st.state, 'Zombie', 'Pass');
    s = atActions(ghoul.state);
    s = act(s, 'knights-attack', { knightIds: [st.id], foeId: ghoul.id }, [1]).state;
    expect(tryAct(s, 'knights-attack', { knightIds: [st.id], foeId: ghoul.id }, [6])).toMatchObject({
      ok: false,
      error: { code: 'rules/already_attacked' },
    });
  });
});

describe('towns under assault', () => {
  it('a monster reaching a defended town assaults it; its defenders hit on 4+', () => {
    let s = clearMonsters(started());
    const annKnight = s.knights.find((k) => k.owner === 'ann')!.id;
    s = { ...s, knights: s.knights.map((k) => (k.id === annKnight ? { ...k, rank: 'strong' as const } : k)) };
    const ghoul = withMonster(s, 'Ghoul', 'Gate 4');
    s = { ...ghoul.state, phase: 'monster/report', pending: [{ kind: 'monster-moves', moving: [ghoul.id] }] };
    const moved = act(s, 'monster-moved', { foeId: ghoul.id, to: 'Ann City' });
    // The knight in the town chooses first (fight / hide / flee); staying to fight makes it an assault.
    expect(types(moved.events)).toEqual(['monster-moved']);
    const r = act(moved.state, 'respond-to-monster', { unitId: annKnight, response: 'fight' });
    expect(types(r.events)).toEqual(['monster-response', 'town-assaulted']);
    s = inCombat(r.state);
    s = act(s, 'foe-strike', { foeId: ghoul.id, target: 'walls' }).state;
    expect(s.towns.find((t) => t.label === 'Ann City')).toMatchObject({ walls: false, state: 'assaulted' });
    const offer = promptAction(s, 'knights-attack')[0];
    expect(offer.params).toMatchObject({ needs: 4, dice: 1 });
    expect(offer.odds).toBeCloseTo(0.5, 10);
    const hit = act(s, 'knights-attack', { knightIds: [annKnight], foeId: ghoul.id }, [4]);
    expect(types(hit.events)).toEqual(['knights-attacked', 'monster-killed', 'town-freed']);
  });

  it('a monster reaching an undefended town invades it: it produces nothing and takes horror and structural damage each monster turn', () => {
    let s = clearMonsters(started());
    const gug = withMonster(s, 'Gug', 'Gate 4');
    s = { ...gug.state, phase: 'monster/report', pending: [{ kind: 'monster-moves', moving: [gug.id] }] };
    s = act(s, 'monster-moved', { foeId: gug.id, to: 'Ben Farm' }).state;
    expect(s.towns.find((t) => t.label === 'Ben Farm')!.state).toBe('invaded');
    const r = act(s, 'movement-done');
    const farm = r.state.towns.find((t) => t.label === 'Ben Farm')!;
    // Gug: horror 2, combat 4 → the settlement (limit 5) has 2 horror and 4 structural
    expect([farm.horror, farm.structural, farm.state]).toEqual([2, 4, 'invaded']);
    let t = act(r.state, 'end-turn').state;
    t = act(t, 'end-combat').state;
    const prod = act(t, 'roll-production', {}, [3, 4, 'ship']);
    expect(prod.events[0].data).toMatchObject({ total: 7, invaded: ['Ben Farm'] });
  });

  it('knights in a town with walls only: the walls must be given up and then the town is invaded', () => {
    let s = clearMonsters(started());
    s = { ...s, knights: s.knights.map((k) => (k.owner === 'ann' ? { ...k, location: 'Elsewhere' } : k)) };
    const ghoul = withMonster(s, 'Ghoul', 'Gate 4');
    s = { ...ghoul.state, phase: 'monster/report', pending: [{ kind: 'monster-moves', moving: [ghoul.id] }] };
    s = act(s, 'monster-moved', { foeId: ghoul.id, to: 'Ann City' }).state;
    expect(s.towns.find((t) => t.label === 'Ann City')!.state).toBe('assaulted');
    s = inCombat(s);
    const r = act(s, 'foe-strike', { foeId: ghoul.id, target: 'walls' });
    expect(types(r.events)).toEqual(['walls-sacrificed', 'town-invaded']);
  });
});
