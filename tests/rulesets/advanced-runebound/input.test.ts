import { describe, expect, it } from 'vitest';
import { advancedRunebound } from '../../../shared/rulesets/advanced-runebound';
import { attempt, start } from './helpers';

describe('invalid input and the wrong moment', () => {
  it.each([
    ['place-card', { colour: 'purple', reason: 'other' }],
    ['place-card', { colour: 'green' }],
    ['draw-event', { colour: 'green', eventNumber: -1 }],
    ['check-hazard', { player: 'p1', terrain: 'lava' }],
    ['buy-experience', { player: 'p1', first: 'luck', second: 'mind' }],
    ['buy-experience', { player: 'p1', first: 'body', firstBonus: 5, second: 'mind' }],
    ['end-turn', { player: 'p1' }],
  ])('%s with %j is invalid input and changes nothing', (type, payload) => {
    // John can afford experience, so only the payload is wrong (engine v2 checks availability first).
    const state = advancedRunebound.setTracker(start(3), 'experience:p1', 9);
    const before = JSON.stringify(state);
    expect(attempt(state, type, payload)).toMatchObject({ ok: false, error: { code: 'rules/invalid_input' } });
    expect(JSON.stringify(state)).toBe(before);
  });

  it('an action that is not available now is refused with its availability code before its payload is read (engine v2)', () => {
    const state = start(3);
    expect(attempt(state, 'resolve-hazard', { kind: 'treasure' })).toMatchObject({ ok: false, error: { code: 'rules/no_hazard_card' } });
    expect(attempt(state, 'confrontation', { result: 'draw' })).toMatchObject({ ok: false, error: { code: 'rules/wrong_phase' } });
    expect(attempt(state, 'buy-experience', { player: 'p1', first: 'luck', second: 'mind' })).toMatchObject({
      ok: false,
      error: { code: 'rules/not_enough_experience' },
    });
  });

  it('an unknown action is refused', () => {
    expect(attempt(start(3), 'roll-city-chart')).toMatchObject({ ok: false, error: { code: 'rules/unknown_action' } });
  });

  it('the Endgame order cannot be set during the normal game', () => {
    expect(attempt(start(3), 'set-endgame-order')).toMatchObject({ ok: false, error: { code: 'rules/wrong_phase' } });
  });

  it('a hazard card cannot be resolved when no hazard is under way', () => {
    expect(attempt(start(3), 'resolve-hazard', { kind: 'encounter' })).toMatchObject({
      ok: false,
      error: { code: 'rules/no_hazard_card' },
    });
  });

  it('set-up refuses more than six players', () => {
    const players = Array.from({ length: 7 }, (_, i) => ({ id: `p${i}`, name: `P${i}` }));
    expect(advancedRunebound.setup({ soloThreeCards: false }, players)).toMatchObject({ ok: false, error: { code: 'setup/player_count' } });
  });
});

describe('the prompt', () => {
  it('always marks one main next step while the game goes on', () => {
    const state = start(3);
    expect(advancedRunebound.prompt(state).actions.filter((a) => a.primary)).toHaveLength(1);
  });

  it('exposes doom counters, each hero’s level, gold, experience and red cards, and the discard piles as trackers', () => {
    const ids = advancedRunebound.trackers(start(2)).map((t) => t.id);
    expect(ids).toEqual(expect.arrayContaining(['doom-counters', 'level:p1', 'gold:p2', 'experience:p1', 'red:p2', 'discards:blue']));
    const state = advancedRunebound.setTracker(start(2), 'gold:p2', 9);
    expect(state.heroes[1].gold).toBe(9);
  });
});
