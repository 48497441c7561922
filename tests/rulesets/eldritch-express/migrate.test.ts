/**
 * Events recorded by version 1 (before the lost-turn, Delay, gate-token and fight fixes of version 2)
 * still replay to the very state they made, through the typed event schemas (events.ts): the new behaviour rides on fields only version 2 writes
 * (`losesTurn`, `tokenBack`, `helpers`), and a version 1 campaign keeps the clock house rule it was
 * created with (its set-up event names it).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EventShapeError } from '../../../shared/engine/events';
import { foldEvent, foldEvents } from '../../../shared/engine/run';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import type { EldritchState } from '../../../shared/rulesets/eldritch-express';
import { eldritchEvents } from '../../../shared/rulesets/eldritch-express/events';
import { stateDigest } from './fixtures/digest';
import { ee } from './helpers';

const fixture = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'v1-games.json'), 'utf8')) as {
  games: { seed: number; events: RulesEvent[]; state: unknown }[];
};

describe('version 1 events', () => {
  it('the fixture holds the events the fixes change: lost in time and space, a Delay in a fight, a sealed gate removed', () => {
    const all = fixture.games.flatMap((g) => g.events);
    expect(all.some((e) => e.type === 'lost-in-time-and-space')).toBe(true);
    expect(all.some((e) => e.type === 'fight-resolved' && e.data.delayed)).toBe(true);
    expect(all.some((e) => e.type === 'gate-site-rolled' && (e.data.had as { sealed?: boolean } | null)?.sealed)).toBe(true);
  });

  it('a stored event that breaks its schema, or of a type these rules never wrote, is refused when folded (engine v2 typed events)', () => {
    const events = fixture.games[0].events;
    const broken = events.map((e) => (e.type === 'fight-resolved' ? { ...e, data: { ...e.data, killed: 'none' } } : e));
    expect(events.some((e) => e.type === 'fight-resolved')).toBe(true);
    expect(() => foldEvents(ee, undefined, broken)).toThrow(EventShapeError);
    const state = foldEvents(ee, undefined, events.slice(0, 20));
    expect(() => ee.apply(state, { type: 'no-such-event', data: {} })).toThrow(EventShapeError);
  });

  for (const [n, game] of fixture.games.entries()) {
    it(`recorded game ${n + 1} (${game.events.length} events) replays to the state it made`, () => {
      expect(ee.version).toBe(2);
      const state = foldEvents(ee, undefined, game.events);
      expect(state).toEqual(game.state);
      expect(state.options.lostTurnAdvancesClock).toBe(true);
    });
  }
});

/**
 * Events recorded by version 2 with the fold as it was before engine v2 (a structuredClone of the
 * state per event, then edits in place): today's typed spread-switch reducer must give the very same
 * state after every event. Recorded by fixtures/record-v2.ts; the games cover every event type.
 */
const v2 = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'v2-log.json'), 'utf8')) as {
  games: { seed: number; how: string; events: RulesEvent[]; digests: string[]; state: unknown }[];
};

describe('version 2 events recorded before the engine v2 reducer', () => {
  it('the fixture holds every event type the rules declare', () => {
    const types = new Set(v2.games.flatMap((g) => g.events.map((e) => e.type)));
    expect(eldritchEvents.types.filter((t) => !types.has(t))).toEqual([]);
  });

  for (const game of v2.games) {
    it(`${game.how}, seed ${game.seed} (${game.events.length} events): the same state after every event`, () => {
      let state: EldritchState | undefined;
      const drift: string[] = [];
      for (const [n, event] of game.events.entries()) {
        state = foldEvent(ee, state, event);
        if (stateDigest(state) !== game.digests[n] && drift.length < 3) drift.push(`event ${n} (${event.type})`);
      }
      expect(drift).toEqual([]);
      expect(state).toEqual(game.state);
    });
  }
});
