/** Wires the main-process services together — used by the Electron shell and the browser-build server alike. */
import { copyFileSync, existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { fail, ok, type Result } from '../../../shared/engine/result';
import type { Ruleset } from '../../../shared/engine/ruleset';
import { rulesets as allRulesets } from '../../../shared/rulesets/registry';
import { appHandlers } from '../handlers/app';
import { backupHandlers } from '../handlers/backup';
import { campaignHandlers } from '../handlers/campaign';
import { historyHandlers } from '../handlers/history';
import { sessionHandlers } from '../handlers/session';
import { statsHandlers } from '../handlers/stats';
import { Backups } from './backups';
import { CampaignStore } from './campaign-store';
import { ChronicleService } from './chronicle';
import { openDatabase, SCHEMA_VERSION, type Db } from './database';
import { rollDice } from './dice-roller';
import { EngineHost } from './engine-host';
import { combineHandlers, createDispatcher, type Dispatch } from './rpc';
import { StatsService } from './stats';
import { labHandlers } from '../handlers/lab';
import { LabService } from './lab';

export interface Services {
  /** The open database (a restore swaps it for another). */
  readonly db: Db;
  dispatch: Dispatch;
  backups: Backups;
  close: () => void;
}

export interface ServiceOptions {
  databasePath: string;
  version: string;
  transport: 'ipc' | 'websocket';
  rulesets?: ReadonlyMap<string, Ruleset>;
  now?: () => string;
  /** Where backups go (default: `backups/` beside the database). */
  backupDir?: string;
  /** Minutes between scheduled backups; 0 turns them off (default 30, off under the test runner). */
  backupEveryMinutes?: number;
  /** The clock backups are named and rotated by. */
  clock?: () => Date;
  /** The lab's worker script (Electron passes its bundled file; default: the TypeScript source, under tsx). */
  labWorkerUrl?: URL;
}

export function startServices(options: ServiceOptions): Services {
  const rulesets = options.rulesets ?? allRulesets;
  const now = options.now ?? (() => new Date().toISOString());
  const backups = new Backups(options.backupDir ?? join(dirname(options.databasePath), 'backups'), options.clock);
  const everyMinutes = options.backupEveryMinutes ?? (process.env.VITEST ? 0 : 30);
  const open = () => openDatabase(options.databasePath, { beforeMigrate: (db) => backups.createNow(db, 'before-migration') });

  const lab = new LabService(options.labWorkerUrl);
  let db = open();
  let dispatch = build(db);
  let scheduled: Promise<unknown> | null = null;

  /** The handlers over one open database; rebuilt after a restore. */
  function build(current: Db): Dispatch {
    const store = new CampaignStore(current);
    const host = new EngineHost({ store, rulesets, rollDice, now });
    const chronicle = new ChronicleService(store, host, rulesets);
    const handlers = combineHandlers(
      appHandlers({ version: options.version, databasePath: options.databasePath, transport: options.transport }, rulesets),
      campaignHandlers(store, host, now, () => backups.createNow(current, 'before-delete')),
      sessionHandlers(store, now),
      historyHandlers({ store, host, chronicle, rulesets, version: options.version, now, backupBeforeImport: () => backups.createNow(current, 'before-import') }),
      backupHandlers({ backups, db: () => db, everyMinutes, restore }),
      statsHandlers(new StatsService(store, host, rulesets)),
      labHandlers(lab, host),
    );
    return createDispatcher(handlers);
  }

  /** Replaces the database with a backup; the current database is backed up first, so this can be undone. */
  function restore(name: string): Result<{ restored: string; undoName: string }> {
    if (scheduled) return fail('backup/busy', 'A backup is being written right now; try again in a moment.');
    const source = backups.pathOf(name)!;
    const problem = checkBackupFile(source);
    if (problem) return fail('backup/unusable', problem, { name });
    const saved = backups.createNow(db, 'before-restore');
    db.close();
    const replace = (file: string) => {
      for (const suffix of ['-wal', '-shm']) rmSync(options.databasePath + suffix, { force: true });
      copyFileSync(file, options.databasePath);
    };
    try {
      replace(source);
      db = open();
    } catch (error) {
      replace(backups.pathOf(saved.name)!);
      db = open();
      dispatch = build(db);
      return fail('backup/unusable', `That backup could not be opened (${error instanceof Error ? error.message : String(error)}); nothing was changed.`, { name });
    }
    dispatch = build(db);
    return ok({ restored: name, undoName: saved.name });
  }

  const timer = everyMinutes > 0
    ? setInterval(() => {
      if (scheduled) return;
      scheduled = backups.create(db, 'scheduled').catch((error) => console.error('Scheduled backup failed', error)).finally(() => (scheduled = null));
    }, everyMinutes * 60_000)
    : null;
  timer?.unref();

  return {
    get db() { return db; },
    dispatch: (method, args) => dispatch(method, args),
    backups,
    close: () => {
      if (timer) clearInterval(timer);
      lab.close();
      db.close();
    },
  };
}

/** Why a backup file cannot be restored, or null when it can. */
function checkBackupFile(file: string): string | null {
  if (!existsSync(file)) return 'That backup is no longer in the backup folder.';
  let probe: Database.Database | null = null;
  try {
    probe = new Database(file, { readonly: true, fileMustExist: true });
    const version = probe.pragma('user_version', { simple: true }) as number;
    if (version > SCHEMA_VERSION) return 'That backup was written by a newer version of Doomkeeper; update Doomkeeper to restore it.';
    const integrity = probe.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') return `That backup is damaged (${String(integrity)}); it cannot be restored.`;
    return null;
  } catch (error) {
    return `That backup cannot be read (${error instanceof Error ? error.message : String(error)}).`;
  } finally {
    probe?.close();
  }
}
