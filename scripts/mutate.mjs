/**
 * `npm run mutate -- <ruleset> [--engine]`: StrykerJS over one ruleset's rule code (its folder and
 * the kits it imports; with --engine also shared/engine/), killed by that ruleset's tests, the tests
 * of those kits and of the other rulesets built on them, and the engine tests. Writes reports/mutation/<ruleset>/index.html (and mutation.json
 * for triage), keeps Stryker's incremental file there so a rerun tests only what changed, and prints
 * the survivors then, as its last line, `mutation score <ruleset>: NN.N %`.
 *
 * `--part N/M` mutates only the N-th of M groups of the files (split by size), each part with its own
 * report folder (`…-part-N-of-M`), so a large ruleset (Catan Horror, Eldritch Express) can be measured a
 * part at a time — on different days if need be. Once every part has a report, the last line is the
 * whole ruleset's score, counted over all parts' mutants.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const rel = (p) => relative(root, p).split('\\').join('/');

const args = process.argv.slice(2);
const withEngine = args.includes('--engine');
const full = args.includes('--full');
const noStatic = args.includes('--no-static');
const partArg = args.includes('--part') ? args[args.indexOf('--part') + 1] : undefined;
const part = partArg
  ?.match(/^(\d+)\/(\d+)$/)
  ?.slice(1)
  .map(Number);
if (partArg !== undefined && (!part || part[0] < 1 || part[0] > part[1])) {
  console.error(`--part takes N/M with 1 ≤ N ≤ M (got ${partArg ?? 'nothing'})`);
  process.exit(2);
}
const ruleset = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--part');
const rulesets = readdirSync(join(root, 'shared', 'rulesets'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();
if (!ruleset || !rulesets.includes(ruleset)) {
  console.error(
    `usage: npm run mutate -- <ruleset> [--engine] [--full] [--no-static] [--part N/M] [--dry-run]\n  <ruleset>: ${rulesets.join(', ')}\n` +
      '  --engine also mutates shared/engine/; --full ignores the incremental file; --no-static skips mutants that only run when a module loads;\n' +
      '  --part N/M mutates the N-th of M parts of the files (own report); --dry-run prints what would run',
  );
  process.exit(2);
}

/** Every .ts file under a folder (or the file itself). */
function tsFiles(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return path.endsWith('.ts') ? [path] : [];
  return readdirSync(path, { withFileTypes: true }).flatMap((e) => tsFiles(join(path, e.name)));
}

/** The kits a set of files imports, followed through the kits' own imports. */
function kitsUsedBy(files) {
  const kits = new Set();
  const queue = [...files];
  while (queue.length) {
    const file = queue.pop();
    for (const m of readFileSync(file, 'utf8').matchAll(/from '((?:\.\.?\/)+)kits\/([\w-]+)/g)) {
      const kit = m[2];
      if (kits.has(kit)) continue;
      kits.add(kit);
      const asFile = join(root, 'shared', 'kits', `${kit}.ts`);
      queue.push(...(existsSync(asFile) ? [asFile] : tsFiles(join(root, 'shared', 'kits', kit))));
    }
  }
  return [...kits].sort();
}

const rulesetFiles = tsFiles(join(root, 'shared', 'rulesets', ruleset));
const kits = kitsUsedBy(rulesetFiles);
const wholeMutate = [
  `shared/rulesets/${ruleset}/**/*.ts`,
  ...kits.map((k) => (existsSync(join(root, 'shared', 'kits', `${k}.ts`)) ? `shared/kits/${k}.ts` : `shared/kits/${k}/**/*.ts`)),
  ...(withEngine ? ['shared/engine/**/*.ts'] : []),
];

/**
 * The files of part N of M. The first run of any part of M splits every file the globs above name, the
 * largest first, each given to the part with the fewest bytes so far, and writes the split beside the
 * reports (`<report base>-parts-of-M.json`); later runs read it, so a fix that changes a file's size does
 * not move files between parts whose reports already exist. A file gone is dropped; a new file joins the
 * part with the fewest bytes.
 */
function partFiles([n, m]) {
  const current = splitFiles();
  const saved = join(root, `${reportBase}-parts-of-${m}.json`);
  let parts;
  if (existsSync(saved)) {
    const known = new Set(current.map((f) => f.file));
    parts = JSON.parse(readFileSync(saved, 'utf8')).map((files) => files.filter((f) => known.has(f)));
    const placed = new Set(parts.flat());
    const size = (files) => files.reduce((a, f) => a + (current.find((c) => c.file === f)?.size ?? 0), 0);
    for (const f of current.filter((c) => !placed.has(c.file))) {
      const smallest = parts.reduce((best, p) => (size(p) < size(best) ? p : best));
      smallest.push(f.file);
    }
  } else {
    parts = splitBySize(current, m);
  }
  mkdirSync(join(root, 'reports', 'mutation'), { recursive: true });
  writeFileSync(
    saved,
    JSON.stringify(
      parts.map((p) => [...p].sort()),
      null,
      1,
    ),
  );
  return [...parts[n - 1]].sort();
}

function splitBySize(files, m) {
  const parts = Array.from({ length: m }, () => ({ size: 0, files: [] }));
  for (const f of files) {
    const smallest = parts.reduce((best, p) => (p.size < best.size ? p : best));
    smallest.files.push(f.file);
    smallest.size += f.size;
  }
  return parts.map((p) => p.files);
}

/** Every file the globs name, with its size, the largest first. */
function splitFiles() {
  const files = [
    ...rulesetFiles,
    ...kits.flatMap((k) => {
      const asFile = join(root, 'shared', 'kits', `${k}.ts`);
      return existsSync(asFile) ? [asFile] : tsFiles(join(root, 'shared', 'kits', k));
    }),
    ...(withEngine ? tsFiles(join(root, 'shared', 'engine')) : []),
  ]
    .map((f) => ({ file: rel(f), size: statSync(f).size }))
    .sort((a, b) => b.size - a.size || a.file.localeCompare(b.file));
  return files;
}
const reportBase = `reports/mutation/${ruleset}${withEngine ? '-engine' : ''}${noStatic ? '-no-static' : ''}`;
const mutate = part ? partFiles(part) : wholeMutate;
// A kit is rule code several rulesets share (the add-ons' rituals and dice in Cataclysm and Seven Scions,
// the barrels in Catan Horror): the tests of every ruleset built on it count, as the trace rows cite them.
const kitUsers = rulesets.filter(
  (r) => r !== ruleset && kitsUsedBy(tsFiles(join(root, 'shared', 'rulesets', r))).some((k) => kits.includes(k)),
);
const tests = [
  `tests/rulesets/${ruleset}/**/*.test.ts`,
  ...kitUsers.map((r) => `tests/rulesets/${r}/**/*.test.ts`),
  ...kits.flatMap((k) => tsFiles(join(root, 'tests', 'kits')).filter((f) => f.includes(`/${k}`))).map(rel),
  'tests/shared/engine/**/*.test.ts',
  'tests/shared/timeline.test.ts',
];

const reportDir = part ? `${reportBase}-part-${part[0]}-of-${part[1]}` : reportBase;
// The vitest config (scripts/mutate-vitest.config.mjs) reads which test files to include from here:
// Stryker's workers inherit the environment.
process.env.DOOMKEEPER_MUTATE_TESTS = JSON.stringify(tests);
// The words catalogs' tests read the ruleset's source text for its error codes, which Stryker has
// instrumented in its sandbox: they would fail the first run, so they sit this out.
process.env.DOOMKEEPER_MUTATE_EXCLUDE = JSON.stringify(['tests/rulesets/*/catalog.test.ts']);

// The type checker sees only the mutated files and what they import: checking a mutant then costs
// seconds, where the whole of tsconfig.node.json (main process included) cost minutes per batch.
mkdirSync(join(root, '.mutate'), { recursive: true });
const tsconfig = `.mutate/tsconfig.${ruleset}${part ? `.part-${part[0]}-of-${part[1]}` : ''}.json`;
writeFileSync(
  join(root, tsconfig),
  JSON.stringify(
    { extends: '../tsconfig.node.json', compilerOptions: { composite: false, incremental: false }, include: mutate.map((m) => `../${m}`) },
    null,
    2,
  ),
);

console.log(
  `mutating ${mutate.join(', ')}\ntests ${tests.join(', ')} (not tests/rulesets/*/catalog.test.ts)\nreport ${reportDir}/index.html`,
);

// Stryker's incremental mode keeps a static mutant's "survived" while no test that covered it changed —
// and a static mutant (a schema or table built when its module loads) records no covering tests, so a new
// test written to kill it would never be tried. Survived or uncovered static mutants are dropped from the
// incremental file before a run: Stryker tests them again (killed ones keep their result).
const incrementalPath = join(root, reportDir, 'incremental.json');
if (!full && existsSync(incrementalPath)) {
  const incremental = JSON.parse(readFileSync(incrementalPath, 'utf8'));
  let retried = 0;
  for (const file of Object.values(incremental.files ?? {})) {
    const kept = file.mutants.filter((m) => !(m.static && (m.status === 'Survived' || m.status === 'NoCoverage')));
    retried += file.mutants.length - kept.length;
    file.mutants = kept;
  }
  if (retried) {
    writeFileSync(incrementalPath, JSON.stringify(incremental));
    console.log(`${retried} static survivors to test again`);
  }
}

// `--dry-run`: what would be mutated and by which tests, nothing run.
if (args.includes('--dry-run')) process.exit(0);

const { Stryker } = await import('@stryker-mutator/core');
const started = Date.now();
const stryker = new Stryker({
  mutate,
  testRunner: 'vitest',
  vitest: { configFile: 'scripts/mutate-vitest.config.mjs', related: false, pool: 'forks' },
  checkers: ['typescript'],
  tsconfigFile: tsconfig,
  ignoreStatic: noStatic,
  coverageAnalysis: 'perTest',
  // Two cores shared with other work: one test process at a time (run under `nice`, see package.json).
  concurrency: 1,
  incremental: !full,
  force: full,
  incrementalFile: `${reportDir}/incremental.json`,
  reporters: ['html', 'json', 'progress-append-only'],
  htmlReporter: { fileName: `${reportDir}/index.html` },
  jsonReporter: { fileName: `${reportDir}/mutation.json` },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  ignorePatterns: ['out', 'dist', 'build', 'coverage', 'reports', 'docs/screenshots', 'test-results', '.tmp'],
  timeoutMS: 10_000,
});
const results = await stryker.runMutationTest();

const count = (...statuses) => results.filter((r) => statuses.includes(r.status)).length;
const detected = count('Killed', 'Timeout');
const undetected = count('Survived', 'NoCoverage');
const survivors = results.filter((r) => r.status === 'Survived' || r.status === 'NoCoverage');
for (const s of survivors) {
  const where = `${s.fileName}:${s.location.start.line}:${s.location.start.column}`;
  console.log(
    `${s.status.toLowerCase()} ${s.id} ${where} ${s.mutatorName}${s.replacement ? ` → ${s.replacement.replace(/\s+/g, ' ').slice(0, 80)}` : ''}`,
  );
}
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(
  `${results.length} mutants: ${count('Killed')} killed, ${count('Timeout')} timed out, ${count('Survived')} survived, ` +
    `${count('NoCoverage')} not covered, ${count('CompileError')} did not compile, ${count('Ignored')} ignored, ` +
    `${count('RuntimeError')} runtime errors; ${minutes} min`,
);
const percent = (killed, missed) => (killed + missed ? (100 * killed) / (killed + missed) : 100).toFixed(1);
if (withEngine || noStatic)
  console.log(`(${[withEngine && 'with shared/engine/', noStatic && 'static mutants ignored'].filter(Boolean).join(', ')})`);
if (!part) console.log(`mutation score ${ruleset}: ${percent(detected, undetected)} %`);
else {
  // The whole ruleset's score once every part has a report: each part's mutants, as its report holds them.
  console.log(`mutation score ${ruleset} part ${part[0]}/${part[1]}: ${percent(detected, undetected)} %`);
  const reports = Array.from({ length: part[1] }, (_, i) => join(root, `${reportBase}-part-${i + 1}-of-${part[1]}`, 'mutation.json'));
  const missing = reports.filter((r) => !existsSync(r));
  if (missing.length) console.log(`mutation score ${ruleset}: not yet (${missing.length} of ${part[1]} parts have no report)`);
  else {
    let killed = 0;
    let missed = 0;
    for (const report of reports)
      for (const file of Object.values(JSON.parse(readFileSync(report, 'utf8')).files))
        for (const m of file.mutants) {
          if (m.status === 'Killed' || m.status === 'Timeout') killed++;
          else if (m.status === 'Survived' || m.status === 'NoCoverage') missed++;
        }
    console.log(`mutation score ${ruleset}: ${percent(killed, missed)} % (${part[1]} parts, ${killed + missed} mutants counted)`);
  }
}
