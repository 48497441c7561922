import { describe, expect, it } from 'vitest';
import { format } from '../../../renderer/src/i18n/catalog';
import { runAction } from '../../../shared/engine/run';
import { causes, messages, narrate } from '../../../renderer/src/rulesets/runebound-monster-step/messages';
import { errorCodesIn, missingWords, rulesetCodes, stateCodes } from '../../support/catalog-coverage';
import { act, quietHeroTurn, rules, start, type State } from './helpers';
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

  it('a refusal reads as a sentence built from its code and params (no English comes from the rules)', () => {
    const say = (state: State, type: string, payload: Record<string, unknown> = {}) => {
      const result = runAction(rules, state, type, payload, []);
      if (result.ok) throw new Error('expected a refusal');
      expect(result.error.message).toBe(result.error.code);
      return format(messages[result.error.code], result.error.details);
    };
    const s = start();
    expect(say(s, 'market-done')).toBe('That does not belong to this step of the turn.');
    expect(say(s, 'discard-ally', { none: true })).toBe('Nothing of that kind is waiting to be settled.');
    const moving = act(quietHeroTurn(start()), 'roll-lair-chart', {}, [4]).state;
    const walking = act(moving, 'roll-movement-check', {}, [6]).state;
    expect(say(walking, 'monster-entered-city', { monster: 99, city: 'tamalir' })).toBe(
      'That monster is not roaming the board (it is in a city already, or gone).',
    );
    expect(say(walking, 'movement-die-shown', { die: 3, symbol1: 'hills' })).toBe(
      'Movement die 3 is recorded already, or was not rolled; undo the record to change it.',
    );
  });
});
