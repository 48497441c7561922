/**
 * `node scripts/trace-kills.mjs <ruleset>`: after `npm run mutate -- <ruleset>`, reads the mutation report
 * and the trace (docs/rules/<ruleset>.md) and lists the rows whose cited tests kill no mutant of the
 * code the row names — a trace that claims more than its test proves — and the surviving mutants
 * inside each row's code.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const ruleset = process.argv[2];
const reports = join(root, 'reports', 'mutation');
const dir = existsSync(reports) ? readdirSync(reports).find((d) => d === ruleset || d.startsWith(`${ruleset}-`)) : undefined;
if (!ruleset || !dir) {
  console.error('usage: node scripts/trace-kills.mjs <ruleset>   (after npm run mutate -- <ruleset>)');
  process.exit(2);
}
const report = JSON.parse(readFileSync(join(reports, dir, 'mutation.json'), 'utf8'));

/** Test id → full test name, from the report's test files. */
const testNames = new Map();
for (const file of Object.values(report.testFiles ?? {})) for (const t of file.tests) testNames.set(t.id, t.name);

/** The line range of a declaration (function, constant, property) named `name` in a file. */
function rangeOf(file, name) {
  const src = readFileSync(join(root, file), 'utf8');
  const sf = ts.createSourceFile(file, src, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  let found = null;
  const visit = (node) => {
    if (found) return;
    const n = node.name;
    if (n && (ts.isIdentifier(n) || ts.isStringLiteral(n)) && n.text === name && !ts.isParameter(node)) {
      found = {
        from: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1,
        to: sf.getLineAndCharacterOfPosition(node.getEnd()).line + 1,
      };
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

const trace = readFileSync(join(root, 'docs', 'rules', `${ruleset}.md`), 'utf8').split('\n');
let rows = 0;
let unproven = 0;
trace.forEach((line, i) => {
  if (!line.startsWith('|') || !line.includes('code:')) return;
  const cell = line.split('|').slice(-2, -1)[0];
  const items = cell.split(/<br\s*\/?>/).map((s) => s.trim());
  const codes = items.flatMap((s) => (/^code:\s*(.+?)\s*›\s*(.+)$/.exec(s) ? [/^code:\s*(.+?)\s*›\s*(.+)$/.exec(s).slice(1)] : []));
  const tests = items.flatMap((s) => (/^test:\s*(.+?)\s*›\s*(.+)$/.exec(s) ? [/^test:\s*(.+?)\s*›\s*(.+)$/.exec(s)[2]] : []));
  rows++;
  const mutants = codes.flatMap(([file, name]) => {
    const entry = report.files[file];
    const range = entry && rangeOf(file, name.split('.').at(-1));
    return range
      ? entry.mutants.filter((m) => m.location.start.line >= range.from && m.location.start.line <= range.to).map((m) => ({ ...m, file }))
      : [];
  });
  if (!mutants.length) return;
  const killedByCited = mutants.filter((m) => (m.killedBy ?? []).some((id) => tests.some((t) => (testNames.get(id) ?? '').includes(t))));
  const survivors = mutants.filter((m) => m.status === 'Survived' || m.status === 'NoCoverage');
  if (!killedByCited.length || survivors.length) {
    if (!killedByCited.length) unproven++;
    console.log(
      `docs/rules/${ruleset}.md:${i + 1} ${line.split('|')[1].trim()}: ${killedByCited.length}/${mutants.length} mutants of its code killed by its tests` +
        survivors
          .map((m) => `\n  survived ${m.file}:${m.location.start.line} ${m.mutatorName} ${m.replacement ?? ''}`.slice(0, 160))
          .join(''),
    );
  }
});
console.log(`${rows} rows with code; ${unproven} whose cited tests kill none of their code's mutants`);
