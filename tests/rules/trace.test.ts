/** Every rules trace in docs/rules/ maps every seed line it covers to code and a test that exist, a ruling, or flavour. */
import { describe, expect, it } from 'vitest';
import { basename } from 'node:path';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkTrace, declaredNames, parseTraceCell, traceFiles } from '../support/rules-trace';

describe('rules traces', () => {
  for (const file of traceFiles()) {
    it(`${basename(file)} maps every covered seed line, and every test, code and ruling it names exists`, () => {
      expect(checkTrace(file)).toEqual([]);
    });
  }

  it('reads the trace items of a cell', () => {
    expect(parseTraceCell('test: tests/a.test.ts › a 4th monster raises Terror<br>ruling: catan-horror#12')).toEqual([
      { kind: 'test', file: 'tests/a.test.ts', name: 'a 4th monster raises Terror' },
      { kind: 'ruling', file: 'catan-horror', id: '12' },
    ]);
    expect(parseTraceCell('code: shared/rulesets/x/actions.ts › buyItem<br>test: tests/a.test.ts › b')).toEqual([
      { kind: 'code', file: 'shared/rulesets/x/actions.ts', name: 'buyItem' },
      { kind: 'test', file: 'tests/a.test.ts', name: 'b' },
    ]);
    expect(parseTraceCell('flavour')).toEqual([{ kind: 'flavour' }]);
    expect(typeof parseTraceCell('tested somewhere')).toBe('string');
  });

  it('finds the functions, constants and action parts a file declares', () => {
    const names = declaredNames(
      'x.ts',
      'export function a() {}\nconst b = 1;\nexport const c = action({ decide: () => 1, offer(s) { return s; } });\nclass D {}',
    );
    for (const name of ['a', 'b', 'c', 'decide', 'offer', 'D']) expect(names).toContain(name);
    expect(names).not.toContain('action');
  });

  describe('a trace that names what does not exist', () => {
    const dir = mkdtempSync(join(tmpdir(), 'trace-'));
    const write = (rows: string[]) => {
      mkdirSync(dir, { recursive: true });
      const file = join(dir, 'x.md');
      writeFileSync(file, ['covers: 000:1-1', '', '| seed | sentence | trace |', '|---|---|---|', ...rows].join('\n'));
      return checkTrace(file);
    };
    const test = 'test: tests/rules/trace.test.ts › reads the trace items of a cell';
    const code = 'code: tests/support/rules-trace.ts › checkTrace';

    it('fails on a cited function the file does not declare', () => {
      const problems = write([`| 000:1 | (x) | ${test}<br>code: shared/engine/run.ts › noSuchFunction |`]);
      expect(problems.join('\n')).toMatch(/shared\/engine\/run.ts declares no "noSuchFunction"/);
      rmSync(dir, { recursive: true, force: true });
    });

    it('fails on a cited code file that does not exist, or that is not rule code', () => {
      const problems = write([
        `| 000:1 | (x) | ${test}<br>code: shared/rulesets/none/gone.ts › play |`,
        `| 000:1 | (x) | ${test}<br>${code} |`,
      ]);
      expect(problems.join('\n')).toMatch(/code file shared\/rulesets\/none\/gone.ts does not exist/);
      expect(problems.join('\n')).toMatch(/tests\/support\/rules-trace.ts is not a shared/);
      rmSync(dir, { recursive: true, force: true });
    });

    it('fails on a cited test that does not exist, and on a test row without its code', () => {
      const absent = ['no', 'test', 'called', 'this'].join('-'); // built, so this file does not contain it
      const problems = write([
        `| 000:1 | (x) | test: tests/rules/trace.test.ts › ${absent}<br>code: shared/engine/run.ts › runAction |`,
        `| 000:1 | (x) | ${test} |`,
      ]);
      expect(problems.join('\n')).toContain(`no test named "${absent}"`);
      expect(problems.join('\n')).toMatch(/names the code that carries the rule/);
      rmSync(dir, { recursive: true, force: true });
    });

    it('passes a row whose test and code exist', () => {
      expect(write([`| 000:1 | (x) | ${test}<br>code: shared/engine/run.ts › runAction |`])).toEqual([]);
      rmSync(dir, { recursive: true, force: true });
    });
  });
});
