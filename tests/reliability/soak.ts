/**
 * The long reliability run (`npm run soak`): loads every `tests/reliability/soak-*.ts` module,
 * runs each one's `run(options)` and prints one table of what was tried, refused clearly,
 * accepted, lost (must be 0) and how often a server died (must be 0).
 * Usage: npm run soak [-- --scale 0.1] [-- --only db]
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

/** One line of the table. */
export interface SoakRow {
  operation: string;
  tried: number;
  refusedClearly: number;
  accepted: number;
  dataLost: number;
  serverDeaths: number;
}

export interface SoakOptions {
  /** Multiplies every module's default counts (1 = the goal figures: ≥ 200 kills per operation). */
  scale: number;
  /** Progress lines. */
  log: (line: string) => void;
}

export type SoakModule = { run: (options: SoakOptions) => Promise<SoakRow[]> };

/** The table, aligned, with a total line. */
export function formatTable(rows: readonly SoakRow[]): string {
  const head = ['operation', 'tried', 'refused clearly', 'accepted', 'data lost', 'server deaths'];
  const total: SoakRow = rows.reduce(
    (t, r) => ({
      ...t,
      tried: t.tried + r.tried,
      refusedClearly: t.refusedClearly + r.refusedClearly,
      accepted: t.accepted + r.accepted,
      dataLost: t.dataLost + r.dataLost,
      serverDeaths: t.serverDeaths + r.serverDeaths,
    }),
    { operation: 'total', tried: 0, refusedClearly: 0, accepted: 0, dataLost: 0, serverDeaths: 0 },
  );
  const cells = [...rows, total].map((r) => [
    r.operation,
    ...[r.tried, r.refusedClearly, r.accepted, r.dataLost, r.serverDeaths].map((n) => n.toLocaleString('en-US')),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => `| ${c.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join(' | ')} |`;
  return [
    line(head),
    `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...cells.map(line),
  ].join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' }, only: { type: 'string' } } });
  const options: SoakOptions = {
    scale: Number(values.scale),
    log: (line) => console.error(`[soak ${new Date().toISOString().slice(11, 19)}] ${line}`),
  };
  const dir = import.meta.dirname;
  const modules = readdirSync(dir)
    .filter((f) => /^soak-[\w-]+\.ts$/.test(f) && (!values.only || f === `soak-${values.only}.ts`))
    .sort();
  const rows: SoakRow[] = [];
  const started = Date.now();
  for (const file of modules) {
    options.log(`${file}…`);
    const module = (await import(pathToFileURL(join(dir, file)).href)) as SoakModule;
    rows.push(...(await module.run(options)));
  }
  console.log(`\nDoomkeeper soak — ${new Date().toISOString()} — ${modules.join(', ')} — ${Math.round((Date.now() - started) / 1000)} s\n`);
  console.log(formatTable(rows));
  const bad = rows.filter((r) => r.dataLost > 0 || r.serverDeaths > 0);
  if (bad.length) {
    console.log(`\nFAILED: ${bad.map((r) => r.operation).join(', ')}`);
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
