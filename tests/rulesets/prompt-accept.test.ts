/**
 * Prompt ⇔ accept, for every ruleset on engine v2: played at random through its prompts, at every
 * state reached, every offered action (with the prompt's payload and fields filled in) is accepted,
 * and every declared action the prompt leaves out is refused with the code its `available` gives.
 * The UI can then never offer what the engine refuses, nor hide what it accepts.
 */
import { describe, expect, it } from 'vitest';
import { isRulesetV2, type RulesetV2 } from '../../shared/engine/define';
import { dieFaces, type RolledDie } from '../../shared/engine/dice';
import type { Player, PromptAction, PromptField } from '../../shared/engine/ruleset';
import { fail, ok } from '../../shared/engine/result';
import { CORE, diceRequestFor, foldEvents, runAction } from '../../shared/engine/run';
import { CODE_RULESET_IDS } from '../../shared/rulesets/ids';
import { rulesets } from '../../shared/rulesets/registry';
import '../support/ruleset-words'; // every ruleset's words loaded, as when its campaign opens
import { wordsFor } from '../../renderer/src/i18n/words';
import { playRandomly, seeded } from '../support/random-play';

/** Every code ruleset of the one list (`shared/rulesets/ids.ts`): all are engine v2 (`defineRuleset`) now. */
const MIGRATED: readonly string[] = CODE_RULESET_IDS;

const SEEDS = [11, 23, 37];
const STEPS = 150;
/** At most this many payloads are tried per offered action and state (every open choice, others at their default). */
const MAX_VARIANTS = 24;

const NAMES = ['Ann', 'Bo', 'Cy', 'Dee', 'Eve', 'Flo'];
const playersFor = (ruleset: RulesetV2, count: number): Player[] =>
  NAMES.slice(0, Math.min(Math.max(count, ruleset.minPlayers), ruleset.maxPlayers)).map((name, i) => ({ id: `p${i + 1}`, name }));
const defaults = (ruleset: RulesetV2): unknown =>
  ruleset.optionsSchema.parse(Object.fromEntries(ruleset.options.map((o) => [o.key, o.default])));

/** A field as the table leaves it: its default, else the first open choice, the minimum, no, or a fresh name. */
function defaultValue(field: PromptField, freshText: () => string): unknown {
  switch (field.kind) {
    case 'choice':
      if (field.default !== undefined) return field.default;
      return field.optional ? undefined : field.choices.find((c) => !c.disabled)?.value;
    case 'number':
      return field.default ?? field.min;
    case 'boolean':
      return field.default ?? false;
    case 'text':
      return field.optional ? undefined : freshText();
  }
}

/** The payloads the prompt lets the table send for an action: all defaults, then each open choice and each yes/no in turn. */
function payloadsOf(action: PromptAction, freshText: () => string): Record<string, unknown>[] {
  const fields = action.fields ?? [];
  const base = (): Record<string, unknown> => {
    const payload: Record<string, unknown> = { ...(action.payload ?? {}) };
    for (const field of fields) {
      const value = defaultValue(field, freshText);
      if (value !== undefined) payload[field.name] = value;
    }
    return payload;
  };
  const payloads = [base()];
  for (const field of fields) {
    const values =
      field.kind === 'choice'
        ? field.choices.filter((c) => !c.disabled).map((c) => c.value)
        : field.kind === 'boolean'
          ? [true, false]
          : [];
    for (const value of values) payloads.push({ ...base(), [field.name]: value });
  }
  return payloads.slice(0, MAX_VARIANTS);
}

/** Where one state fails prompt ⇔ accept, in words; empty when it holds. */
function checkRefusals(ruleset: RulesetV2, state: unknown, where: string): string[] {
  const problems: string[] = [];
  const words = wordsFor(ruleset.id);
  const offered = new Set(ruleset.prompt(state).actions.map((a) => a.type));
  const over = ruleset.outcome?.(state) ?? null;
  for (const [type, def] of Object.entries(ruleset.actions)) {
    const availability = over ? fail('rules/game_over', 'The game is over.') : (def.available?.(state) ?? ok(undefined));
    if (availability.ok) {
      if (def.offer && !offered.has(type)) problems.push(`${where}: ${type} is available but the prompt does not offer it`);
      continue;
    }
    if (offered.has(type)) problems.push(`${where}: ${type} is offered but not available (${availability.error.code})`);
    if (words.error({ code: availability.error.code, message: '' }) === '')
      problems.push(`${where}: the refusal ${availability.error.code} has no words in the catalog`);
    const refused = runAction(ruleset, state, type, {}, []);
    const code = refused.ok ? 'accepted' : refused.error.code;
    if (code !== availability.error.code)
      problems.push(`${where}: ${type} was answered ${code}, its availability says ${availability.error.code}`);
    const dice = diceRequestFor(ruleset, state, type, {});
    if (!over && (dice.ok || dice.error.code !== availability.error.code))
      problems.push(`${where}: asking the dice for ${type} did not answer ${availability.error.code}`);
  }
  return problems;
}

/** Runs every payload the prompt offers in this state; returns the states they lead to and the refusals, in words. */
function tryOffers(ruleset: RulesetV2, state: unknown, where: string, random: () => number, freshText: () => string) {
  /** The states each action type leads to, so a walk can pick the type first (a roll with seven dice choices is not seven times likelier). */
  const next = new Map<string, unknown[]>();
  const problems: string[] = [];
  for (const action of ruleset.prompt(state).actions) {
    for (const payload of payloadsOf(action, freshText)) {
      const request = diceRequestFor(ruleset, state, action.type, payload);
      if (!request.ok) {
        problems.push(`${where}: ${action.type} ${JSON.stringify(payload)} — dice refused: ${request.error.code}`);
        continue;
      }
      const dice: RolledDie[] = (request.value?.dice ?? []).map((die) => {
        const faces = dieFaces(die);
        return { die, value: faces[Math.floor(random() * faces.length)], source: 'app' };
      });
      const result = runAction(ruleset, state, action.type, payload, dice);
      if (result.ok) next.set(action.type, [...(next.get(action.type) ?? []), result.value.state]);
      else problems.push(`${where}: ${action.type} ${JSON.stringify(payload)} — refused: ${result.error.code} (${result.error.message})`);
    }
  }
  return { next, problems };
}

describe.each(MIGRATED.map((id) => [id] as const))('%s: prompt ⇔ accept', (id) => {
  const registered = rulesets.get(id);
  if (!registered || !isRulesetV2(registered)) throw new Error(`${id} is listed as migrated but is not a defineRuleset ruleset`);
  const ruleset: RulesetV2 = registered;
  let texts = 0;
  /** Made-up names in lower case: Runebound's rituals refuse a title sharing a capitalised word with another of the owner's (VA 46). */
  const freshText = () => `untried name ${++texts}`;

  it('holds at every state of the shared random play (tests/support/random-play.ts)', () => {
    const problems: string[] = [];
    let states = 0;
    for (const [g, seed] of SEEDS.entries()) {
      const game = playRandomly(ruleset, defaults(ruleset), playersFor(ruleset, g + 2), seed, STEPS);
      const reached = [foldEvents(ruleset, undefined, game.log.slice(0, 1)), ...game.checkpoints.map((c) => c.state)];
      for (const [n, state] of reached.entries()) {
        const where = `seed ${seed}, state ${n}`;
        problems.push(...checkRefusals(ruleset, state, where), ...tryOffers(ruleset, state, where, seeded(seed + n), freshText).problems);
        states++;
      }
    }
    expect(states).toBeGreaterThan(SEEDS.length * 10);
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it('holds along walks that take any offered action with equal chance (so rarely chosen actions are reached too)', () => {
    const problems: string[] = [];
    let accepted = 0;
    for (const [g, seed] of SEEDS.entries()) {
      const random = seeded(seed * 31);
      let state = foldEvents(ruleset, undefined, [
        { type: CORE.setup, data: { options: defaults(ruleset), players: playersFor(ruleset, g + 2) } },
      ]);
      for (let n = 0; n < STEPS; n++) {
        const where = `walk ${seed}, step ${n}`;
        const tried = tryOffers(ruleset, state, where, random, freshText);
        problems.push(...checkRefusals(ruleset, state, where), ...tried.problems);
        const byType = [...tried.next.values()];
        if (byType.length === 0) break;
        accepted += byType.flat().length;
        const states = byType[Math.floor(random() * byType.length)];
        state = states[Math.floor(random() * states.length)];
      }
    }
    expect(accepted).toBeGreaterThan(SEEDS.length * 10);
    expect(problems.slice(0, 20)).toEqual([]);
  });
});
