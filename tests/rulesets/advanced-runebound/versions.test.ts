import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import { foldEvents } from '../../../shared/engine/run';
import { advancedRunebound } from '../../../shared/rulesets/advanced-runebound';
import type { AdvancedRuneboundState } from '../../../shared/rulesets/advanced-runebound/state';

/** Games recorded by version 1 of these rules (before gold was counted as game events): their events and final states. */
const v1 = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'v1-events.json'), 'utf8')) as {
  random: { seed: number; log: RulesEvent[]; state: AdvancedRuneboundState }[];
};

describe('games recorded by version 1 keep their meaning', () => {
  it('the rules are at version 2, and every version-1 log replays to the state it reached then (gold set by hand, red challenges without a reward)', () => {
    expect(advancedRunebound.version).toBe(2);
    for (const game of v1.random) {
      expect(foldEvents(advancedRunebound, undefined, game.log)).toEqual(game.state);
    }
    const defeated = v1.random.flatMap((g) => g.log).filter((e) => e.type === 'endgame-challenge-defeated');
    expect(defeated.length).toBeGreaterThan(0);
    expect(defeated.every((e) => e.data.gold === undefined)).toBe(true);
  });
});
