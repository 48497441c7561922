/**
 * "Which is better?": the choices a table has at the current prompt, as the lab plays them. Each
 * option is one offer of the ruleset's own prompt (the same list the play screen draws), with the
 * app's suggested values; an offer whose one choice field is the decision (where the hero moves, which
 * ally goes) becomes one option per value. Offers only the table reports (a fight's result, where a
 * monster walked), the rare corrections and the game-ending declarations are not choices. Every
 * option is checked by the engine's own `prepareAction` — the predicate `campaign/act` uses — and
 * one it refuses is left out. Pure: no I/O.
 */
import { dieFaces, type RolledDie } from '../engine/dice';
import type { PromptAction, PromptField } from '../engine/ruleset';
import { prepareAction } from '../engine/run';
import { choiceOf, defaultFieldValue, withinReach } from './runner';
import { MAX_COMPARED, type AnyRuleset, type Choice, type LabProfile } from './types';

/** One thing the table could do now, as the lab forces it as a simulated game's first action. */
export interface LabOption {
  /** Stable within this prompt: the offer's index and, when split by a choice, the value. */
  key: string;
  choice: Choice;
  /** The offer's label (catalog key and params, as the prompter shows it). */
  code: string;
  params?: Record<string, unknown>;
  /** When the offer is split by a choice field, that value's label. */
  detail?: { code: string; params?: Record<string, unknown> };
  /** The offer the app suggests (the prompt's primary). */
  primary: boolean;
  /** The odds the prompt shows for it, if any. */
  odds?: number;
}

/** An offer's choice field is split into one option per value when it has at most this many values. */
export const SPLIT_AT_MOST = 10;
/** At most this many options are listed, this many compared in one run, and this many (the first) unless the table picks. */
export const MAX_LISTED = 40;
export { MAX_COMPARED };
export const DEFAULT_COMPARED = 5;

/** The field an offer's decision is made in: its one required choice field with 2..SPLIT_AT_MOST open values. */
function decidingField(action: PromptAction): (PromptField & { kind: 'choice' }) | null {
  const choices = (action.fields ?? []).filter((f): f is PromptField & { kind: 'choice' } => f.kind === 'choice' && !f.optional);
  if (choices.length !== 1) return null;
  const open = choices[0].choices.filter((c) => !c.disabled);
  return open.length >= 2 && open.length <= SPLIT_AT_MOST ? choices[0] : null;
}

/**
 * Whether the engine takes this choice now: the same `prepareAction` and `decide` as `campaign/act`, run once with each
 * die it needs showing its first face (a choice the engine refuses whatever the dice is no option).
 */
function accepted<S>(ruleset: AnyRuleset, state: S, choice: Choice): boolean {
  const prepared = prepareAction(ruleset, state, choice.type, choice.payload);
  if (!prepared.ok) return false;
  const dice: RolledDie[] = (prepared.value.dice?.dice ?? []).map((die) => ({ die, value: dieFaces(die)[0], source: 'app' }));
  return prepared.value.run(dice).ok;
}

export interface LabChoices {
  /** Every option, most likely first: the primary offer, each other offer once (in the prompt's order), then the other values of split offers. */
  options: LabOption[];
  /** Options beyond MAX_LISTED, not listed. */
  leftOut: number;
}

/** The options of the current prompt of `state` that the engine accepts. */
export function labChoices<S>(ruleset: AnyRuleset, profile: LabProfile<S>, state: S): LabChoices {
  if (ruleset.outcome?.(state) ?? profile.ending?.(state)) return { options: [], leftOut: 0 };
  const offers = withinReach(profile, state, ruleset.prompt(state))
    .actions.map((action, index) => ({ action, index }))
    .filter(({ action }) => !action.rare && !action.endsGame && !profile.tableOnly.includes(action.type))
    .sort((a, b) => Number(!!b.action.primary) - Number(!!a.action.primary));
  const all: LabOption[] = [];
  const seen = new Set<string>();
  const add = (option: LabOption) => {
    const id = JSON.stringify([option.choice.type, option.choice.payload]);
    if (seen.has(id) || !accepted(ruleset, state, option.choice)) return false;
    seen.add(id);
    all.push(option);
    return true;
  };
  const later: LabOption[] = [];
  for (const { action, index } of offers) {
    const base = {
      code: action.code ?? action.type,
      ...(action.params ? { params: action.params } : {}),
      primary: !!action.primary,
      ...(action.odds !== undefined ? { odds: action.odds } : {}),
    };
    const field = decidingField(action);
    if (!field) {
      add({ key: `${index}`, choice: choiceOf(action, defaultFieldValue), ...base });
      continue;
    }
    // The suggested value (else the first) comes with the offers; the other values after them all.
    const values = field.choices.filter((c) => !c.disabled);
    const suggested = values.find((c) => c.value === field.default) ?? values[0];
    const split = [suggested, ...values.filter((c) => c !== suggested)].map((value) => ({
      key: `${index}:${value.value}`,
      choice: choiceOf(action, defaultFieldValue, { [field.name]: value.value }),
      ...base,
      // The offer's suggested value is the suggestion, not every place it could go.
      primary: base.primary && value === suggested && field.default !== undefined,
      detail: { code: value.code, ...(value.params ? { params: value.params } : {}) },
    }));
    const first = split.findIndex((o) => add(o));
    if (first >= 0) later.push(...split.slice(first + 1));
  }
  for (const option of later) add(option);
  return { options: all.slice(0, MAX_LISTED), leftOut: Math.max(0, all.length - MAX_LISTED) };
}
