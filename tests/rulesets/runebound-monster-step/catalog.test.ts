import { describe, expect, it } from 'vitest';
import { causes, messages, narrate } from '../../../renderer/src/rulesets/runebound-monster-step/messages';
import { errorCodesIn, missingWords, rulesetCodes, stateCodes } from '../../support/catalog-coverage';
import { rules, start } from './helpers';
import { playRandomGame, SEEDS } from './random-game';

const words = { messages, narrate, causes };
const games = SEEDS.map((seed) => playRandomGame(seed, 600));
const states = [start(), ...games.flatMap((g) => g.seen.map((s) => s.state))];

describe('the words for every code the engine emits', () => {
  it('name the ruleset and every option, with help saying what it changes', () => {
    expect(missingWords(words, { codes: rulesetCodes(rules) })).toEqual([]);
  });

  it('cover every phase, prompt, action, choice, field, tracker and outcome a game shows, without gaps', () => {
    expect(missingWords(words, { texts: states.flatMap((state) => stateCodes(rules, state)) })).toEqual([]);
  });

  it('narrate every event and name the rule behind every cause', () => {
    expect(missingWords(words, { events: games.flatMap((g) => g.log) })).toEqual([]);
  });

  it('explain every error code the rules can return', () => {
    const codes = errorCodesIn('shared/rulesets/runebound-monster-step');
    expect(codes.length).toBeGreaterThan(5);
    expect(missingWords(words, { codes })).toEqual([]);
  });
});
