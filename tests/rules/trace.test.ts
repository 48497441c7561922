/** Every rules trace in docs/rules/ maps every seed line it covers to a test that exists, a ruling, or flavour. */
import { describe, expect, it } from 'vitest';
import { basename } from 'node:path';
import { checkTrace, parseTraceCell, traceFiles } from '../support/rules-trace';

describe('rules traces', () => {
  for (const file of traceFiles()) {
    it(`${basename(file)} maps every covered seed line, and every test and ruling it names exists`, () => {
      expect(checkTrace(file)).toEqual([]);
    });
  }

  it('reads the trace items of a cell', () => {
    expect(parseTraceCell('test: tests/a.test.ts › a 4th monster raises Terror<br>ruling: catan-horror#12')).toEqual([
      { kind: 'test', file: 'tests/a.test.ts', name: 'a 4th monster raises Terror' },
      { kind: 'ruling', file: 'catan-horror', id: '12' },
    ]);
    expect(parseTraceCell('flavour')).toEqual([{ kind: 'flavour' }]);
    expect(typeof parseTraceCell('tested somewhere')).toBe('string');
  });
});
