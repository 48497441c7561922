import { describe, expect, it } from 'vitest';
import { act, quietHeroTurn, quietTurn, refuse, rules, start, types, type State } from './helpers';
import { CITIES } from '../../../shared/rulesets/runebound-monster-step/data/charts';

/** Plays turns with these Lair chart rolls. */
function turns(state: State, rolls: readonly number[]): State {
  return rolls.reduce((s, roll) => quietTurn(s, roll), state);
}

/** A new Event card in play, and the Ally it costs. */
function eventCard(state: State): State {
  const s = act(state, 'event-card-in-play').state;
  return act(s, 'discard-ally', { none: false }).state;
}

describe("D. Tom's outskirts → Terror → City chart chain (the seed's worked example)", () => {
  it('000:74 Tom’s example: the 4th monster in the outskirts raises Terror to 3, the City chart closes Greyhaven, then an Ally is discarded, and finally Doom +1', () => {
    // Six monsters on the board, Hanging Woods (7) with a lair, 3 in the outskirts, Terror 2.
    let s = turns(start({ doomLength: 15 }), [1, 2, 3, 4, 5, 7, 7, 7, 7]);
    s = eventCard(eventCard(s));
    expect({ monsters: s.monsters.length, outskirts: s.outskirts, terror: s.terror }).toEqual({ monsters: 6, outskirts: 3, terror: 2 });
    const doomBefore = s.doom;
    const roll = act(quietHeroTurn(s), 'roll-lair-chart', {}, [7]);
    expect(types(roll.events)).toEqual(['lair-chart-rolled', 'monster-to-outskirts', 'outskirts-cleared', 'terror-raised']);
    expect(roll.state).toMatchObject({ outskirts: 0, terror: 3, doom: doomBefore });
    expect(rules.prompt(roll.state)).toMatchObject({ code: 'rms/prompt/city-chart', params: { terror: 3 } });
    const chart = act(roll.state, 'roll-city-chart', {}, [6]);
    expect(chart.events).toEqual([
      { type: 'city-chart-rolled', data: { value: 6, city: 'greyhaven', result: 'closes' }, cause: 'terror-3' },
      { type: 'city-closed', data: { city: 'greyhaven', monsterRemoved: null }, cause: 'terror-3' },
    ]);
    expect(chart.state.cities.greyhaven).toBe('closed');
    expect(chart.state.doom).toBe(doomBefore);
    expect(rules.prompt(chart.state).code).toBe('rms/prompt/ally-discard');
    const ally = act(chart.state, 'discard-ally', { none: false });
    expect(types(ally.events)).toEqual(['ally-discarded', 'doom-raised']);
    expect(ally.events[1]).toMatchObject({ cause: 'terror-raised', data: { from: doomBefore, to: doomBefore + 1 } });
    expect(rules.prompt(ally.state).code).toBe('rms/prompt/movement-check');
  });

  it('000:61 every Terror rise, wherever it comes from, settles in one order: City chart (at 3, 6, 9), Ally, then Doom', () => {
    const causes: Record<string, (s: State) => State> = {
      'event-card': (s) => act(s, 'event-card-in-play').state,
      'outskirts-full': (s) =>
        act(
          quietHeroTurn({
            ...s,
            outskirts: 3,
            monsters: Array.from({ length: 6 }, (_, i) => ({
              id: 90 + i,
              lair: null,
              colour: 'green' as const,
              city: null,
              arrivedTurn: null,
              turnsLeft: null,
            })),
          }),
          'roll-lair-chart',
          {},
          [1],
        ).state,
    };
    for (const [cause, raise] of Object.entries(causes)) {
      let s = raise({ ...start({ doomLength: 15 }), terror: 2, doom: 4 });
      expect(s.terror).toBe(3);
      const doomAtRise = s.doom;
      const order: string[] = [];
      for (let i = 0; i < 4 && s.pending.length > 0; i++) {
        const owed = s.pending[0].kind;
        order.push(owed);
        s = owed === 'city-chart' ? act(s, 'roll-city-chart', {}, [1]).state : act(s, 'discard-ally', { none: false }).state;
        if (s.doom === doomAtRise + 1) order.push('doom');
      }
      expect({ cause, order }).toEqual({ cause, order: ['city-chart', 'ally-discard', 'doom'] });
    }
  });
});

describe('D. the Ally a Terror rise costs (ruling 25)', () => {
  it('000:74 He must then choose one Ally from any city’s Market Stack: Greyhaven’s stack, discarded by the City chart a moment before, is not offered', () => {
    let s: State = { ...start(), terror: 2, cities: { ...start().cities, forge: 'destroyed' } };
    s = act(act(s, 'event-card-in-play').state, 'roll-city-chart', {}, [6]).state;
    const offered = rules.prompt(s).actions.find((a) => a.type === 'discard-ally' && a.primary);
    const stacks = offered?.fields?.find((f) => f.name === 'stack');
    expect(stacks).toMatchObject({ kind: 'choice', optional: true });
    const cities = stacks?.kind === 'choice' ? stacks.choices.map((c) => c.value) : [];
    expect(cities).toEqual(['vynelvale', 'riverwatch', 'dawnsmoor', 'tamalir', 'nerekhall', 'frostgate']);
    expect(refuse(s, 'discard-ally', { none: false, stack: 'greyhaven' })).toBe('rules/stack_gone');
    expect(refuse(s, 'discard-ally', { none: true, stack: 'tamalir' })).toBe('rules/invalid_input');
    const ally = act(s, 'discard-ally', { none: false, stack: 'tamalir' });
    expect(ally.events[0]).toEqual({ type: 'ally-discarded', data: { none: false, terror: 3, stack: 'tamalir' } });
    expect(act(s, 'discard-ally', { none: false }).events[0].data).toEqual({ none: false, terror: 3 });
  });
});

describe("E. Tom's double Doom raise (the seed's worked example)", () => {
  it('000:80 a new lair whose monster is the 4th in the outskirts raises Doom twice in one Monster Step', () => {
    // Five lairs, six monsters on the board, three in the outskirts; Shadow Peaks (8) has no lair.
    const s = turns(start(), [1, 2, 3, 4, 5, 5, 1, 1, 1]);
    expect({ monsters: s.monsters.length, outskirts: s.outskirts, free: s.lairs.filter((l) => l.status === 'free').length }).toEqual({
      monsters: 6,
      outskirts: 3,
      free: 1,
    });
    const spawn = act(quietHeroTurn(s), 'roll-lair-chart', {}, [8]);
    expect(types(spawn.events)).toEqual([
      'lair-chart-rolled',
      'lair-opened',
      'monster-to-outskirts',
      'doom-raised',
      'outskirts-cleared',
      'terror-raised',
    ]);
    const { state, events } = act(spawn.state, 'discard-ally', { none: false });
    expect([...spawn.events, ...events].filter((e) => e.type === 'doom-raised').map((e) => e.cause)).toEqual([
      'lair-opened',
      'terror-raised',
    ]);
    expect(state.doom).toBe(s.doom + 2);
    expect(state.lairs[5]).toMatchObject({ marker: 6, location: 'shadow-peaks' });
  });
});

describe('D. the Terror track', () => {
  it('000:61 anytime a new Event Card goes into play, Terror +1: an Ally is discarded, then Doom +1', () => {
    const { state, events } = act(start(), 'event-card-in-play');
    expect(types(events)).toEqual(['event-card-in-play', 'terror-raised']);
    expect(events[1].cause).toBe('event-card');
    expect(state).toMatchObject({ terror: 1, doom: 0 });
    expect(rules.prompt(state).code).toBe('rms/prompt/ally-discard');
    expect(refuse(state, 'hero-moved', { at: 'elsewhere' })).toBe('rules/settle_first');
    expect(act(state, 'discard-ally', { none: false }).state).toMatchObject({ terror: 1, doom: 1, pending: [] });
  });

  it('with no Ally in any market stack the discard is skipped', () => {
    const s = act(start(), 'event-card-in-play').state;
    const { state, events } = act(s, 'discard-ally', { none: true });
    expect(events[0]).toMatchObject({ type: 'ally-discarded', data: { none: true, terror: 1 } });
    expect(state.pending).toEqual([]);
  });

  it('the City chart is rolled at Terror 3, 6 and 9 only', () => {
    let s = start({ doomLength: 15 });
    const charted: number[] = [];
    for (let level = 1; level <= 10; level++) {
      s = act(s, 'event-card-in-play').state;
      if (rules.prompt(s).code === 'rms/prompt/city-chart') {
        charted.push(s.terror);
        s = act(s, 'roll-city-chart', {}, [charted.length]).state;
      }
      s = act(s, 'discard-ally', { none: false }).state;
    }
    expect(charted).toEqual([3, 6, 9]);
    expect(CITIES.filter((c) => s.cities[c] === 'closed')).toEqual(['vynelvale', 'riverwatch', 'dawnsmoor']);
  });

  it('Terror never exceeds 10, and a raise at 10 costs no Doom and no Ally', () => {
    const s: State = { ...start({ doomLength: 15 }), terror: 10, doom: 3 };
    const { state, events } = act(s, 'event-card-in-play');
    expect(types(events)).toEqual(['event-card-in-play', 'terror-at-max']);
    expect(state).toMatchObject({ terror: 10, doom: 3, pending: [] });
  });

  it('the City chart re-rolls 9, 0 and a city already closed', () => {
    let s: State = { ...start(), terror: 2 };
    s = { ...s, cities: { ...s.cities, forge: 'destroyed' } };
    s = act(s, 'event-card-in-play').state;
    for (const [face, result] of [
      [9, 'blank'],
      [0, 'blank'],
      [5, 'already-closed'],
    ] as const) {
      const rolled = act(s, 'roll-city-chart', {}, [face]);
      expect(types(rolled.events)).toEqual(['city-chart-rolled']);
      expect(rolled.events[0].data.result).toBe(result);
      expect(rules.prompt(rolled.state).code).toBe('rms/prompt/city-chart');
      s = rolled.state;
    }
    expect(act(s, 'roll-city-chart', {}, [8]).state.cities.frostgate).toBe('closed');
  });

  it('000:72 the City chart naming a city a monster holds rolls again: a held city is closed (000:37), and its monster stays', () => {
    let s = act(quietHeroTurn(start()), 'roll-lair-chart', {}, [4]).state;
    s = act(s, 'roll-movement-check', {}, [6]).state;
    s = act(act(s, 'monster-entered-city', { monster: 1, city: 'tamalir' }).state, 'monsters-moved').state;
    s = act({ ...s, terror: 2 }, 'event-card-in-play').state;
    const held = act(s, 'roll-city-chart', {}, [4]);
    expect(held.events).toEqual([{ type: 'city-chart-rolled', data: { value: 4, city: 'tamalir', result: 'held' }, cause: 'terror-3' }]);
    expect(held.state.cities.tamalir).toBe('open');
    expect(held.state.monsters).toMatchObject([{ id: 1, city: 'tamalir', turnsLeft: 5 }]);
    expect(rules.prompt(held.state).code).toBe('rms/prompt/city-chart');
    expect(act(held.state, 'roll-city-chart', {}, [5]).state.cities.forge).toBe('closed');
  });

  it('000:72 house rule: the City chart closes a city a monster holds for good, and the monster leaves the board', () => {
    let s = act(quietHeroTurn(start({ cityChartClosesHeldCity: true })), 'roll-lair-chart', {}, [4]).state;
    s = act(s, 'roll-movement-check', {}, [6]).state;
    s = act(act(s, 'monster-entered-city', { monster: 1, city: 'tamalir' }).state, 'monsters-moved').state;
    s = act({ ...s, terror: 2 }, 'event-card-in-play').state;
    const { state, events } = act(s, 'roll-city-chart', {}, [4]);
    expect(events[1]).toMatchObject({ type: 'city-closed', data: { city: 'tamalir', monsterRemoved: 1 } });
    expect(state.monsters).toEqual([]);
  });

  it('000:72 when every city left is closed or held by a monster, the City chart is not rolled and nothing closes (ruling 21)', () => {
    const s = start();
    const held = ['tamalir', 'forge'] as const;
    const cities = Object.fromEntries(
      CITIES.map((c) => [c, (held as readonly string[]).includes(c) ? 'open' : 'closed']),
    ) as State['cities'];
    const monsters = held.map((city, i) => ({ id: i + 1, lair: null, colour: 'green' as const, city, arrivedTurn: 1, turnsLeft: 3 }));
    const { state, events } = act({ ...s, terror: 2, cities, monsters }, 'event-card-in-play');
    expect(types(events)).toEqual(['event-card-in-play', 'terror-raised', 'city-chart-skipped']);
    expect(events[2]).toMatchObject({ data: { terror: 3, reason: 'no-city-can-close' }, cause: 'terror-3' });
    expect(rules.prompt(state).code).toBe('rms/prompt/ally-discard');
    expect(rules.outcome?.(state)).toBeNull();
    // With the house rule the held cities can still close, so the chart is rolled.
    const house = act(
      { ...s, options: { ...s.options, cityChartClosesHeldCity: true }, terror: 2, cities, monsters },
      'event-card-in-play',
    );
    expect(rules.prompt(house.state).code).toBe('rms/prompt/city-chart');
  });
});

describe("E. Margath's Doom track", () => {
  it('its length is set at set-up, from 10 to 15 (12 by default)', () => {
    expect(start().options.doomLength).toBe(12);
    expect(start({ doomLength: 10 }).options.doomLength).toBe(10);
    for (const doomLength of [9, 16, 12.5]) {
      expect(rules.setup({ doomLength } as unknown as State['options'], [])).toMatchObject({
        ok: false,
        error: { code: 'rules/invalid_options' },
      });
    }
    expect(rules.trackers(start({ doomLength: 14 })).find((t) => t.id === 'doom')).toMatchObject({ value: 0, min: 0, max: 14 });
  });

  it('a full Doom track calls Margath; defeating him wins', () => {
    const s: State = { ...start({ doomLength: 10 }), doom: 9 };
    const full = act(act(s, 'event-card-in-play').state, 'discard-ally', { none: false }).state;
    expect(full.doom).toBe(10);
    expect(rules.prompt(full)).toMatchObject({ code: 'rms/prompt/face-margath' });
    const won = act(full, 'face-margath', { result: 'hero-won' }).state;
    expect(rules.outcome?.(won)).toEqual({ result: 'won', code: 'rms/outcome/margath-defeated' });
    expect(rules.prompt(won).actions).toEqual([]);
  });

  it('Margath defeating the hero loses the game', () => {
    const full = act(act({ ...start({ doomLength: 10 }), doom: 9 }, 'event-card-in-play').state, 'discard-ally', { none: true }).state;
    const lost = act(full, 'face-margath', { result: 'margath-won' }).state;
    expect(rules.outcome?.(lost)).toEqual({ result: 'lost', code: 'rms/outcome/margath-won' });
    expect(refuse(lost, 'event-card-in-play')).toBe('rules/game_over');
  });
});

describe('F. winning and losing', () => {
  it('a third Dragon Rune wins', () => {
    let s = start();
    s = act(act(s, 'dragon-rune-gained').state, 'dragon-rune-gained').state;
    expect(rules.outcome?.(s)).toBeNull();
    s = act(s, 'dragon-rune-gained').state;
    expect(rules.outcome?.(s)).toEqual({ result: 'won', code: 'rms/outcome/dragon-runes' });
  });

  it('six sealed lairs win', () => {
    const s = start();
    const five: State = {
      ...s,
      lairs: s.lairs.map((l, i) => (i < 5 ? { ...l, status: 'sealed' as const, location: 'bitter-downs' as const } : l)),
    };
    expect(rules.outcome?.(five)).toBeNull();
    const six: State = { ...five, lairs: five.lairs.map((l) => ({ ...l, status: 'sealed' as const })) };
    expect(rules.outcome?.(six)).toEqual({ result: 'won', code: 'rms/outcome/six-lairs-sealed' });
  });

  it('the last open city closing loses the game', () => {
    const s = start();
    const cities = Object.fromEntries(CITIES.map((c) => [c, c === 'forge' ? 'open' : 'destroyed'])) as State['cities'];
    const oneLeft: State = { ...s, terror: 5, cities };
    const chart = act(oneLeft, 'event-card-in-play').state;
    const lost = act(chart, 'roll-city-chart', {}, [5]).state;
    expect(rules.outcome?.(lost)).toEqual({ result: 'lost', code: 'rms/outcome/all-cities-closed' });
  });
});
