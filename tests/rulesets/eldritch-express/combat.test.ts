import { describe, expect, it } from 'vitest';
import { act, expectRefused, setUp } from './helpers';
import { allocateDamage } from '../../../shared/rulesets/eldritch-express/rules/fight';
import { monsterKind } from '../../../shared/rulesets/eldritch-express/data/monsters';

/** Joe Diamond (health 6, sanity 4) in North America with the given monsters and items. */
function facing(monsters: string[], items: string[] = [], opts: { investigator?: string; spells?: string[]; region?: number } = {}) {
  const key = opts.investigator ?? 'joe-diamond';
  const region = opts.region ?? 1;
  const g = setUp({
    gate: region,
    monster: 'cultist',
    clue: 2,
    expedition: 3,
    mystery: 5,
    investigators: [{ key, cards: key === 'joe-diamond' ? ['knife'] : key === 'dexter-drake' ? ['heal', 'red-sign'] : ['knife', 'rifle'] }],
  });
  g.state.regions[region - 1].monsters = monsters;
  const inv = g.state.seats[0].investigator!;
  inv.items = items.map((k) => ({ key: k, exhausted: false }));
  if (opts.spells) inv.spells = opts.spells;
  act(g, 'assign', { encounter: 'city' });
  return g;
}

describe('fighting monsters', () => {
  it('must fight before rolling when monsters share the region', () => {
    const g = facing(['zombie']);
    expect(g.state.turnState!.step).toBe('fight');
    expectRefused(g.state, 'roll-action-dice', {}, ['rest', 'rest', 'rest', 'rest', 'rest'], 'rules/wrong_phase');
  });

  it('horror of all monsters is lost as sanity; damage kills; strength of the survivors is lost as health', () => {
    const g = facing(['zombie', 'elder-thing'], ['knife']);
    act(g, 'fight', { 'use-knife': true });
    // horror 1 + 1; the knife's 1 damage kills the zombie (toughness 1); the elder thing hits for 1
    expect(g.state.seats[0].investigator).toMatchObject({ sanity: 2, health: 5 });
    expect(g.state.regions[0].monsters).toEqual(['elder-thing']);
    expect(g.state.turnState!.step).toBe('dice');
  });

  it('with no weapon nothing is killed', () => {
    const g = facing(['cultist', 'cultist']);
    act(g, 'fight', {});
    expect(g.state.regions[0].monsters).toEqual(['cultist', 'cultist']);
    expect(g.state.seats[0].investigator!.health).toBe(4);
  });

  it('a physical resistance ignores the first points; an immunity ignores all of that type', () => {
    const vampire = [monsterKind('vampire')];
    expect(allocateDamage(vampire, 2, 0)).toEqual([]);
    expect(allocateDamage(vampire, 3, 0)).toEqual([0]);
    const ghost = [monsterKind('ghost')];
    expect(allocateDamage(ghost, 9, 0)).toEqual([]);
    expect(allocateDamage(ghost, 0, 1)).toEqual([0]);
    expect(allocateDamage([monsterKind('warlock')], 0, 9)).toEqual([]);
  });

  it('damage goes where it prevents the most strength', () => {
    // 2 damage: the vampire (strength 2) needs 3 physical; two cultists (strength 1 each) need 1 each
    const kill = allocateDamage([monsterKind('vampire'), monsterKind('cultist'), monsterKind('cultist')], 2, 0);
    expect(kill).toEqual([1, 2]);
    const hound = allocateDamage([monsterKind('hound-of-tindalos'), monsterKind('cultist')], 2, 0);
    expect(hound).toEqual([0]);
  });

  it('exhausting items are exhausted, expendable ones discarded, reusable ones kept', () => {
    const g = facing(['star-spawn'], ['tommy-gun', 'dynamite', 'knife']);
    act(g, 'fight', { 'use-tommy-gun': true, 'use-dynamite': true, 'use-knife': true });
    const items = g.state.seats[0].investigator!.items;
    expect(items).toEqual([
      { key: 'tommy-gun', exhausted: true },
      { key: 'knife', exhausted: false },
    ]);
  });

  it('three sanity lost may become a madness instead', () => {
    const g = facing(['hound-of-tindalos', 'zombie']);
    act(g, 'fight', { tradeSanity: true });
    expect(g.state.seats[0].investigator!.sanity).toBe(4);
    expect(g.state.pending[0]).toMatchObject({ kind: 'draw', deck: 'condition', filter: 'madness' });
  });

  it('a spell costs one sanity and deals its damage; the Magician adds one magical', () => {
    const g = facing(['witch'], [], { investigator: 'dexter-drake', region: 3, spells: ['red-sign'] });
    act(g, 'fight', { 'cast-red-sign': true });
    const dexter = g.state.seats[0].investigator!;
    expect(g.state.regions[2].monsters).toEqual([]);
    expect(dexter.sanity).toBe(4);
    expect(g.state.turnState!.spellsCast).toEqual(['red-sign']);
  });

  it('a surviving nightgaunt delays instead of damaging', () => {
    const g = facing(['nightgaunt']);
    const events = act(g, 'fight', {});
    expect(events[0]).toMatchObject({ type: 'fight-resolved', data: { healthLoss: 0, delayed: true, losesTurn: true } });
    expect(g.state.seats[0].investigator).toMatchObject({ health: 6 });
  });

  it('hiding is refused beside a No Hiding monster', () => {
    const g = setUp({
      gate: 1,
      monster: 'werewolf',
      clue: 2,
      expedition: 3,
      mystery: 5,
      investigators: [{ key: 'joe-diamond', cards: ['knife'] }],
    });
    expectRefused(g.state, 'hide', {}, [], 'rules/no_hiding');
  });
});
