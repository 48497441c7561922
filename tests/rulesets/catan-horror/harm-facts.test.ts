/**
 * Harm says what happened (engine v2, reduce/harm.ts): a knight hurt, killed or sent mad, a town
 * damaged, calmed, repaired, razed or invaded, a player going mad and the Drunkards festival are
 * written without patches of the state, and the fold deals the damage itself with the rules.
 */
import { describe, expect, it } from 'vitest';
import { foldEvents } from '../../../shared/engine/run';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import { catanHorror } from '../../../shared/rulesets/catan-horror';
import { catanHorrorEvents, PATCH_FIELDS } from '../../../shared/rulesets/catan-horror/events';
import type { CatanHorrorState } from '../../../shared/rulesets/catan-horror/state';
import { act, clearMonsters, knight, started, types, withKnight, withMonster } from './helpers';

const inCombat = (s: CatanHorrorState): CatanHorrorState => ({ ...s, phase: 'player/combat' });

/** The events of these types in a step: each carries no patch field, is read as itself (not `v1/`), and folding them again from `before` gives the step's state. */
function facts(before: CatanHorrorState, step: { state: CatanHorrorState; events: RulesEvent[] }, ...wanted: string[]): RulesEvent[] {
  const found = step.events.filter((e) => wanted.includes(e.type));
  expect(found.map((e) => e.type).sort()).toEqual([...wanted].sort());
  for (const event of found) {
    expect(
      Object.keys(event.data).filter((k) => (PATCH_FIELDS as readonly string[]).includes(k)),
      event.type,
    ).toEqual([]);
    expect(catanHorrorEvents.parse(event).type).toBe(event.type);
  }
  expect(foldEvents(catanHorror, before, step.events)).toEqual(step.state);
  return found;
}

/** Puts these knights of one player into one squad for a scenario. */
function squadOf(s: CatanHorrorState, id: string, members: string[]): CatanHorrorState {
  return {
    ...s,
    squads: [...s.squads, { id, owner: knight(s, members[0]).owner, members }],
    knights: s.knights.map((k) => (members.includes(k.id) ? { ...k, squad: id } : k)),
  };
}

describe('knight-hurt and knight-killed', () => {
  it('a Gug (combat 4) strikes a Mighty knight: 3 damage demote it to Strong, the 4th stays as damage', () => {
    let s = clearMonsters(started());
    const mighty = withKnight(s, 'ann', 'mighty', 'Heath');
    const gug = withMonster(mighty.state, 'Gug', 'Heath');
    s = inCombat(gug.state);
    const r = act(s, 'foe-strike', { foeId: gug.id, target: mighty.id });
    const [hurt] = facts(s, r, 'knight-hurt');
    expect(hurt.data).toMatchObject({
      knightId: mighty.id,
      amount: 4,
      fromRank: 'mighty',
      rank: 'strong',
      demotions: ['mighty'],
      damage: 1,
      died: false,
      ownerName: 'Ann',
      madReward: [],
    });
    expect(knight(r.state, mighty.id)).toMatchObject({ rank: 'strong', damage: 1, alive: true, squad: null });
  });

  it('a demotion with no free piece of the lower rank kills (both Strong pieces on the board)', () => {
    let s = clearMonsters(started());
    for (let i = 0; i < 2; i++) s = withKnight(s, 'ann', 'strong', 'Marsh').state;
    const mighty = withKnight(s, 'ann', 'mighty', 'Heath');
    const gug = withMonster(mighty.state, 'Gug', 'Heath');
    s = inCombat(gug.state);
    const r = act(s, 'foe-strike', { foeId: gug.id, target: mighty.id });
    const [killed] = facts(s, r, 'knight-killed');
    expect(killed.data).toMatchObject({ amount: 3, fromRank: 'mighty', died: true });
    expect(knight(r.state, mighty.id)).toMatchObject({ alive: false, damage: 0 });
  });

  it('a Basic knight killed in a squad of two: the squad breaks up and the Strong knight stands alone', () => {
    let s = clearMonsters(started());
    const basic = withKnight(s, 'ann', 'basic', 'Heath');
    const strong = withKnight(basic.state, 'ann', 'strong', 'Heath');
    const gug = withMonster(squadOf(strong.state, 's1', [basic.id, strong.id]), 'Gug', 'Heath');
    s = inCombat(gug.state);
    const r = act(s, 'foe-strike', { foeId: gug.id, target: `${basic.id}:1,${strong.id}:1` });
    facts(s, r, 'knight-killed', 'knight-hurt');
    expect(knight(r.state, basic.id)).toMatchObject({ alive: false, squad: null });
    expect(knight(r.state, strong.id)).toMatchObject({ alive: true, damage: 1, squad: null });
    expect(r.state.squads.find((q) => q.id === 's1')!.members).toEqual([]);
  });

  it('a knight killed in a squad of three: the other two stay a squad', () => {
    let s = clearMonsters(started());
    const ids: string[] = [];
    for (const rank of ['basic', 'strong', 'mighty'] as const) {
      const r = withKnight(s, 'ann', rank, 'Heath');
      s = r.state;
      ids.push(r.id);
    }
    const gug = withMonster(squadOf(s, 's1', ids), 'Gug', 'Heath');
    s = inCombat(gug.state);
    const r = act(s, 'foe-strike', { foeId: gug.id, target: `${ids[0]}:1` });
    facts(s, r, 'knight-killed');
    expect(r.state.squads.find((q) => q.id === 's1')!.members).toEqual(ids.slice(1));
    expect(ids.slice(1).map((id) => knight(r.state, id).squad)).toEqual(['s1', 's1']);
    expect(knight(r.state, ids[0]).squad).toBeNull();
  });

  it("a monster killing a sane knight names the mad players who draw from the owner's hand", () => {
    let s = clearMonsters(started());
    s = { ...s, players: s.players.map((p) => (p.id === 'cid' ? { ...p, mad: true } : p)) };
    const basic = withKnight(s, 'ann', 'basic', 'Heath');
    const gug = withMonster(basic.state, 'Gug', 'Heath');
    s = inCombat(gug.state);
    const r = act(s, 'foe-strike', { foeId: gug.id, target: basic.id });
    expect(types(r.events)).toEqual(['foe-struck', 'knight-killed']);
    expect(facts(s, r, 'knight-killed')[0].data).toMatchObject({ madReward: ['Cid'], ownerName: 'Ann', amount: 1 });
  });
});
