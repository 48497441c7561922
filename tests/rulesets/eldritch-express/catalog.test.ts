import { describe, expect, it } from 'vitest';
import { causes, messages, narrate } from '../../../renderer/src/rulesets/eldritch-express/messages';
import { gameShown, missingWords, rulesetCodes } from '../../support/catalog-coverage';
import { ee } from './helpers';
import { playRandomly } from './random-game';

const words = { messages, narrate, causes };

describe('the words for every code', () => {
  const games = [
    [3, 1],
    [5, 3],
    [9, 4],
    [13, 2],
    [21, 2],
  ].map(([seed, players]) => gameShown(ee, playRandomly(seed, players, 1500)));

  it('every prompt, action, field, choice and outcome code has an English message with its params filled', () => {
    expect(missingWords(words, { texts: games.flatMap((g) => g.texts) })).toEqual([]);
  });

  it('every event is narrated, every cause explained', () => {
    const events = games.flatMap((g) => g.events);
    expect(new Set(events.map((e) => e.type)).size).toBeGreaterThan(40);
    expect(missingWords(words, { events })).toEqual([]);
  });

  it('every refusal, option, tracker and the ruleset itself have words', () => {
    const refusals = games.flatMap((g) => g.errors).filter((code) => code.startsWith('rules/') && code !== 'rules/invalid_input');
    const game = playRandomly(2, 2, 60);
    const trackers = ee.trackers(game.state).map((t) => ({ code: t.code, params: t.params }));
    expect(missingWords(words, { codes: [...refusals, ...rulesetCodes(ee)], texts: trackers })).toEqual([]);
  });
});
