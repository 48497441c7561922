/**
 * Catalog coverage: collects every code a ruleset shows the table — prompts (phase, code, actions,
 * fields, choices), trackers, outcomes, events and their causes, refusals, options — and returns
 * the ones its catalog has no words for (or words that read with gaps). Each ruleset's catalog
 * test plays its own games and asserts `missingWords(...)` is empty.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { Prompt, Ruleset, RulesEvent } from '../../shared/engine/ruleset';
import { format, type Catalog, type Params } from '../../renderer/src/i18n/catalog';
import type { Narrator } from '../../renderer/src/rulesets/types';
import { coreMessages } from '../../renderer/src/i18n/core';
import { rulesetNames } from '../../renderer/src/rulesets/registry';
import { playTable, type TableGames } from './random-play';

/** Words that show a gap: a missing param, a bad number, an object printed as text, an unfilled placeholder. */
export const BAD_TEXT = /undefined|NaN|\[object Object\]|\{\w+\}/;

/** A code with the params it is shown with. */
export interface Coded {
  code: string;
  params?: Params;
}

/** What a ruleset's renderer module brings: its catalog, its narrators and its causes. */
export interface Words {
  messages: Catalog;
  narrate: Record<string, Narrator>;
  causes?: Record<string, string>;
}

/** What games showed: `texts` must have words that read without gaps, `codes` must have words, `events` a narrator. */
export interface Shown {
  texts?: Iterable<Coded>;
  codes?: Iterable<string>;
  events?: Iterable<RulesEvent>;
}

/** The codes a prompt shows: its phase, its own code, and each action's, field's and choice's. */
export function promptCodes(prompt: Prompt): Coded[] {
  const codes: Coded[] = [{ code: prompt.phase }, { code: prompt.code, params: prompt.params }];
  for (const action of prompt.actions) {
    codes.push({ code: action.code ?? action.type, params: action.params });
    for (const field of action.fields ?? []) {
      codes.push({ code: `field/${field.name}` });
      if (field.kind === 'choice') for (const choice of field.choices) codes.push({ code: choice.code, params: choice.params });
    }
  }
  return codes;
}

/** The codes a state shows: its prompt's, the phase its turn line names, its trackers' and its outcome's. */
export function stateCodes<S>(ruleset: Ruleset<S>, state: S): Coded[] {
  const codes = [...promptCodes(ruleset.prompt(state)), { code: ruleset.turnInfo(state).phase }];
  for (const tracker of ruleset.trackers(state)) codes.push({ code: tracker.code, params: tracker.params });
  const outcome = ruleset.outcome?.(state);
  if (outcome) codes.push({ code: outcome.code, params: outcome.params });
  return codes;
}

/** What one recorded game showed: every prompt, the outcome it reached, its events and its refusals. */
export function gameShown<S>(
  ruleset: Ruleset<S>,
  game: { prompts: Iterable<Prompt>; log: readonly RulesEvent[]; errors: Iterable<string>; state: S },
) {
  const texts = [...game.prompts].flatMap(promptCodes);
  const outcome = ruleset.outcome?.(game.state);
  if (outcome) texts.push({ code: outcome.code, params: outcome.params });
  return { texts, events: game.log.filter((e) => !e.type.startsWith('core/')), errors: [...game.errors] };
}

/**
 * The words a ruleset needs before any game: its name and description, each option's label, help
 * and choices; with `rulings`, each option's ruling too (for rulesets whose rulings are catalog keys
 * rather than short references such as `rulings.md › …`).
 */
export function rulesetCodes(ruleset: Ruleset, { rulings = false } = {}): string[] {
  const codes = [`ruleset/${ruleset.id}`, `ruleset/${ruleset.id}/about`];
  for (const option of ruleset.options) {
    codes.push(`option/${option.key}`, `option/${option.key}/help`);
    if (option.kind === 'choice') for (const choice of option.choices) codes.push(`option/${option.key}/${choice}`);
    if (rulings && option.ruling) codes.push(option.ruling);
  }
  return codes;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** Error codes written in a ruleset's source: `fail('code'` and `return 'rules/…'`. */
export function errorCodesIn(dirs: string | readonly string[]): string[] {
  const codes = new Set<string>();
  for (const file of [dirs].flat().flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\b(?:fail|refuse)\(\s*['`]([\w/.-]+)['`]/g)) codes.add(m[1]);
    for (const m of text.matchAll(/return '(rules\/[\w-]+)'/g)) codes.add(m[1]);
  }
  return [...codes];
}

/**
 * Every code shown that the words leave out: `code` (no message), `text code: …` (a message that
 * reads with a gap), `narrate type` / `narration type: …` (no narrator, or one that reads with a
 * gap) and `cause code` (no sentence). Core events are narrated by the core catalog, not here.
 */
export function missingWords(words: Words, shown: Shown, bad: RegExp = BAD_TEXT): string[] {
  const missing = new Set<string>();
  // As `wordsFor` reads them: the ruleset's own words, then the app's (never another ruleset's).
  const message = (code: string) => words.messages[code] ?? rulesetNames[code] ?? coreMessages[code];
  const has = (code: string) => {
    if (message(code)) return true;
    missing.add(code);
    return false;
  };
  for (const { code, params } of shown.texts ?? []) {
    if (!has(code)) continue;
    const text = format(message(code), params);
    if (bad.test(text)) missing.add(`text ${code}: ${text}`);
  }
  for (const code of shown.codes ?? []) has(code);
  for (const event of shown.events ?? []) {
    if (event.type.startsWith('core/')) continue;
    const narrator = words.narrate[event.type];
    if (!narrator) missing.add(`narrate ${event.type}`);
    else {
      const text = narrator(event.data, event);
      if (bad.test(text)) missing.add(`narration ${event.type}: ${text}`);
    }
    if (event.cause && !words.causes?.[event.cause]) missing.add(`cause ${event.cause}`);
  }
  return [...missing];
}

/**
 * The catalog tests of a ruleset played by `playTable`: its name and options (with their choices and
 * rulings), every code its states show, every event and cause, every error code in its source.
 */
export function catalogTests<S>(ruleset: Ruleset<S>, words: Words, games: TableGames & { sourceDir: string }) {
  const { states, events } = playTable(ruleset, games);

  it('names the ruleset and every option, with help saying what it changes', () => {
    expect(missingWords(words, { codes: rulesetCodes(ruleset, { rulings: true }) })).toEqual([]);
  });

  it('covers every phase, prompt, action, field, choice, tracker and outcome a game shows', () => {
    expect(states.length).toBeGreaterThan(50);
    expect(missingWords(words, { texts: states.flatMap((state) => stateCodes(ruleset, state)) })).toEqual([]);
  });

  it('narrates every event and names the rule behind every cause', () => {
    expect(events.length).toBeGreaterThan(50);
    expect(missingWords(words, { events })).toEqual([]);
  });

  it('explains every error code the rules can return', () => {
    const codes = errorCodesIn(games.sourceDir);
    expect(codes.length).toBeGreaterThan(2);
    expect(missingWords(words, { codes })).toEqual([]);
  });
}
