/**
 * Backups of the campaign database, kept in a folder beside it.
 *
 * Backups are listed, and recovery chooses among them, by what they hold — how many events of play
 * (the log position they reach) — never by the time in their names, which is the computer's clock
 * and only a label: a clock set back a day, or a year ahead, once put a stale backup first and
 * recovery restored it over one holding 50 more acknowledged actions (issue 27 finding 4).
 *
 * Two kinds: safety copies (taken before a migration, an import, a restore or a delete) are never
 * removed by the routine rotation; routine backups (scheduled, manual) are thinned by time buckets
 * read from their own names: every one within a day of the newest, then the newest of each of the
 * last 30 days that have backups, then of each of the last 52 weeks that have backups, and always
 * at least the 10 newest. Counting days *that have backups* (not days of the calendar) means months
 * away from the table thin nothing on return; files dated after the clock (it was set back) are
 * kept and left out of the count, so they never crowd out the new ones.
 *
 * Scheduled backups use SQLite's online backup API (`db.backup()`), which copies page by page
 * between turns of the event loop and never holds up the table. Backups that must be finished
 * before the next statement runs (before a migration, an import or a restore — all inside
 * synchronous calls) use `VACUUM INTO`, SQLite's one-statement consistent copy. Either is written
 * under a `.partial` name, flushed to disk, then renamed: a crash never leaves a half file listed,
 * and a partial left by a crash is removed at the next start.
 */
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { BackupInfo } from '../../../shared/rpc/contract';
import type { Db } from './database';
import { fsyncDir, fsyncFile, removeMatching, removeWithCompanions } from './durable';
import { isDiskFull } from './environment';

export type BackupReason = BackupInfo['reason'];
export type { BackupInfo };

/** Routine backups, thinned by the rotation; every other reason is a safety copy, kept. */
export const ROUTINE: ReadonlySet<BackupReason> = new Set(['scheduled', 'manual']);

/** Which routine backups are kept. */
export interface RetentionPolicy {
  /** The newest this many are always kept, whatever their dates. */
  keepNewest: number;
  /** Every backup within this many hours of the newest is kept. */
  keepAllHours: number;
  /** Then the newest of each of this many most recent days that have backups… */
  dailyFor: number;
  /** …and of each of this many most recent weeks that have backups. */
  weeklyFor: number;
}

export const DEFAULT_RETENTION: RetentionPolicy = { keepNewest: 10, keepAllHours: 24, dailyFor: 30, weeklyFor: 52 };

const NAME = /^backup-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z)(?:-(\d+))?-([a-z-]+)\.sqlite$/;
/** What a crash in the middle of a backup leaves: the partial file and its journal. */
const PARTIAL = /^backup-.*\.sqlite\.partial(-journal|-wal|-shm)?$/;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Dates up to this far after the clock are ordinary (two machines' clocks, a slow file system). */
const FUTURE_SLACK = HOUR;

/** The routine backups to keep at time `now` (ms), each dated by its own name. */
export function chooseKept(
  backups: readonly { name: string; time: number }[],
  now: number,
  policy: RetentionPolicy = DEFAULT_RETENTION,
): Set<string> {
  const future = backups.filter((b) => b.time > now + FUTURE_SLACK);
  const present = backups.filter((b) => b.time <= now + FUTURE_SLACK).sort((a, b) => b.time - a.time || b.name.localeCompare(a.name));
  const kept = new Set([...future, ...present.slice(0, policy.keepNewest)].map((b) => b.name));
  if (present.length === 0) return kept;
  const newest = present[0].time;
  const days = new Set<number>();
  const weeks = new Set<number>();
  for (const b of present) {
    if (newest - b.time < policy.keepAllHours * HOUR) kept.add(b.name);
    const day = Math.floor(b.time / DAY);
    if (!days.has(day) && days.size < policy.dailyFor) {
      days.add(day);
      kept.add(b.name);
    }
    // Weeks start on Monday: 1970-01-05 was one.
    const week = Math.floor((b.time - 4 * DAY) / (7 * DAY));
    if (!weeks.has(week) && weeks.size < policy.weeklyFor) {
      weeks.add(week);
      kept.add(b.name);
    }
  }
  return kept;
}

/** The backup folder of one database. */
export class Backups {
  constructor(
    readonly dir: string,
    private readonly clock: () => Date = () => new Date(),
    private readonly policy: RetentionPolicy = DEFAULT_RETENTION,
  ) {}

  /** What each backup holds, read once per file (a backup never changes under its name). */
  private readonly held = new Map<string, { size: number; mtimeMs: number; events: number | null }>();

  /**
   * Every backup in the folder, the one holding the most play first; among equals, by the clock
   * label, then by the order they were made in the same millisecond.
   */
  list(): BackupInfo[] {
    if (!existsSync(this.dir)) return [];
    return readdirSync(this.dir)
      .map((name) => ({ name, match: NAME.exec(name) }))
      .filter((f): f is { name: string; match: RegExpExecArray } => f.match !== null)
      .map(({ name, match }) => {
        const { size, events } = this.contentOf(name);
        return {
          info: {
            name,
            createdAt: match[1].replace(/T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z/, 'T$1:$2:$3.$4Z'),
            reason: match[3] as BackupReason,
            size,
            events,
          },
          sameMillisecond: Number(match[2] ?? 1),
        };
      })
      .sort(
        (a, b) =>
          (b.info.events ?? -1) - (a.info.events ?? -1) ||
          b.info.createdAt.localeCompare(a.info.createdAt) ||
          b.sameMillisecond - a.sameMillisecond,
      )
      .map(({ info }) => info);
  }

  private contentOf(name: string): { size: number; events: number | null } {
    const file = join(this.dir, name);
    const { size, mtimeMs } = statSync(file);
    const known = this.held.get(name);
    if (known && known.size === size && known.mtimeMs === mtimeMs) return known;
    const read = { size, mtimeMs, events: eventsHeld(file) };
    this.held.set(name, read);
    return read;
  }

  /** The full path of a listed backup, or null for a name that is not one of ours. */
  pathOf(name: string): string | null {
    if (!NAME.test(name)) return null;
    const path = join(this.dir, name);
    return existsSync(path) ? path : null;
  }

  /** Copies the database now, in one statement (for backups that must finish before going on). */
  createNow(db: Db, reason: BackupReason): BackupInfo {
    const { final, partial } = this.newPaths(reason);
    try {
      db.prepare('VACUUM INTO ?').run(partial);
      return this.finish(partial, final);
    } catch (error) {
      // A half-written copy (a full disk) is removed at once: it would only take more space.
      removeWithCompanions(partial);
      throw error;
    }
  }

  /** Copies the database with SQLite's online backup API, without holding up other work. */
  async create(db: Db, reason: BackupReason): Promise<BackupInfo> {
    const { final, partial } = this.newPaths(reason);
    try {
      await db.backup(partial);
      return this.finish(partial, final);
    } catch (error) {
      removeWithCompanions(partial);
      throw error;
    }
  }

  /** Deletes the routine backups the rotation no longer keeps (never a safety copy); returns their names. */
  rotate(): string[] {
    const routine = this.list().filter((b) => ROUTINE.has(b.reason));
    const kept = chooseKept(
      routine.map((b) => ({ name: b.name, time: Date.parse(b.createdAt) })),
      this.clock().getTime(),
      this.policy,
    );
    const removed = routine.filter((b) => !kept.has(b.name)).map((b) => b.name);
    for (const name of removed) rmSync(join(this.dir, name), { force: true });
    return removed;
  }

  private newPaths(reason: BackupReason): { final: string; partial: string } {
    mkdirSync(this.dir, { recursive: true });
    const stamp = this.clock().toISOString().replace(/:/g, '-').replace('.', '-');
    let name = `backup-${stamp}-${reason}.sqlite`;
    for (let n = 2; existsSync(join(this.dir, name)); n++) name = `backup-${stamp}-${n}-${reason}.sqlite`;
    const final = join(this.dir, name);
    return { final, partial: `${final}.partial` };
  }

  /** Removes what a crash in the middle of a backup left; returns the names removed. */
  removePartials(): string[] {
    return removeMatching(this.dir, PARTIAL);
  }

  /** A backup appears under its name only once complete and on disk, so a crash never leaves a half file listed. */
  private finish(partial: string, final: string): BackupInfo {
    singleFile(partial);
    fsyncFile(partial);
    renameSync(partial, final);
    fsyncDir(this.dir);
    this.rotate();
    const name = final.slice(this.dir.length + 1);
    return (
      this.list().find((b) => b.name === name) ?? {
        name,
        createdAt: this.clock().toISOString(),
        reason: 'manual',
        size: statSync(final).size,
        events: eventsHeld(final),
      }
    );
  }
}

/** Why a backup could not be written, as codes: `backup/full` when the disk is full, else `backup/failed`; with the system's code. */
export function backupFailure(error: unknown): { code: 'backup/full' | 'backup/failed'; osCode: string } {
  const code = (error as { code?: unknown } | null)?.code;
  return { code: isDiskFull(error) ? 'backup/full' : 'backup/failed', osCode: typeof code === 'string' ? code : 'unknown' };
}

/** Whether a SQLite file's header says WAL mode (its read and write versions are 2). */
function isWalFile(file: string): boolean {
  const header = Buffer.alloc(20);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, header, 0, 20, 0);
  } finally {
    closeSync(fd);
  }
  return header[18] === 2 || header[19] === 2;
}

/**
 * How many events a backup holds in all; null when it does not read. The backup is never written:
 * a WAL-mode file (older backups) is read from memory, since even a read-only connection to it
 * would leave a WAL and shared-memory file beside it.
 */
export function eventsHeld(file: string): number | null {
  let db: Database.Database | null = null;
  try {
    if (isWalFile(file)) {
      const bytes = readFileSync(file);
      bytes[18] = 1;
      bytes[19] = 1;
      db = new Database(bytes, { readonly: true });
    } else db = new Database(file, { readonly: true, fileMustExist: true });
    return db.prepare('SELECT count(*) FROM events').pluck().get() as number;
  } catch {
    return null;
  } finally {
    db?.close();
  }
}

/** Takes a just-written backup out of WAL mode, so reading it later never leaves files beside it. */
function singleFile(file: string): void {
  if (!isWalFile(file)) return;
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma('journal_mode = DELETE');
  } finally {
    db.close();
  }
}
