import { describe, expect, it } from 'vitest';
import { fieldProblem, initialValue, initialValues, quietUntilTouched } from '../../../shared/engine/fields';
import type { PromptField } from '../../../shared/engine/ruleset';

const choices = [
  { value: 'a', code: 'x/a', disabled: true },
  { value: 'b', code: 'x/b' },
];

describe('where a field starts', () => {
  it('a number at its default, else its minimum; a yes/no at its default, else no; text empty', () => {
    expect(initialValue({ name: 'n', kind: 'number', min: 2, max: 6 })).toBe(2);
    expect(initialValue({ name: 'n', kind: 'number', min: 2, max: 6, default: 4 })).toBe(4);
    expect(initialValue({ name: 'b', kind: 'boolean' })).toBe(false);
    expect(initialValue({ name: 'b', kind: 'boolean', default: true })).toBe(true);
    expect(initialValue({ name: 't', kind: 'text' })).toBe('');
  });

  it('a choice at its default or the first choice that can be taken; an answer only the table knows, an optional choice and a combo box empty', () => {
    expect(initialValue({ name: 'c', kind: 'choice', choices })).toBe('b');
    expect(initialValue({ name: 'c', kind: 'choice', choices, default: 'a' })).toBe('a');
    expect(initialValue({ name: 'c', kind: 'choice', choices, default: 'b', mustChoose: true })).toBe('');
    expect(initialValue({ name: 'c', kind: 'choice', choices, optional: true })).toBe('');
    expect(initialValue({ name: 'c', kind: 'choice', choices, free: true })).toBe('');
    expect(initialValue({ name: 'c', kind: 'choice', choices: [choices[0]] })).toBe('');
  });

  it('every field by name, and nothing for an action without fields', () => {
    const fields: PromptField[] = [
      { name: 'count', kind: 'number', min: 1, max: 3 },
      { name: 'newPlace', kind: 'boolean' },
    ];
    expect(initialValues(fields)).toEqual({ count: 1, newPlace: false });
    expect(initialValues()).toEqual({});
  });
});

describe('what is wrong with a value', () => {
  const count: PromptField = { name: 'count', kind: 'number', min: 1, max: 10 };
  it('a number must be whole and in range', () => {
    expect(fieldProblem(count, 3)).toBeNull();
    expect(fieldProblem(count, 1)).toBeNull();
    expect(fieldProblem(count, 10)).toBeNull();
    expect(fieldProblem(count, 2.5)).toEqual({ code: 'field-problem/whole-number' });
    expect(fieldProblem(count, '')).toEqual({ code: 'field-problem/whole-number' });
    expect(fieldProblem(count, 0)).toEqual({ code: 'field-problem/range', params: { min: 1, max: 10 } });
    expect(fieldProblem(count, 11)).toEqual({ code: 'field-problem/range', params: { min: 1, max: 10 } });
  });

  it('a choice must be made unless optional; a combo box asks to type or pick', () => {
    expect(fieldProblem({ name: 'c', kind: 'choice', choices }, 'b')).toBeNull();
    expect(fieldProblem({ name: 'c', kind: 'choice', choices, mustChoose: true }, '')).toEqual({ code: 'field-problem/choose' });
    expect(fieldProblem({ name: 'c', kind: 'choice', choices: [] }, '')).toEqual({ code: 'field-problem/nothing-to-choose' });
    expect(fieldProblem({ name: 'c', kind: 'choice', choices, free: true }, '  ')).toEqual({ code: 'field-problem/type-or-pick' });
    expect(fieldProblem({ name: 'c', kind: 'choice', choices, free: true }, 'Arkham')).toBeNull();
    expect(fieldProblem({ name: 'c', kind: 'choice', choices, optional: true }, '')).toBeNull();
    expect(fieldProblem({ name: 'c', kind: 'choice', choices: [{ value: 0, code: 'x/0' }] }, 0)).toBeNull();
  });

  it('text must be filled in unless optional; a yes/no is always fine', () => {
    expect(fieldProblem({ name: 't', kind: 'text' }, ' ')).toEqual({ code: 'field-problem/fill-in' });
    expect(fieldProblem({ name: 't', kind: 'text' }, 'Zara')).toBeNull();
    expect(fieldProblem({ name: 't', kind: 'text', optional: true }, '')).toBeNull();
    expect(fieldProblem({ name: 'b', kind: 'boolean' }, false)).toBeNull();
  });

  it('an empty box waits for a touch before it is called a problem; a wrong value or an unmade choice does not', () => {
    expect(quietUntilTouched({ code: 'field-problem/fill-in' })).toBe(true);
    expect(quietUntilTouched({ code: 'field-problem/type-or-pick' })).toBe(true);
    expect(quietUntilTouched({ code: 'field-problem/choose' })).toBe(false);
    expect(quietUntilTouched({ code: 'field-problem/range', params: { min: 1, max: 2 } })).toBe(false);
  });
});
