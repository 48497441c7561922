/** Campaigns recorded by version 1 of The Seven Scions still open and replay with today's rules. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import { foldEvents } from '../../../shared/engine/run';
import { runeboundSevenScions as rs } from '../../../shared/rulesets/runebound-seven-scions';
import type { SevenScionsState } from '../../../shared/rulesets/runebound-seven-scions/state';

const fixture = (name: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8')) as {
    events: RulesEvent[];
    expect?: Partial<SevenScionsState> & { heroOrder: string[]; winners: string[] };
  };

describe('events recorded by version 1', () => {
  it('an endgame whose order v1 set with a defaulted level keeps that order, the winner and the scions', () => {
    const { events, expect: was } = fixture('v1-endgame.json');
    expect(rs.version).toBe(2);
    const state = foldEvents(rs, undefined, events);
    expect(state.phase).toBe('over');
    expect(state.endgame?.heroOrder).toEqual(was!.heroOrder);
    expect(state.endgame?.result?.winners).toEqual(was!.winners);
    expect(state.scions).toEqual(was!.scions);
    // The level Ben's table entered stays; the levels v1 made up (1) are not carried into today's state.
    expect(state.levels).toEqual({ p1: null, p2: 4, p3: null });
    expect(rs.outcome!(state)).toMatchObject({ result: 'won', params: { names: 'Ben' } });
  });

  it('a v1 campaign stopped before the order was set asks again for level and gold (v1 levels were counters + 1)', () => {
    const { events } = fixture('v1-endgame.json');
    const faced = events.findIndex((e) => e.type === 'stormlords-faced');
    const state = foldEvents(rs, undefined, events.slice(0, faced));
    expect(state.phase).toBe('endgame-prepare');
    expect(state.gold).toEqual({ p1: null, p2: null, p3: null });
    expect(rs.prompt(state)).toMatchObject({ code: 'seven-scions/prompt/endgame-levels', params: { missing: 'Ann, Ben, Cat' } });
  });

  it('a v1 random campaign replays to states today’s rules can prompt from', () => {
    const { events } = fixture('v1-random.json');
    for (let n = 2; n <= events.length; n += 37) {
      const state = foldEvents(rs, undefined, events.slice(0, n));
      expect(() => rs.prompt(state)).not.toThrow();
      expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    }
  });
});
