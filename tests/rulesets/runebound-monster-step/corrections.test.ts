import { describe, expect, it } from 'vitest';
import { CORE, foldEvents } from '../../../shared/engine/run';
import { act, quietHeroTurn, quietTurn, refuse, rules, setupEvent, start, type State } from './helpers';

describe('hand corrections and house rules changed mid-campaign', () => {
  it('setting Terror by hand to 3 puts the app right without rolling the City chart', () => {
    const s = foldEvents(rules, undefined, [setupEvent(), { type: CORE.trackerAdjusted, data: { tracker: 'terror', from: 0, to: 3 } }]);
    expect(s.terror).toBe(3);
    expect(s.doom).toBe(0);
    expect(rules.prompt(s).code).toBe('rms/prompt/movement');
  });

  it('a city timer can be corrected by hand', () => {
    let s = act(quietHeroTurn(start()), 'roll-lair-chart', {}, [4]).state;
    s = act(act(s, 'roll-movement-check', {}, [6]).state, 'monster-entered-city', { monster: 1, city: 'forge' }).state;
    s = act(s, 'monsters-moved').state;
    const fixed = rules.setTracker(s, 'timer-1', 2);
    expect(fixed.monsters[0].turnsLeft).toBe(2);
    expect(s.monsters[0].turnsLeft).toBe(5);
  });

  it('switching the 1d10 house rule on changes the dice of the next lair check', () => {
    let s = quietTurn(start(), 4);
    s = act(s, 'hero-moved', { at: 'monster-1' }).state;
    s = act(s, 'fight-monster', { result: 'defeated', life: 3 }).state;
    s = act(act(act(s, 'market-done').state, 'experience-done', { experience: 0 }).state, 'roll-lair-chart', {}, [0]).state;
    s = act(act(s, 'roll-movement-check', {}, [1]).state, 'hero-moved', { at: 'lair-1' }).state;
    const planned = act(s, 'plan-lair-check', { phase: 'magic', skill: 1 }).state;
    expect(rules.prompt(planned).actions[0].dice?.dice).toHaveLength(2);
    const oneDie = rules.withOptions!(planned, { ...planned.options, lairCheckOneDie: true });
    expect(rules.prompt(oneDie).actions[0].dice?.dice).toHaveLength(1);
    expect(rules.withOptions!(planned, { doomLength: 99 } as unknown as State['options'])).toBe(planned);
  });

  it('a shorter Doom track set mid-campaign never leaves Doom above its length', () => {
    const s: State = { ...start({ doomLength: 15 }), doom: 13 };
    expect(rules.withOptions!(s, { ...s.options, doomLength: 10 }).doom).toBe(10);
  });

  it('000:78 when the Doom track reaches the indicated number you must face Margath — also when the track is shortened mid-campaign to the Doom already on it', () => {
    let s = quietTurn(quietTurn(start({ doomLength: 15 }), 1), 2);
    s = { ...s, doom: 11 };
    const log = [{ type: CORE.optionsChanged, data: { from: s.options, to: { ...s.options, doomLength: 11 } } }];
    const shortened = foldEvents(rules, s, log);
    expect(shortened.doom).toBe(11);
    expect(rules.prompt(shortened)).toMatchObject({ code: 'rms/prompt/face-margath', params: { doom: 11, length: 11 } });
    expect(refuse(shortened, 'hero-moved', { at: 'elsewhere' })).toBe('rules/settle_first');
    expect(rules.outcome?.(act(shortened, 'face-margath', { result: 'hero-won' }).state)).toEqual({
      result: 'won',
      code: 'rms/outcome/margath-defeated',
    });
    // Shortened below the Doom on it: Doom is clamped to the new length, and Margath is faced once.
    const below = rules.withOptions!(s, { ...s.options, doomLength: 10 });
    expect(below.doom).toBe(10);
    expect(below.pending.filter((p) => p.kind === 'face-margath')).toHaveLength(1);
    expect(rules.withOptions!(below, { ...below.options, doomLength: 10 }).pending).toEqual(below.pending);
    // Lengthened again before facing him: the track is no longer full and Margath no longer waits.
    const lengthened = rules.withOptions!(below, { ...below.options, doomLength: 15 });
    expect(lengthened.pending).toEqual([]);
    expect(rules.prompt(lengthened).code).toBe('rms/prompt/movement');
    // A longer track than the Doom on it calls nobody.
    expect(rules.withOptions!(s, { ...s.options, doomLength: 12 }).pending).toEqual([]);
  });

  it('a monster taken off with its city frees the hero who ended on it (house rule: the City chart closes a held city)', () => {
    let s = act(quietHeroTurn(start({ cityChartClosesHeldCity: true })), 'roll-lair-chart', {}, [4]).state;
    s = act(act(s, 'roll-movement-check', {}, [6]).state, 'monster-entered-city', { monster: 1, city: 'tamalir' }).state;
    s = act(s, 'monsters-moved').state;
    s = act({ ...s, terror: 2 }, 'hero-moved', { at: 'monster-1' }).state;
    s = act(s, 'event-card-in-play').state;
    s = act(s, 'roll-city-chart', {}, [4]).state;
    s = act(s, 'discard-ally', { none: false }).state;
    expect(s.hero.at).toEqual({ kind: 'elsewhere' });
    expect(refuse(s, 'fight-monster', { result: 'knocked-out' })).toBe('rules/no_fight');
    expect(act(s, 'adventure-done').state.step).toBe('market');
  });
});
