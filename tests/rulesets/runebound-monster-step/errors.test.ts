import { describe, expect, it } from 'vitest';
import { d10 } from '../../../shared/engine/dice';
import { runAction } from '../../../shared/engine/run';
import { act, quietHeroTurn, quietTurn, refuse, rules, start, type State } from './helpers';

/** Refuses and proves the state it was given is untouched. */
function refuseUnchanged(state: State, type: string, payload: Record<string, unknown> = {}, values: number[] = []): string {
  const before = structuredClone(state);
  const code = refuse(state, type, payload, values);
  expect(state).toEqual(before);
  return code;
}

describe('refusals', () => {
  it('actions out of their step are refused with rules/wrong_phase', () => {
    const s = start();
    expect(refuseUnchanged(s, 'roll-lair-chart', {}, [3])).toBe('rules/wrong_phase');
    expect(refuseUnchanged(s, 'roll-movement-check', {}, [3])).toBe('rules/wrong_phase');
    expect(refuseUnchanged(s, 'monsters-moved')).toBe('rules/wrong_phase');
    expect(refuseUnchanged(s, 'market-done')).toBe('rules/wrong_phase');
    expect(refuseUnchanged(s, 'roll-city-chart', {}, [3])).toBe('rules/wrong_phase');
    expect(refuseUnchanged(s, 'discard-ally', { none: true })).toBe('rules/wrong_phase');
    expect(refuseUnchanged(s, 'face-margath', { result: 'hero-won' })).toBe('rules/wrong_phase');
    expect(refuseUnchanged(quietHeroTurn(s), 'hero-moved', { at: 'elsewhere' })).toBe('rules/wrong_phase');
    expect(refuseUnchanged(quietHeroTurn(s), 'event-card-in-play')).toBe('rules/wrong_phase');
  });

  it('malformed payloads are refused with rules/invalid_input', () => {
    const s = start();
    expect(refuseUnchanged(s, 'hero-moved', { at: 'the tavern' })).toBe('rules/invalid_input');
    expect(refuseUnchanged(s, 'hero-moved', { at: 'elsewhere', extra: 1 })).toBe('rules/invalid_input');
    const exp = act(act(act(s, 'hero-moved', { at: 'elsewhere' }).state, 'adventure-done').state, 'market-done').state;
    expect(refuseUnchanged(exp, 'experience-done', { experience: -1 })).toBe('rules/invalid_input');
    expect(refuseUnchanged(exp, 'experience-done', { experience: 1.5 })).toBe('rules/invalid_input');
    const moving = act(quietHeroTurn(start()), 'roll-lair-chart', {}, [4]).state;
    const walking = act(moving, 'roll-movement-check', {}, [6]).state;
    expect(refuseUnchanged(walking, 'monster-entered-city', { monster: 1, city: 'atlantis' })).toBe('rules/invalid_input');
    expect(refuseUnchanged(walking, 'movement-die-shown', { die: 1, symbol1: 'lava' })).toBe('rules/invalid_input');
  });

  it('an action that is not available now is refused with its availability code before its payload is read (engine v2)', () => {
    const s = start();
    expect(refuseUnchanged(s, 'seal-lair', { payment: 'a song' })).toBe('rules/wrong_phase');
    expect(refuseUnchanged(s, 'monster-entered-city', { monster: 1, city: 'atlantis' })).toBe('rules/wrong_phase');
    expect(rules.prompt(s).actions.map((a) => a.type)).toEqual(['hero-moved', 'event-card-in-play', 'dragon-rune-gained']);
  });

  it('a position that is not on the board is refused', () => {
    const s = quietTurn(start(), 4);
    expect(refuseUnchanged(s, 'hero-moved', { at: 'monster-9' })).toBe('rules/not_on_board');
    expect(refuseUnchanged(s, 'hero-moved', { at: 'lair-2' })).toBe('rules/not_on_board');
  });

  it('dice the chart cannot use are refused', () => {
    const s = quietHeroTurn(start());
    expect(runAction(rules, s, 'roll-lair-chart', {}, [{ die: d10, value: 10, source: 'table' }])).toMatchObject({
      ok: false,
      error: { code: 'dice/invalid_value' },
    });
    expect(runAction(rules, s, 'roll-lair-chart', {}, [])).toMatchObject({ ok: false, error: { code: 'dice/wrong_count' } });
    expect(
      runAction(rules, s, 'roll-lair-chart', {}, [
        { die: d10, value: 2, source: 'table' },
        { die: d10, value: 3, source: 'table' },
      ]),
    ).toMatchObject({ ok: false, error: { code: 'dice/wrong_count' } });
  });

  it('rolling a lair check that was never set up is refused', () => {
    const s = act(quietTurn(start(), 4), 'hero-moved', { at: 'lair-1' }).state;
    expect(refuseUnchanged(s, 'roll-lair-check')).toBe('rules/no_lair_check');
    expect(refuseUnchanged(s, 'cancel-lair-check')).toBe('rules/no_lair_check');
  });

  it('no fourth Dragon Rune and no fight without a monster', () => {
    const s = start();
    expect(refuseUnchanged({ ...s, hero: { ...s.hero, dragonRunes: 3 } }, 'dragon-rune-gained')).toBe('rules/game_over');
    const adv = act(s, 'hero-moved', { at: 'elsewhere' }).state;
    expect(refuseUnchanged(adv, 'fight-monster', { result: 'knocked-out' })).toBe('rules/no_fight');
  });

  it('an unknown action is refused', () => {
    expect(refuseUnchanged(start(), 'summon-margath')).toBe('rules/unknown_action');
  });
});
