/**
 * A prompt's fields as the table fills them in: where each starts and what is wrong with a value as
 * it stands. One place for the shape checks (a whole number in range, a choice made, a box filled in)
 * so the form that shows them and its tests read the same rule; the action's schema stays the judge
 * of what is accepted. Problems are codes with params (the words live in the renderer's catalog).
 */
import type { PromptField } from './ruleset';

/** What is wrong with a field's value, as a catalog code (`field-problem/<what>`) and its params. */
export interface FieldProblem {
  code:
    | 'field-problem/choose'
    | 'field-problem/nothing-to-choose'
    | 'field-problem/type-or-pick'
    | 'field-problem/whole-number'
    | 'field-problem/range'
    | 'field-problem/fill-in';
  params?: { min: number; max: number };
}

/**
 * Where a field starts: a number at its default (else its minimum), a yes/no at its default (else
 * no), a choice at its default or the first choice that can be taken — except an answer only the
 * table knows (`mustChoose`), an optional choice and a combo box (`free`), which start empty; text
 * starts empty.
 */
export function initialValue(field: PromptField): string | number | boolean {
  switch (field.kind) {
    case 'number':
      return field.default ?? field.min;
    case 'boolean':
      return field.default ?? false;
    case 'choice':
      if (field.mustChoose) return '';
      return field.default ?? (field.optional || field.free ? '' : (field.choices.find((c) => !c.disabled)?.value ?? ''));
    case 'text':
      return '';
  }
}

/** Whether a field's value is set away from where it starts (a folded "More options" field names itself when it is). */
export const setAwayFromStart = (field: PromptField, value: unknown): boolean => value !== initialValue(field);

/** Every field's starting value, by name. */
export const initialValues = (fields: readonly PromptField[] = []): Record<string, string | number | boolean> =>
  Object.fromEntries(fields.map((f) => [f.name, initialValue(f)]));

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** What is wrong with a field's value as it stands; null when it can be sent. */
export function fieldProblem(field: PromptField, value: unknown): FieldProblem | null {
  switch (field.kind) {
    case 'choice':
      if (field.optional || !blank(value)) return null;
      if (field.free) return { code: 'field-problem/type-or-pick' };
      return { code: field.mustChoose ? 'field-problem/choose' : 'field-problem/nothing-to-choose' };
    case 'number':
      if (typeof value !== 'number' || !Number.isInteger(value)) return { code: 'field-problem/whole-number' };
      if (value < field.min || value > field.max) return { code: 'field-problem/range', params: { min: field.min, max: field.max } };
      return null;
    case 'text':
      return !field.optional && blank(value) ? { code: 'field-problem/fill-in' } : null;
    case 'boolean':
      return null;
  }
}

/**
 * Whether a problem should wait until the table has touched the field: a box not filled in yet is
 * not an error on a fresh form. Only an answer the table must choose is named at once (as a hint),
 * and a value that is wrong (out of range, not whole) is named as soon as it is typed.
 */
export const quietUntilTouched = (problem: FieldProblem): boolean =>
  problem.code === 'field-problem/fill-in' || problem.code === 'field-problem/type-or-pick';
