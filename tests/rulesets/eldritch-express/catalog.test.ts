import { describe, expect, it } from 'vitest';
import { format } from '../../../renderer/src/i18n/catalog';
import { causes, messages, narrate } from '../../../renderer/src/rulesets/eldritch-express/messages';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import { ee } from './helpers';
import { playRandomly } from './random-game';

/** Every code a set of random games emits, with its params. */
function emitted() {
  const codes: { code: string; params?: Record<string, unknown> }[] = [];
  const events: RulesEvent[] = [];
  const errors = new Set<string>();
  for (const [seed, players] of [[3, 1], [5, 3], [9, 4], [13, 2], [21, 2]]) {
    const game = playRandomly(seed, players, 1500);
    events.push(...game.log.filter((e) => !e.type.startsWith('core/')));
    game.errors.forEach((e) => errors.add(e));
    for (const prompt of game.prompts) {
      codes.push({ code: prompt.phase }, { code: prompt.code, params: prompt.params });
      for (const action of prompt.actions) {
        codes.push({ code: action.code ?? action.type, params: action.params });
        for (const field of action.fields ?? []) {
          codes.push({ code: `field/${field.name}` });
          if (field.kind === 'choice') field.choices.forEach((c) => codes.push({ code: c.code, params: c.params }));
        }
      }
    }
    const outcome = ee.outcome!(game.state);
    if (outcome) codes.push({ code: outcome.code, params: outcome.params });
  }
  return { codes, events, errors };
}

describe('the words for every code', () => {
  const { codes, events, errors } = emitted();

  it('every prompt, action, field, choice and outcome code has an English message with its params filled', () => {
    for (const { code, params } of codes) {
      expect(messages[code], code).toBeDefined();
      expect(format(messages[code], params), code).not.toMatch(/undefined|NaN|\{\w+\}/);
    }
  });

  it('every event is narrated, every cause explained', () => {
    expect(new Set(events.map((e) => e.type)).size).toBeGreaterThan(40);
    for (const event of events) {
      expect(narrate[event.type], event.type).toBeDefined();
      expect(narrate[event.type](event.data, event), event.type).not.toMatch(/undefined|NaN/);
      if (event.cause) expect(causes[event.cause], event.cause).toBeDefined();
    }
  });

  it('every refusal, option, tracker and the ruleset itself have words', () => {
    for (const code of errors) if (code.startsWith('rules/') && code !== 'rules/invalid_input') expect(messages[code], code).toBeDefined();
    for (const option of ee.options) {
      expect(messages[`option/${option.key}`]).toBeDefined();
      expect(messages[`option/${option.key}/help`]).toBeDefined();
      if (option.kind === 'choice') for (const c of option.choices) expect(messages[`option/${option.key}/${c}`], c).toBeDefined();
    }
    const game = playRandomly(2, 2, 60);
    for (const t of ee.trackers(game.state)) expect(format(messages[t.code], t.params), t.code).not.toMatch(/undefined|\{\w+\}/);
    expect(messages['ruleset/eldritch-express']).toBeDefined();
    expect(messages['ruleset/eldritch-express/about']).toBeDefined();
  });
});
