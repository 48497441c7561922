/**
 * SIGKILL at random points of append, backup, restore, import and migration: a child process
 * (kill-child.ts) repeats the operation on a real database file and is killed; the parent then
 * starts the services on the file as the app would after a crash and checks that nothing
 * acknowledged is lost, no backup listed is broken and the file is whole. Shared by the short
 * version in `npm test` (kill-operations.test.ts) and the long one (`npm run soak`).
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
// tsx's own bundler (a dependency of tsx, so always installed with it).
import { build } from 'esbuild';
import { databaseFileProblem, SCHEMA_VERSION } from '../../electron/main/services/database';
import { MIGRATIONS } from '../../electron/main/services/migrations';
import { startServices, type Services } from '../../electron/main/services/services';
import { rulesets } from '../../shared/rulesets/registry';
import { verifyCampaigns, describeProblem } from '../../electron/main/services/verify';
import { rpc } from '../support/services-call';
import { tempDir } from '../support/temp-db';

import type { SoakRow } from './soak';

export const KILL_OPERATIONS = ['append', 'backup', 'restore', 'restore-campaign', 'import', 'migration'] as const;
export type KillOperation = (typeof KILL_OPERATIONS)[number];

const ROOT = resolve(import.meta.dirname, '../..');
const CHILD = join(import.meta.dirname, 'kill-child.ts');
const IMPORT_WORKER = join(ROOT, 'electron/main/services/import-worker.ts');

/**
 * kill-child.ts and the services it imports bundled into one file, as tsx would transpile them:
 * the child then starts in about a second instead of three to four (tsx's loader hook runs for each
 * of its hundreds of modules), so the time goes into the operation being killed. Built once per
 * process into node_modules/.cache (packages stay imports and resolve from the project's
 * node_modules); written beside and renamed, so two runs at once each see a whole file.
 */
let bundled: Promise<string> | undefined;
function childScript(): Promise<string> {
  bundled ??= (async () => {
    const folder = join(ROOT, 'node_modules/.cache/doomkeeper-kill-child');
    mkdirSync(folder, { recursive: true });
    const script = join(folder, 'kill-child.mjs');
    // The import's worker is bundled beside it (the child passes its address to the services).
    const partial = join(folder, `build-${process.pid}`);
    await build({
      entryPoints: { 'kill-child': CHILD, 'import-worker': IMPORT_WORKER },
      outdir: partial,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      packages: 'external',
      logLevel: 'error',
    });
    renameSync(join(partial, 'import-worker.mjs'), join(folder, 'import-worker.mjs'));
    renameSync(join(partial, 'kill-child.mjs'), script);
    rmSync(partial, { recursive: true, force: true });
    return script;
  })();
  return bundled;
}

/** What one batch of kills shares: its database, the child's argument, and how to check a restart. */
interface Bench {
  databasePath: string;
  argument: string;
  /** Milliseconds after the child's signal line within which the kill lands, uniformly. */
  window: number;
  /** The line the kill delay counts from. */
  after: 'ready' | 'opening';
  /** Prepares the file before one kill. */
  beforeKill?: () => void;
  /** What is wrong after a kill, given the acknowledgements of that run; null when nothing. */
  check: (services: Services, acks: string[]) => string | null;
}

function open(databasePath: string): Services {
  return startServices({ databasePath, version: 'kill-test', transport: 'websocket', backupEveryMinutes: 0, fullCheckAfterMs: null });
}

function must<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const counterOf = (services: Services) =>
  (must(rpc(services, 'campaign/open', { campaignId: 1 })) as { state: { counters: { value: number }[] } }).state.counters[0].value;
const namesOf = (services: Services) =>
  must(rpc(services, 'campaign/list', { includeArchived: true }))
    .map((c) => c.name)
    .sort()
    .join(',');

/** A dice-tray campaign with one counter and `rolls` rolls, in a fresh database. */
function seed(databasePath: string, rolls = 20): void {
  const services = open(databasePath);
  try {
    must(rpc(services, 'campaign/create', { name: 'Alpha', rulesetId: 'dice-tray', players: [], options: {} }));
    must(
      rpc(services, 'campaign/act', {
        campaignId: 1,
        action: { type: 'add-counter', payload: { name: 'Acks', min: 0, max: 99999, start: 0 } },
      }),
    );
    for (let i = 0; i < rolls; i++) {
      must(
        rpc(services, 'campaign/act', {
          campaignId: 1,
          action: { type: 'roll', payload: { count: 2, die: 'd6' }, roll: { source: 'table', values: [1 + (i % 6), 6 - (i % 6)] } },
        }),
      );
    }
  } finally {
    services.close();
  }
}

/** Every backup listed must open and pass SQLite's check; the newest `limit` are checked. */
function brokenBackup(services: Services, limit = 3): string | null {
  const folder = services.backups.dir;
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return null;
  }
  if (names.some((n) => n.includes('.partial'))) return 'a partial backup was left in the folder';
  for (const backup of services.backups.list().slice(0, limit)) {
    const problem = databaseFileProblem(join(folder, backup.name));
    if (problem) return `backup ${backup.name} is broken: ${problem}`;
  }
  return null;
}

function benchFor(operation: KillOperation, dir: string): Bench {
  const databasePath = join(dir, 'campaigns.sqlite');
  seed(databasePath);
  switch (operation) {
    case 'append': {
      let acknowledged = 0;
      return {
        databasePath,
        argument: '',
        window: 300,
        after: 'ready',
        check: (services, acks) => {
          if (acks.length) acknowledged = Number(acks[acks.length - 1]);
          const value = counterOf(services);
          return value < acknowledged ? `the counter shows ${value} after ${acknowledged} acknowledged` : null;
        },
      };
    }
    case 'backup': {
      const acked = new Set<string>();
      return {
        databasePath,
        argument: '',
        window: 300,
        after: 'ready',
        check: (services, acks) => {
          for (const a of acks) acked.add(a);
          const listed = new Set(services.backups.list().map((b) => b.name));
          const missing = [...acked].filter((n) => !listed.has(n));
          // Routine backups beyond the newest 10 may be rotated; the rotation keeps all of the last day.
          return missing.length ? `acknowledged backups missing: ${missing.slice(0, 3).join(', ')}` : null;
        },
      };
    }
    case 'restore': {
      const services = open(databasePath);
      const alphaOnly = must(rpc(services, 'backup/create', {})).name;
      must(rpc(services, 'campaign/create', { name: 'Beta', rulesetId: 'dice-tray', players: [], options: {} }));
      const withBeta = must(rpc(services, 'backup/create', {})).name;
      services.close();
      const contents = new Map([
        [alphaOnly, 'Alpha'],
        [withBeta, 'Alpha,Beta'],
      ]);
      let before = 'Alpha,Beta';
      return {
        databasePath,
        argument: `${alphaOnly},${withBeta}`,
        window: 600,
        after: 'ready',
        check: (services, acks) => {
          const now = namesOf(services);
          // The child restores alphaOnly, withBeta, alphaOnly… from its start: the file holds the last
          // acknowledged restore, or the one after it, never anything else.
          const last = acks.length ? contents.get(acks[acks.length - 1])! : before;
          const next = acks.length % 2 === 0 ? 'Alpha' : 'Alpha,Beta';
          before = now;
          return now === last || now === next ? null : `the database holds ${now}; expected ${last} or ${next}`;
        },
      };
    }
    case 'restore-campaign': {
      // Alpha at 0 and at 5 in two backups; Beta played after both. The child restores Alpha in
      // place from one, then the other…: Alpha is always one of the two, Beta never moves.
      const services = open(databasePath);
      const atZero = must(rpc(services, 'backup/create', {})).name;
      for (let i = 0; i < 5; i++)
        must(rpc(services, 'campaign/act', { campaignId: 1, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } }));
      const atFive = must(rpc(services, 'backup/create', {})).name;
      must(rpc(services, 'campaign/create', { name: 'Beta', rulesetId: 'dice-tray', players: [], options: {} }));
      for (let i = 0; i < 7; i++)
        must(
          rpc(services, 'campaign/act', {
            campaignId: 2,
            action: { type: 'roll', payload: { count: 1, die: 'd6' }, roll: { source: 'table', values: [1 + (i % 6)] } },
          }),
        );
      const betaLog = JSON.stringify(must(rpc(services, 'campaign/history', { campaignId: 2 })));
      services.close();
      const value = new Map([
        [atZero, 0],
        [atFive, 5],
      ]);
      let before = 5;
      return {
        databasePath,
        argument: `${atZero},${atFive}`,
        window: 800,
        after: 'ready',
        check: (services, acks) => {
          const listed = must(rpc(services, 'campaign/list', { includeArchived: true }))
            .map((c) => `${c.id}:${c.name}`)
            .join(',');
          if (listed !== '2:Beta,1:Alpha' && listed !== '1:Alpha,2:Beta') return `the campaigns are ${listed}`;
          if (JSON.stringify(must(rpc(services, 'campaign/history', { campaignId: 2 }))) !== betaLog) return 'Beta changed';
          const problem = verifyCampaigns(services.db, rulesets);
          if (problem) return `a campaign is broken: ${describeProblem(problem)}`;
          const now = counterOf(services);
          const last = acks.length ? value.get(acks[acks.length - 1])! : before;
          const next = acks.length % 2 === 0 ? 0 : 5;
          before = now;
          return now === last || now === next ? null : `Alpha's counter is ${now}; expected ${last} or ${next}`;
        },
      };
    }
    case 'import': {
      const services = open(databasePath);
      const content = must(rpc(services, 'history/export', { campaignId: 1 })).content;
      services.close();
      const file = join(dir, 'export.json');
      writeFileSync(file, content);
      let count = 1;
      return {
        databasePath,
        argument: file,
        // A background import (the child's first) takes 1–2 s: its worker starting, checking, then writing.
        window: 2500,
        after: 'ready',
        check: (services, acks) => {
          const listed = must(rpc(services, 'campaign/list', { includeArchived: true }));
          const acknowledged = count + acks.length;
          const fresh = listed.filter((c) => c.id > count).map((c) => c.id);
          const problem = verifyCampaigns(services.db, rulesets, fresh);
          if (problem) return `an imported campaign is broken: ${describeProblem(problem)}`;
          // A background import killed while it checked leaves its scratch file; the next start removes it.
          const scratch = readdirSync(dir).filter((name) => name.includes('.import-'));
          if (scratch.length > 0) return `an import's scratch files are left: ${scratch.join(', ')}`;
          const found = listed.length;
          count = found;
          return found < acknowledged || found > acknowledged + 1 ? `${found} campaigns after ${acknowledged} acknowledged` : null;
        },
      };
    }
    case 'migration': {
      // A schema-1 file, as the first release wrote it: the first migration only, with a played campaign copied in.
      const played = join(dir, 'played.sqlite');
      seed(played, 150);
      const template = join(dir, 'schema-1.sqlite');
      const db = new Database(template);
      db.exec(MIGRATIONS[0]);
      db.pragma('user_version = 1');
      db.prepare('ATTACH DATABASE ? AS played').run(played);
      const eventColumns = 'campaign_id, seq, step, session_id, turn, phase, type, payload, cause, dice, created_at';
      db.exec(`INSERT INTO campaigns SELECT * FROM played.campaigns; INSERT INTO play_sessions SELECT * FROM played.play_sessions;
        INSERT INTO events (${eventColumns}) SELECT ${eventColumns} FROM played.events;`);
      db.exec('DETACH DATABASE played');
      db.close();
      const events = 152;
      return {
        databasePath,
        argument: '',
        window: 40,
        after: 'opening',
        beforeKill: () => {
          for (const suffix of ['-wal', '-shm']) rmSync(databasePath + suffix, { force: true });
          copyFileSync(template, databasePath);
        },
        check: (services) => {
          const version = services.db.pragma('user_version', { simple: true });
          if (version !== SCHEMA_VERSION) return `schema ${String(version)} after a restart`;
          const history = must(rpc(services, 'campaign/history', { campaignId: 1 }));
          return history.length === events ? null : `${history.length} events after migration, ${events} before`;
        },
      };
    }
  }
}

/** Runs a child until a random moment after its signal line, then SIGKILLs it; returns what it acknowledged. */
function runAndKill(script: string, operation: KillOperation, bench: Bench): Promise<{ acks: string[]; error: string | null }> {
  return new Promise((done, failed) => {
    const child = spawn(process.execPath, [script, operation, bench.databasePath, bench.argument], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const acks: string[] = [];
    let error: string | null = null;
    let buffer = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        if (line === bench.after) setTimeout(() => child.kill('SIGKILL'), Math.random() * bench.window);
        else if (line.startsWith('ack ')) acks.push(line.slice(4));
        else if (line.startsWith('error ')) error = line.slice(6);
      }
    });
    child.on('error', failed);
    child.on('exit', (code, signal) => {
      if (signal !== 'SIGKILL' && !error) error = `the child exited by itself (${code}): ${stderr.slice(-500)}`;
      done({ acks, error });
    });
  });
}

/** Kills `kills` children doing `operation`; a fresh database every `batch` kills. */
export async function killRuns(
  operation: KillOperation,
  kills: number,
  { batch = 25, onKill }: { batch?: number; onKill?: (i: number, problem: string | null) => void } = {},
): Promise<SoakRow & { problems: string[] }> {
  const row = {
    operation: `SIGKILL during ${operation}`,
    tried: 0,
    refusedClearly: 0,
    accepted: 0,
    dataLost: 0,
    serverDeaths: 0,
    problems: [] as string[],
  };
  const script = await childScript();
  let dir = tempDir('doomkeeper-kill-');
  let bench = benchFor(operation, dir.dir);
  try {
    for (let i = 0; i < kills; i++) {
      if (i > 0 && i % batch === 0) {
        dir.remove();
        dir = tempDir('doomkeeper-kill-');
        bench = benchFor(operation, dir.dir);
      }
      bench.beforeKill?.();
      const { acks, error } = await runAndKill(script, operation, bench);
      row.tried++;
      let problem: string | null = error ? `the operation failed before the kill: ${error}` : null;
      let services: Services | null = null;
      try {
        services = open(bench.databasePath);
        if (services.status.state !== 'ok') problem ??= `the restart came up in recovery: ${services.status.problem}`;
        else problem ??= bench.check(services, acks) ?? brokenBackup(services) ?? databaseFileProblem(bench.databasePath, { quick: false });
      } catch (startError) {
        problem ??= `the restart failed: ${startError instanceof Error ? startError.message : String(startError)}`;
      } finally {
        services?.close();
      }
      if (problem) {
        row.dataLost++;
        row.problems.push(`kill ${i + 1}: ${problem}`);
      } else row.accepted++;
      onKill?.(i, problem);
    }
  } finally {
    dir.remove();
  }
  return row;
}
