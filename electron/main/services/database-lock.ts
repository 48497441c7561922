/**
 * One process owns a database file. Every entry point (the Electron shell, the browser-build
 * server) takes this lock before opening the file and keeps it until it exits; a second process
 * is refused with a message naming the holder.
 *
 * The lock is a file beside the database (`<db>.lock`) created with O_EXCL and holding who took
 * it: pid, entry point, host and start time. A lock whose process is gone (a crash, a SIGKILL, a
 * power cut) is stale and taken over. Why not SQLite's `locking_mode=EXCLUSIVE`: it cannot say
 * who holds the file (the second process only learns "database is locked"), and it also shuts
 * out our own second connections to the file (backup checks, recovery reads). See
 * docs/reliability.md ("Server").
 */
import { closeSync, linkSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

export interface LockHolder {
  pid: number;
  /** Which program holds it, in words: "the Doomkeeper app", "the browser build (npm run serve)". */
  entry: string;
  host: string;
  startedAt: string;
}

export type LockResult =
  { ok: true; file: string; release: () => void } | { ok: false; file: string; holder: LockHolder | null; message: string };

export interface LockOptions {
  /** Whether a process is running (default: signal 0). */
  isAlive?: (pid: number) => boolean;
  now?: () => Date;
}

/** A lock file younger than this with no readable holder is being written right now. */
const WRITING_GRACE_MS = 2_000;
const ATTEMPTS = 5;

/** Lock files this process holds: a file naming our own pid that is not in here is a stale one. */
const held = new Set<string>();

export function lockFileFor(databasePath: string): string {
  return `${databasePath}.lock`;
}

/** Takes the database's lock for this process, or says who has it. */
export function acquireDatabaseLock(databasePath: string, entry: string, options: LockOptions = {}): LockResult {
  const file = lockFileFor(databasePath);
  const isAlive = options.isAlive ?? processIsAlive;
  const me: LockHolder = { pid: process.pid, entry, host: hostname(), startedAt: (options.now?.() ?? new Date()).toISOString() };
  const mine = JSON.stringify(me);
  if (held.has(file)) return refuse(file, parseHolder(readLock(file) ?? ''), databasePath);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (create(file, mine)) {
      held.add(file);
      return { ok: true, file, release: () => release(file, mine) };
    }
    const raw = readLock(file);
    if (raw === null) continue; // it vanished between our two looks: try again
    const holder = parseHolder(raw);
    if (holder && holdsIt(holder, file, isAlive)) return refuse(file, holder, databasePath);
    if (!holder && Date.now() - modifiedAt(file) < WRITING_GRACE_MS) {
      sleep(100);
      continue;
    }
    takeOver(file, raw);
  }
  return refuse(file, parseHolder(readLock(file) ?? ''), databasePath);
}

/** Who holds the database's lock now, if anyone alive does. */
export function lockHolder(databasePath: string, options: LockOptions = {}): LockHolder | null {
  const file = lockFileFor(databasePath);
  const holder = parseHolder(readLock(file) ?? '');
  return holder && holdsIt(holder, file, options.isAlive ?? processIsAlive) ? holder : null;
}

/** The one-line refusal shown to the user (stderr in the browser build, a dialog in the app). */
export function describeHolder(databasePath: string, holder: LockHolder | null): string {
  const who = holder
    ? `${holder.entry} (process ${holder.pid}${holder.host !== hostname() ? ` on ${holder.host}` : ''}, since ${holder.startedAt})`
    : 'another Doomkeeper process';
  return (
    `This campaign database is already open in ${who}: ${databasePath}. Close that one first (or use a different database file). ` +
    `If no Doomkeeper is running, delete ${lockFileFor(databasePath)}.`
  );
}

function refuse(file: string, holder: LockHolder | null, databasePath: string): LockResult {
  return { ok: false, file, holder, message: describeHolder(databasePath, holder) };
}

function holdsIt(holder: LockHolder, file: string, isAlive: (pid: number) => boolean): boolean {
  // A process on another machine (a shared folder) cannot be checked: it is taken at its word.
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) return held.has(file);
  return isAlive(holder.pid);
}

function create(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    // Not flushed (fsync): a lock outlives no power cut in any case — one left empty or half
    // written has no readable holder and is taken over once older than WRITING_GRACE_MS — and the
    // flush cost a start up to a quarter of a second on a busy disk.
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Removes a stale lock without ever removing a live one: the file is first renamed aside (only one
 * process can win that rename), and put back if what was renamed is not the stale lock we judged.
 */
function takeOver(file: string, judged: string): void {
  const aside = `${file}.stale-${process.pid}-${Date.now()}`;
  try {
    renameSync(file, aside);
  } catch {
    return; // someone else moved it first
  }
  if (readLock(aside) === judged) {
    unlinkSync(aside);
    return;
  }
  try {
    linkSync(aside, file); // a fresh lock taken meanwhile: give it back unless yet another one exists
  } catch {
    // EEXIST: a newer lock is in place; the one we moved aside was superseded.
  }
  unlinkSync(aside);
}

function release(file: string, mine: string): void {
  if (!held.delete(file)) return;
  if (readLock(file) === mine) unlinkSync(file);
}

function readLock(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function parseHolder(raw: string): LockHolder | null {
  try {
    const value = JSON.parse(raw) as Partial<LockHolder>;
    if (typeof value !== 'object' || value === null || !Number.isInteger(value.pid) || typeof value.entry !== 'string') return null;
    return {
      pid: value.pid!,
      entry: value.entry,
      host: typeof value.host === 'string' ? value.host : hostname(),
      startedAt: String(value.startedAt ?? '?'),
    };
  } catch {
    return null;
  }
}

function modifiedAt(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
