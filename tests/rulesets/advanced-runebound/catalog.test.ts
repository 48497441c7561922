import { describe, expect, it } from 'vitest';
import { causes, messages, narrate } from '../../../renderer/src/rulesets/advanced-runebound/messages';
import { advancedRunebound } from '../../../shared/rulesets/advanced-runebound';
import { gameShown, missingWords, rulesetCodes } from '../../support/catalog-coverage';
import { start } from './helpers';
import { playRandomly } from './random-game';

const words = { messages, narrate, causes };

describe('the words for every code', () => {
  const games = [
    [3, 1],
    [5, 3],
    [9, 6],
    [13, 2],
    [21, 4],
  ].map(([seed, players]) => gameShown(advancedRunebound, playRandomly(seed, players, 2000)));

  it('every prompt, action, field, choice and outcome code has an English message with its params filled', () => {
    expect(missingWords(words, { texts: games.flatMap((g) => g.texts) })).toEqual([]);
  });

  it('every event is narrated, every cause explained', () => {
    const events = games.flatMap((g) => g.events);
    expect(new Set(events.map((e) => e.type)).size).toBeGreaterThan(12);
    expect(missingWords(words, { events })).toEqual([]);
  });

  it('every refusal, option, tracker and the ruleset itself have words', () => {
    const trackers = advancedRunebound.trackers(start(2)).map((t) => ({ code: t.code, params: t.params }));
    expect(
      missingWords(words, { codes: [...games.flatMap((g) => g.errors), ...rulesetCodes(advancedRunebound)], texts: trackers }),
    ).toEqual([]);
  });
});
