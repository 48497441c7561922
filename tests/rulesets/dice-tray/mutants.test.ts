/** The dice tray's rules pinned where `npm run mutate -- dice-tray` found them untested: offers, die faces, counter limits and names. */
import { describe, expect, it } from 'vitest';
import { d6, d10, dN, type RolledDie } from '../../../shared/engine/dice';
import { CORE, foldEvents, runAction } from '../../../shared/engine/run';
import { diceTray } from '../../../shared/rulesets/dice-tray';
import { diceTrayManifest } from '../../../shared/rulesets/dice-tray/manifest';
import type { DiceTrayState } from '../../../shared/rulesets/dice-tray/state';

const start = () => foldEvents(diceTray, undefined, [{ type: CORE.setup, data: { options: {}, players: [] } }]);
const table = (die: RolledDie['die'], ...values: number[]): RolledDie[] => values.map((value) => ({ die, value, source: 'table' }));

function play(state: DiceTrayState, type: string, payload: Record<string, unknown>, dice: RolledDie[] = []) {
  const result = runAction(diceTray, state, type, payload, dice);
  if (!result.ok) throw new Error(`${type}: ${result.error.code}`);
  return result.value.state;
}
const refusal = (state: DiceTrayState, type: string, payload: Record<string, unknown>, dice: RolledDie[] = []) => {
  const result = runAction(diceTray, state, type, payload, dice);
  return result.ok ? null : result.error.code;
};
const withDoom = (min = 0, max = 5, value = 2) => play(start(), 'add-counter', { name: 'Doom', min, max, start: value });

describe('the tray offers', () => {
  it('offers a roll of 2 dice out of seven kinds (d6 chosen) and a counter of name, limits and start', () => {
    const prompt = diceTray.prompt(start());
    expect(prompt).toMatchObject({ phase: 'dice-tray/free-play', code: 'dice-tray/roll-or-count' });
    expect(prompt.actions).toEqual([
      {
        type: 'roll',
        code: 'dice-tray/roll',
        primary: true,
        rolls: true,
        payload: { count: 1 },
        fields: [
          { name: 'count', kind: 'number', min: 1, max: 30, default: 2 },
          {
            name: 'die',
            kind: 'choice',
            default: 'd6',
            choices: ['d4', 'd6', 'd8', 'd10', 'd12', 'd20', 'd100'].map((die) => ({ value: die, code: 'dice-tray/die', params: { die } })),
          },
        ],
      },
      {
        type: 'add-counter',
        code: 'dice-tray/add-counter',
        fields: [
          { name: 'name', kind: 'text', maxLength: 40 },
          { name: 'min', kind: 'number', min: -99999, max: 99999, default: 0 },
          { name: 'max', kind: 'number', min: -99999, max: 99999, default: 10 },
          { name: 'start', kind: 'number', min: -99999, max: 99999, default: 0 },
        ],
      },
    ]);
  });

  it('offers both moves of a counter with room each way, named after it', () => {
    expect(diceTray.prompt(withDoom()).actions.filter((a) => a.type === 'change-counter')).toEqual([
      { type: 'change-counter', code: 'dice-tray/decrement', params: { name: 'Doom' }, payload: { counterId: 'c1', delta: -1 } },
      { type: 'change-counter', code: 'dice-tray/increment', params: { name: 'Doom' }, payload: { counterId: 'c1', delta: 1 } },
    ]);
  });

  it('offers no move below a counter at its minimum', () => {
    const offered = diceTray.prompt(withDoom(0, 5, 0)).actions.filter((a) => a.type === 'change-counter');
    expect(offered.map((a) => a.payload)).toEqual([{ counterId: 'c1', delta: 1 }]);
  });

  it('shows each live counter as a tracker with its name and limits, a removed one no more', () => {
    const state = play(withDoom(), 'add-counter', { name: 'Clues', min: 0, max: 9, start: 4 });
    expect(diceTray.trackers(state)).toEqual([
      { id: 'c1', code: 'dice-tray/counter', params: { name: 'Doom' }, value: 2, min: 0, max: 5 },
      { id: 'c2', code: 'dice-tray/counter', params: { name: 'Clues' }, value: 4, min: 0, max: 9 },
    ]);
    expect(diceTray.trackers(play(state, 'remove-counter', { counterId: 'c1' })).map((t) => t.id)).toEqual(['c2']);
  });

  it('is the dice-tray ruleset and counts its rolls as turns', () => {
    expect(diceTray.id).toBe('dice-tray');
    const rolled = play(start(), 'roll', { count: 1, die: 'd6' }, table(d6, 4));
    expect(diceTray.turnInfo?.(rolled)).toEqual({ turn: 1, phase: 'dice-tray/free-play' });
  });
});

describe('the dice a kind names', () => {
  it('a d6 shows 1-6, a d10 0-9 and a d8 1-8', () => {
    expect(refusal(start(), 'roll', { count: 1, die: 'd6' }, table(d6, 6))).toBeNull();
    expect(refusal(start(), 'roll', { count: 1, die: 'd6' }, table(d6, 0))).toBe('dice/invalid_value');
    expect(refusal(start(), 'roll', { count: 1, die: 'd10' }, table(d10, 0))).toBeNull();
    expect(refusal(start(), 'roll', { count: 1, die: 'd8' }, table(dN(8), 8))).toBeNull();
    expect(refusal(start(), 'roll', { count: 1, die: 'd8' }, table(dN(8), 9))).toBe('dice/invalid_value');
  });

  it('the app rolls the die the kind names', () => {
    expect(diceTray.actions.roll.dice?.(start(), { count: 2, die: 'd10' })?.dice).toEqual([d10, d10]);
    expect(diceTray.actions.roll.dice?.(start(), { count: 1, die: 'd6' })?.dice).toEqual([d6]);
    expect(diceTray.actions.roll.dice?.(start(), { count: 1, die: 'd12' })?.dice).toEqual([dN(12)]);
  });
});

describe('counters', () => {
  it('a counter needs a minimum below its maximum and a start between them, both ends included', () => {
    expect(refusal(start(), 'add-counter', { name: 'Doom', min: 3, max: 3, start: 3 })).toBe('rules/invalid_input');
    expect(refusal(start(), 'add-counter', { name: 'Doom', min: 0, max: 5, start: 0 })).toBeNull();
    expect(refusal(start(), 'add-counter', { name: 'Doom', min: 0, max: 5, start: 5 })).toBeNull();
    expect(refusal(start(), 'add-counter', { name: 'Doom', min: 0, max: 5, start: -1 })).toBe('rules/invalid_input');
    expect(refusal(start(), 'add-counter', { name: 'Doom', min: 0, max: 100000, start: 0 })).toBe('rules/invalid_input');
    expect(refusal(start(), 'add-counter', { name: 'Doom', min: -100000, max: 0, start: 0 })).toBe('rules/invalid_input');
  });

  it('a counter needs a name of 1 to 40 letters, blanks trimmed', () => {
    expect(refusal(start(), 'add-counter', { name: '   ', min: 0, max: 5, start: 0 })).toBe('rules/invalid_input');
    expect(refusal(start(), 'add-counter', { name: 'x'.repeat(41), min: 0, max: 5, start: 0 })).toBe('rules/invalid_input');
    expect(play(start(), 'add-counter', { name: '  Doom  ', min: 0, max: 5, start: 0 }).counters[0].name).toBe('Doom');
  });

  it('two live counters never share a name, whatever the case; a removed one frees its name', () => {
    const state = withDoom();
    expect(refusal(state, 'add-counter', { name: 'DOOM', min: 0, max: 5, start: 0 })).toBe('rules/duplicate_counter');
    expect(refusal(state, 'add-counter', { name: 'Gloom', min: 0, max: 5, start: 0 })).toBeNull();
    const removed = play(state, 'remove-counter', { counterId: 'c1' });
    expect(refusal(removed, 'add-counter', { name: 'doom', min: 0, max: 5, start: 0 })).toBeNull();
  });

  it('a counter reaches its maximum exactly, never past it, and a change of 0 is refused', () => {
    const state = withDoom(0, 5, 2);
    expect(play(state, 'change-counter', { counterId: 'c1', delta: 3 }).counters[0].value).toBe(5);
    expect(refusal(state, 'change-counter', { counterId: 'c1', delta: 4 })).toBe('rules/counter_limit');
    expect(runAction(diceTray, state, 'change-counter', { counterId: 'c1', delta: 4 }, [])).toMatchObject({
      ok: false,
      error: { details: { name: 'Doom', min: 0, max: 5 } },
    });
    expect(refusal(state, 'change-counter', { counterId: 'c1', delta: 0 })).toBe('rules/invalid_input');
  });

  it('a removed or unknown counter can be neither changed nor removed', () => {
    const state = play(play(withDoom(), 'add-counter', { name: 'Clues', min: 0, max: 9, start: 4 }), 'remove-counter', { counterId: 'c1' });
    expect(refusal(state, 'change-counter', { counterId: 'c1', delta: 1 })).toBe('rules/unknown_counter');
    expect(refusal(state, 'remove-counter', { counterId: 'c1' })).toBe('rules/unknown_counter');
    expect(refusal(state, 'remove-counter', { counterId: 'c9' })).toBe('rules/unknown_counter');
    expect(runAction(diceTray, state, 'remove-counter', { counterId: 'c2' }, [])).toMatchObject({
      ok: true,
      value: { events: [{ type: 'counter-removed', data: { counterId: 'c2', name: 'Clues' } }] },
    });
  });
});

/** Pinned after the Stryker run of 2026-11-29 (13 survivors, 3 not covered): what the table reads back from each refusal and roll. */
describe('what each refusal and roll tells the table', () => {
  const details = (state: DiceTrayState, type: string, payload: Record<string, unknown>) => {
    const result = runAction(diceTray, state, type, payload, []);
    return result.ok ? null : result.error.details;
  };

  it('each die of a roll is described by its kind and place in the roll', () => {
    expect(diceTray.actions.roll.dice?.(start(), { count: 2, die: 'd8' })?.looks).toEqual([
      { code: 'dice-tray/die/nth', params: { die: 'd8', n: 1, count: 2 } },
      { code: 'dice-tray/die/nth', params: { die: 'd8', n: 2, count: 2 } },
    ]);
  });

  it('a minimum not below the maximum is named on the minimum; a start outside them on the start', () => {
    expect(details(start(), 'add-counter', { name: 'Doom', min: 3, max: 3, start: 3 })).toMatchObject({
      field: 'min',
      issues: [{ field: 'min', code: 'dice-tray/input/min-below-max' }],
    });
    expect(details(start(), 'add-counter', { name: 'Doom', min: 0, max: 5, start: 6 })).toMatchObject({
      field: 'start',
      issues: [{ field: 'start', code: 'dice-tray/input/start-in-range' }],
    });
  });

  it('a change of 0 is refused in the tray’s own words, on the change', () => {
    expect(details(withDoom(), 'change-counter', { counterId: 'c1', delta: 0 })).toMatchObject({
      field: 'delta',
      issues: [{ field: 'delta', code: 'dice-tray/input/zero-change' }],
    });
  });

  it('a taken name and an unknown counter are named in the refusal', () => {
    expect(details(withDoom(), 'add-counter', { name: 'doom', min: 0, max: 5, start: 0 })).toEqual({ name: 'doom' });
    expect(details(withDoom(), 'change-counter', { counterId: 'c7', delta: 1 })).toEqual({ counterId: 'c7' });
    expect(details(withDoom(), 'remove-counter', { counterId: 'c7' })).toEqual({ counterId: 'c7' });
  });

  it('a counter that moves is a headline; one set to its own value is not', () => {
    const weightOf = (event: { type: string; data: Record<string, unknown> }) => diceTray.headlines!.weightOf(event);
    expect(weightOf({ type: 'counter-changed', data: { counterId: 'c1', name: 'Doom', from: 2, to: 3 } })).toBeGreaterThan(0);
    expect(weightOf({ type: 'counter-changed', data: { counterId: 'c1', name: 'Doom', from: 3, to: 3 } })).toBeNull();
    expect(weightOf({ type: 'rolled', data: { notation: '1d6', values: [4], total: 4 } })).toBeNull();
  });

  it('names itself and what it is for in the list of games', () => {
    expect(diceTrayManifest.name).toMatch(/dice tray/i);
    expect(diceTrayManifest.about).toMatch(/counters/);
  });
});
