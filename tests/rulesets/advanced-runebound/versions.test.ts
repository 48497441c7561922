import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import { foldEvents, runAction } from '../../../shared/engine/run';
import { advancedRunebound } from '../../../shared/rulesets/advanced-runebound';
import type { AdvancedRuneboundState } from '../../../shared/rulesets/advanced-runebound/state';

/** Games recorded by version 1 of these rules (before gold was counted as game events): their events and final states. */
const v1 = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'v1-events.json'), 'utf8')) as {
  random: { seed: number; log: RulesEvent[]; state: AdvancedRuneboundState }[];
};

describe('games recorded by version 1 keep their meaning', () => {
  it('the rules are at version 2, and every version-1 log replays to the state it reached then (gold set by hand, red challenges without a reward)', () => {
    expect(advancedRunebound.version).toBeGreaterThanOrEqual(2);
    for (const game of v1.random) {
      expect(foldEvents(advancedRunebound, undefined, game.log)).toEqual(game.state);
    }
    const defeated = v1.random.flatMap((g) => g.log).filter((e) => e.type === 'endgame-challenge-defeated');
    expect(defeated.length).toBeGreaterThan(0);
    expect(defeated.every((e) => e.data.gold === undefined)).toBe(true);
  });
});

describe('games recorded before version 3 keep their meaning', () => {
  it('the rules are at version 3: a travel hazard a version-2 log checked for a hero off turn is refused today, yet replays as recorded and is played out', () => {
    expect(advancedRunebound.version).toBe(3);
    const [setup] = v1.random[0].log;
    const before = foldEvents(advancedRunebound, undefined, [setup]);
    // As versions 1-2 wrote it: Mara's hazard checked during John's turn.
    const offTurn: RulesEvent = {
      type: 'hazard-checked',
      data: { player: 'p2', name: before.heroes[1].name, terrain: 'forest', shown: [], hazard: true },
    };
    const today = runAction(advancedRunebound, before, 'check-hazard', { player: 'p2', terrain: 'forest' }, []);
    expect(today.ok ? 'accepted' : today.error.code).toBe('rules/hazard_on_own_turn');
    const replayed = foldEvents(advancedRunebound, undefined, [setup, offTurn]);
    expect(replayed.hazard).toMatchObject({ player: 'p2', stage: 'number' });
    expect(advancedRunebound.prompt(replayed).actions.map((a) => a.type)).toContain('hazard-number');
    for (const game of v1.random) expect(foldEvents(advancedRunebound, undefined, game.log)).toEqual(game.state);
  });
});

describe('market healing recorded before version 3', () => {
  it('004:203 healing a version-2 log bought for a hero off turn is refused today, yet replays as recorded', () => {
    const [setup] = v1.random[0].log;
    let before = foldEvents(advancedRunebound, undefined, [setup]);
    before = { ...before, heroes: before.heroes.map((h) => ({ ...h, gold: 3 })) };
    const today = runAction(advancedRunebound, before, 'buy-healing', { player: 'p2', wounds: 1 }, []);
    expect(today.ok ? 'accepted' : today.error.code).toBe('rules/heal_on_own_turn');
    const recorded: RulesEvent = {
      type: 'healing-bought',
      data: { player: 'p2', name: before.heroes[1].name, wounds: 1, exhaustion: 0, cost: 1, goldLeft: 2 },
    };
    expect(foldEvents(advancedRunebound, before, [recorded]).heroes[1].gold).toBe(2);
  });
});
