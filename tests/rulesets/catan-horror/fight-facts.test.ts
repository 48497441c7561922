/**
 * The knights' checks and fights say what happened (engine v2, reduce/fights.ts): Raze and Hide
 * checks, finding an Evasive monster, attacks on gates and foes, a squad's dice and a foe's strike
 * are written without patches of the state, and the fold works out the roll shown, the actions
 * spent, the turn's records, the pending queue and the pieces changed from the event's facts.
 */
import { describe, expect, it } from 'vitest';
import type { DieValue } from '../../../shared/engine/dice';
import { CORE, foldEvents } from '../../../shared/engine/run';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import { catanHorror } from '../../../shared/rulesets/catan-horror';
import { catanHorrorEvents, PATCH_FIELDS } from '../../../shared/rulesets/catan-horror/events';
import type { CatanHorrorState } from '../../../shared/rulesets/catan-horror/state';
import {
  act,
  actAll,
  atActions,
  clearMonsters,
  facts,
  PLAYERS,
  started,
  withKnight,
  withMonster,
  squadFacingBeasts,
  withLurker,
} from './helpers';

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
    s = withLurker(s);
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

const inCombat = (s: CatanHorrorState): CatanHorrorState => ({ ...s, phase: 'player/combat' });

describe('foe-struck and walls-sacrificed', () => {
  it('a Gug strikes a Mighty knight: the foe has struck this turn; the knight’s damage follows as its own event', () => {
    const s0 = clearMonsters(started());
    const mighty = withKnight(s0, 'ann', 'mighty', 'Heath');
    const gug = withMonster(mighty.state, 'Gug', 'Heath');
    const s = inCombat(gug.state);
    const r = act(s, 'foe-strike', { foeId: gug.id, target: mighty.id });
    const [strike] = facts(s, r, 'foe-struck');
    expect(strike.data).toMatchObject({
      foeId: gug.id,
      name: 'Gug',
      target: mighty.id,
      damage: 4,
      shares: [{ knightId: mighty.id, amount: 4 }],
    });
    expect(r.events.map((e) => e.type)).toEqual(['foe-struck', 'knight-hurt']);
    expect(r.state.struck).toEqual([gug.id]);
  });

  it('the walls take a foe’s strike: they are gone and the foe has struck', () => {
    let s = clearMonsters(started());
    s = { ...s, knights: s.knights.map((k) => (k.owner === 'ann' ? { ...k, location: 'Elsewhere' } : k)) };
    const ghoul = withMonster(s, 'Ghoul', 'Gate 4');
    s = { ...ghoul.state, phase: 'monster/report', pending: [{ kind: 'monster-moves', moving: [ghoul.id] }] };
    s = inCombat(act(s, 'monster-moved', { foeId: ghoul.id, to: 'Ann City' }).state);
    const r = act(s, 'foe-strike', { foeId: ghoul.id, target: 'walls' });
    const [walls] = facts(s, r, 'walls-sacrificed');
    expect(walls.data).toMatchObject({ foeId: ghoul.id, label: 'Ann City', strike: true });
    expect(r.state.struck).toEqual([ghoul.id]);
    expect(r.state.towns[0].walls).toBe(false);
  });

  it('walls given up as a town’s only defence against structural damage: no foe has struck', () => {
    let s = clearMonsters(started());
    s = { ...s, knights: s.knights.map((k) => (k.owner === 'ann' ? { ...k, location: 'Road' } : k)) };
    s = withMonster(s, 'Gug', 'Ann City').state;
    s = act({ ...s, phase: 'monster/report', pending: [{ kind: 'monster-moves', moving: ['m3'] }] }, 'monster-moved', {
      foeId: 'm3',
      to: 'Ann City',
    }).state;
    const r = act(s, 'movement-done');
    const [walls] = facts(s, r, 'walls-sacrificed');
    expect(walls.data).toMatchObject({ foeId: 'm3', label: 'Ann City', strike: false });
    expect(r.state.towns[0]).toMatchObject({ walls: false, state: 'invaded' });
    expect(r.state.struck).toEqual(s.struck);
  });
});

describe('knights-attacked', () => {
  /** Ann's Basic and Strong knights beside a Byakhee (combat 2): one die, hits on 5+. */
  const byakhee = (s0: CatanHorrorState) => {
    const basic = withKnight(clearMonsters(s0), 'ann', 'basic', 'Marsh');
    const strong = withKnight(basic.state, 'ann', 'strong', 'Marsh');
    const foe = withMonster(strong.state, 'Byakhee', 'Marsh');
    return { s: foe.state, knightIds: [basic.id, strong.id], foeId: foe.id };
  };

  it('with the Attack action (step 3): an action spent, the place one of the turn’s fights, the roll shown', () => {
    const { s: s0, knightIds, foeId } = byakhee(started());
    const s = atActions(s0);
    const r = act(s, 'knights-attack', { knightIds, foeId }, [5]);
    const [attack] = facts(s, r, 'knights-attacked');
    expect(attack.data).toMatchObject({ knightIds, foeId, location: 'Marsh', values: [5], needs: 5, hits: 1, attackAction: true, cost: 1 });
    expect(r.state).toMatchObject({
      actionsLeft: 2,
      attacked: knightIds,
      fights: ['Marsh'],
      lastRoll: { kind: 'attack', values: [5], total: 1 },
    });
  });

  it('in step 1, after the foe struck: no action spent and no new fight, the knights have attacked', () => {
    const { s: s0, knightIds, foeId } = byakhee(started());
    const s = { ...inCombat(s0), struck: [foeId], actionsLeft: 3 };
    const r = act(s, 'knights-attack', { knightIds, foeId }, [2]);
    const [attack] = facts(s, r, 'knights-attacked');
    expect(attack.data).toMatchObject({ values: [2], hits: 0, attackAction: false, cost: 0 });
    expect(r.state).toMatchObject({ actionsLeft: 3, attacked: knightIds, lastRoll: { kind: 'attack', values: [2], total: 0 } });
    expect(r.state.fights ?? []).toEqual(s.fights ?? []);
  });
});

describe('squad-rolled and squad-attacked', () => {
  it('a squad rolls its 10 dice (the Attack action): the dice wait to be spent; spent, the question goes and the wounds follow', () => {
    const { state: s, members, beasts } = squadFacingBeasts(2);
    const values = [6, 6, 5, 5, 5, 4, 4, 3, 2, 1];
    const rolled = act(s, 'squad-attack', { squadId: 's1' }, values);
    const [roll] = facts(s, rolled, 'squad-rolled');
    expect(roll.data).toMatchObject({ squadId: 's1', members, location: 'Ridge', values, needs: 5, hits: 5, attackAction: true, cost: 1 });
    expect(rolled.state).toMatchObject({
      actionsLeft: s.actionsLeft - 1,
      attacked: members,
      fights: ['Ridge'],
      lastRoll: { kind: 'attack', values },
      pending: [{ kind: 'squad-dice', squadId: 's1', values, needs: 5 }],
    });
    const spent = act(rolled.state, 'allocate-squad-dice', { order: beasts });
    const [attack] = facts(rolled.state, spent, 'squad-attacked');
    expect((attack.data as { allocation: { foeId: string; engaged: boolean }[] }).allocation.map((a) => [a.foeId, a.engaged])).toEqual([
      [beasts[0], true],
      [beasts[1], true],
    ]);
    expect(spent.state.pending).toEqual([]);
    expect(spent.state.monsters.filter((m) => beasts.includes(m.id)).map((m) => m.alive)).toEqual([false, false]);
  });
});

describe('hide-checked', () => {
  /** Ann's Basic knight (hidden or not) beside a Byakhee (awareness −2) at the Heath: a 6 hides it, +1 with no town. */
  const heath = (hidden: boolean) => {
    const k = withKnight(clearMonsters(started()), 'ann', 'basic', 'Heath', { hidden });
    return { s: withTrophies(withMonster(k.state, 'Byakhee', 'Heath').state, 2), knightId: k.id };
  };

  it('the Hide action: a success turns the knight hidden and spends the action; a failure only spends it', () => {
    const { s: s0, knightId } = heath(false);
    const s = atActions(s0);
    const hid = act(s, 'hide', { unitId: knightId }, [6]);
    const [check] = facts(s, hid, 'hide-checked');
    expect(check.data).toMatchObject({
      members: [knightId],
      value: 6,
      strength: 1,
      awareness: -2,
      town: 0,
      total: 5,
      success: true,
      cost: 1,
    });
    expect(hid.state.knights.find((k) => k.id === knightId)!.hidden).toBe(true);
    expect(hid.state).toMatchObject({ actionsLeft: 2, lastRoll: { kind: 'hide', values: [6], total: 5, success: true }, hideChecked: [] });
    const missed = act(s, 'hide', { unitId: knightId }, [5]);
    facts(s, missed, 'hide-checked');
    expect(missed.state.knights.find((k) => k.id === knightId)!.hidden).toBe(false);
    expect(missed.state.actionsLeft).toBe(2);
  });

  it('slipping away from a monster before a move: the check spends the Move action, a trophy helps; the move itself costs nothing more', () => {
    const { s: s0, knightId } = heath(false);
    const s = atActions(s0);
    const r = act(s, 'move', { unitId: knightId, to: 'Marsh', newPlace: true, trophy: 0 }, [3]);
    const [check] = facts(s, r, 'hide-checked');
    expect(check.data).toMatchObject({
      leaving: true,
      value: 3,
      trophyBonus: 2,
      total: 4,
      success: false,
      cost: 1,
      trophySpent: { player: 'ann', at: 0 },
    });
    expect(r.events.map((e) => e.type)).toEqual(['hide-checked']);
    expect(r.state).toMatchObject({ actionsLeft: 2, lastRoll: { kind: 'hide', values: [3], total: 4, success: false } });
    expect(trophies(r.state)).toEqual([]);
    const away = act(s, 'move', { unitId: knightId, to: 'Marsh', newPlace: true }, [6]);
    facts(s, away, 'hide-checked', 'unit-moved');
    expect(away.state.knights.find((k) => k.id === knightId)).toMatchObject({ location: 'Marsh', hidden: false });
    expect(away.state.actionsLeft).toBe(2);
  });

  it('a hidden knight’s check at the start of the turn: found on a failure, and checked for this turn either way', () => {
    const { s: s0, knightId } = heath(true);
    const s = inCombat(s0);
    const found = act(s, 'hide-check', { unitId: knightId }, [4]);
    const [check] = facts(s, found, 'hide-checked');
    expect(check.data).toMatchObject({ start: true, total: 3, success: false, cost: 0 });
    expect(found.events[0].cause).toBe('found');
    expect(found.state.knights.find((k) => k.id === knightId)!.hidden).toBe(false);
    expect(found.state).toMatchObject({ hideChecked: [knightId], actionsLeft: s.actionsLeft });
    const stays = act(s, 'hide-check', { unitId: knightId }, [6]);
    facts(s, stays, 'hide-checked');
    expect(stays.state.knights.find((k) => k.id === knightId)!.hidden).toBe(true);
    expect(stays.state.hideChecked).toEqual([knightId]);
  });

  it('a hider’s check as its town is invaded: answered (the question goes), found on a failure', () => {
    const base = clearMonsters(started());
    const k = withKnight(base, 'ann', 'strong', 'Ann Farm');
    const m = withMonster(k.state, 'Ghoul', 'Gate 4');
    let s: CatanHorrorState = { ...m.state, phase: 'monster/report', pending: [{ kind: 'monster-moves', moving: [m.id] }] };
    s = act(s, 'monster-moved', { foeId: m.id, to: 'Ann Farm' }).state;
    s = act(s, 'respond-to-monster', { unitId: k.id, response: 'hide' }).state;
    expect(s.pending[0]).toEqual({ kind: 'invasion-hide', townId: 't2', units: [k.id] });
    const r = act(s, 'invasion-hide-check', { unitId: k.id }, [4]);
    const [check] = facts(s, r, 'hide-checked');
    expect(check.data).toMatchObject({
      invasion: true,
      label: 'Ann Farm',
      strength: 2,
      awareness: -3,
      town: 1,
      total: 4,
      success: false,
      cost: 0,
    });
    expect(r.state.knights.find((x) => x.id === k.id)!.hidden).toBe(false);
    expect(r.state.pending).toEqual([]);
    expect(r.state.hideChecked).toEqual([k.id]);
  });
});

describe('a game from set-up replays from its stored events', () => {
  /** Plays the table's steps from set-up, keeping every event; `untilTurnOf` takes the prompt's likely step (dice all 1) until that player's knight actions. */
  function table() {
    const setup: RulesEvent = { type: CORE.setup, data: { options: {}, players: PLAYERS } };
    let state = foldEvents<CatanHorrorState>(catanHorror, undefined, [setup]);
    const log: RulesEvent[] = [setup];
    const play = (type: string, payload: Record<string, unknown> = {}, values: DieValue[] = []) => {
      const r = act(state, type, payload, values);
      state = r.state;
      log.push(...r.events);
    };
    const untilTurnOf = (player: number) => {
      for (let i = 0; i < 40 && !(state.current === player && state.phase === 'player/actions'); i++) {
        if (state.phase === 'player/production') play('roll-production', {}, [3, 5, 'ship']);
        else {
          const actions = catanHorror.prompt(state).actions;
          const next = actions.find((a) => a.primary) ?? actions[0];
          const r = actAll(state, next.type, next.payload ?? {}, 1);
          state = r.state;
          log.push(...r.events);
        }
      }
      expect([state.current, state.phase]).toEqual([player, 'player/actions']);
    };
    return { play, untilTurnOf, log, state: () => state };
  }

  it('a squad’s roll and its dice spent, an Evasive monster found and attacked: the events say what happened and fold to the same state', () => {
    const t = table();
    for (const p of PLAYERS) {
      t.play('add-town', { owner: p.id, label: `${p.name} City`, size: 'city' });
      t.play('add-town', { owner: p.id, label: `${p.name} Farm`, size: 'settlement' });
    }
    t.play('begin');
    t.play('roll-setup-gate', {}, [1, 3]);
    t.play('roll-gate-hex', {}, [2]);
    t.play('open-gate', { label: 'Gate 4', modifier: -1 });
    t.play('roll-setup-gate', {}, [4, 5]);
    t.play('roll-gate-hex', {}, [1]);
    t.play('open-gate', { label: 'Gate 9', modifier: 0 });
    t.play('place-monster', { kind: 'Zombie' });
    t.play('place-monster', { kind: 'Cultist' });
    // Ann: her knight made Strong, militia called for a Basic one; next turn they fight the Zombie as a squad.
    t.untilTurnOf(0);
    t.play('promote', { knightId: 'k1' });
    t.play('militia', { townId: 't1' });
    t.play('end-actions');
    t.untilTurnOf(0);
    t.play('form-squad', { leaderId: 'k1', memberIds: ['k4'] });
    t.play('move', { unitId: 's1', to: 'Gate 4' });
    t.play('squad-attack', { squadId: 's1' }, [6, 6, 6, 1, 2]);
    t.play('allocate-squad-dice', { order: ['m1'] });
    // The Cultist turns out Evasive: Ben's knight, made Strong, finds it and attacks it.
    t.play('library-set', {
      name: 'Cultist',
      movement: 'normal',
      awareness: -3,
      horrorDamage: 0,
      combatDamage: 1,
      toughness: 1,
      physical: 'none',
      magical: 'none',
      nightmarish: 0,
      overwhelming: 0,
      count: 6,
      evasive: true,
    });
    t.play('end-actions');
    t.untilTurnOf(1);
    t.play('promote', { knightId: 'k2' });
    t.play('move', { unitId: 'k2', to: 'Gate 9' });
    t.play('find-monster', { unitId: 'k2', foeId: 'm2' }, [6]);
    t.play('knights-attack', { knightIds: ['k2'], foeId: 'm2' }, [6]);

    const mine = ['squad-rolled', 'squad-attacked', 'monster-sought', 'knights-attacked'];
    const fights = t.log.filter((e) => mine.includes(e.type));
    expect(fights.map((e) => e.type)).toEqual(mine);
    for (const event of fights) {
      expect(Object.keys(event.data).filter((k) => (PATCH_FIELDS as readonly string[]).includes(k))).toEqual([]);
      expect(catanHorrorEvents.parse(event).type).toBe(event.type);
    }
    expect(t.state().monsters.map((m) => m.alive)).toEqual([false, false]);
    expect(t.state().found).toEqual(['m2']);
    expect(foldEvents(catanHorror, undefined, t.log)).toEqual(t.state());
    expect(foldEvents(catanHorror, undefined, JSON.parse(JSON.stringify(t.log)) as RulesEvent[])).toEqual(t.state());
  });
});
