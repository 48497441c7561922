/**
 * Issue 18, across every ruleset played at random: an answer only the table knows (`mustChoose`)
 * is never pre-filled, and a game-ending action is never the one Enter triggers.
 */
import { describe, expect, it } from 'vitest';
import type { Player, Ruleset } from '../../shared/engine/ruleset';
import { rulesets } from '../../shared/rulesets/registry';
import { playRandomly } from '../support/random-play';

const NAMES = ['Ann', 'Bo', 'Cy', 'Dee'];
const playersFor = (ruleset: Ruleset): Player[] =>
  NAMES.slice(0, Math.min(Math.max(3, ruleset.minPlayers), ruleset.maxPlayers)).map((name, i) => ({ id: `p${i + 1}`, name }));
const defaults = (ruleset: Ruleset) => ruleset.optionsSchema.parse(Object.fromEntries(ruleset.options.map((o) => [o.key, o.default])));

describe.each([...rulesets.values()].map((r) => [r.id, r] as const))('%s', (_id, ruleset) => {
  const prompts = [11, 23].flatMap((seed) => playRandomly(ruleset, defaults(ruleset), playersFor(ruleset), seed, 200).prompts);

  it('never pre-fills an answer the table must choose, and never makes a game-ending action primary', () => {
    for (const prompt of prompts) {
      for (const action of prompt.actions) {
        expect(action.endsGame && action.primary, `${action.code ?? action.type} ends the game and is primary`).toBeFalsy();
        for (const field of action.fields ?? []) {
          if (field.kind === 'choice' && field.mustChoose)
            expect(field.default, `${action.code ?? action.type}.${field.name}`).toBeUndefined();
        }
      }
    }
  });
});

describe('the outcome questions named in issue 18', () => {
  const offered = (id: string, seed: number, type: string) => {
    const ruleset = rulesets.get(id)!;
    return playRandomly(ruleset, defaults(ruleset), playersFor(ruleset), seed, 400)
      .prompts.flatMap((p) => p.actions)
      .filter((a) => a.type === type);
  };

  it('"someone won" (Drunkards) ends the game, with the winner to choose', () => {
    const [endGame] = offered('drunkards-of-catan', 1, 'end-game');
    expect(endGame).toMatchObject({ endsGame: true, fields: [{ name: 'winner', mustChoose: true }] });
  });

  it('"I defeated Margath" / "Margath defeated me" (Monster Step) are equal answers: neither is primary, so Enter picks neither', () => {
    const offers = [rulesets.get('runebound-monster-step')!.actions['face-margath'].offer!(undefined)].flat();
    expect(offers.map((o) => o.payload)).toEqual([{ result: 'hero-won' }, { result: 'margath-won' }]);
    for (const answer of offers) expect(answer.primary).toBeFalsy();
  });
});
