#!/usr/bin/env node
/**
 * Tries StrykerJS mutants by hand: applies each mutant of a mutation report to its source file (by
 * its location and replacement), runs the given test files with vitest, and puts the file back.
 * Prints one line per mutant — `killed` when the tests fail with it, `SURVIVED` when they pass — so a
 * new test can be checked against the mutants it was written for without a whole mutation run.
 *
 *   node scripts/try-mutant.mjs <mutation.json> <id...> -- <test file...>
 *   node scripts/try-mutant.mjs <mutation.json> --survivors <file-substring> -- <test file...>
 *
 * `--survivors X` takes every Survived/NoCoverage mutant whose file path contains X. The source file
 * is restored after each mutant (also on Ctrl-C); the exit code is the number of mutants that survived.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import process from 'node:process';

const args = process.argv.slice(2);
const dash = args.indexOf('--');
if (args.length < 3 || dash < 2 || dash === args.length - 1) {
  console.error('usage: node scripts/try-mutant.mjs <mutation.json> <id...|--survivors <file-substring>> -- <test file...>');
  process.exit(2);
}
const [reportPath, ...picks] = args.slice(0, dash);
const testFiles = args.slice(dash + 1);
const report = JSON.parse(readFileSync(reportPath, 'utf8'));

const all = Object.entries(report.files).flatMap(([file, data]) => data.mutants.map((m) => ({ ...m, file })));
let mutants;
if (picks[0] === '--survivors') {
  const part = picks[1] ?? '';
  mutants = all.filter((m) => (m.status === 'Survived' || m.status === 'NoCoverage') && m.file.includes(part));
} else {
  const byId = new Map(all.map((m) => [m.id, m]));
  mutants = picks.map((id) => byId.get(id) ?? (console.error(`no mutant ${id} in ${reportPath}`), process.exit(2)));
}

/** Offset of a 1-based line and 1-based column (Stryker's report positions) in the text. */
function offsetOf(text, { line, column }) {
  let at = 0;
  for (let l = 1; l < line; l++) at = text.indexOf('\n', at) + 1;
  return at + column - 1;
}

let restore = null;
process.on('SIGINT', () => {
  restore?.();
  process.exit(130);
});

let survived = 0;
for (const m of mutants) {
  const original = readFileSync(m.file, 'utf8');
  restore = () => writeFileSync(m.file, original);
  const from = offsetOf(original, m.location.start);
  const to = offsetOf(original, m.location.end);
  writeFileSync(m.file, original.slice(0, from) + m.replacement + original.slice(to));
  let run;
  try {
    run = spawnSync('npx', ['vitest', 'run', '--reporter=dot', ...testFiles], { encoding: 'utf8', timeout: 300_000 });
  } finally {
    restore();
    restore = null;
  }
  const killed = run.status !== 0;
  if (!killed) survived++;
  const where = `${m.file}:${m.location.start.line}:${m.location.start.column}`;
  console.log(`${killed ? 'killed  ' : 'SURVIVED'} ${m.id} ${where} ${m.mutatorName} → ${m.replacement.replace(/\s+/g, ' ')}`);
}
console.log(`${mutants.length - survived} killed, ${survived} survived of ${mutants.length}`);
process.exit(Math.min(survived, 100));
