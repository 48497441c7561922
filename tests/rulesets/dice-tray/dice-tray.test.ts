import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import { diceTrayEvents } from '../../../shared/rulesets/dice-tray/events';
import { d10, dN, type RolledDie } from '../../../shared/engine/dice';
import { CORE, foldEvents, runAction } from '../../../shared/engine/run';
import { diceTray } from '../../../shared/rulesets/dice-tray';

const start = () => foldEvents(diceTray, undefined, [{ type: CORE.setup, data: { options: {}, players: [] } }]);
const table = (die: RolledDie['die'], ...values: number[]): RolledDie[] => values.map((value) => ({ die, value, source: 'table' }));

describe('dice tray', () => {
  it('rolls 2d10 and sums a 0 as 10', () => {
    const result = runAction(diceTray, start(), 'roll', { count: 2, die: 'd10' }, table(d10, 0, 7));
    expect(result.ok && result.value.state.lastRoll).toEqual({ notation: '2d10', values: [0, 7], total: 17 });
  });

  it('refuses a die value the die cannot show', () => {
    const result = runAction(diceTray, start(), 'roll', { count: 1, die: 'd20' }, table(dN(20), 21));
    expect(result).toMatchObject({ ok: false, error: { code: 'dice/invalid_value' } });
  });

  it('refuses the wrong number of dice', () => {
    const result = runAction(diceTray, start(), 'roll', { count: 2, die: 'd20' }, table(dN(20), 3));
    expect(result).toMatchObject({ ok: false, error: { code: 'dice/wrong_count' } });
  });

  it('keeps a counter within its limits', () => {
    const added = runAction(diceTray, start(), 'add-counter', { name: 'Doom', min: 0, max: 2, start: 2 }, []);
    if (!added.ok) throw new Error(added.error.message);
    const over = runAction(diceTray, added.value.state, 'change-counter', { counterId: 'c1', delta: 1 }, []);
    expect(over).toMatchObject({ ok: false, error: { code: 'rules/counter_limit' } });
    const down = runAction(diceTray, added.value.state, 'change-counter', { counterId: 'c1', delta: -2 }, []);
    expect(down.ok && down.value.state.counters[0].value).toBe(0);
  });

  it('refuses a counter whose start lies outside its limits', () => {
    const result = runAction(diceTray, start(), 'add-counter', { name: 'Doom', min: 0, max: 5, start: 9 }, []);
    expect(result).toMatchObject({ ok: false, error: { code: 'rules/invalid_input' } });
  });
});

describe('dice tray on engine v2', () => {
  it('replays a log recorded before engine v2 to exactly the state recorded then', () => {
    const fixture = JSON.parse(readFileSync(new URL('./fixtures/v1-log.json', import.meta.url), 'utf8')) as {
      events: RulesEvent[];
      state: unknown;
    };
    expect(new Set(fixture.events.map((e) => e.type))).toEqual(new Set(['core/setup', 'core/tracker-adjusted', ...diceTrayEvents.types]));
    expect(foldEvents(diceTray, undefined, fixture.events)).toEqual(fixture.state);
  });

  it('refuses to fold a stored event that does not match its schema, or of a type it does not know', () => {
    const state = start();
    expect(() => diceTray.apply(state, { type: 'rolled', data: { notation: '2d6', values: [1, 'x'], total: 3 } })).toThrow(/values\.1/);
    expect(() => diceTray.apply(state, { type: 'counter-exploded', data: {} })).toThrow(/no such event type/);
  });

  it('offers changing and removing a counter only once one is on the table, and refuses them before with rules/no_counters', () => {
    const state = start();
    expect(diceTray.prompt(state).actions.map((a) => a.type)).toEqual(['roll', 'add-counter']);
    expect(runAction(diceTray, state, 'change-counter', { counterId: 'c1', delta: 1 }, [])).toMatchObject({
      ok: false,
      error: { code: 'rules/no_counters' },
    });
    expect(runAction(diceTray, state, 'remove-counter', {}, [])).toMatchObject({ ok: false, error: { code: 'rules/no_counters' } });
  });

  it('offers only the moves a counter has room for: none above its maximum', () => {
    const added = runAction(diceTray, start(), 'add-counter', { name: 'Doom', min: 0, max: 2, start: 2 }, []);
    if (!added.ok) throw new Error(added.error.message);
    const offered = diceTray.prompt(added.value.state).actions.filter((a) => a.type === 'change-counter');
    expect(offered.map((a) => a.payload)).toEqual([{ counterId: 'c1', delta: -1 }]);
  });
});
