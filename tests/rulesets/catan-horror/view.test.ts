/** The table view: the figures the renderer shows are the ruleset's own (the same odds the prompt offers). */
import { describe, expect, it } from 'vitest';
import { catanHorror } from '../../../shared/rulesets/catan-horror';
import { groupKey, tableView } from '../../../shared/rulesets/catan-horror/view';
import { act, atActions, clearMonsters, started, tryAct, withKnight, withMonster } from './helpers';

describe('table view', () => {
  it("002:556 a Basic and a Strong knight against a 2-strength monster roll 1 die: the resolver shows the prompt's own odds for that group", () => {
    let s = atActions(clearMonsters(started()));
    const basic = withKnight(s, 'ann', 'basic', 'Marsh');
    const strong = withKnight(basic.state, 'ann', 'strong', 'Marsh');
    const zombie = withMonster(strong.state, 'Zombie', 'Marsh');
    s = zombie.state;
    const fight = tableView(s).fights.find((f) => f.location === 'Marsh')!;
    const both = fight.odds[groupKey([basic.id, strong.id])][zombie.id];
    const offered = catanHorror.prompt(s).actions.find((a) => a.type === 'knights-attack' && a.payload?.foeId === zombie.id)!;
    expect(both.dice).toBe(1);
    expect(offered.params).toMatchObject({ dice: 1, needs: 5 });
    expect(both.kill).toBeCloseTo(offered.odds!, 12);
    expect(fight.defaultGroup.sort()).toEqual([basic.id, strong.id].sort());
  });

  it("shows each town's limits and whether it counts, each player's free pieces, and the cup", () => {
    const s = started();
    const view = tableView(s);
    expect(view.towns.find((t) => t.label === 'Ann City')).toMatchObject({
      horrorLimit: 10,
      structuralLimit: 10,
      illumination: 2,
      counts: true,
    });
    expect(view.players[0].free).toEqual({ basic: 1, strong: 2, mighty: 2 });
    expect(view.outOfCup.Zombie).toBe(1);
    expect(view.foes.find((f) => f.name === 'Zombie')!.movesOn).toBe(4);
  });
});

describe('monsters drawn with what they threaten', () => {
  it('a monster in a town is listed with that town (whatever the case typed), one on a hex with neither; every monster once', () => {
    let s = clearMonsters(started());
    const inTown = withMonster(s, 'Zombie', 'ann city');
    const onHex = withMonster(inTown.state, 'Ghoul', 'Marsh');
    s = onHex.state;
    const view = tableView(s);
    expect(view.towns.find((t) => t.label === 'Ann City')!.threats.map((f) => f.id)).toEqual([inTown.id]);
    expect(view.roaming.map((f) => f.id)).toEqual([onHex.id]);
    const placed = [...view.towns, ...view.gates].flatMap((p) => p.threats);
    expect(placed.length + view.roaming.length).toBe(view.foes.length);
  });
});

describe('the board reads the rules, not its own copy', () => {
  it('a production 2 or 12 shows "a gate opens" exactly when the engine asks where the gate opens; a kind on the board cannot leave the library', () => {
    const s = { ...clearMonsters(started()), phase: 'player/production' as const };
    for (const [red, yellow] of [
      [1, 1],
      [6, 6],
      [3, 4],
    ]) {
      const rolled = act(s, 'roll-production', {}, [red, yellow, 'ship']).state;
      expect(tableView(rolled).gateOpensNow, `${red}+${yellow}`).toBe(rolled.pending.some((p) => p.kind === 'gate-location'));
    }
    const zombie = withMonster(s, 'Zombie', 'Marsh').state;
    expect(tableView(zombie).onBoard.Zombie).toBe(1);
    expect(tryAct(zombie, 'library-remove', { name: 'Zombie' })).toMatchObject({ ok: false, error: { code: 'rules/monster_on_board' } });
    expect(tableView(s).onBoard.Zombie).toBe(0);
  });
});
