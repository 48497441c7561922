/**
 * Reads a rules trace (`docs/rules/<ruleset>.md`) and checks it: every seed line it covers is
 * mapped, every named test exists, every named piece of code (file › function) exists, every row
 * with a test names its code, every ruling exists, and (when the seeds sit beside the checkout, in
 * `../shared/seeds/`) every quote is found at the lines it cites.
 * The format is described in `docs/rules/README.md`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

export const repoRoot = resolve(import.meta.dirname, '..', '..');
const seedsDir = resolve(repoRoot, '..', 'shared', 'seeds');

export interface SeedRange {
  seed: string;
  from: number;
  to: number;
}

export interface TraceRow {
  line: number;
  cite: SeedRange;
  quote: string;
  traces: TraceItem[];
}

export type TraceItem =
  | { kind: 'test'; file: string; name: string }
  | { kind: 'code'; file: string; name: string }
  | { kind: 'ruling'; file: string; id: string }
  | { kind: 'flavour' }
  | { kind: 'n/a'; why: string };

export interface Trace {
  file: string;
  covers: SeedRange[];
  rows: TraceRow[];
}

const CITE = /^(\d{3}):(\d+)(?:-(\d+))?$/;

export function parseCite(text: string): SeedRange | null {
  const m = CITE.exec(text.trim());
  if (!m) return null;
  const from = Number(m[2]);
  const to = m[3] ? Number(m[3]) : from;
  return to >= from ? { seed: m[1], from, to } : null;
}

/**
 * Splits a trace cell into its items: `test: <file> › <name>`, `code: <file> › <function>`,
 * `ruling: <ruleset>#<n>`, `flavour`, `n/a: <why>`.
 */
export function parseTraceCell(cell: string): TraceItem[] | string {
  const parts = cell
    .split(/<br\s*\/?>|(?=\b(?:test|code|ruling):)/)
    .map((p) => p.trim())
    .filter(Boolean);
  const items: TraceItem[] = [];
  for (const part of parts) {
    let m: RegExpExecArray | null;
    if ((m = /^(test|code):\s*`?([^`›]+?)`?\s*›\s*(.+)$/.exec(part))) {
      items.push({ kind: m[1] as 'test' | 'code', file: m[2].trim(), name: m[3].trim().replace(/^`|`$/g, '') });
    } else if ((m = /^ruling:\s*`?([\w-]+)#(\w+)`?\s*[;,.]?$/.exec(part))) {
      items.push({ kind: 'ruling', file: m[1], id: m[2] });
    } else if (/^flavour\b/i.test(part)) {
      items.push({ kind: 'flavour' });
    } else if ((m = /^n\/a\s*:?\s*(.*)$/i.exec(part))) {
      items.push({ kind: 'n/a', why: m[1].trim() });
    } else {
      return `cannot read trace item "${part}"`;
    }
  }
  return items.length ? items : 'empty trace cell';
}

export function parseTrace(file: string): { trace: Trace; problems: string[] } {
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  const problems: string[] = [];
  const covers: SeedRange[] = [];
  const rows: TraceRow[] = [];
  lines.forEach((raw, i) => {
    const line = i + 1;
    const cov = /^covers:\s*(.+)$/.exec(raw.trim());
    if (cov) {
      for (const c of cov[1].split(/[ ,]+/).filter(Boolean)) {
        const r = parseCite(c.replace(/`/g, ''));
        if (r) covers.push(r);
        else problems.push(`${file}:${line}: bad covers range "${c}"`);
      }
      return;
    }
    if (!raw.startsWith('|')) return;
    const cells = raw
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    if (cells.length < 3) return;
    if (/^-+$/.test(cells[0].replace(/:/g, '')) || /^seed$/i.test(cells[0])) return;
    const cite = parseCite(cells[0].replace(/`/g, ''));
    if (!cite) {
      problems.push(`${file}:${line}: first cell must cite the seed as NNN:a or NNN:a-b, found "${cells[0]}"`);
      return;
    }
    const traces = parseTraceCell(cells[cells.length - 1]);
    if (typeof traces === 'string') {
      problems.push(`${file}:${line}: ${traces}`);
      return;
    }
    rows.push({ line, cite, quote: cells.slice(1, -1).join(' | '), traces });
  });
  if (covers.length === 0) problems.push(`${file}: no "covers:" line naming the seed ranges this trace maps`);
  return { trace: { file, covers, rows }, problems };
}

const testFileCache = new Map<string, string | null>();
function readRepoFile(path: string): string | null {
  if (!testFileCache.has(path)) {
    const full = join(repoRoot, path);
    testFileCache.set(path, existsSync(full) ? readFileSync(full, 'utf8') : null);
  }
  return testFileCache.get(path)!;
}

const declaredCache = new Map<string, Set<string>>();
/**
 * The names a TypeScript file declares, at any depth: functions, classes, methods, variables and
 * object-literal properties (an action's `decide`, a rule table's entry), parsed with the compiler API.
 */
export function declaredNames(path: string, source: string): Set<string> {
  if (!declaredCache.has(path)) {
    const names = new Set<string>();
    const visit = (node: ts.Node) => {
      if (
        (ts.isFunctionDeclaration(node) ||
          ts.isClassDeclaration(node) ||
          ts.isMethodDeclaration(node) ||
          ts.isVariableDeclaration(node) ||
          ts.isPropertyAssignment(node) ||
          ts.isShorthandPropertyAssignment(node) ||
          ts.isEnumDeclaration(node)) &&
        node.name &&
        (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))
      )
        names.add(node.name.text);
      ts.forEachChild(node, visit);
    };
    visit(ts.createSourceFile(path, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS));
    declaredCache.set(path, names);
  }
  return declaredCache.get(path)!;
}

function seedLines(seed: string): string[] | null {
  if (!existsSync(seedsDir)) return null;
  const name = readdirSync(seedsDir).find((f) => f.startsWith(`${seed}_`));
  return name ? readFileSync(join(seedsDir, name), 'utf8').split('\n') : null;
}

const normal = (s: string) =>
  s
    .toLowerCase()
    .replace(/[“”"'‘’`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Every problem with one trace file; an empty list means the trace holds. */
export function checkTrace(file: string): string[] {
  const { trace, problems } = parseTrace(file);
  const rel = file.replace(repoRoot + '/', '');
  // coverage
  for (const range of trace.covers) {
    const mapped = new Set<number>();
    for (const row of trace.rows) {
      if (row.cite.seed !== range.seed) continue;
      for (let l = row.cite.from; l <= row.cite.to; l++) mapped.add(l);
    }
    const missing: number[] = [];
    for (let l = range.from; l <= range.to; l++) if (!mapped.has(l)) missing.push(l);
    if (missing.length) problems.push(`${rel}: seed ${range.seed} lines not mapped: ${compress(missing)}`);
  }
  for (const row of trace.rows) {
    const inside = trace.covers.some((c) => c.seed === row.cite.seed && row.cite.from >= c.from && row.cite.to <= c.to);
    if (!inside) problems.push(`${rel}:${row.line}: ${row.cite.seed}:${row.cite.from} is outside the ranges this trace covers`);
    for (const item of row.traces) {
      if (item.kind === 'test') {
        const src = readRepoFile(item.file);
        if (src === null) problems.push(`${rel}:${row.line}: test file ${item.file} does not exist`);
        else if (!src.includes(item.name)) problems.push(`${rel}:${row.line}: no test named "${item.name}" in ${item.file}`);
      } else if (item.kind === 'code') {
        const src = readRepoFile(item.file);
        if (!/^shared\/.+\.ts$/.test(item.file)) problems.push(`${rel}:${row.line}: code ${item.file} is not a shared/**/*.ts file`);
        else if (src === null) problems.push(`${rel}:${row.line}: code file ${item.file} does not exist`);
        else
          for (const name of item.name.split('.'))
            if (!declaredNames(item.file, src).has(name)) problems.push(`${rel}:${row.line}: ${item.file} declares no "${name}"`);
      } else if (item.kind === 'ruling') {
        const src = readRepoFile(`docs/rulings/${item.file}.md`);
        if (src === null) problems.push(`${rel}:${row.line}: rulings file docs/rulings/${item.file}.md does not exist`);
        else if (!new RegExp(`^\\|\\s*${item.id}\\s*\\|`, 'm').test(src) && !src.includes(`id="${item.id}"`))
          problems.push(`${rel}:${row.line}: no ruling ${item.id} in docs/rulings/${item.file}.md`);
      } else if (item.kind === 'n/a' && !item.why) {
        problems.push(`${rel}:${row.line}: "n/a" needs a reason`);
      }
    }
    if (row.traces.some((t) => t.kind === 'test') && !row.traces.some((t) => t.kind === 'code'))
      problems.push(`${rel}:${row.line}: a row with a test names the code that carries the rule (code: <file> › <function>)`);
    const seed = seedLines(row.cite.seed);
    const quote = row.quote.replace(/^"|"$/g, '');
    if (seed && quote && !/^\(.*\)$/.test(quote)) {
      const text = normal(seed.slice(row.cite.from - 1, row.cite.to).join(' '));
      for (const piece of quote
        .split(/…|\.\.\./)
        .map(normal)
        .filter((p) => p.length > 0)) {
        if (!text.includes(piece))
          problems.push(
            `${rel}:${row.line}: "${piece}" is not at ${row.cite.seed}:${row.cite.from}${row.cite.to > row.cite.from ? '-' + row.cite.to : ''}`,
          );
      }
    }
  }
  return problems;
}

function compress(nums: number[]): string {
  const out: string[] = [];
  let start = nums[0];
  let prev = start;
  for (const n of [...nums.slice(1), Infinity]) {
    if (n !== prev + 1) {
      out.push(start === prev ? `${start}` : `${start}-${prev}`);
      start = n;
    }
    prev = n;
  }
  return out.join(', ');
}

/** The trace files present in `docs/rules/`. */
export function traceFiles(): string[] {
  const dir = join(repoRoot, 'docs', 'rules');
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.md') && f !== 'README.md')
        .map((f) => join(dir, f))
    : [];
}
