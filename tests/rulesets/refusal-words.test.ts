/**
 * The rules carry no English (issue 17 "the engine returns message keys and parameters"): every
 * refusal a ruleset, a kit or the engine can give is a code with its params, and the words for it
 * live in the renderer's catalogs. Read from the source, so a refusal that random play never reaches
 * is covered too.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../support/ruleset-words'; // every ruleset's words loaded, as when its campaign opens
import { wordsFor } from '../../renderer/src/i18n/words';
import { rulesets } from '../../shared/rulesets/registry';

const root = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => join(e.parentPath, e.name));
}

/** A ruleset's own folder and every kit it imports. */
function filesOf(id: string): string[] {
  const own = sourceFiles(join(root, 'shared/rulesets', id));
  const kits = new Set<string>();
  for (const file of own) for (const m of readFileSync(file, 'utf8').matchAll(/from '(?:\.\.\/)+kits\/([^']+)'/g)) kits.add(m[1]);
  const kitFiles = [...kits].flatMap((kit) => {
    const path = join(root, 'shared/kits', kit);
    return existsSync(`${path}.ts`) ? [`${path}.ts`] : sourceFiles(path);
  });
  return [...own, ...new Set(kitFiles)];
}

/** The arguments of the call whose `(` is at `open`, split at its top-level commas (strings and nested brackets kept whole). */
function argumentsAt(text: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open + 1; i < text.length; i++) {
    const c = text[i];
    if (c === "'" || c === '"' || c === '`') {
      const close = text.indexOf(c, i + 1);
      i = close < 0 ? text.length : close;
    } else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c) && depth > 0) depth--;
    else if ((c === ',' && depth === 0) || c === ')') {
      args.push(text.slice(start, i).trim());
      if (c === ')') break;
      start = i + 1;
    }
  }
  return args;
}

/**
 * `refuse('code'` / `fail('code'` as written, and Eldritch's guard `unless(condition, 'code'`, with
 * whether an English message follows the code.
 */
function refusalsIn(file: string) {
  const text = readFileSync(file, 'utf8');
  const where = (index: number) => `${relative(root, file)}:${text.slice(0, index).split('\n').length}`;
  const direct = [...text.matchAll(/\b(refuse|fail)\(\s*'([^']+)'\s*(,\s*['`])?/g)].map((m) => ({
    code: m[2],
    english: m[1] === 'fail' || m[3] !== undefined,
    where: where(m.index),
  }));
  const guarded = [...text.matchAll(/\bunless\(/g)].flatMap((m) => {
    const [, code, next] = argumentsAt(text, m.index + m[0].length - 1);
    const literal = code?.match(/^'([^']+)'$/);
    return literal ? [{ code: literal[1], english: /^['`]/.test(next ?? ''), where: where(m.index) }] : [];
  });
  return [...direct, ...guarded];
}

const engineFiles = sourceFiles(join(root, 'shared/engine'));

describe('refusals are codes with words', () => {
  it('the engine refuses with codes and params only, and the app has words for each', () => {
    const found = engineFiles.flatMap(refusalsIn);
    expect(found.length).toBeGreaterThan(5);
    expect(found.filter((r) => r.english).map((r) => r.where)).toEqual([]);
    const words = wordsFor(null);
    expect(found.filter((r) => words.error({ code: r.code, message: '' }) === '').map((r) => `${r.where} ${r.code}`)).toEqual([]);
  });

  for (const id of rulesets.keys()) {
    describe(id, () => {
      const found = filesOf(id).flatMap(refusalsIn);

      it('has words for every refusal code its rules can give', () => {
        const words = wordsFor(id);
        const missing = found.filter((r) => words.error({ code: r.code, message: '' }) === '').map((r) => `${r.where} ${r.code}`);
        expect(missing).toEqual([]);
      });

      it('assembles no English in its refusals', () => {
        expect(found.filter((r) => r.english).map((r) => r.where)).toEqual([]);
      });
    });
  }
});
