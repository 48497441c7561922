/**
 * Benchmark (prints figures; not a test): a table action's round trip (validate → engine →
 * SQLite commit → new state view), and the time to open campaigns of 10,000 and 100,000 events,
 * beside plain SQLite inserts and a naive full replay measured in the same run.
 * Also prints the seeding's peak RSS at 100,000 events (issue 17 goal: ≤ 300 MB), and the server's
 * RSS after 1,000 actions on a campaign of 50,000 events, opened in a process of its own (goal ≤ 200 MB).
 * Run: npm run bench            (or: npm run bench -- --seeding-only, for the seeding figure alone)
 */
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { startServices, type Services } from '../../electron/main/services/services';
import { tempDir } from '../support/temp-db';
import type { CampaignMemory } from './memory-under-load';

const dir = tempDir('doomkeeper-bench-');
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) };
};
const ms = (n: number) => `${n.toFixed(3)} ms`;
const rows: [string, string, string][] = [];
const seedingOnly = process.argv.includes('--seeding-only');
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

function call(services: Services, method: string, args: unknown) {
  const result = services.dispatch(method, args);
  if (!result.ok) throw new Error(result.error.message);
  return result.value as { id: number };
}

function act(services: Services, campaignId: number) {
  // The view is serialised as the transport would send it.
  return JSON.stringify(
    call(services, 'campaign/act', { campaignId, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } }),
  );
}

function newCampaign(services: Services, name: string): number {
  const { id } = call(services, 'campaign/create', { name, rulesetId: 'dice-tray', players: [], options: {} });
  call(services, 'campaign/act', {
    campaignId: id,
    action: { type: 'add-counter', payload: { name: 'Count', min: 0, max: 99999, start: 0 } },
  });
  return id;
}

// 1. Round trip of a table action, durable (synchronous=FULL), 2,000 actions.
if (!seedingOnly) {
  const services = startServices({ databasePath: dir.file('round-trip.sqlite'), version: 'bench', transport: 'websocket' });
  const id = newCampaign(services, 'Round trip');
  const samples: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const start = performance.now();
    act(services, id);
    samples.push(performance.now() - start);
  }
  const { median, p95 } = stats(samples);
  rows.push(['table action round trip (validate → engine → commit → view)', ms(median), ms(p95)]);
  services.close();
}

// 2. Plain SQLite: one durable insert per transaction, same pragmas.
if (!seedingOnly) {
  const db = new Database(dir.file('plain.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec('CREATE TABLE events (seq INTEGER PRIMARY KEY, type TEXT, payload TEXT)');
  const insert = db.prepare('INSERT INTO events (type, payload) VALUES (?, ?)');
  const samples: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const start = performance.now();
    db.transaction(() => insert.run('counter-changed', JSON.stringify({ counterId: 'c1', from: i, to: i + 1 })))();
    samples.push(performance.now() - start);
  }
  const { median, p95 } = stats(samples);
  rows.push(['plain SQLite insert, one durable transaction each', ms(median), ms(p95)]);
  db.close();
}

// 3. Opening campaigns of 10,000 and 100,000 events (snapshots) beside a naive full replay.
for (const size of seedingOnly ? [100_000] : [10_000, 50_000, 100_000]) {
  console.error(`seeding a campaign of ${size.toLocaleString('en')} events…`);
  let peakRss = process.memoryUsage().rss;
  const file = dir.file(`open-${size}.sqlite`);
  let services = startServices({ databasePath: file, version: 'bench', transport: 'websocket' });
  services.db.pragma('synchronous = OFF'); // seeding only: the figures below are for reading
  const id = newCampaign(services, `Open ${size}`);
  for (let i = 2; i < size; i++) {
    if (i % 97 === 0) call(services, 'campaign/undo', { campaignId: id });
    else act(services, id);
    if (i % 500 === 0) peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  services.close();
  rows.push([`seeding's peak RSS over ${size.toLocaleString('en')} events (goal ≤ 300 MB at 100,000)`, mb(peakRss), '']);
  if (seedingOnly) continue;
  if (size === 50_000) {
    // A fresh process, as the app's main process would be: open it, then 1,000 actions at the table.
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'tests/bench/memory-under-load.ts', '--campaign', file, String(id), '1000'],
      { encoding: 'utf8' },
    );
    if (child.status !== 0) throw new Error(`memory-under-load: ${child.stderr}`);
    const m = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as CampaignMemory;
    rows.push([`server RSS opening a campaign of ${m.events.toLocaleString('en')} events`, `${m.openedRssMb} MB`, '']);
    rows.push([
      `server RSS after ${m.actions.toLocaleString('en')} actions on it, peak (goal ≤ 200 MB)`,
      `${m.afterRssMb} MB`,
      `${m.peakRssMb} MB`,
    ]);
    continue;
  }

  const opens: number[] = [];
  for (let run = 0; run < 5; run++) {
    services = startServices({ databasePath: file, version: 'bench', transport: 'websocket' });
    const start = performance.now();
    call(services, 'campaign/open', { campaignId: id });
    opens.push(performance.now() - start);
    services.close();
  }

  // The same host with no snapshots and no saved timeline: it walks and folds the whole log.
  const naiveFile = dir.file(`naive-${size}.sqlite`);
  copyFileSync(file, naiveFile);
  const strip = new Database(naiveFile);
  strip.exec('DELETE FROM snapshots; DELETE FROM timelines;');
  strip.close();
  const naive: number[] = [];
  for (let run = 0; run < 5; run++) {
    services = startServices({ databasePath: naiveFile, version: 'bench', transport: 'websocket' });
    services.db.exec('DELETE FROM timelines'); // opening saves the walk; measure the walk every time
    const start = performance.now();
    call(services, 'campaign/open', { campaignId: id });
    naive.push(performance.now() - start);
    services.close();
  }
  const open = stats(opens);
  const replay = stats(naive);
  rows.push([`open a campaign of ${size.toLocaleString('en')} events (snapshot + tail)`, ms(open.median), ms(open.p95)]);
  rows.push([`naive full replay of the same ${size.toLocaleString('en')} events (walk + fold all)`, ms(replay.median), ms(replay.p95)]);
}

const width = Math.max(...rows.map((r) => r[0].length));
console.log(`\nDoomkeeper benchmark — Node ${process.version}, ${new Date().toISOString()}\n`);
console.log(`${'measure'.padEnd(width)}  ${'median'.padStart(12)}  ${'p95'.padStart(12)}`);
for (const [name, median, p95] of rows) console.log(`${name.padEnd(width)}  ${median.padStart(12)}  ${p95.padStart(12)}`);
dir.remove();
