/**
 * Issue 27 finding 11: another program's SQLite database, chosen by mistake, was modified at open
 * (WAL switched on, our migrations run into it). It is now refused untouched: the same bytes, no
 * WAL, shared-memory or journal file beside it, no backup folder; the error says what happened.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../electron/main/services/database';
import { ForeignDatabaseError, foreignProblem } from '../../electron/main/services/ownership';
import { startServices } from '../../electron/main/services/services';
import { tempDir } from '../support/temp-db';

let temp: ReturnType<typeof tempDir>;
beforeEach(() => (temp = tempDir('doomkeeper-foreign-')));
afterEach(() => temp.remove());

const hash = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** Three other programs' databases, as they would be found on a disk. */
const FOREIGN: Record<string, (db: Database.Database) => void> = {
  'a browser history (rollback journal, no user version)': (db) => {
    db.exec("CREATE TABLE moz_places (id INTEGER PRIMARY KEY, url TEXT); INSERT INTO moz_places (url) VALUES ('https://example.org');");
  },
  'a notes app (WAL mode, user version 3)': (db) => {
    db.pragma('journal_mode = WAL');
    db.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes (body) VALUES ('milk');");
    db.pragma('user_version = 3');
  },
  'a game tracker with its own application id (and a table named like ours)': (db) => {
    db.pragma('application_id = 252006674');
    db.exec(
      "CREATE TABLE campaigns (id INTEGER PRIMARY KEY, title TEXT); CREATE TABLE events (id INTEGER); CREATE TABLE play_sessions (id INTEGER); INSERT INTO campaigns (title) VALUES ('Gloom');",
    );
    db.pragma('user_version = 2');
  },
};

describe("another program's database", () => {
  for (const [what, make] of Object.entries(FOREIGN)) {
    it(`${what}: refused at start with db/foreign, the file and its folder exactly as they were`, () => {
      const file = temp.file('theirs.sqlite');
      const db = new Database(file);
      make(db);
      db.close();
      const before = { hash: hash(file), folder: readdirSync(temp.dir).sort() };
      expect(before.folder).toEqual(['theirs.sqlite']);

      let thrown: unknown;
      try {
        startServices({ databasePath: file, version: 'test', transport: 'websocket' });
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ForeignDatabaseError);
      expect(thrown).toMatchObject({ code: 'db/foreign' });
      expect((thrown as Error).message).toContain('is not a Doomkeeper campaign database');
      expect((thrown as Error).message).toContain('has not changed it');
      expect(() => openDatabase(file)).toThrow(ForeignDatabaseError);
      expect({ hash: hash(file), folder: readdirSync(temp.dir).sort() }).toEqual(before);
    });
  }

  it('ours are not foreign: a new file, an empty one, one of today, one of schema 4 without an application id', () => {
    expect(foreignProblem(temp.file('missing.sqlite'))).toBeNull();
    writeFileSync(temp.file('empty.sqlite'), '');
    expect(foreignProblem(temp.file('empty.sqlite'))).toBeNull();
    const today = startServices({ databasePath: temp.file('today.sqlite'), version: 'test', transport: 'websocket' });
    today.close();
    expect(foreignProblem(temp.file('today.sqlite'))).toBeNull();
    const old = new Database(temp.file('old.sqlite'));
    old.exec(
      'CREATE TABLE campaigns (id INTEGER PRIMARY KEY); CREATE TABLE events (campaign_id INTEGER); CREATE TABLE play_sessions (id INTEGER);',
    );
    old.pragma('user_version = 4');
    old.close();
    expect(foreignProblem(temp.file('old.sqlite'))).toBeNull();
  });
});
