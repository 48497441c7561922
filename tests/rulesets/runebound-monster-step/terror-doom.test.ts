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

describe('D. Tom\'s outskirts → Terror → City chart chain (the seed\'s worked example)', () => {
  it('a 4th monster in the outskirts raises Terror to 3, closes the rolled city, asks for an Ally and raises Doom', () => {
    // Six monsters on the board, Hanging Woods (7) with a lair, 3 in the outskirts, Terror 2.
    let s = turns(start({ doomLength: 15 }), [1, 2, 3, 4, 5, 7, 7, 7, 7]);
    s = eventCard(eventCard(s));
    expect({ monsters: s.monsters.length, outskirts: s.outskirts, terror: s.terror }).toEqual({ monsters: 6, outskirts: 3, terror: 2 });
    const doomBefore = s.doom;
    const roll = act(quietHeroTurn(s), 'roll-lair-chart', {}, [7]);
    expect(types(roll.events)).toEqual(['lair-chart-rolled', 'monster-to-outskirts', 'outskirts-cleared', 'terror-raised', 'doom-raised']);
    expect(roll.state).toMatchObject({ outskirts: 0, terror: 3, doom: doomBefore + 1 });
    expect(rules.prompt(roll.state)).toMatchObject({ code: 'rms/prompt/city-chart', params: { terror: 3 } });
    const chart = act(roll.state, 'roll-city-chart', {}, [6]);
    expect(chart.events).toEqual([
      { type: 'city-chart-rolled', data: { value: 6, city: 'greyhaven', result: 'closes' }, cause: 'terror-3' },
      { type: 'city-closed', data: { city: 'greyhaven', monsterRemoved: null }, cause: 'terror-3' },
    ]);
    expect(chart.state.cities.greyhaven).toBe('closed');
    expect(rules.prompt(chart.state).code).toBe('rms/prompt/ally-discard');
    const ally = act(chart.state, 'discard-ally', { none: false });
    expect(rules.prompt(ally.state).code).toBe('rms/prompt/movement-check');
  });
});

describe('E. Tom\'s double Doom raise (the seed\'s worked example)', () => {
  it('a new lair whose monster is the 4th in the outskirts raises Doom twice in one Monster Step', () => {
    // Five lairs, six monsters on the board, three in the outskirts; Shadow Peaks (8) has no lair.
    const s = turns(start(), [1, 2, 3, 4, 5, 5, 1, 1, 1]);
    expect({ monsters: s.monsters.length, outskirts: s.outskirts, free: s.lairs.filter((l) => l.status === 'free').length }).toEqual({ monsters: 6, outskirts: 3, free: 1 });
    const { state, events } = act(quietHeroTurn(s), 'roll-lair-chart', {}, [8]);
    expect(types(events)).toEqual(['lair-chart-rolled', 'lair-opened', 'monster-to-outskirts', 'doom-raised', 'outskirts-cleared', 'terror-raised', 'doom-raised']);
    expect(events.filter((e) => e.type === 'doom-raised').map((e) => e.cause)).toEqual(['lair-opened', 'terror-raised']);
    expect(state.doom).toBe(s.doom + 2);
    expect(state.lairs[5]).toMatchObject({ marker: 6, location: 'shadow-peaks' });
  });
});

describe('D. the Terror track', () => {
  it('a new Event card in play raises Terror by 1, Doom by 1, and asks for an Ally', () => {
    const { state, events } = act(start(), 'event-card-in-play');
    expect(types(events)).toEqual(['event-card-in-play', 'terror-raised', 'doom-raised']);
    expect(events[1].cause).toBe('event-card');
    expect(state).toMatchObject({ terror: 1, doom: 1 });
    expect(rules.prompt(state).code).toBe('rms/prompt/ally-discard');
    expect(refuse(state, 'hero-moved', { at: 'elsewhere' })).toBe('rules/settle_first');
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
    for (const [face, result] of [[9, 'blank'], [0, 'blank'], [5, 'already-closed']] as const) {
      const rolled = act(s, 'roll-city-chart', {}, [face]);
      expect(types(rolled.events)).toEqual(['city-chart-rolled']);
      expect(rolled.events[0].data.result).toBe(result);
      expect(rules.prompt(rolled.state).code).toBe('rms/prompt/city-chart');
      s = rolled.state;
    }
    expect(act(s, 'roll-city-chart', {}, [8]).state.cities.frostgate).toBe('closed');
  });

  it('the City chart closing a city a monster holds takes that monster off the board', () => {
    let s = act(quietHeroTurn(start()), 'roll-lair-chart', {}, [4]).state;
    s = act(s, 'roll-movement-check', {}, [6]).state;
    s = act(act(s, 'monster-entered-city', { monster: 1, city: 'tamalir' }).state, 'monsters-moved').state;
    s = act({ ...s, terror: 2 }, 'event-card-in-play').state;
    const { state, events } = act(s, 'roll-city-chart', {}, [4]);
    expect(events[1]).toMatchObject({ type: 'city-closed', data: { city: 'tamalir', monsterRemoved: 1 } });
    expect(state.monsters).toEqual([]);
  });
});

describe('E. Margath\'s Doom track', () => {
  it('its length is set at set-up, from 10 to 15 (12 by default)', () => {
    expect(start().options.doomLength).toBe(12);
    expect(start({ doomLength: 10 }).options.doomLength).toBe(10);
    for (const doomLength of [9, 16, 12.5]) {
      expect(rules.setup({ doomLength } as unknown as State['options'], [])).toMatchObject({ ok: false, error: { code: 'rules/invalid_options' } });
    }
    expect(rules.trackers(start({ doomLength: 14 })).find((t) => t.id === 'doom')).toMatchObject({ value: 0, min: 0, max: 14 });
  });

  it('a full Doom track calls Margath; defeating him wins', () => {
    const s: State = { ...start({ doomLength: 10 }), doom: 9 };
    const full = act(s, 'event-card-in-play').state;
    expect(full.doom).toBe(10);
    expect(rules.prompt(full)).toMatchObject({ code: 'rms/prompt/face-margath' });
    const won = act(full, 'face-margath', { result: 'hero-won' }).state;
    expect(rules.outcome?.(won)).toEqual({ result: 'won', code: 'rms/outcome/margath-defeated' });
    expect(rules.prompt(won).actions).toEqual([]);
  });

  it('Margath defeating the hero loses the game', () => {
    const full = act({ ...start({ doomLength: 10 }), doom: 9 }, 'event-card-in-play').state;
    const lost = act(full, 'face-margath', { result: 'margath-won' }).state;
    expect(rules.outcome?.(lost)).toEqual({ result: 'lost', code: 'rms/outcome/margath-won' });
    expect(refuse(lost, 'discard-ally', { none: true })).toBe('rules/game_over');
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
    const five: State = { ...s, lairs: s.lairs.map((l, i) => (i < 5 ? { ...l, status: 'sealed' as const, location: 'bitter-downs' as const } : l)) };
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
