/** Wires the main-process services together — used by the Electron shell and the browser-build server alike. */
import { dirname, join } from 'node:path';
import { fail, ok, type Result } from '../../../shared/engine/result';
import type { Ruleset } from '../../../shared/engine/ruleset';
import type { BackupFailure, CampaignSummary, PlayView, RecoveryStatus } from '../../../shared/rpc/contract';
import type { Notice } from '../../../shared/rpc/transport';
import { rulesets as allRulesets } from '../../../shared/rulesets/registry';
import { appHandlers } from '../handlers/app';
import { backupHandlers } from '../handlers/backup';
import { campaignHandlers } from '../handlers/campaign';
import { historyHandlers } from '../handlers/history';
import { sessionHandlers } from '../handlers/session';
import { statsHandlers } from '../handlers/stats';
import { backupCampaigns, restoreCampaign } from './backup-campaigns';
import { backupFailure, Backups } from './backups';
import { CampaignGlances } from './campaign-glance';
import { CampaignStore } from './campaign-store';
import { ChronicleService } from './chronicle';
import { databaseFileProblem, openDatabase, type Db } from './database';
import { rollDice, type DiceRoller } from './dice-roller';
import { EngineHost } from './engine-host';
import { environmentError, isEnvironmental, retryEnvironmental, type EnvironmentError } from './environment';
import { guarded } from './guarded';
import { refuseForeign } from './ownership';
import { exportWhatReads, keepAside, refuseWhileDamaged, refuseWhileUnreachable, type Damage } from './recovery';
import { prepareRestore, removeRestoreLeftover, swapIn } from './restore';
import { combineHandlers, createDispatcher, type Dispatch, type Handlers } from './rpc';
import { StatsService } from './stats';
import { labHandlers } from '../handlers/lab';
import { LabService } from './lab';
import { ImportService } from './imports';
import { lanHandlers } from '../handlers/lan';
import { LanService, type LanOptions } from './lan';
import { packHandlers } from '../handlers/packs';
import { PackStore } from './packs';
import { PackPreview } from './pack-preview';

export interface Services {
  /** The open database (a restore swaps it for another); throws in recovery mode, where none is open for writing. */
  readonly db: Db;
  /** Whether the database is whole, or damaged and held read-only. */
  readonly status: RecoveryStatus;
  dispatch: Dispatch;
  /** Calls `listener` after every request that changed a campaign; returns how to stop. */
  onNotice: (listener: (notice: Notice) => void) => () => void;
  backups: Backups;
  /** Runs the full integrity check now (it also runs on its own shortly after start). */
  fullCheck: () => RecoveryStatus;
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
  /** Milliseconds after start before the full integrity check runs; null turns it off (default 3 s, off under the test runner). */
  fullCheckAfterMs?: number | null;
  /** How the app rolls its dice (default: crypto-random); `seededRoller(n)` makes rolls reproducible. */
  rollDice?: DiceRoller;
  /** The lab's worker script (Electron passes its bundled file; default: the TypeScript source, under tsx). */
  labWorkerUrl?: URL;
  /** The import's worker script (the same). */
  importWorkerUrl?: URL;
  /** Files below this size are imported on the main thread (default 1 MB; the kill tests set 0 to kill the worker). */
  importInlineBelow?: number;
  /** The phone view on the local network (off until switched on); without it `lan/start` is refused. */
  lan?: LanOptions;
}

/** Waits between the start's attempts to check and open the file while the machine refuses it (ms). */
const START_BACK_OFF = [50, 200, 800];
/** Then between attempts in the background, the last one repeated (ms). */
const REOPEN_BACK_OFF = [1_000, 2_000, 5_000, 10_000, 30_000];
/** Between attempts of a full check the machine stopped (ms). */
const FULL_CHECK_BACK_OFF = [5_000, 30_000, 300_000];

export function startServices(options: ServiceOptions): Services {
  const rulesets = options.rulesets ?? allRulesets;
  const now = options.now ?? (() => new Date().toISOString());
  const clock = options.clock ?? (() => new Date());
  const { databasePath } = options;
  const backups = new Backups(options.backupDir ?? join(dirname(databasePath), 'backups'), options.clock);
  const everyMinutes = options.backupEveryMinutes ?? (process.env.VITEST ? 0 : 30);
  const open = () => openDatabase(databasePath, { beforeMigrate: (db) => backups.createNow(db, 'before-migration') });

  // What a crash in the middle of a restore or a backup left behind.
  removeRestoreLeftover(databasePath);
  backups.removePartials();

  const lab = new LabService(options.labWorkerUrl);
  // The editor's scratch campaign, in memory: it outlives a restore of the campaign file.
  const preview = new PackPreview({ rulesets, rollDice: options.rollDice ?? rollDice, now });
  const imports = new ImportService({
    databasePath,
    workerUrl: options.importWorkerUrl,
    inlineBelow: options.importInlineBelow,
    inline: (content, { keepBoth, keepBothPacks }) => {
      const result = dispatch('history/import', { content, keepBoth, keepBothPacks });
      return result as Result<{ imported: CampaignSummary[] }>;
    },
    beforeWrite: () => {
      if (!db) return fail('import/failed', 'The campaign database is not open right now. Nothing was imported.');
      backups.createNow(db, 'before-import');
      return ok(null);
    },
    summaries: (ids) => {
      const store = new CampaignStore(db!);
      // The worker registered the packs it wrote in its own thread; this thread plays them too.
      const packs = new PackStore(db!);
      for (const id of ids) packs.registerPinned(id);
      return ids.map((id) => store.getCampaign(id)!);
    },
  });
  const listeners = new Set<(notice: Notice) => void>();
  const onNotice = (listener: (notice: Notice) => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  // The phones read through the same dispatch as every view (filtered to the read methods there).
  const lan = options.lan ? new LanService({ ...options.lan, dispatch: (method, args) => dispatch(method, args), onNotice }) : null;
  let db: Db | null = null;
  let damage: Damage | null = null;
  /** Why the file cannot be reached right now (no file handles, disk full…), while it cannot; the file is not damaged. */
  let unreachable: EnvironmentError | null = null;
  let dispatch: Dispatch;
  let scheduled: Promise<unknown> | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let reopenAttempts = 0;
  let lastBackupFailure: BackupFailure | null = null;

  /** Holds the damaged file read-only: a copy kept aside, every write refused. */
  function enterRecovery(problem: string): void {
    let keptAside: string | null = null;
    try {
      keptAside = keepAside(databasePath, clock());
    } catch (error) {
      // The copy aside failing (a full disk) must not stop recovery mode: nothing is written to the file either way.
      console.error('The damaged campaign database could not be copied aside', error);
    }
    damage = { problem, keptAside };
    imports.stopChecks();
    console.error(
      `The campaign database is damaged (${problem}); a copy was kept at ${keptAside ?? '(none)'}. Nothing will be written to it.`,
    );
    if (db) {
      db.close();
      db = null;
    }
    dispatch = refuseWhileDamaged(createDispatcher(shared()), damage);
  }

  /**
   * Checks the file (SQLite's quick check) and opens it. Damage puts the services in recovery
   * mode; a failure of the machine's (EMFILE, ENOSPC, EACCES…) is retried after `backOff` and,
   * if it lasts, leaves the services answering `db/environment` (or `db/full`) while they try
   * again on their own — a healthy file is never taken for a damaged one.
   */
  function checkAndOpen(backOff: readonly number[]): void {
    try {
      // Before the damage check, whose read-only look would leave a WAL beside a foreign WAL file.
      refuseForeign(databasePath);
      const problem = retryEnvironmental(() => databaseFileProblem(databasePath), backOff);
      if (problem) return enterRecovery(problem);
      db = retryEnvironmental(open, backOff);
      unreachable = null;
      reopenAttempts = 0;
      dispatch = build(db);
    } catch (error) {
      if (!isEnvironmental(error)) throw error;
      const reason = environmentError(error, databasePath);
      // A folder where the file should be will not change by waiting: said at once, in words.
      if (reason.osCode === 'EISDIR' || reason.osCode === 'ENOTDIR') throw reason;
      enterUnreachable(reason);
    }
  }

  /** Answers every request but app info and status with the environment's error, and tries the file again later. */
  function enterUnreachable(reason: EnvironmentError): void {
    unreachable = reason;
    console.error(`${reason.message} Doomkeeper will try again.`);
    dispatch = refuseWhileUnreachable(createDispatcher(shared()), reason);
    const delay = REOPEN_BACK_OFF[Math.min(reopenAttempts++, REOPEN_BACK_OFF.length - 1)];
    retryTimer = setTimeout(
      guarded('Reopening the campaign database', () => {
        retryTimer = null;
        if (!closed && unreachable) checkAndOpen([]);
      }),
      delay,
    );
    retryTimer.unref();
  }

  checkAndOpen(START_BACK_OFF);

  /** The handlers that answer in both modes: app info, the backup list and recovery. */
  function shared(): Handlers {
    return combineHandlers(
      appHandlers({ version: options.version, databasePath, transport: options.transport }, rulesets),
      { 'backup/list': () => ok({ backups: backups.list(), folder: backups.dir, everyMinutes }) },
      {
        'recovery/status': () => ok(status()),
        'recovery/restore': ({ name }) =>
          damage ? restoreNewest(name) : fail('recovery/not_needed', 'The campaign database is whole; use the backup screen to restore.'),
        'recovery/export': () =>
          damage
            ? exportWhatReads(databasePath, options.version, now())
            : fail('recovery/not_needed', 'The campaign database is whole; export from the history screen.'),
      },
    );
  }

  /** The handlers over one open database; rebuilt after a restore. */
  function build(current: Db): Dispatch {
    const store = new CampaignStore(current);
    // The installed packs are registered before any campaign of theirs is opened; a damaged row is reported, not played.
    const packs = new PackStore(current);
    const damagedPacks = packs.load();
    for (const d of damagedPacks)
      console.error(`The installed pack ${d.packId} ${d.version} is damaged (${d.problem}); its campaigns will not open.`);
    const host = new EngineHost({ store, rulesets, rollDice: options.rollDice ?? rollDice, now });
    const chronicle = new ChronicleService(store, host, rulesets, options.version);
    const stats = new StatsService(store, host, rulesets, { appVersion: options.version });
    const { 'backup/list': _list, ...backup } = backupHandlers({
      backups,
      db: () => current,
      everyMinutes,
      restore,
      contents: (file) => backupCampaigns(file, store.listCampaigns(true), rulesets),
      restoreCampaign: (file, campaignId, as) => {
        if (scheduled) return fail('backup/busy', 'A backup is being written right now; try again in a moment.');
        return restoreCampaign(
          {
            db: current,
            store,
            backups,
            rulesets,
            version: options.version,
            now,
            forget: (id) => {
              host.forget(id);
              chronicle.forget(id);
              stats.forget(id);
            },
          },
          file,
          campaignId,
          as,
        );
      },
    });
    const handlers = combineHandlers(
      shared(),
      campaignHandlers(store, host, now, () => backups.createNow(current, 'before-delete'), new CampaignGlances(store, rulesets)),
      sessionHandlers(store, now),
      historyHandlers({
        store,
        host,
        chronicle,
        rulesets,
        version: options.version,
        now,
        backupBeforeImport: () => backups.createNow(current, 'before-import'),
        imports,
      }),
      backup,
      statsHandlers(stats),
      labHandlers(lab, host, () => store.listCampaigns(true), rulesets),
      lanHandlers(lan),
      packHandlers({
        packs,
        damaged: () => damagedPacks,
        now,
        store,
        host,
        rulesets,
        version: options.version,
        backup: () => backups.createNow(current, 'before-upgrade'),
        preview,
      }),
    );
    return createDispatcher(handlers);
  }

  /** Sharing ends with its campaign: the phone link of a deleted campaign stops at once. */
  function endSharingOf(campaignId: number): void {
    if (lan && lan.status().campaignId === campaignId) lan.stop();
  }

  function status(): RecoveryStatus {
    const backupFailure = lastBackupFailure ? { backupFailure: lastBackupFailure } : {};
    if (damage) return { state: 'damaged', problem: damage.problem, keptAside: damage.keptAside, ...backupFailure };
    if (unreachable)
      return { state: 'unreachable', problem: unreachable.message, keptAside: null, code: unreachable.osCode, ...backupFailure };
    return { state: 'ok', problem: null, keptAside: null, ...backupFailure };
  }

  /**
   * Replaces the database with a backup: the restored file is built and checked beside it, then
   * swapped in by one rename. The current database is backed up first, so this can be undone.
   */
  function restore(name: string): Result<{ restored: string; undoName: string }> {
    if (scheduled) return fail('backup/busy', 'A backup is being written right now; try again in a moment.');
    if (imports.writing()) return fail('backup/busy', 'An import is being written right now; try again in a moment.');
    const source = backups.pathOf(name);
    if (!source) return fail('backup/not_found', 'That backup is no longer in the backup folder.', { name });
    const prepared = prepareRestore(source, databasePath, rulesets);
    if (!prepared.ok) return fail(prepared.error.code, prepared.error.message, { name });
    const saved = backups.createNow(db!, 'before-restore');
    // Every campaign may change under its id: a phone link never outlives the database it was made for.
    lan?.stop();
    // An import checked against the old database must not be written to the new one.
    imports.stopChecks();
    swapIn(db, prepared.value, databasePath);
    db = null;
    reopen();
    return ok({ restored: name, undoName: saved.name });
  }

  /** In recovery: restores the named backup, or the newest one that verifies. */
  function restoreNewest(name: string | undefined): Result<{ restored: string; skipped: { name: string; problem: string }[] }> {
    const candidates = name ? [name] : backups.list().map((b) => b.name);
    const skipped: { name: string; problem: string }[] = [];
    for (const candidate of candidates) {
      const source = backups.pathOf(candidate);
      if (!source) {
        skipped.push({ name: candidate, problem: 'That backup is no longer in the backup folder.' });
        continue;
      }
      const prepared = prepareRestore(source, databasePath, rulesets);
      if (!prepared.ok) {
        skipped.push({ name: candidate, problem: prepared.error.message });
        continue;
      }
      lan?.stop();
      imports.stopChecks();
      swapIn(null, prepared.value, databasePath);
      damage = null;
      reopen();
      return ok({ restored: candidate, skipped });
    }
    return fail(
      'recovery/no_usable_backup',
      candidates.length === 0 ? 'There is no backup to restore.' : 'No backup could be verified, so none was restored.',
      { skipped: skipped.map((s) => `${s.name}: ${s.problem}`).join('\n') },
    );
  }

  function reopen(): void {
    try {
      db = open();
      dispatch = build(db);
    } catch (error) {
      if (isEnvironmental(error)) enterUnreachable(environmentError(error, databasePath));
      else enterRecovery(error instanceof Error ? error.message : String(error));
    }
  }

  /** A failed scheduled backup is told to every open view (not only the console), and kept for views that open later. */
  function scheduledBackupFailed(error: unknown): void {
    console.error('Scheduled backup failed', error);
    lastBackupFailure = { at: clock().toISOString(), ...backupFailure(error) };
    const notice: Notice = { kind: 'backup/failed', campaignId: null, ...lastBackupFailure };
    for (const listener of listeners) guarded('Telling the views of a failed backup', listener)(notice);
  }

  const timer =
    everyMinutes > 0
      ? setInterval(
          guarded('A scheduled backup', () => {
            if (scheduled || !db) return;
            scheduled = backups
              .create(db, 'scheduled')
              .then(() => (lastBackupFailure = null))
              .catch(scheduledBackupFailed)
              .finally(() => (scheduled = null));
          }),
          everyMinutes * 60_000,
        )
      : null;
  timer?.unref();

  // The full check reads every page, so it runs once the app is up rather than before.
  const fullCheckAfter = options.fullCheckAfterMs === undefined ? (process.env.VITEST ? null : 3000) : options.fullCheckAfterMs;
  let fullCheckTimer: NodeJS.Timeout | null = null;
  let fullCheckAttempts = 0;
  function scheduleFullCheck(delay: number): void {
    fullCheckTimer = setTimeout(
      guarded('The full integrity check', () => {
        fullCheckTimer = null;
        if (!closed) runFullCheck();
      }),
      delay,
    );
    fullCheckTimer.unref();
  }
  if (fullCheckAfter !== null && !damage) scheduleFullCheck(fullCheckAfter);

  /**
   * Runs SQLite's full integrity check; damage found puts the services in recovery mode. When the
   * machine stops the check (EMFILE, ENOSPC…) nothing is concluded: it is tried again later.
   */
  function runFullCheck(): RecoveryStatus {
    if (!db || damage) return status();
    let problem: string | null;
    try {
      problem = databaseFileProblem(databasePath, { quick: false });
    } catch (error) {
      if (!isEnvironmental(error)) throw error;
      const delay = FULL_CHECK_BACK_OFF[Math.min(fullCheckAttempts++, FULL_CHECK_BACK_OFF.length - 1)];
      console.error(
        `The full integrity check could not run (${environmentError(error, databasePath).osCode}); it will run again in ${delay / 1000} s.`,
      );
      if (!closed && !fullCheckTimer) scheduleFullCheck(delay);
      return status();
    }
    if (problem) enterRecovery(problem);
    return status();
  }

  return {
    get db() {
      if (!db) throw new Error('The campaign database is damaged and held read-only (recovery mode).');
      return db;
    },
    get status() {
      return status();
    },
    dispatch: (method, args) => {
      const result = dispatch(method, args);
      if (result.ok && method === 'campaign/delete') endSharingOf((args as { campaignId: number }).campaignId);
      if (result.ok && listeners.size > 0) {
        const notice = changeNotice(result.value);
        if (notice) for (const listener of listeners) listener(notice);
      }
      return result;
    },
    onNotice,
    backups,
    fullCheck: runFullCheck,
    close: () => {
      closed = true;
      if (timer) clearInterval(timer);
      lan?.stop();
      lab.close();
      preview.close();
      imports.close();
      if (fullCheckTimer) clearTimeout(fullCheckTimer);
      if (retryTimer) clearTimeout(retryTimer);
      db?.close();
      db = null;
    },
  };
}

/** Every answer that carries a play view changed its campaign (the view says so with its last step). */
function changeNotice(value: unknown): Notice | null {
  if (!value || typeof value !== 'object' || !('lastStep' in value) || !('campaign' in value)) return null;
  const view = value as PlayView;
  if (view.lastStep.length === 0) return null;
  return {
    kind: 'campaign/changed',
    campaignId: view.campaign.id,
    head: Math.max(...view.lastStep.map((e) => e.seq)),
    lastStep: view.lastStep,
    ...(view.historyMoved ? { historyMoved: true } : {}),
  };
}
