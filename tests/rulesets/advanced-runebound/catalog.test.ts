import { describe, expect, it } from 'vitest';
import { causes, messages, narrate } from '../../../renderer/src/rulesets/advanced-runebound/messages';
import { advancedRunebound } from '../../../shared/rulesets/advanced-runebound';
import { gameShown, missingWords, rulesetCodes } from '../../support/catalog-coverage';
import { format } from '../../../renderer/src/i18n/catalog';
import { attempt, start } from './helpers';
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

  it('a refusal reads as a sentence built from its code and params (no English comes from the rules)', () => {
    const say = (result: ReturnType<typeof attempt>) => {
      if (result.ok) throw new Error('expected a refusal');
      expect(result.error.message).toBe(result.error.code);
      return format(messages[result.error.code], result.error.details);
    };
    const john = start(3);
    expect(say(attempt(john, 'buy-experience', { player: 'p1', first: 'mind', second: 'body' }))).toBe(
      'Two counters cost 5 experience points; John has 0.',
    );
    expect(say(attempt(john, 'buy-healing', { player: 'p1', wounds: 1 }))).toBe('Healing costs gold; John has none.');
    const rich = advancedRunebound.setTracker(john, 'gold:p1', 2);
    expect(say(attempt(rich, 'buy-healing', { player: 'p1', wounds: 3 }))).toBe('That healing costs 3 gold; John has 2.');
    expect(say(attempt(john, 'set-endgame-order'))).toBe('The confrontation order is set once, when the Endgame begins.');
    expect(say(attempt(john, 'correct-card', { space: 4, colour: 'red' }))).toBe('There is no card on space 4.');
  });
});
