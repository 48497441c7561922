/** Checks that a ruleset's catalog covers every code a long random game shows: prompts, fields, choices, trackers, outcomes, events, causes, errors. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { dieFaces, type RolledDie } from '../../../shared/engine/dice';
import type { Ruleset, RulesEvent } from '../../../shared/engine/ruleset';
import { CORE, foldEvents, runAction } from '../../../shared/engine/run';
import { translate, type Catalog } from '../../../renderer/src/i18n/catalog';
import type { Narrator } from '../../../renderer/src/rulesets/types';

const BAD_TEXT = /undefined|NaN|\[object Object\]|\{\w+\}/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : [readFileSync(path, 'utf8')];
  });
}

interface Coverage {
  ruleset: Ruleset;
  messages: Catalog;
  narrate: Record<string, Narrator>;
  causes: Record<string, string>;
  sourceDir: string;
  seed: number;
  players: number;
  options?: Record<string, unknown>[];
  /** Hand adjustments that open later parts of the game (e.g. level 10 for the boss). */
  nudge?: (state: any, random: () => number) => RulesEvent | null;
  /** Action types that end the game at once: tried only rarely, so games run long. */
  rare?: string[];
}

/** Plays random games through the prompt only, collecting every state and event. */
export function randomGames({ ruleset, seed, players, options = [{}], nudge, rare = [] }: Coverage, steps = 600) {
  let s = seed;
  const random = () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
  const seats = Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay'][i] }));
  const states: any[] = [];
  const events: RulesEvent[] = [];
  for (const opts of options) {
    let state = foldEvents(ruleset, undefined, [{ type: CORE.setup, data: { options: opts, players: seats } }]);
    states.push(state);
    for (let step = 0; step < steps && !ruleset.outcome?.(state); step++) {
      const extra = nudge?.(state, random);
      if (extra) state = foldEvents(ruleset, state, [extra]);
      const prompt = ruleset.prompt(state);
      if (prompt.actions.length === 0) break;
      const action = random() < 0.4 ? prompt.actions.find((a) => a.primary) ?? pick(prompt.actions) : pick(prompt.actions);
      if (rare.includes(action.type) && step < steps - 5) continue;
      const payload: Record<string, unknown> = { ...(action.payload ?? {}) };
      for (const field of action.fields ?? []) {
        if (field.kind === 'choice') {
          const open = field.choices.filter((c) => !c.disabled);
          if (open.length && !(field.optional && random() < 0.5)) payload[field.name] = pick(open).value;
        } else if (field.kind === 'number') payload[field.name] = field.default !== undefined && random() < 0.5 ? field.default : field.min + Math.floor(random() * Math.min(12, field.max - field.min + 1));
        else if (field.kind === 'boolean') payload[field.name] = random() < 0.5;
        else payload[field.name] = pick(['Ogre', 'Blue Dragons', 'Ring', 'Hall']);
      }
      const request = ruleset.actions[action.type]?.dice?.(state, payload) ?? { dice: [] };
      const dice: RolledDie[] = request.dice.map((die) => ({ die, value: pick(dieFaces(die)), source: 'app' }));
      const result = runAction(ruleset, state, action.type, payload, dice);
      if (!result.ok) continue;
      state = result.value.state;
      states.push(state);
      events.push(...result.value.events);
    }
  }
  return { states, events };
}

/** The catalog tests every ruleset of this seed runs. */
export function catalogCoverage(c: Coverage) {
  const { ruleset, messages, narrate, causes } = c;
  const { states, events } = randomGames(c);

  it('names the ruleset and every option, with help saying what it changes', () => {
    expect(messages[`ruleset/${ruleset.id}`]).toBeTruthy();
    expect(messages[`ruleset/${ruleset.id}/about`]).toBeTruthy();
    for (const option of ruleset.options) {
      expect(messages[`option/${option.key}`], option.key).toBeTruthy();
      expect(messages[`option/${option.key}/help`], option.key).toBeTruthy();
      if (option.kind === 'choice') for (const choice of option.choices) expect(messages[`option/${option.key}/${choice}`], choice).toBeTruthy();
      if (option.ruling) expect(messages[option.ruling], option.ruling).toBeTruthy();
    }
  });

  it('covers every phase, prompt, action, field, choice, tracker and outcome a game shows', () => {
    expect(states.length).toBeGreaterThan(50);
    for (const state of states) {
      const prompt = ruleset.prompt(state);
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
      for (const tracker of ruleset.trackers(state)) {
        expect(messages[tracker.code], tracker.code).toBeDefined();
        texts.push(translate([messages], tracker.code, tracker.params));
      }
      const over = ruleset.outcome?.(state);
      if (over) {
        expect(messages[over.code], over.code).toBeDefined();
        texts.push(translate([messages], over.code, over.params));
      }
      for (const text of texts) expect(text).not.toMatch(BAD_TEXT);
    }
  });

  it('narrates every event and names the rule behind every cause', () => {
    expect(events.length).toBeGreaterThan(50);
    for (const event of events) {
      const narrator = narrate[event.type];
      expect(narrator, event.type).toBeDefined();
      expect(narrator(event.data, event), event.type).not.toMatch(BAD_TEXT);
      if (event.cause) expect(causes[event.cause], event.cause).toBeDefined();
    }
  });

  it('explains every error code the rules can return', () => {
    const codes = new Set(sources(c.sourceDir).flatMap((src) => [...src.matchAll(/fail\(\s*'([^']+)'/g)].map((m) => m[1])));
    expect(codes.size).toBeGreaterThan(2);
    for (const code of codes) expect(messages[code], code).toBeDefined();
  });
}
