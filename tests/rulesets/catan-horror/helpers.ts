/** Test helpers for Catan Horror: play actions with the table's dice, start a standard game, place pieces for a scenario. */
import { expect } from 'vitest';
import type { DieValue, RolledDie } from '../../../shared/engine/dice';
import { CORE, diceRequestFor, foldEvents, runAction } from '../../../shared/engine/run';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import { catanHorror } from '../../../shared/rulesets/catan-horror';
import { catanHorrorEvents, PATCH_FIELDS } from '../../../shared/rulesets/catan-horror/events';
import type { CatanHorrorState, Knight, Monster, Rank, Town } from '../../../shared/rulesets/catan-horror/state';

export const PLAYERS = [
  { id: 'ann', name: 'Ann' },
  { id: 'ben', name: 'Ben' },
  { id: 'cid', name: 'Cid' },
];

export function fresh(options: Record<string, unknown> = {}): CatanHorrorState {
  return foldEvents(catanHorror, undefined, [{ type: CORE.setup, data: { options, players: PLAYERS } }]);
}

/** Runs an action with the table's dice values (in the order the action asks for them). */
export function tryAct(state: CatanHorrorState, type: string, payload: Record<string, unknown> = {}, values: DieValue[] = []) {
  const request = diceRequestFor(catanHorror, state, type, payload);
  const specs = request.ok ? (request.value?.dice ?? []) : [];
  const dice: RolledDie[] = values.map((value, i) => ({ die: specs[i] ?? { kind: 'd6' }, value, source: 'table' }));
  return runAction(catanHorror, state, type, payload, dice);
}

/** Runs an action that must succeed; returns the new state and its events. */
export function act(
  state: CatanHorrorState,
  type: string,
  payload: Record<string, unknown> = {},
  values: DieValue[] = [],
): { state: CatanHorrorState; events: RulesEvent[] } {
  const result = tryAct(state, type, payload, values);
  if (!result.ok) throw new Error(`${type} failed: ${result.error.code} ${result.error.message}`);
  return result.value;
}

/** Three players with a city and a settlement each; two set-up gates (4 and 9); a Zombie and a Cultist at them. Turn 1, Ann's combat step. */
export function started(options: Record<string, unknown> = {}): CatanHorrorState {
  let s = fresh(options);
  for (const p of PLAYERS) {
    s = act(s, 'add-town', { owner: p.id, label: `${p.name} City`, size: 'city' }).state;
    s = act(s, 'add-town', { owner: p.id, label: `${p.name} Farm`, size: 'settlement' }).state;
  }
  s = act(s, 'begin').state;
  s = act(s, 'roll-setup-gate', {}, [1, 3]).state;
  s = act(s, 'roll-gate-hex', {}, [2]).state;
  s = act(s, 'open-gate', { label: 'Gate 4', modifier: -1 }).state;
  s = act(s, 'roll-setup-gate', {}, [4, 5]).state;
  s = act(s, 'roll-gate-hex', {}, [1]).state;
  s = act(s, 'open-gate', { label: 'Gate 9', modifier: 0 }).state;
  s = act(s, 'place-monster', { kind: 'Zombie' }).state;
  s = act(s, 'place-monster', { kind: 'Cultist' }).state;
  return s;
}

/** Puts a knight card straight onto the table for a scenario (as if it had got there in play). */
export function withKnight(
  state: CatanHorrorState,
  owner: string,
  rank: Rank,
  location: string,
  extra: Partial<Knight> = {},
): { state: CatanHorrorState; id: string } {
  const id = `k${state.knights.length + 1}`;
  const knight: Knight = {
    id,
    owner,
    name: `${owner}-${rank}-${id}`,
    rank,
    damage: 0,
    sanity: 0,
    madTurns: 0,
    madSince: null,
    hidden: false,
    squad: null,
    location,
    alive: true,
    ...extra,
  };
  return { state: { ...state, knights: [...state.knights, knight] }, id };
}

/** Puts a monster of a library kind at a location for a scenario. */
export function withMonster(
  state: CatanHorrorState,
  kind: string,
  location: string,
  extra: Partial<Monster> = {},
): { state: CatanHorrorState; id: string } {
  const id = `m${state.monsters.length + 1}`;
  return { state: { ...state, monsters: [...state.monsters, { id, kind, location, wounds: 0, alive: true, ...extra }] }, id };
}

/** The library gains the Lurker: an aquatic, Evasive monster (awareness −1, 1 / 1 / toughness 1). */
export const withLurker = (state: CatanHorrorState): CatanHorrorState =>
  act(state, 'library-set', {
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

/**
 * Ann's squad at the Ridge — a Mighty knight leading two Strong ones (7 strength + 3 members = 10
 * dice) — facing `beasts` Night Beasts there (combat damage 2, toughness 2), in step 3.
 */
export function squadFacingBeasts(beasts: number): { state: CatanHorrorState; members: string[]; beasts: string[] } {
  let s = clearMonsters(started());
  s = act(atActions(s), 'library-set', {
    name: 'Night Beast',
    movement: 'normal',
    awareness: 0,
    horrorDamage: 1,
    combatDamage: 2,
    toughness: 2,
    physical: 'none',
    magical: 'none',
    nightmarish: 0,
    overwhelming: 0,
    count: 3,
  }).state;
  const mighty = withKnight(s, 'ann', 'mighty', 'Ridge');
  const s1 = withKnight(mighty.state, 'ann', 'strong', 'Ridge');
  const s2 = withKnight(s1.state, 'ann', 'strong', 'Ridge');
  s = act(s2.state, 'form-squad', { leaderId: mighty.id, memberIds: [s1.id, s2.id] }).state;
  const ids: string[] = [];
  for (let i = 0; i < beasts; i++) {
    const m = withMonster(s, 'Night Beast', 'Ridge');
    s = m.state;
    ids.push(m.id);
  }
  return { state: s, members: [mighty.id, s1.id, s2.id], beasts: ids };
}

export const town = (state: CatanHorrorState, label: string): Town => state.towns.find((t) => t.label === label)!;
export const knight = (state: CatanHorrorState, id: string): Knight => state.knights.find((k) => k.id === id)!;
export const types = (events: readonly RulesEvent[]): string[] => events.map((e) => e.type);

/** Removes every monster from the board (for scenarios that need a quiet start). */
export const clearMonsters = (state: CatanHorrorState): CatanHorrorState => ({
  ...state,
  monsters: state.monsters.map((m) => ({ ...m, alive: false })),
});

/** The monster turn's report step with these foes' movement rolls already made (they may be moved, once each). */
export const reporting = (state: CatanHorrorState, ...moving: string[]): CatanHorrorState => ({
  ...state,
  phase: 'monster/report',
  pending: [{ kind: 'monster-moves', moving }],
});

/** Moves Ann's turn straight to step 3 (knight actions) for a scenario. */
export const atActions = (state: CatanHorrorState): CatanHorrorState => ({ ...state, phase: 'player/actions', actionsLeft: 3 });

/** Runs an action giving every die it asks for the same face. */
export function actAll(state: CatanHorrorState, type: string, payload: Record<string, unknown>, face: DieValue) {
  const request = diceRequestFor(catanHorror, state, type, payload);
  const count = request.ok ? (request.value?.dice.length ?? 0) : 0;
  return act(state, type, payload, Array(count).fill(face));
}

/** A version 2 event says what happened: it carries no patch field and is read as itself (not as a retired `v1/` type). */
export function expectFact(event: RulesEvent): void {
  expect(
    Object.keys(event.data).filter((k) => (PATCH_FIELDS as readonly string[]).includes(k)),
    event.type,
  ).toEqual([]);
  expect(catanHorrorEvents.parse(event).type).toBe(event.type);
}

/** The events of these types in a step: each says what happened, and folding the step's events again from `before` gives its state. */
export function facts(
  before: CatanHorrorState,
  step: { state: CatanHorrorState; events: RulesEvent[] },
  ...wanted: string[]
): RulesEvent[] {
  const found = step.events.filter((e) => wanted.includes(e.type));
  expect(found.map((e) => e.type).sort()).toEqual([...wanted].sort());
  found.forEach(expectFact);
  expect(foldEvents(catanHorror, before, step.events)).toEqual(step.state);
  return found;
}
