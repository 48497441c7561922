/**
 * Which prompt form is which from one prompt to the next. A form is kept (its component, and what the table typed or
 * chose in it) while its action and what it offers stay the same — the action's type, its payload, its fields (their
 * choices and defaults) and its dice — and made anew whenever any of that changes, so no value typed or card chosen
 * for one offer is carried into another. Everything else an action says (its words, odds, question) is drawn again in
 * place. Issue 35: the prompter's forms were keyed by the prompt's code, so every new prompt mounted every form again.
 */
import type { PromptAction } from '../../../shared/engine/ruleset';

/**
 * Each part's text, written out once per object: the play store keeps the parts of an answer equal to the last one's as
 * the same objects (`stores/share-unchanged.ts`), so an offer a click did not touch costs a lookup, not a `JSON.stringify`.
 */
const written = new WeakMap<object, string>();
export function textOf(part: object | undefined): string {
  if (part === undefined) return '';
  let text = written.get(part);
  if (text === undefined) {
    text = JSON.stringify(part);
    written.set(part, text);
  }
  return text;
}

/** The offer of one action, as text: two actions with the same text offer the table the same form. */
export function offerKey(action: PromptAction): string {
  return `${action.type}|${action.rolls ? 'rolls' : ''}|${textOf(action.payload)}|${textOf(action.fields)}|${textOf(action.dice)}`;
}

/**
 * The keys of one list of forms, in order: each action's offer, and when two in the list offer the same (nothing in the
 * engine forbids it) the second and later get their place among those twins, so the keys stay unique.
 */
export function offerKeys(actions: readonly PromptAction[]): string[] {
  const seen = new Map<string, number>();
  return actions.map((action) => {
    const key = offerKey(action);
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return n === 0 ? key : `${key}#${n}`;
  });
}
