import { describe, expect, it } from 'vitest';
import { act, quietHeroTurn, quietTurn, refuse, rules, start, types, type State } from './helpers';
import { checkOdds } from '../../../shared/rulesets/runebound-monster-step/odds';

/** Ends the turn after the Adventure step: Market, Experience, an empty Lair chart, no movement. */
function finishTurn(state: State, experience = state.hero.experience): State {
  let s = act(state, 'market-done').state;
  s = act(s, 'experience-done', { experience }).state;
  s = act(s, 'roll-lair-chart', {}, [0]).state;
  return act(s, 'roll-movement-check', {}, [1]).state;
}

/** Lair 1 at Ashen Hills with its monster 1 defeated (life `life`), at the start of the next turn. */
function lairWithOneDefeat(options: Record<string, unknown> = {}, life = 3): State {
  let s = quietTurn(start(options), 4);
  s = act(s, 'hero-moved', { at: 'monster-1' }).state;
  s = act(s, 'fight-monster', { result: 'defeated', life }).state;
  return finishTurn(s);
}

describe("C. Dan's turns: spawn, move, fight, close, seal (the seed's worked examples)", () => {
  it('plays out as the examples tell it', () => {
    // An earlier lair holds marker 1, so Dan's new lair takes marker 2.
    let s = quietTurn(start({ lairCheckOneDie: true }), 1);
    // Spawn: the Lair chart shows 4, Ashen Hills has no lair: lowest free marker, a monster, Doom +1.
    s = quietHeroTurn(s, 1);
    const spawn = act(s, 'roll-lair-chart', {}, [4]);
    expect(spawn.state.lairs[1]).toMatchObject({ marker: 2, location: 'ashen-hills', status: 'open' });
    expect(spawn.state.monsters.at(-1)).toMatchObject({ id: 2, lair: 2, colour: 'green' });
    expect(spawn.state.doom).toBe(2);
    // Movement: a 6 moves the monsters; the Ashen Hills monster walks into Riverwatch.
    s = act(spawn.state, 'roll-movement-check', {}, [6]).state;
    s = act(s, 'monster-entered-city', { monster: 2, city: 'riverwatch' }).state;
    s = act(s, 'monsters-moved').state;
    expect(s.monsters.find((m) => m.id === 2)).toMatchObject({ city: 'riverwatch', turnsLeft: 5 });
    // Fight: Dan enters Riverwatch, is level 2 (1 experience), draws green, defeats the life-3 monster.
    s = act(s, 'hero-moved', { at: 'monster-2' }).state;
    expect(rules.prompt(s)).toMatchObject({ code: 'rms/prompt/fight', params: { level: 2, drawColour: 'green', city: 'riverwatch' } });
    const fight = act(s, 'fight-monster', { result: 'defeated', life: 3 });
    expect(fight.state.lairs[1].defeated).toEqual([{ monster: 2, life: 3, colour: 'green' }]);
    expect(fight.state.monsters.some((m) => m.id === 2)).toBe(false);
    expect(fight.state.step).toBe('market');
    expect(rules.prompt(fight.state).code).toBe('rms/prompt/market-free-healing');
    // Next turn: the Lair chart shows 0, Dan walks onto lair 2 and tries to close it with Mind 2.
    s = act(act(fight.state, 'market-done').state, 'experience-done', { experience: 1 }).state;
    const nothing = act(s, 'roll-lair-chart', {}, [0]);
    expect(types(nothing.events)).toEqual(['lair-chart-rolled']);
    s = act(nothing.state, 'roll-movement-check', {}, [3]).state;
    s = act(s, 'hero-moved', { at: 'lair-2' }).state;
    expect(rules.prompt(s).code).toBe('rms/prompt/lair-check');
    s = act(s, 'plan-lair-check', { phase: 'ranged', skill: 2 }).state;
    const roll = rules.prompt(s).actions.find((a) => a.type === 'roll-lair-check');
    // Target 2 (marker) + 3 (life) = 5; 1d10 + 2 reaches 5 on 3-10: 80 %.
    expect(roll?.odds).toBeCloseTo(0.8, 12);
    const close = act(s, 'roll-lair-check', {}, [5]);
    expect(close.events[0]).toMatchObject({
      type: 'lair-check-rolled',
      data: { checks: [{ values: [5], total: 7, target: 5, success: true }], success: true },
    });
    expect(close.state.lairs[1]).toMatchObject({ status: 'closed', defeated: [] });
    // Seal: Dan discards his Ally; Doom -1; the Ashen Hills can never take a lair again.
    const seal = act(close.state, 'seal-lair', { payment: 'ally' });
    expect(types(seal.events)).toEqual(['lair-sealed', 'doom-lowered']);
    expect(seal.state.lairs[1].status).toBe('sealed');
    expect(seal.state.doom).toBe(1);
    s = act(quietHeroTurn(finishTurn(seal.state)), 'roll-lair-chart', {}, [4]).state;
    expect(s.monsters.filter((m) => m.lair === 2)).toEqual([]);
  });
});

describe('C1. defeating monsters', () => {
  it('a hero who ends on a monster must fight it before the Adventure step ends', () => {
    let s = quietTurn(start(), 4);
    s = act(s, 'hero-moved', { at: 'monster-1' }).state;
    expect(refuse(s, 'adventure-done')).toBe('rules/must_fight');
    expect(refuse(s, 'plan-lair-check', { phase: 'melee', skill: 3 })).toBe('rules/cannot_close');
  });

  it('000:43 Draw a Challenge card according to your current level (Experience Counter(s) +1): green at 1-2, yellow at 3-4, blue from 5, whatever colour the monster spawned', () => {
    // The monster spawns while Dan has no experience (a green one); the deck he draws from follows his level now.
    const spawned = quietTurn(start(), 4);
    expect(spawned.monsters[0]).toMatchObject({ id: 1, colour: 'green' });
    const drawn = [0, 1, 2, 3, 4, 6].map((experience) => {
      const s = act(quietTurn(spawned, 0, experience), 'hero-moved', { at: 'monster-1' }).state;
      const { params } = rules.prompt(s);
      return [params?.level, params?.drawColour];
    });
    expect(drawn).toEqual([
      [1, 'green'],
      [2, 'green'],
      [3, 'yellow'],
      [4, 'yellow'],
      [5, 'blue'],
      [7, 'blue'],
    ]);
  });

  it('a defeated monster needs its life value', () => {
    let s = quietTurn(start(), 4);
    s = act(s, 'hero-moved', { at: 'monster-1' }).state;
    expect(refuse(s, 'fight-monster', { result: 'defeated' })).toBe('rules/invalid_input');
  });

  it('a knock-out leaves the monster where it is and the hero off its space', () => {
    let s = quietTurn(start(), 4);
    s = act(s, 'hero-moved', { at: 'monster-1' }).state;
    const { state, events } = act(s, 'fight-monster', { result: 'knocked-out' });
    expect(types(events)).toEqual(['hero-knocked-out']);
    expect(state.monsters).toEqual(s.monsters);
    expect(state.hero.at).toEqual({ kind: 'elsewhere' });
    expect(state.lairs[0].defeated).toEqual([]);
  });

  it('defeating a monster away from a city records it against its lair, with no free healing', () => {
    let s = quietTurn(start(), 4);
    s = act(s, 'hero-moved', { at: 'monster-1' }).state;
    const { state } = act(s, 'fight-monster', { result: 'defeated', life: 4 });
    expect(state.lairs[0].defeated).toEqual([{ monster: 1, life: 4, colour: 'green' }]);
    expect(rules.prompt(state).code).toBe('rms/prompt/market');
  });

  it('a monster whose lair has closed is not recorded anywhere', () => {
    let s = quietTurn(quietTurn(start({ lairCheckOneDie: true }), 4), 4);
    s = act(s, 'hero-moved', { at: 'monster-1' }).state;
    s = finishTurn(act(s, 'fight-monster', { result: 'defeated', life: 2 }).state);
    s = act(s, 'hero-moved', { at: 'lair-1' }).state;
    s = act(act(s, 'plan-lair-check', { phase: 'magic', skill: 5 }).state, 'roll-lair-check', {}, [9]).state;
    expect(s.monsters.find((m) => m.id === 2)?.lair).toBeNull();
    s = finishTurn(act(s, 'adventure-done').state);
    s = act(s, 'hero-moved', { at: 'monster-2' }).state;
    const { state, events } = act(s, 'fight-monster', { result: 'defeated', life: 3 });
    expect(events[0]).toMatchObject({ data: { recorded: false } });
    expect(state.lairs.every((l) => l.defeated.length === 0)).toBe(true);
  });
});

describe('C2. closing lairs', () => {
  it('a lair with no defeated monster cannot be closed', () => {
    let s = quietTurn(start(), 4);
    s = act(s, 'hero-moved', { at: 'lair-1' }).state;
    expect(refuse(s, 'plan-lair-check', { phase: 'melee', skill: 3 })).toBe('rules/cannot_close');
    expect(rules.prompt(s).code).toBe('rms/prompt/adventure');
  });

  it('each check is 2d10 + skill against marker + life, with the exact odds shown first', () => {
    let s = act(lairWithOneDefeat({}, 6), 'hero-moved', { at: 'lair-1' }).state;
    s = act(s, 'plan-lair-check', { phase: 'melee', skill: 3 }).state;
    const roll = rules.prompt(s).actions.find((a) => a.type === 'roll-lair-check');
    expect(roll?.dice?.dice).toHaveLength(2);
    expect(roll?.odds).toBeCloseTo(checkOdds(2, 3, 7), 12);
    const fail = act(s, 'roll-lair-check', {}, [1, 2]);
    expect(fail.events[0]).toMatchObject({ data: { checks: [{ total: 6, target: 7, success: false }], success: false } });
    const pass = act(s, 'roll-lair-check', {}, [2, 2]);
    expect(pass.events[0]).toMatchObject({ data: { checks: [{ total: 7, target: 7, success: true }], success: true } });
  });

  it('a d10 showing 0 counts as 10 in the check', () => {
    let s = act(lairWithOneDefeat({ lairCheckOneDie: true }, 9), 'hero-moved', { at: 'lair-1' }).state;
    s = act(s, 'plan-lair-check', { phase: 'melee', skill: 0 }).state;
    expect(act(s, 'roll-lair-check', {}, [0]).state.lairs[0].status).toBe('closed');
  });

  it('two defeated monsters mean two checks, and both must succeed', () => {
    let s = quietTurn(quietTurn(start(), 4), 4);
    s = act(s, 'hero-moved', { at: 'monster-1' }).state;
    s = finishTurn(act(s, 'fight-monster', { result: 'defeated', life: 3 }).state);
    s = act(s, 'hero-moved', { at: 'monster-2' }).state;
    s = finishTurn(act(s, 'fight-monster', { result: 'defeated', life: 5 }).state);
    s = act(s, 'hero-moved', { at: 'lair-1' }).state;
    s = act(s, 'plan-lair-check', { phase: 'magic', skill: 2 }).state;
    expect(s.lairCheck?.targets).toEqual([4, 6]);
    const roll = rules.prompt(s).actions.find((a) => a.type === 'roll-lair-check');
    expect(roll?.dice?.dice).toHaveLength(4);
    expect(roll?.odds).toBeCloseTo(checkOdds(2, 2, 4) * checkOdds(2, 2, 6), 12);
    const half = act(s, 'roll-lair-check', {}, [5, 5, 1, 1]);
    expect(half.state.lairs[0].status).toBe('open');
    expect(half.state.step).toBe('market');
  });

  it('after a failure the hero may stay on the lair and try again next turn', () => {
    let s = act(lairWithOneDefeat({}, 6), 'hero-moved', { at: 'lair-1' }).state;
    s = act(s, 'plan-lair-check', { phase: 'melee', skill: 0 }).state;
    s = finishTurn(act(s, 'roll-lair-check', {}, [1, 1]).state);
    s = act(s, 'hero-moved', { at: 'lair-1' }).state;
    expect(rules.prompt(s).code).toBe('rms/prompt/lair-check');
  });

  it('a monster appearing on the lair the hero stands on must be fought at once', () => {
    let s = act(lairWithOneDefeat({}, 6), 'hero-moved', { at: 'lair-1' }).state;
    s = act(s, 'plan-lair-check', { phase: 'melee', skill: 0 }).state;
    s = act(act(s, 'roll-lair-check', {}, [1, 1]).state, 'market-done').state;
    s = act(s, 'experience-done', { experience: 0 }).state;
    const spawn = act(s, 'roll-lair-chart', {}, [4]);
    expect(rules.prompt(spawn.state)).toMatchObject({ code: 'rms/prompt/fight-now', params: { monster: 2, lair: 1 } });
    expect(refuse(spawn.state, 'roll-movement-check', {}, [7])).toBe('rules/settle_first');
    const won = act(spawn.state, 'fight-monster', { result: 'defeated', life: 2 }).state;
    expect(won.lairs[0].defeated.map((m) => m.life)).toEqual([6, 2]);
    expect(won.hero.at).toEqual({ kind: 'lair', marker: 1 });
    expect(won.step).toBe('movement-check');
  });

  it('closing discards the defeated monsters from the lair’s space', () => {
    let s = act(lairWithOneDefeat({ lairCheckOneDie: true }), 'hero-moved', { at: 'lair-1' }).state;
    s = act(s, 'plan-lair-check', { phase: 'magic', skill: 9 }).state;
    const { events, state } = act(s, 'roll-lair-check', {}, [1]);
    expect(events[1]).toMatchObject({ type: 'lair-closed', data: { marker: 1, discarded: [{ life: 3 }] } });
    expect(state.lairs[0].defeated).toEqual([]);
  });

  it('000:55 a lair is sealed right after closing it, without moving: left unsealed, its marker goes back to the track at once', () => {
    let s = act(lairWithOneDefeat({ lairCheckOneDie: true }), 'hero-moved', { at: 'lair-1' }).state;
    s = act(act(s, 'plan-lair-check', { phase: 'magic', skill: 9 }).state, 'roll-lair-check', {}, [1]).state;
    expect(rules.prompt(s)).toMatchObject({ code: 'rms/prompt/seal', params: { laterTurns: false } });
    const left = act(s, 'adventure-done');
    expect(left.events).toEqual([
      { type: 'adventure-done', data: {} },
      { type: 'lair-marker-returned', data: { marker: 1, location: 'ashen-hills' }, cause: 'left-unsealed' },
    ]);
    expect(left.state.lairs[0]).toMatchObject({ status: 'free', location: null });
    expect(left.state.hero.at).toEqual({ kind: 'elsewhere' });
    // The location has no lair any more: the Lair chart can open a new one there, whoever stands nearby.
    const next = act(act(left.state, 'market-done').state, 'experience-done', { experience: 0 }).state;
    const spawn = act(next, 'roll-lair-chart', {}, [4]);
    expect(types(spawn.events)).toEqual(['lair-chart-rolled', 'lair-opened', 'monster-spawned', 'doom-raised']);
  });

  it('000:55 a closed lair cannot be sealed on a later turn (ruling 22)', () => {
    let s = act(lairWithOneDefeat({ lairCheckOneDie: true }), 'hero-moved', { at: 'lair-1' }).state;
    s = act(act(s, 'plan-lair-check', { phase: 'magic', skill: 9 }).state, 'roll-lair-check', {}, [1]).state;
    // A closed lair still standing on a later turn (as campaigns recorded before ruling 22 can have) is not sealable.
    const later: State = { ...s, turn: s.turn + 1 };
    expect(refuse(later, 'seal-lair', { payment: 'gold' })).toBe('rules/cannot_seal');
    expect(rules.prompt(later).actions.some((a) => a.type === 'seal-lair')).toBe(false);
  });

  it('000:49 moving off a closed lair without sealing it puts its marker back on the track (house rule: seal while staying)', () => {
    let s = act(lairWithOneDefeat({ lairCheckOneDie: true, sealWhileStaying: true }), 'hero-moved', { at: 'lair-1' }).state;
    s = act(act(s, 'plan-lair-check', { phase: 'magic', skill: 9 }).state, 'roll-lair-check', {}, [1]).state;
    s = finishTurn(act(s, 'adventure-done').state);
    expect(s.lairs[0].status).toBe('closed');
    const { state, events } = act(s, 'hero-moved', { at: 'elsewhere' });
    expect(types(events)).toEqual(['hero-moved', 'lair-marker-returned']);
    expect(state.lairs[0]).toMatchObject({ status: 'free', location: null });
  });

  it('000:55 staying on a closed lair keeps it, and it can still be sealed (house rule: seal while staying); the Lair chart brings nothing there meanwhile', () => {
    let s = act(lairWithOneDefeat({ lairCheckOneDie: true, sealWhileStaying: true }), 'hero-moved', { at: 'lair-1' }).state;
    s = act(act(s, 'plan-lair-check', { phase: 'magic', skill: 9 }).state, 'roll-lair-check', {}, [1]).state;
    s = act(act(act(s, 'adventure-done').state, 'market-done').state, 'experience-done', { experience: 0 }).state;
    const spawn = act(s, 'roll-lair-chart', {}, [4]);
    expect(spawn.events[1]).toMatchObject({ type: 'spawn-blocked', data: { location: 'ashen-hills', reason: 'closed', marker: 1 } });
    s = act(spawn.state, 'roll-movement-check', {}, [1]).state;
    s = act(s, 'hero-moved', { at: 'lair-1' }).state;
    expect(s.lairs[0].status).toBe('closed');
    expect(rules.prompt(s)).toMatchObject({ code: 'rms/prompt/seal', params: { laterTurns: true } });
    expect(act(s, 'seal-lair', { payment: 'ally' }).state.lairs[0].status).toBe('sealed');
  });
});

describe("C1. Event cards met while seeking a monster's challenge (ruling 16)", () => {
  it('000:43 if you get an Event, discard it to the bottom of the deck: it never goes into play, so Terror does not rise', () => {
    const s = act(quietTurn(start(), 4), 'hero-moved', { at: 'monster-1' }).state;
    const fight = rules.prompt(s).actions.find((a) => a.type === 'fight-monster');
    expect(fight?.fields?.map((f) => f.name)).toEqual(['life']);
    expect(refuse(s, 'fight-monster', { result: 'defeated', life: 3, eventsDrawn: 1 })).toBe('rules/seeking_events_discarded');
    const { state, events } = act(s, 'fight-monster', { result: 'defeated', life: 3 });
    expect(types(events)).toEqual(['monster-defeated']);
    expect(state.terror).toBe(0);
  });

  it('000:45 Dan draws an Encounter, then an Event, then the Challenge: Terror stays where it was', () => {
    let s = quietTurn(start(), 4);
    s = act(s, 'hero-moved', { at: 'monster-1' }).state;
    const won = act(s, 'fight-monster', { result: 'defeated', life: 3, eventsDrawn: 0 });
    expect(won.state).toMatchObject({ terror: 0, doom: s.doom, pending: [] });
  });

  it('000:61 house rule: each Event card drawn while seeking the challenge is a new Event in play — Terror +1 each, with its Ally and Doom', () => {
    const s = act(quietTurn(start({ seekingEventsRaiseTerror: true }), 4), 'hero-moved', { at: 'monster-1' }).state;
    const fight = rules.prompt(s).actions.find((a) => a.type === 'fight-monster');
    expect(fight?.fields?.map((f) => f.name)).toEqual(['life', 'eventsDrawn']);
    const { state, events } = act(s, 'fight-monster', { result: 'defeated', life: 3, eventsDrawn: 2 });
    expect(types(events)).toEqual(['seeking-events-drawn', 'terror-raised', 'terror-raised', 'monster-defeated']);
    expect(events.filter((e) => e.type === 'terror-raised').map((e) => e.cause)).toEqual(['seeking-event', 'seeking-event']);
    expect(state.terror).toBe(2);
    expect(rules.prompt(state).code).toBe('rms/prompt/ally-discard');
    const settled = act(act(state, 'discard-ally', { none: false }).state, 'discard-ally', { none: false }).state;
    expect(settled).toMatchObject({ doom: s.doom + 2, pending: [], step: 'market' });
  });
});

describe('C3. sealing lairs', () => {
  it('costs 5 gold or an Ally, lowers Doom by 1, and never below 0', () => {
    let s = act(lairWithOneDefeat({ lairCheckOneDie: true }), 'hero-moved', { at: 'lair-1' }).state;
    s = act(act(s, 'plan-lair-check', { phase: 'magic', skill: 9 }).state, 'roll-lair-check', {}, [1]).state;
    const gold = act(s, 'seal-lair', { payment: 'gold' });
    expect(gold.events[0]).toMatchObject({ data: { payment: 'gold', gold: 5 } });
    expect(gold.state.doom).toBe(s.doom - 1);
    const atZero = act({ ...s, doom: 0 }, 'seal-lair', { payment: 'ally' });
    expect(atZero.state.doom).toBe(0);
  });

  it('only a closed lair can be sealed', () => {
    const s = act(lairWithOneDefeat(), 'hero-moved', { at: 'lair-1' }).state;
    expect(refuse(s, 'seal-lair', { payment: 'gold' })).toBe('rules/cannot_seal');
  });
});
