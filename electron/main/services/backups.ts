/**
 * Automatic backups of the campaign database, kept in a folder beside it with a rotation:
 * recent ones dense, older ones sparse, never more than a bounded count.
 *
 * Scheduled backups use SQLite's online backup API (`db.backup()`), which copies page by page
 * between turns of the event loop and never holds up the table. Backups that must be finished
 * before the next statement runs (before a migration, an import or a restore — all inside
 * synchronous calls) use `VACUUM INTO`, SQLite's one-statement consistent copy.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BackupInfo } from '../../../shared/rpc/contract';
import type { Db } from './database';

export type BackupReason = BackupInfo['reason'];
export type { BackupInfo };

/** How many backups are kept, from the newest back. */
export interface RotationPolicy {
  /** Every backup younger than this many hours is kept (up to `recentMax`). */
  recentHours: number;
  recentMax: number;
  /** Then the newest of each hour for this many hours… */
  hourlyFor: number;
  /** …of each day for this many days… */
  dailyFor: number;
  /** …and of each week for this many weeks. */
  weeklyFor: number;
  /** Never more than this many in all. */
  maxCount: number;
}

/** At most 8 recent + 24 hourly + 14 daily + 12 weekly: every tier fits under the bound. */
export const DEFAULT_ROTATION: RotationPolicy = { recentHours: 2, recentMax: 8, hourlyFor: 24, dailyFor: 14, weeklyFor: 12, maxCount: 60 };

const NAME = /^backup-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z)(?:-\d+)?-([a-z-]+)\.sqlite$/;
const HOUR = 3_600_000;

/** The backups to keep, newest first, under the policy at time `now` (ms). */
export function chooseKept(backups: readonly { name: string; time: number }[], now: number, policy: RotationPolicy = DEFAULT_ROTATION): Set<string> {
  const newestFirst = [...backups].sort((a, b) => b.time - a.time);
  const kept: string[] = [];
  const buckets = new Set<string>();
  let recent = 0;
  for (const b of newestFirst) {
    const age = now - b.time;
    let bucket: string | null;
    if (age < policy.recentHours * HOUR && recent < policy.recentMax) {
      recent++;
      bucket = `r${b.name}`;
    } else if (age < policy.hourlyFor * HOUR) bucket = `h${Math.floor(b.time / HOUR)}`;
    else if (age < policy.dailyFor * 24 * HOUR) bucket = `d${Math.floor(b.time / (24 * HOUR))}`;
    else if (age < policy.weeklyFor * 7 * 24 * HOUR) bucket = `w${Math.floor(b.time / (7 * 24 * HOUR))}`;
    else bucket = null;
    if (bucket === null || buckets.has(bucket)) continue;
    buckets.add(bucket);
    kept.push(b.name);
  }
  return new Set(kept.slice(0, policy.maxCount));
}

/** The backup folder of one database. */
export class Backups {
  constructor(
    readonly dir: string,
    private readonly clock: () => Date = () => new Date(),
    private readonly policy: RotationPolicy = DEFAULT_ROTATION,
  ) {}

  /** Every backup in the folder, newest first. */
  list(): BackupInfo[] {
    if (!existsSync(this.dir)) return [];
    return readdirSync(this.dir)
      .map((name) => ({ name, match: NAME.exec(name) }))
      .filter((f): f is { name: string; match: RegExpExecArray } => f.match !== null)
      .map(({ name, match }) => ({
        name,
        createdAt: match[1].replace(/T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z/, 'T$1:$2:$3.$4Z'),
        reason: match[2] as BackupReason,
        size: statSync(join(this.dir, name)).size,
      }))
      .sort((a, b) => (a.createdAt === b.createdAt ? b.name.localeCompare(a.name) : b.createdAt.localeCompare(a.createdAt)));
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
    db.prepare('VACUUM INTO ?').run(partial);
    return this.finish(partial, final);
  }

  /** Copies the database with SQLite's online backup API, without holding up other work. */
  async create(db: Db, reason: BackupReason): Promise<BackupInfo> {
    const { final, partial } = this.newPaths(reason);
    await db.backup(partial);
    return this.finish(partial, final);
  }

  /** Deletes the backups the rotation no longer keeps; returns their names. */
  rotate(): string[] {
    const all = this.list();
    const kept = chooseKept(all.map((b) => ({ name: b.name, time: Date.parse(b.createdAt) })), this.clock().getTime(), this.policy);
    const removed = all.filter((b) => !kept.has(b.name)).map((b) => b.name);
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

  /** A backup appears under its name only once complete, so a crash never leaves a half file listed. */
  private finish(partial: string, final: string): BackupInfo {
    renameSync(partial, final);
    this.rotate();
    const name = final.slice(this.dir.length + 1);
    return this.list().find((b) => b.name === name) ?? { name, createdAt: this.clock().toISOString(), reason: 'manual', size: statSync(final).size };
  }
}
