import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Expression } from '../../shared/packs/schema';
import { checkExpression, evaluate, evaluateCondition, evaluateNumber, ExpressionError, MAX_STEPS } from '../../shared/packs/expression';

const game = {
  tracks: { terror: 3, doom: 7 },
  players: [
    { id: 'ann', barrels: 3 },
    { id: 'bob', barrels: 0 },
  ],
  dice: [4, 4],
};

/** The error an evaluation throws (and fails the test when it throws none). */
function failure(run: () => unknown): ExpressionError {
  try {
    run();
  } catch (error) {
    if (error instanceof ExpressionError) return error;
    throw error;
  }
  throw new Error('no error thrown');
}

describe('pack expressions (JSON Logic, safe and bounded)', () => {
  it('reads the game and works out amounts and conditions', () => {
    expect(evaluateNumber({ '+': [{ var: 'tracks.terror' }, 1] }, game, '/x')).toBe(4);
    expect(evaluateCondition({ '==': [{ var: 'dice.0' }, { var: 'dice.1' }] }, game, '/x')).toBe(true);
    expect(evaluate({ map: [{ filter: [{ var: 'players' }, { '>': [{ var: 'barrels' }, 0] }] }, { var: 'id' }] }, game, '/x')).toEqual([
      'ann',
    ]);
    expect(evaluate({ ceil: { '/': [3, 2] } }, game, '/x')).toBe(2);
    expect(evaluate({ get: [{ first: { where: [{ var: 'players' }, 'id', 'bob'] } }, 'barrels'] }, game, '/x')).toBe(0);
    expect(evaluate({ except: [['a', 'b', 'c'], 'b'] }, game, '/x')).toEqual(['a', 'c']);
  });

  it('is deterministic: the same expression over the same data gives the same value every time', () => {
    const expr: Expression = { reduce: [{ var: 'players' }, { '+': [{ var: 'accumulator' }, { var: 'current.barrels' }] }, 0] };
    const values = Array.from({ length: 20 }, () => evaluate(expr, game, '/x'));
    expect(new Set(values)).toEqual(new Set([3]));
  });

  it('refuses operators packs may not use (log writes to the console; unknown ones), naming the pointer of each', () => {
    expect(checkExpression({ log: 'hi' }, '/actions/0/when')).toEqual([
      expect.objectContaining({ pointer: '/actions/0/when/log', code: 'expression/unknown-operator' }),
    ]);
    expect(checkExpression({ and: [true, { method: ['x', 'constructor'] }] }, '/triggers/2/when')[0].pointer).toBe(
      '/triggers/2/when/and/1/method',
    );
  });

  it('never reads through the language machinery (__proto__, constructor, prototype), written or computed', () => {
    expect(checkExpression({ var: 'tracks.constructor' }, '/x')[0].code).toBe('expression/forbidden-read');
    const computed = failure(() => evaluate({ var: { cat: ['tracks.', '__proto__'] } }, game, '/outcome/0/when'));
    expect(computed.pointer).toBe('/outcome/0/when');
    expect(evaluate({ var: 'tracks.toString' }, game, '/x')).toBeNull();
  });

  it('stops an evaluation over the step limit with a clear error naming the expression', () => {
    const big = Array.from({ length: 400 }, (_, i) => i);
    const expr = { map: [big, { map: [big, { '+': [1, 1] }] }] };
    const error = failure(() => evaluate(expr, game, '/actions/3/odds'));
    expect(error).toMatchObject({ pointer: '/actions/3/odds', code: 'expression/step-limit' });
    expect(error.message).toContain(String(MAX_STEPS));
    // The budget is per evaluation: the next one starts afresh.
    expect(evaluate({ '+': [1, 2] }, game, '/x')).toBe(3);
  });

  it('refuses expressions too large or too deep to read', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 60; i++) deep = { '+': [deep, 1] };
    expect(checkExpression(deep, '/x').map((p) => p.code)).toContain('expression/too-deep');
    expect(checkExpression({ '+': Array.from({ length: 3000 }, () => 1) }, '/x').map((p) => p.code)).toContain('expression/too-large');
  });

  it('an amount that is not a number is an error at its pointer', () => {
    expect(failure(() => evaluateNumber({ var: 'tracks.missing' }, game, '/tracks/0/max'))).toMatchObject({
      pointer: '/tracks/0/max',
      code: 'expression/not-a-number',
    });
  });

  it('the pack interpreter never uses eval, Function, the clock or Math.random', () => {
    const dir = new URL('../../shared/packs/', import.meta.url);
    const source = readdirSync(dir, { recursive: true })
      .filter((f) => String(f).endsWith('.ts'))
      .map((f) => readFileSync(new URL(String(f), dir), 'utf8'))
      .join('\n');
    expect(source).not.toMatch(/\beval\(|new Function|Function\(|Date\.now|new Date|Math\.random|performance\.now/);
    const library = readFileSync(new URL('../../node_modules/json-logic-js/logic.js', import.meta.url), 'utf8');
    expect(library).not.toMatch(/\beval\(|new Function|Math\.random|Date\.now/);
  });
});
