/**
 * The production roll, the gates and the monster turn say what happened (version 2): each event
 * carries the table's dice and choices and no patch of the state, and the fold works out the state —
 * the monsters, the gates, the knights' answers and the questions waiting (`pending`) — from the
 * state before and those facts.
 */
import { describe, expect, it } from 'vitest';
import { foldEvents } from '../../../shared/engine/run';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import { catanHorror } from '../../../shared/rulesets/catan-horror';
import { catanHorrorEvents, PATCH_FIELDS } from '../../../shared/rulesets/catan-horror/events';
import { react } from '../../../shared/rulesets/catan-horror/react';
import type { CatanHorrorState } from '../../../shared/rulesets/catan-horror/state';
import { act, clearMonsters, fresh, PLAYERS, started, town, types, withKnight, withMonster } from './helpers';

/**
 * The events an action wrote say what happened: no patch field, read as themselves (not as a
 * retired `v1/` type), and folding them on the state before gives the state after.
 */
function saysWhatHappened(before: CatanHorrorState, after: { state: CatanHorrorState; events: RulesEvent[] }) {
  for (const event of after.events) {
    expect(
      Object.keys(event.data).filter((k) => (PATCH_FIELDS as readonly string[]).includes(k)),
      event.type,
    ).toEqual([]);
    expect(catanHorrorEvents.parse(event).type).toBe(event.type);
  }
  expect(foldEvents(catanHorror, before, after.events)).toEqual(after.state);
}

/** Plays an action and checks its events say only what happened. */
function play(state: CatanHorrorState, type: string, payload: Record<string, unknown> = {}, dice: (number | string)[] = []) {
  const after = act(state, type, payload, dice);
  saysWhatHappened(state, after);
  return after;
}

/** A quiet board (no monster) in Ann's knight actions, with the table asked for a gate token showing `number`. */
const tokenAsked = (number: number): CatanHorrorState => ({
  ...clearMonsters(started()),
  phase: 'player/actions',
  pending: [{ kind: 'gate-token', number, hex: null, label: null }],
});

describe('gate-opened', () => {
  it('in play: the gate is on the board, open and undamaged, and a monster is asked for at it', () => {
    const s = tokenAsked(5);
    const r = play(s, 'open-gate', { label: 'Old Mill', modifier: -2 });
    expect(r.events[0].data).toEqual({ gateId: 'g3', number: 5, label: 'Old Mill', modifier: -2 });
    expect(r.state.gates.at(-1)).toEqual({ id: 'g3', number: 5, label: 'Old Mill', modifier: -2, damage: 0, status: 'open' });
    expect(r.state.pending).toEqual([{ kind: 'place-monster', location: 'Old Mill', reason: 'gate', minToughness: 0 }]);
  });

  it('at set-up: the first gate asks for the second; the last asks for a monster at every open gate', () => {
    let s = fresh();
    for (const p of PLAYERS) s = act(s, 'add-town', { owner: p.id, label: `${p.name} City`, size: 'city' }).state;
    s = act(act(act(s, 'begin').state, 'roll-setup-gate', {}, [1, 3]).state, 'roll-gate-hex', {}, [2]).state;
    const first = play(s, 'open-gate', { label: 'Gate 4', modifier: -1 });
    expect(first.state.gates).toEqual([{ id: 'g1', number: 4, label: 'Gate 4', modifier: -1, damage: 0, status: 'open' }]);
    expect(first.state.pending).toEqual([{ kind: 'setup-gate', left: 1 }]);
    s = act(act(first.state, 'roll-setup-gate', {}, [4, 5]).state, 'roll-gate-hex', {}, [1]).state;
    const last = play(s, 'open-gate', { label: 'Gate 9', modifier: 0 });
    expect(last.state.gates.map((g) => [g.id, g.label, g.status])).toEqual([
      ['g1', 'Gate 4', 'open'],
      ['g2', 'Gate 9', 'open'],
    ]);
    expect(last.state.pending).toEqual([
      { kind: 'place-monster', location: 'Gate 4', reason: 'setup', minToughness: 0 },
      { kind: 'place-monster', location: 'Gate 9', reason: 'setup', minToughness: 0 },
    ]);
  });
});

describe('monster-appeared', () => {
  it('from the cup: the monster stands where the table was asked, unhurt, and the question is answered', () => {
    const s = act(tokenAsked(5), 'open-gate', { label: 'Old Mill', modifier: 0 }).state;
    const r = play(s, 'place-monster', { kind: 'Byakhee' });
    expect(r.events[0].data).toEqual({ monsterId: `m${s.monsters.length + 1}`, kind: 'Byakhee', location: 'Old Mill', reason: 'gate' });
    expect(r.state.monsters.at(-1)).toEqual({
      id: `m${s.monsters.length + 1}`,
      kind: 'Byakhee',
      location: 'Old Mill',
      wounds: 0,
      alive: true,
    });
    expect(r.state.pending).toEqual([]);
  });

  it("built: a mad player's finished monster leaves its town's card for the board; nothing asked is answered", () => {
    let s = clearMonsters(started());
    s = {
      ...s,
      phase: 'monster/invaded',
      players: s.players.map((p) => (p.id === 'cid' ? { ...p, mad: true } : p)),
      towns: s.towns.map((t) =>
        t.owner === 'cid' ? { ...t, state: 'mad' as const, building: t.size === 'city' ? { kind: 'Ghoul', progress: 3 } : null } : t,
      ),
    };
    const events = react(s);
    const appeared = events.find((e) => e.type === 'monster-appeared')!;
    const cidCity = town(s, 'Cid City');
    expect(appeared.data).toEqual({
      monsterId: `m${s.monsters.length + 1}`,
      kind: 'Ghoul',
      location: 'Cid City',
      reason: 'built',
      townId: cidCity.id,
    });
    const after = foldEvents(catanHorror, s, events);
    saysWhatHappened(s, { state: after, events });
    expect(after.monsters.at(-1)).toEqual({ id: `m${s.monsters.length + 1}`, kind: 'Ghoul', location: 'Cid City', wounds: 0, alive: true });
    expect(town(after, 'Cid City').building).toBeNull();
  });
});

describe('answers-lapsed', () => {
  /** A Ghoul entered Ann City: Ann's knight k1 and a Strong knight of Ben's there are asked to answer. */
  function asked() {
    const s = clearMonsters(started());
    const ben = withKnight(s, 'ben', 'strong', 'Ann City');
    const ghoul = withMonster(ben.state, 'Ghoul', 'Gate 4');
    const reporting: CatanHorrorState = {
      ...ghoul.state,
      phase: 'monster/report',
      pending: [{ kind: 'monster-moves', moving: [ghoul.id] }],
    };
    const moved = act(reporting, 'monster-moved', { foeId: ghoul.id, to: 'Ann City' }).state;
    expect(moved.pending[0]).toMatchObject({ kind: 'monster-response', units: ['k1', ben.id] });
    return { s: moved, ben: ben.id };
  }
  const moveKnight = (s: CatanHorrorState, id: string, location: string): CatanHorrorState => ({
    ...s,
    knights: s.knights.map((k) => (k.id === id ? { ...k, location } : k)),
  });

  it('a knight gone from the town is struck off the question; the others still answer', () => {
    const { s, ben } = asked();
    const away = moveKnight(s, ben, 'Marsh');
    const events = react(away);
    expect(types(events)).toEqual(['answers-lapsed']);
    expect(events[0].data).toEqual({ count: 1, units: [ben] });
    const after = foldEvents(catanHorror, away, events);
    saysWhatHappened(away, { state: after, events });
    expect(after.pending).toEqual([{ ...s.pending[0], units: ['k1'] }, ...s.pending.slice(1)]);
  });

  it('when nobody is left to answer, the question goes', () => {
    const { s, ben } = asked();
    const away = moveKnight(moveKnight(s, ben, 'Marsh'), 'k1', 'Moor');
    const events = react(away);
    expect(events[0]).toMatchObject({ type: 'answers-lapsed', data: { count: 2, units: ['k1', ben] } });
    const after = foldEvents(catanHorror, away, events.slice(0, 1));
    expect(after.pending).toEqual(s.pending.slice(1));
  });
});
