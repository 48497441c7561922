/**
 * `rules/invalid_input`: a payload its schema refuses comes back as codes with params — the field,
 * the kind of problem, the limit — never the validation library's English, and every code has words
 * in the app's catalog or the ruleset's.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { playWords } from '../../../renderer/src/i18n/screens/play';
import { screenWords as diceTrayWords } from '../../../renderer/src/rulesets/dice-tray/screen-words';
import { CORE, foldEvents, invalidInput, runAction, type InputIssue } from '../../../shared/engine/run';
import { diceTray } from '../../../shared/rulesets/dice-tray';

const schema = z
  .object({
    count: z.number().int().min(1).max(5),
    colour: z.enum(['red', 'blue']),
    name: z.string().min(1),
    extra: z.number().positive().optional(),
    custom: z
      .number()
      .refine((n) => n !== 0, 'toy/input/not-zero')
      .optional(),
    plain: z
      .number()
      .refine((n) => n !== 0, 'zero is not allowed')
      .optional(),
  })
  .strict();

const issuesOf = (payload: Record<string, unknown>): InputIssue[] => {
  const parsed = schema.safeParse(payload);
  if (parsed.success) throw new Error('expected a refusal');
  const refusal = invalidInput(parsed.error, payload);
  expect(refusal.error.code).toBe('rules/invalid_input');
  return refusal.error.details!.issues as InputIssue[];
};

/** No sentence anywhere: every issue is a field, a code and numbers or names. */
const ENGLISH = /\b(expected|received|invalid|must|should|too|number|string)\b/i;
const noEnglish = (issues: readonly InputIssue[]) => {
  for (const issue of issues) {
    expect(Object.keys(issue).sort()).toEqual(expect.arrayContaining(['code', 'field']));
    expect(issue).not.toHaveProperty('message');
    expect(JSON.stringify(issue.params ?? {})).not.toMatch(ENGLISH);
  }
};

describe('invalid input is coded', () => {
  it('names the field, the kind of problem and the limit', () => {
    const issues = issuesOf({ count: 9, colour: 'green', name: '', extra: 0, custom: 0, plain: 0, stray: 1 });
    expect(issues).toEqual([
      { field: 'count', code: 'input-problem/too-big', params: { max: 5 } },
      { field: 'colour', code: 'input-problem/not-a-choice' },
      { field: 'name', code: 'field-problem/fill-in' },
      { field: 'extra', code: 'input-problem/more-than', params: { min: 0 } },
      { field: 'custom', code: 'toy/input/not-zero' },
      { field: 'plain', code: 'input-problem/invalid' },
      { field: null, code: 'input-problem/unexpected', params: { keys: 'stray' } },
    ]);
    noEnglish(issues);
  });

  it('tells a missing value, a value of the wrong kind and a number that is not whole apart', () => {
    const issues = issuesOf({ count: 1.5, colour: 3 });
    expect(issues).toEqual([
      { field: 'count', code: 'field-problem/whole-number' },
      { field: 'colour', code: 'input-problem/not-a-choice' },
      { field: 'name', code: 'input-problem/missing' },
    ]);
    expect(issuesOf({ count: 0, colour: 'red', name: 7 })).toEqual([
      { field: 'count', code: 'input-problem/too-small', params: { min: 1 } },
      { field: 'name', code: 'input-problem/wrong-kind' },
    ]);
  });

  it('every shared problem code has words in the app catalog', () => {
    const codes = [...issuesOf({ count: 9, colour: 'green', name: '', extra: 0, plain: 0, stray: 1 }), ...issuesOf({ count: 1.5 })]
      .map((i) => i.code)
      .filter((c) => c.startsWith('input-problem/') || c.startsWith('field-problem/'));
    for (const code of codes) expect(playWords[code], code).toBeTypeOf('string');
  });

  it("a ruleset's own refinement comes back as its code, with words in its catalog", () => {
    const state = foldEvents(diceTray, undefined, [{ type: CORE.setup, data: { options: {}, players: [] } }]);
    const added = runAction(diceTray, state, 'add-counter', { name: 'Doom', min: 0, max: 5, start: 9 }, []);
    expect(added).toMatchObject({ ok: false, error: { code: 'rules/invalid_input', details: { field: 'start' } } });
    const issues = (!added.ok && (added.error.details!.issues as InputIssue[])) || [];
    expect(issues.map((i) => i.code)).toEqual(['dice-tray/input/start-in-range']);
    expect(diceTrayWords['dice-tray/input/start-in-range']).toBe('the start must lie between the minimum and maximum.');
    noEnglish(issues);
  });
});
