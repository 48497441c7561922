import { describe, expect, it } from 'vitest';
import { act, quietHeroTurn, quietTurn, rules, sixLairs, start, types } from './helpers';

describe('A. spawning lairs and monsters', () => {
  it('a Lair chart 0 brings nothing', () => {
    const { state, events } = act(quietHeroTurn(start()), 'roll-lair-chart', {}, [0]);
    expect(types(events)).toEqual(['lair-chart-rolled']);
    expect(state.monsters).toEqual([]);
    expect(state.doom).toBe(0);
    expect(state.step).toBe('movement-check');
  });

  it('a location with no lair takes the lowest free marker, a monster, and Doom +1', () => {
    const { state, events } = act(quietHeroTurn(start()), 'roll-lair-chart', {}, [4]);
    expect(types(events)).toEqual(['lair-chart-rolled', 'lair-opened', 'monster-spawned', 'doom-raised']);
    expect(state.lairs[0]).toMatchObject({ marker: 1, status: 'open', location: 'ashen-hills' });
    expect(state.monsters).toEqual([expect.objectContaining({ id: 1, lair: 1, colour: 'green', city: null })]);
    expect(state.doom).toBe(1);
    expect(events.at(-1)?.cause).toBe('lair-opened');
  });

  it('a location that already has a lair gets only a monster, and Doom stays', () => {
    const before = quietTurn(start(), 4);
    const { state, events } = act(quietHeroTurn(before), 'roll-lair-chart', {}, [4]);
    expect(types(events)).toEqual(['lair-chart-rolled', 'monster-spawned']);
    expect(state.lairs.filter((l) => l.status === 'open')).toHaveLength(1);
    expect(state.monsters.map((m) => m.lair)).toEqual([1, 1]);
    expect(state.doom).toBe(before.doom);
  });

  it('the monster colour follows the hero level recorded in the Experience step', () => {
    const yellow = act(quietHeroTurn(start(), 2), 'roll-lair-chart', {}, [1]).state;
    expect(yellow.monsters[0].colour).toBe('yellow');
    const blue = act(quietHeroTurn(start(), 4), 'roll-lair-chart', {}, [1]).state;
    expect(blue.monsters[0].colour).toBe('blue');
  });

  it('a seventh monster goes to the outskirts instead of the board', () => {
    const six = sixLairs();
    expect(six.monsters).toHaveLength(6);
    const { state, events } = act(quietHeroTurn(six), 'roll-lair-chart', {}, [1]);
    expect(types(events)).toEqual(['lair-chart-rolled', 'monster-to-outskirts']);
    expect(state.monsters).toHaveLength(6);
    expect(state.outskirts).toBe(1);
  });

  it('with no free marker a new location gets nothing (no lair, no monster)', () => {
    const six = sixLairs();
    const { state, events } = act(quietHeroTurn(six), 'roll-lair-chart', {}, [9]);
    expect(events[1]).toMatchObject({ type: 'spawn-blocked', data: { location: 'crimson-forest', reason: 'no-marker' } });
    expect(state.outskirts).toBe(0);
    expect(state.doom).toBe(six.doom);
  });

  it('house rule: with no free marker the monster goes to the outskirts', () => {
    const six = sixLairs({ noMarkerToOutskirts: true });
    const { state, events } = act(quietHeroTurn(six), 'roll-lair-chart', {}, [9]);
    expect(events[1]).toMatchObject({ type: 'monster-to-outskirts', data: { reason: 'no-marker' } });
    expect(state.outskirts).toBe(1);
    expect(state.lairs.some((l) => l.location === 'crimson-forest')).toBe(false);
  });

  it('a 4th monster in the outskirts clears them and raises Terror (and Doom)', () => {
    let s = sixLairs();
    for (let i = 0; i < 3; i++) s = quietTurn(s, 2);
    expect(s.outskirts).toBe(3);
    const { state, events } = act(quietHeroTurn(s), 'roll-lair-chart', {}, [2]);
    expect(types(events)).toEqual(['lair-chart-rolled', 'monster-to-outskirts', 'outskirts-cleared', 'terror-raised']);
    expect(events.find((e) => e.type === 'terror-raised')?.cause).toBe('outskirts-full');
    expect(state.outskirts).toBe(0);
    expect(state.terror).toBe(1);
    expect(rules.prompt(state).code).toBe('rms/prompt/ally-discard');
    const ally = act(state, 'discard-ally', { none: false });
    expect(types(ally.events)).toEqual(['ally-discarded', 'doom-raised']);
    expect(ally.state.doom).toBe(s.doom + 1);
  });

  it('a sealed location never takes a lair or monster again', () => {
    const s = sealedAshenHills();
    const { state, events } = act(quietHeroTurn(s), 'roll-lair-chart', {}, [4]);
    expect(events[1]).toMatchObject({ type: 'spawn-blocked', data: { reason: 'sealed' } });
    expect(state.monsters).toEqual(s.monsters);
    expect(state.doom).toBe(s.doom);
  });

  it('a marker back on the track is the lowest free one again', () => {
    let s = quietTurn(quietTurn(start(), 1), 2);
    expect(s.lairs.map((l) => l.status)).toEqual(['open', 'open', 'free', 'free', 'free', 'free']);
    s = { ...s, lairs: s.lairs.map((l) => (l.marker === 1 ? { ...l, status: 'free' as const, location: null } : l)) };
    const { state } = act(quietHeroTurn(s), 'roll-lair-chart', {}, [3]);
    expect(state.lairs[0]).toMatchObject({ marker: 1, location: 'blackthorn-grove', status: 'open' });
  });
});

/** Ashen Hills lair (marker 1) fought, closed with the 1d10 house rule and sealed with gold. */
function sealedAshenHills() {
  let s = quietTurn(start({ lairCheckOneDie: true }), 4);
  s = act(s, 'hero-moved', { at: 'monster-1' }).state;
  s = act(s, 'fight-monster', { result: 'defeated', life: 3 }).state;
  s = act(act(s, 'market-done').state, 'experience-done', { experience: 0 }).state;
  s = act(act(s, 'roll-lair-chart', {}, [0]).state, 'roll-movement-check', {}, [1]).state;
  s = act(s, 'hero-moved', { at: 'lair-1' }).state;
  s = act(s, 'plan-lair-check', { phase: 'magic', skill: 3 }).state;
  s = act(s, 'roll-lair-check', {}, [9]).state;
  s = act(s, 'seal-lair', { payment: 'gold' }).state;
  s = act(act(s, 'market-done').state, 'experience-done', { experience: 0 }).state;
  s = act(act(s, 'roll-lair-chart', {}, [0]).state, 'roll-movement-check', {}, [1]).state;
  expect(s.lairs[0].status).toBe('sealed');
  return s;
}
