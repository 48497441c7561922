/** Campaigns recorded by version 1 of The Cataclysm still open and replay with today's rules. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import { foldEvents } from '../../../shared/engine/run';
import { runeboundCataclysm as rc } from '../../../shared/rulesets/runebound-cataclysm';
import type { CataclysmState } from '../../../shared/rulesets/runebound-cataclysm/state';

const fixture = (name: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8')) as {
    events: RulesEvent[];
    expect?: Pick<CataclysmState, 'phase' | 'active' | 'round' | 'curses' | 'claims'>;
  };

describe('events recorded by version 1', () => {
  it('a v1 turn with a retry after a failed card and two market steps replays to the same decks and claims', () => {
    const { events, expect: was } = fixture('v1-turns.json');
    expect(rc.version).toBe(2);
    const state = foldEvents(rc, undefined, events);
    expect({ phase: state.phase, active: state.active, round: state.round, curses: state.curses, claims: state.claims }).toEqual(was);
    // v1 did not track gold: its events leave the gold trackers where the table will set them.
    expect(state.gold).toEqual({ p1: 0, p2: 0 });
    expect(state.steps).toEqual({ traded: false, town: null, adventureOver: false, market: false });
  });

  it('a v1 campaign part-way through that turn is held to today’s rules from there on', () => {
    const { events } = fixture('v1-turns.json');
    const secondMarket = events.findIndex(
      (e, i) => e.type === 'market-priced' && events.slice(0, i).some((x) => x.type === 'market-priced'),
    );
    const state = foldEvents(rc, undefined, events.slice(0, secondMarket));
    expect(state.steps).toMatchObject({ market: true, adventureOver: true });
    expect(rc.prompt(state).actions.map((a) => a.type)).not.toContain('market-step');
  });

  it('a v1 random campaign replays to states today’s rules can prompt from', () => {
    const { events } = fixture('v1-random.json');
    for (let n = 2; n <= events.length; n += 5) {
      const state = foldEvents(rc, undefined, events.slice(0, n));
      expect(() => rc.prompt(state)).not.toThrow();
      expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    }
  });
});
