/**
 * Events recorded by version 1 — events that store patches of the state — still fold, with
 * today's code, to the very state they made after every event. Recorded once with the version 1
 * code by fixtures/record-v1-patch.ts: ten random games from set-up (every house rule) and the
 * tests' hand-written steps (from a stored state) for the rarer events; together they hold every
 * event type version 1 wrote.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { foldEvent } from '../../../shared/engine/run';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import { catanHorror } from '../../../shared/rulesets/catan-horror';
import { catanHorrorEvents, PATCH_FIELDS, RETIRED_TYPES } from '../../../shared/rulesets/catan-horror/events';
import type { CatanHorrorState } from '../../../shared/rulesets/catan-horror/state';
import { stateDigest } from './fixtures/digest';

interface Recorded {
  events: RulesEvent[];
  digests: string[];
  state: CatanHorrorState;
}
const fixture = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'v1-patch-log.json'), 'utf8')) as {
  games: (Recorded & { seed: number; how: string })[];
  scenes: (Recorded & { test: string; before: CatanHorrorState })[];
};

/** Folds the events from `start`, naming the first events after which the state differs from the recorded one. */
function drift(start: CatanHorrorState | undefined, { events, digests }: Recorded) {
  let state = start;
  const off: string[] = [];
  for (const [n, event] of events.entries()) {
    state = foldEvent(catanHorror, state, event);
    if (stateDigest(state) !== digests[n] && off.length < 3) off.push(`event ${n} (${event.type})`);
  }
  return { state, off };
}

describe('version 1 events (patches of the state)', () => {
  it('the fixture holds every event type version 1 wrote', () => {
    const types = new Set([...fixture.games, ...fixture.scenes].flatMap((g) => g.events.map((e) => e.type)));
    expect(types.size).toBe(81); // the 80 types of version 1, and core/setup
    expect(catanHorror.version).toBeGreaterThanOrEqual(2);
  });

  it('a type version 2 writes as what happened keeps its version 1 patch shape as a retired type: stored patch events are read as it', () => {
    expect(RETIRED_TYPES.length).toBeGreaterThan(0);
    for (const old of RETIRED_TYPES) {
      const type = old.replace(/^v1\//, '');
      expect(catanHorrorEvents.types).toContain(old);
      // the new shape has no patch field, so a stored event tells by its fields which it is
      const shape = (catanHorrorEvents.schemas[type as keyof typeof catanHorrorEvents.schemas] as unknown as { shape: object }).shape;
      expect(
        Object.keys(shape).filter((k) => (PATCH_FIELDS as readonly string[]).includes(k)),
        type,
      ).toEqual([]);
      const stored = [...fixture.games, ...fixture.scenes].flatMap((g) => g.events).find((e) => e.type === type)!;
      expect(catanHorrorEvents.parse(stored).type, type).toBe(old);
    }
  });

  for (const game of fixture.games) {
    it(`${game.how}, seed ${game.seed} (${game.events.length} events): the same state after every event`, () => {
      const { state, off } = drift(undefined, game);
      expect(off).toEqual([]);
      expect(state).toEqual(game.state);
    });
  }

  it(`${fixture.scenes.length} hand-written steps from the tests: the same state after every event`, () => {
    const off = fixture.scenes.flatMap((scene) => drift(scene.before, scene).off.map((at) => `${scene.test}: ${at}`));
    expect(off).toEqual([]);
    for (const scene of fixture.scenes) expect(drift(scene.before, scene).state).toEqual(scene.state);
  });
});
