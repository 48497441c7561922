/**
 * Whether a database file is Doomkeeper's, told from its bytes before SQLite ever opens it: another
 * program's database chosen by mistake is refused untouched — no migration, no WAL or journal left
 * beside it (issue 27 finding 11: three such files were modified at open).
 *
 * Ours: an empty file; SQLite's application id "DOOM" (written since schema 5); or, in files of
 * earlier versions (no application id), our own tables. Anything else with a SQLite header is
 * foreign. A file that is not SQLite at all is left to the damage check.
 */
import { closeSync, existsSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { APPLICATION_ID } from './migrations';

const HEADER = Buffer.from('SQLite format 3\0', 'latin1');
/** Tables every Doomkeeper file has had since schema 1. */
const OUR_TABLES = ['campaigns', 'events', 'play_sessions'];

/** Another program's SQLite database: refused, and the file left exactly as it was. */
export class ForeignDatabaseError extends Error {
  readonly code = 'db/foreign';
  constructor(
    readonly file: string,
    readonly why: string,
  ) {
    super(
      `${file} is not a Doomkeeper campaign database (${why}); it looks like another program's. Doomkeeper has not changed it. Choose Doomkeeper's own file, or a new one.`,
    );
  }
}

function header(file: string): Buffer {
  const bytes = Buffer.alloc(100);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, bytes, 0, 100, 0);
  } finally {
    closeSync(fd);
  }
  return bytes;
}

/** The tables a file's schema names, read from a copy in memory (a read-only connection to a WAL file would leave files beside it). */
function tablesOf(file: string): Set<string> {
  const bytes = readFileSync(file);
  bytes[18] = 1;
  bytes[19] = 1;
  const db = new Database(bytes, { readonly: true });
  try {
    return new Set(db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").pluck().all() as string[]);
  } finally {
    db.close();
  }
}

/** Why the file is another program's database, or null when it is ours (or new, or not SQLite at all). */
export function foreignProblem(file: string): string | null {
  if (!existsSync(file) || statSync(file).isDirectory() || statSync(file).size < 100) return null;
  const bytes = header(file);
  if (!bytes.subarray(0, 16).equals(HEADER)) return null;
  const applicationId = bytes.readUInt32BE(68);
  if (applicationId === APPLICATION_ID) return null;
  if (applicationId !== 0) return `its application id is 0x${applicationId.toString(16)}, not Doomkeeper's`;
  const userVersion = bytes.readUInt32BE(60);
  const schemaCookie = bytes.readUInt32BE(40);
  if (userVersion === 0 && schemaCookie === 0) return null; // a database with nothing in it yet
  let tables: Set<string>;
  try {
    tables = tablesOf(file);
  } catch {
    return null; // unreadable: the damage check says what is wrong
  }
  const missing = OUR_TABLES.filter((t) => !tables.has(t));
  return missing.length === 0 ? null : `it has no ${missing.join(', ')} table${missing.length === 1 ? '' : 's'}`;
}

/** The schema version a SQLite file's header names (its `user_version`), 0 for a new or missing file or one that is not SQLite; a newer one still in its WAL is not seen. */
export function headerUserVersion(file: string): number {
  if (!existsSync(file) || statSync(file).isDirectory() || statSync(file).size < 100) return 0;
  const bytes = header(file);
  return bytes.subarray(0, 16).equals(HEADER) ? bytes.readUInt32BE(60) : 0;
}

/** Throws `ForeignDatabaseError` when the file is another program's database. */
export function refuseForeign(file: string): void {
  const why = foreignProblem(file);
  if (why) throw new ForeignDatabaseError(file, why);
}
