import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translate } from '../../../renderer/src/i18n/catalog';
import { causes, messages, narrate } from '../../../renderer/src/rulesets/runebound-monster-step/messages';
import { rules, start } from './helpers';
import { playRandomGame, SEEDS } from './random-game';

const BAD_TEXT = /undefined|NaN|\[object Object\]|\{\w+\}/;

/** Every source file of the ruleset, for the error codes it can return. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : [readFileSync(path, 'utf8')];
  });
}

const games = SEEDS.map((seed) => playRandomGame(seed, 600));
const states = [start(), ...games.flatMap((g) => g.seen.map((s) => s.state))];

describe('the words for every code the engine emits', () => {
  it('name the ruleset and every option, with help saying what it changes', () => {
    expect(messages['ruleset/runebound-monster-step']).toBeTruthy();
    expect(messages['ruleset/runebound-monster-step/about']).toBeTruthy();
    for (const option of rules.options) {
      expect(messages[`option/${option.key}`], option.key).toBeTruthy();
      expect(messages[`option/${option.key}/help`], option.key).toBeTruthy();
    }
  });

  it('cover every phase, prompt, action, choice, field, tracker and outcome a game shows, without gaps', () => {
    for (const state of states) {
      const prompt = rules.prompt(state);
      const texts = [translate([messages], prompt.phase), translate([messages], prompt.code, prompt.params)];
      expect(messages[prompt.phase], prompt.phase).toBeDefined();
      expect(messages[prompt.code], prompt.code).toBeDefined();
      for (const action of prompt.actions) {
        expect(messages[action.code ?? action.type], action.code).toBeDefined();
        texts.push(translate([messages], action.code ?? action.type, action.params));
        for (const field of action.fields ?? []) {
          expect(messages[`field/${field.name}`], field.name).toBeDefined();
          if (field.kind !== 'choice') continue;
          for (const choice of field.choices) {
            expect(messages[choice.code], choice.code).toBeDefined();
            texts.push(translate([messages], choice.code, choice.params));
          }
        }
      }
      for (const tracker of rules.trackers(state)) {
        expect(messages[tracker.code], tracker.code).toBeDefined();
        texts.push(translate([messages], tracker.code, tracker.params));
      }
      const over = rules.outcome?.(state);
      if (over) expect(messages[over.code], over.code).toBeDefined();
      for (const text of texts) expect(text).not.toMatch(BAD_TEXT);
    }
  });

  it('narrate every event and name the rule behind every cause', () => {
    for (const { log } of games) {
      for (const event of log) {
        if (event.type.startsWith('core/')) continue;
        const narrator = narrate[event.type];
        expect(narrator, event.type).toBeDefined();
        expect(narrator(event.data, event)).not.toMatch(BAD_TEXT);
        if (event.cause) expect(causes[event.cause], event.cause).toBeDefined();
      }
    }
  });

  it('explain every error code the rules can return', () => {
    const codes = new Set(sources('shared/rulesets/runebound-monster-step').flatMap((src) => [...src.matchAll(/fail\('([^']+)'/g)].map((m) => m[1])));
    expect(codes.size).toBeGreaterThan(5);
    for (const code of codes) expect(messages[code], code).toBeDefined();
  });
});
