import { describe, expect, it } from 'vitest';
import { foldEvents } from '../../../shared/engine/run';
import { rules } from './helpers';
import { playRandomGame, SEEDS } from './random-game';

describe('replay determinism', () => {
  it('folding the recorded events from set-up gives exactly the state reached step by step', () => {
    for (const seed of SEEDS) {
      const { log, state, seen } = playRandomGame(seed, 600);
      expect(foldEvents(rules, undefined, log)).toEqual(state);
      for (const { at, state: then } of seen.filter((_, i) => i % 97 === 0)) {
        expect(foldEvents(rules, undefined, log.slice(0, at))).toEqual(then);
      }
      expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    }
  });

  it("the random games reach the variant's corners (so the property means something)", () => {
    const types = new Set<string>();
    for (const seed of SEEDS) {
      const { log } = playRandomGame(seed, 600);
      for (const e of log) types.add(e.type);
    }
    for (const t of [
      'lair-opened',
      'monster-spawned',
      'monster-to-outskirts',
      'terror-raised',
      'city-closed',
      'monster-entered-city',
      'monster-defeated',
      'lair-check-rolled',
      'turn-ended',
      'movement-die-shown',
      'lair-closed',
      'lair-sealed',
    ]) {
      expect(types).toContain(t);
    }
  });
});
