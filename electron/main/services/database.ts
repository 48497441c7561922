/** Opens the campaign database: checked first, durable pragmas, migrations by user_version, newer files refused. */
import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { EnvironmentError, environmentError } from './environment';
import { MIGRATIONS } from './migrations';
import { headerUserVersion, refuseForeign } from './ownership';

export type Db = Database.Database;

/** The schema version this build writes. */
export const SCHEMA_VERSION = MIGRATIONS.length;

/** Raised when the file was written by a newer Doomkeeper; the file is left untouched. */
export class NewerDatabaseError extends Error {
  readonly code = 'db/newer_version';
  constructor(
    readonly found: number,
    readonly supported: number,
  ) {
    super(
      `This campaign database was written by a newer version of Doomkeeper (schema ${found}; this version reads up to ${supported}). Update Doomkeeper to open it; the file has not been changed.`,
    );
  }
}

/**
 * Refuses, as `openDatabase` would and without opening it, a file it would refuse as its bytes
 * show: another program's database, or one written by a newer Doomkeeper (by its header; a newer
 * version still in its WAL file is refused when it is opened). The browser build's server asks
 * this before it prints its address, so a file it cannot open never gets that far.
 */
export function refuseUnopenable(file: string): void {
  refuseForeign(file);
  const found = headerUserVersion(file);
  if (found > SCHEMA_VERSION) throw new NewerDatabaseError(found, SCHEMA_VERSION);
}

/** Opens (or creates) the database file and brings it to the current schema. */
export function openDatabase(file: string, hooks: { beforeMigrate?: (db: Db, from: number) => void } = {}): Db {
  // Another program's database is refused before SQLite opens it: nothing is written to it.
  refuseForeign(file);
  const db = new Database(file);
  try {
    const found = db.pragma('user_version', { simple: true }) as number;
    if (found > SCHEMA_VERSION) throw new NewerDatabaseError(found, SCHEMA_VERSION);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    if (found < SCHEMA_VERSION) {
      if (found > 0) hooks.beforeMigrate?.(db, found);
      migrate(db, found);
    }
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * A second connection to a database the services already opened and migrated (an import's worker
 * thread writes through one): the same durable pragmas, no migration, a file of another schema refused.
 */
export function connectToOpenDatabase(file: string): Db {
  const db = new Database(file, { fileMustExist: true });
  try {
    const found = db.pragma('user_version', { simple: true }) as number;
    if (found !== SCHEMA_VERSION) throw new Error(`The campaign database is at schema ${found}, not ${SCHEMA_VERSION}.`);
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * Runs the migrations from `from`, each in its own transaction. Foreign keys are off meanwhile, as
 * SQLite requires for rebuilding a table (dropping the old campaigns table would otherwise cascade
 * to every event); each migration checks them before it commits.
 */
function migrate(db: Db, from: number): void {
  db.pragma('foreign_keys = OFF');
  try {
    for (let version = from; version < SCHEMA_VERSION; version++) {
      db.transaction(() => {
        db.exec(MIGRATIONS[version]);
        const broken = db.pragma('foreign_key_check') as unknown[];
        if (broken.length > 0) throw new Error(`Migration ${version + 1} left ${broken.length} broken references; nothing was changed.`);
        db.pragma(`user_version = ${version + 1}`);
      })();
    }
  } finally {
    db.pragma('foreign_keys = ON');
  }
}

/**
 * What is wrong with an existing database file, or null when SQLite's checks pass. The file's
 * bytes are never changed, so a damaged file is never spread further. `quick` is `quick_check`
 * (fast, for every start); otherwise the full `integrity_check`.
 *
 * Only SQLite's own verdict on the file is damage: `SQLITE_CORRUPT`, `SQLITE_NOTADB`, or a check
 * that does not answer "ok". Anything else that stops the check — no file handles left, a full
 * disk, no permission, a folder where the file should be — says nothing about the file and is
 * thrown as an `EnvironmentError` (issue 27 finding 2: an EMFILE used to put a healthy database
 * into recovery mode).
 */
export function databaseFileProblem(file: string, { quick = true, readOnlyFirst = true } = {}): string | null {
  if (!existsSync(file)) return null;
  if (statSync(file).isDirectory()) throw new EnvironmentError('EISDIR', file);
  // `readOnlyFirst: false` sends the check straight to its copy (the tests' way into that path).
  if (!readOnlyFirst) return checkCopy(file, quick);
  try {
    return checkReadOnly(file, quick);
  } catch (error) {
    if (isDamage(error)) return (error as Error).message;
    // A read-only connection cannot recover a WAL left by a crash (SQLITE_READONLY_RECOVERY and
    // kin): check a copy instead, which may recover its own WAL without touching the original.
    return checkCopy(file, quick);
  }
}

function checkReadOnly(file: string, quick: boolean): string | null {
  const probe = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return checkRows(probe, quick);
  } finally {
    probe.close();
  }
}

function checkCopy(file: string, quick: boolean): string | null {
  let dir: string | null = null;
  try {
    dir = mkdtempSync(join(tmpdir(), 'doomkeeper-check-'));
    const copy = join(dir, 'check.sqlite');
    copyFileSync(file, copy);
    if (existsSync(`${file}-wal`)) copyFileSync(`${file}-wal`, `${copy}-wal`);
    const probe = new Database(copy, { fileMustExist: true });
    try {
      return checkRows(probe, quick);
    } finally {
      probe.close();
    }
  } catch (error) {
    if (isDamage(error)) return (error as Error).message;
    throw environmentError(error, file);
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

function checkRows(probe: Database.Database, quick: boolean): string | null {
  const rows = probe.pragma(quick ? 'quick_check(20)' : 'integrity_check(20)') as { quick_check?: string; integrity_check?: string }[];
  const messages = rows.map((r) => r.quick_check ?? r.integrity_check ?? '');
  return messages.length === 1 && messages[0] === 'ok' ? null : messages.join('; ');
}

/** SQLite's own word that the file is damaged or is not a database at all. */
function isDamage(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB');
}

/**
 * A statement prepared once per SQL text and kept: preparing on each call left ~40 KB of native memory
 * per request to the finalizer (RSS 118 → 1,109 MB over 25,000 requests). The stores' SQL texts are a
 * fixed, small set, so the cache stays bounded.
 */
export function preparedOnce(db: Db): (text: string) => Database.Statement {
  const statements = new Map<string, Database.Statement>();
  return (text) => {
    let statement = statements.get(text);
    if (!statement) statements.set(text, (statement = db.prepare(text)));
    return statement;
  };
}
