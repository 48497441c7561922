/**
 * Monster Step: tests for what hand-made mutants of the rule code showed unpinned (issue 29), each
 * named after the seed sentence whose other case it tries.
 */
import { describe, expect, it } from 'vitest';
import { act, quietHeroTurn, quietTurn, refuse, rules, start } from './helpers';

describe('000:49 a monster appearing on the lair the hero stands on', () => {
  it('000:49 If a monster appears on this Lair … you must immediately fight the Monster — one appearing on another lair is not fought at once', () => {
    // Lair 1 opens at the Ashen Hills; Dan stands on it; the next Lair chart opens lair 2 at the Bitter Downs.
    let s = quietTurn(start(), 4);
    s = act(s, 'hero-moved', { at: 'lair-1' }).state;
    s = act(act(act(s, 'adventure-done').state, 'market-done').state, 'experience-done', { experience: 0 }).state;
    const spawn = act(s, 'roll-lair-chart', {}, [2]);
    expect(spawn.state.monsters.at(-1)).toMatchObject({ lair: 2 });
    expect(spawn.state.pending.some((p) => p.kind === 'fight-now')).toBe(false);
    expect(rules.prompt(spawn.state).code).not.toBe('rms/prompt/fight-now');
    expect(act(spawn.state, 'roll-movement-check', {}, [1]).state.turn).toBe(3);
  });
});

describe('000:37 a city a monster holds', () => {
  it('000:37 "Riverwatch is now closed": a second monster cannot walk into a city another monster holds (ruling 4)', () => {
    let s = act(quietHeroTurn(start()), 'roll-lair-chart', {}, [4]).state;
    s = act(s, 'roll-movement-check', {}, [6]).state;
    s = act(s, 'monster-entered-city', { monster: 1, city: 'riverwatch' }).state;
    s = act(s, 'monsters-moved').state;
    s = act(quietHeroTurn(s), 'roll-lair-chart', {}, [2]).state;
    s = act(s, 'roll-movement-check', {}, [6]).state;
    const cities = rules
      .prompt(s)
      .actions.find((a) => a.type === 'monster-entered-city')
      ?.fields?.find((f) => f.name === 'city');
    expect(cities && cities.kind === 'choice' && cities.choices.map((c) => c.value)).not.toContain('riverwatch');
    expect(cities && cities.kind === 'choice' && cities.choices.map((c) => c.value)).toContain('tamalir');
    expect(refuse(s, 'monster-entered-city', { monster: 2, city: 'riverwatch' })).toMatch(/^rules\//);
  });
});

describe('000:55 sealing a lair the hero has not moved from', () => {
  it('000:55 If a hero has closed a Lair and has not moved his character … he may seal it: on a later turn (house rule) only once he has stayed, not before his move', () => {
    let s = quietTurn(start({ lairCheckOneDie: true, sealWhileStaying: true }), 4);
    s = act(s, 'hero-moved', { at: 'monster-1' }).state;
    s = act(s, 'fight-monster', { result: 'defeated', life: 3 }).state;
    s = act(act(s, 'market-done').state, 'experience-done', { experience: 0 }).state;
    s = act(act(s, 'roll-lair-chart', {}, [0]).state, 'roll-movement-check', {}, [1]).state;
    s = act(s, 'hero-moved', { at: 'lair-1' }).state;
    s = act(act(s, 'plan-lair-check', { phase: 'magic', skill: 9 }).state, 'roll-lair-check', {}, [1]).state;
    s = act(act(act(s, 'adventure-done').state, 'market-done').state, 'experience-done', { experience: 0 }).state;
    s = act(act(s, 'roll-lair-chart', {}, [0]).state, 'roll-movement-check', {}, [1]).state;
    // The next turn, before Dan says where he ends his move: no seal yet.
    expect(s.lairs[0].status).toBe('closed');
    expect(rules.prompt(s).actions.some((a) => a.type === 'seal-lair')).toBe(false);
    expect(refuse(s, 'seal-lair', { payment: 'gold' })).toMatch(/^rules\//);
    s = act(s, 'hero-moved', { at: 'lair-1' }).state;
    expect(act(s, 'seal-lair', { payment: 'gold' }).state.lairs[0].status).toBe('sealed');
  });
});
