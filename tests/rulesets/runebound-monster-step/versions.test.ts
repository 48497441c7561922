import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import { foldEvents } from '../../../shared/engine/run';
import { rules, type State } from './helpers';

/** Campaigns recorded by version 1 of these rules (before the issue-16 fixes): their events and the state they folded to then. */
const v1 = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'v1-events.json'), 'utf8')) as {
  scenario: { log: RulesEvent[]; state: State };
  random: { seed: number; log: RulesEvent[]; state: State }[];
};

describe('campaigns recorded by version 1 keep their meaning', () => {
  it('the rules are at version 2, and every version-1 log replays to the state it reached then', () => {
    expect(rules.version).toBe(2);
    for (const game of [v1.scenario, ...v1.random]) {
      expect(foldEvents(rules, undefined, game.log)).toMatchObject(game.state);
    }
  });

  it('a version-1 City chart that closed a held city still took its monster off the board; a lair sealed on a later turn stays sealed; Doom raised before the Ally stays raised', () => {
    const s = foldEvents(rules, undefined, v1.scenario.log);
    const closed = v1.scenario.log.find((e) => e.type === 'city-closed');
    expect(closed?.data).toMatchObject({ city: 'tamalir', monsterRemoved: 2 });
    expect(s.cities.tamalir).toBe('closed');
    expect(s.monsters.some((m) => m.id === 2)).toBe(false);
    expect(s.lairs[0]).toMatchObject({ marker: 1, status: 'sealed', location: 'ashen-hills' });
    const types = v1.scenario.log.map((e) => e.type);
    const rise = types.indexOf('terror-raised');
    expect(types.slice(rise, rise + 2)).toEqual(['terror-raised', 'doom-raised']);
    expect(s.doom).toBe(v1.scenario.state.doom);
    // The version-1 log ends with the track shortened to 10: the campaign opens and plays on from there.
    expect(s.options).toMatchObject({ doomLength: 10, sealWhileStaying: false, cityChartClosesHeldCity: false });
    expect(rules.prompt(s).actions.length).toBeGreaterThan(0);
  });

  it('every stored event is checked against its schema when folded: a damaged one or an unknown type is refused (engine v2)', () => {
    const [setup, ...rest] = v1.scenario.log;
    expect(() =>
      foldEvents(rules, undefined, [setup, { type: 'terror-raised', data: { from: 0, to: 'three', cityChart: false } }]),
    ).toThrow(/terror-raised.*to/);
    expect(() => foldEvents(rules, undefined, [setup, { type: 'no-such-event', data: {} }])).toThrow(/no such event type/);
    expect(rest.length).toBeGreaterThan(50);
  });
});
