/**
 * The knights' checks and fights say what happened (engine v2, reduce/fights.ts): Raze and Hide
 * checks, finding an Evasive monster, attacks on gates and foes, a squad's dice and a foe's strike
 * are written without patches of the state, and the fold works out the roll shown, the actions
 * spent, the turn's records, the pending queue and the pieces changed from the event's facts.
 */
import { describe, expect, it } from 'vitest';
import { foldEvents } from '../../../shared/engine/run';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import { catanHorror } from '../../../shared/rulesets/catan-horror';
import { catanHorrorEvents, PATCH_FIELDS } from '../../../shared/rulesets/catan-horror/events';
import type { CatanHorrorState } from '../../../shared/rulesets/catan-horror/state';
import { act, atActions, clearMonsters, started, withKnight, withMonster } from './helpers';

/** The events of these types in a step: each carries no patch field, is read as itself (not `v1/`), and folding the step's events again from `before` gives its state. */
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

/** Ann holds these trophies. */
const withTrophies = (s: CatanHorrorState, ...toughness: number[]): CatanHorrorState => ({
  ...s,
  players: s.players.map((p) => (p.id === 'ann' ? { ...p, trophies: toughness.map((t) => ({ kind: `T${t}`, toughness: t })) } : p)),
});
const trophies = (s: CatanHorrorState) => s.players[0].trophies.map((t) => t.toughness);

describe('raze-checked', () => {
  /** Ann's Mighty knight in Ben's city, gone mad: a Raze check (d6 + 3 - 2). */
  const madCity = () => {
    const s = atActions(clearMonsters(started()));
    const mad = { ...s, towns: s.towns.map((t) => (t.label === 'Ben City' ? { ...t, horror: 10, state: 'mad' as const } : t)) };
    return withKnight(withTrophies(mad, 1, 2), 'ann', 'mighty', 'Ben City');
  };

  it('a Raze check that fails spends the action and shows the roll; the town is untouched', () => {
    const { state: s, id } = madCity();
    const r = act(s, 'raze', { unitId: id, townId: 't3' }, [3]);
    const [check] = facts(s, r, 'raze-checked');
    expect(check.data).toMatchObject({
      unitId: id,
      label: 'Ben City',
      value: 3,
      modifier: 1,
      trophyBonus: 0,
      total: 4,
      success: false,
      cost: 1,
    });
    expect(r.state.actionsLeft).toBe(2);
    expect(r.state.lastRoll).toEqual({ kind: 'raze', values: [3], total: 4, success: false });
    expect(r.state.towns[2].structural).toBe(0);
    expect(trophies(r.state)).toEqual([1, 2]);
  });

  it('a trophy spent on the check adds its toughness and leaves Ann’s list; the razing follows', () => {
    const { state: s, id } = madCity();
    const r = act(s, 'raze', { unitId: id, townId: 't3', trophy: 1 }, [2]);
    const [check] = facts(s, r, 'raze-checked');
    expect(r.events.map((e) => e.type)).toEqual(['raze-checked', 'town-razed']);
    expect(check.data).toMatchObject({ value: 2, trophyBonus: 2, total: 5, success: true, trophySpent: { player: 'ann', at: 1 } });
    expect(r.state.lastRoll).toEqual({ kind: 'raze', values: [2], total: 5, success: true });
    expect(trophies(r.state)).toEqual([1]);
    expect(r.state.towns[2].structural).toBe(3);
  });
});

describe('monster-sought', () => {
  /** Ann's Strong knight beside an Evasive Lurker (awareness −1): a 4 finds it. */
  const lurking = () => {
    let s = atActions(clearMonsters(started()));
    s = act(s, 'library-set', {
      name: 'Lurker',
      movement: 'aquatic',
      awareness: -1,
      horrorDamage: 1,
      combatDamage: 1,
      toughness: 1,
      physical: 'none',
      magical: 'none',
      nightmarish: 0,
      overwhelming: 0,
      count: 1,
      evasive: true,
    }).state;
    const strong = withKnight(withTrophies(s, 3), 'ann', 'strong', 'Marsh');
    const lurker = withMonster(strong.state, 'Lurker', 'Marsh');
    return { s: lurker.state, knightId: strong.id, foeId: lurker.id };
  };

  it('not found: the action is spent, the roll shown, nothing found', () => {
    const { s, knightId, foeId } = lurking();
    const r = act(s, 'find-monster', { unitId: knightId, foeId }, [3]);
    const [sought] = facts(s, r, 'monster-sought');
    expect(sought.data).toMatchObject({
      foeId,
      foe: 'Lurker',
      value: 3,
      strength: 2,
      awareness: -1,
      town: 0,
      total: 4,
      success: false,
      cost: 1,
    });
    expect(r.state).toMatchObject({ actionsLeft: 2, lastRoll: { kind: 'hide', values: [3], total: 4, success: false } });
    expect(r.state.found ?? []).toEqual([]);
  });

  it('found (a trophy helping): it joins this turn’s found monsters and the trophy is gone', () => {
    const { s, knightId, foeId } = lurking();
    const r = act(s, 'find-monster', { unitId: knightId, foeId, trophy: 0 }, [1]);
    const [sought] = facts(s, r, 'monster-sought');
    expect(sought.data).toMatchObject({ value: 1, trophyBonus: 3, total: 5, success: true, trophySpent: { player: 'ann', at: 0 } });
    expect(r.state.found).toEqual([foeId]);
    expect(trophies(r.state)).toEqual([]);
    expect(r.state.lastRoll).toEqual({ kind: 'hide', values: [1], total: 5, success: true });
  });
});

describe('gate-attacked', () => {
  it('a Mighty knight deals 3 + (−1) to Gate 4: the gate holds, the action is spent', () => {
    const s0 = atActions(clearMonsters(started()));
    const { state: s, id } = withKnight(s0, 'ann', 'mighty', 'Gate 4');
    const r = act(s, 'attack-gate', { unitId: id, gateId: 'g1' });
    const [attack] = facts(s, r, 'gate-attacked');
    expect(attack.data).toMatchObject({ player: 'ann', strength: 3, modifier: -1, dealt: 2, damage: 2, closed: false, cost: 1 });
    expect(r.state.gates[0]).toMatchObject({ damage: 2, status: 'open' });
    expect(r.state.actionsLeft).toBe(2);
    expect(r.state.pending).toEqual([]);
  });

  it('the blow that brings a gate to 10 closes it and asks its attacker whether to seal it', () => {
    let s = atActions(clearMonsters(started()));
    s = { ...s, gates: s.gates.map((g) => (g.label === 'Gate 9' ? { ...g, damage: 9 } : g)) };
    const k = withKnight(s, 'ann', 'strong', 'Gate 9');
    const r = act(k.state, 'attack-gate', { unitId: k.id, gateId: 'g2' });
    const [attack] = facts(k.state, r, 'gate-attacked');
    expect(attack.data).toMatchObject({ dealt: 2, damage: 10, closed: true });
    expect(r.state.gates[1]).toMatchObject({ damage: 10, status: 'closed' });
    expect(r.state.pending).toEqual([{ kind: 'seal-gate', gateId: 'g2', player: 'ann' }]);
  });
});
