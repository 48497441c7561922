/** Schema migrations, in order: migration i takes user_version i to i + 1. Never edit a shipped one. */
/** SQLite's application id of a Doomkeeper file since schema 5: "DOOM" in ASCII. */
export const APPLICATION_ID = 0x444f4f4d;

export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE campaigns (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    ruleset_id TEXT NOT NULL,
    ruleset_version INTEGER NOT NULL,
    players TEXT NOT NULL,
    options TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    archived INTEGER NOT NULL DEFAULT 0,
    outcome TEXT
  );
  CREATE TABLE play_sessions (
    id INTEGER PRIMARY KEY,
    campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
    number INTEGER NOT NULL,
    started_at TEXT NOT NULL,
    ended_at TEXT,
    UNIQUE (campaign_id, number)
  );
  CREATE TABLE events (
    campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    step INTEGER NOT NULL,
    session_id INTEGER REFERENCES play_sessions(id),
    turn INTEGER NOT NULL,
    phase TEXT NOT NULL,
    type TEXT NOT NULL,
    payload TEXT NOT NULL,
    cause TEXT,
    dice TEXT,
    created_at TEXT NOT NULL,
    PRIMARY KEY (campaign_id, seq)
  ) WITHOUT ROWID;
  CREATE INDEX events_by_step ON events (campaign_id, step);
  CREATE TABLE snapshots (
    campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
    applied_count INTEGER NOT NULL,
    top_step INTEGER NOT NULL,
    ruleset_version INTEGER NOT NULL,
    state TEXT NOT NULL,
    PRIMARY KEY (campaign_id, applied_count, top_step)
  ) WITHOUT ROWID;
  CREATE TRIGGER events_are_append_only_update BEFORE UPDATE ON events
    BEGIN SELECT RAISE(ABORT, 'the event log is append-only'); END;
  `,
  `
  CREATE TABLE timelines (
    campaign_id INTEGER PRIMARY KEY REFERENCES campaigns(id) ON DELETE CASCADE,
    at_seq INTEGER NOT NULL,
    applied TEXT NOT NULL,
    redoable TEXT NOT NULL
  );
  `,
  // The table action (type and payload) a step was played from, on the step's first event; null
  // for core steps and for steps recorded before actions were kept. Imports recompute a step's
  // events from it and its dice instead of trusting the events as written.
  `
  ALTER TABLE events ADD COLUMN action TEXT;
  `,
  // One-step rewinds a saved timeline still holds (what undo takes back whole, what redo makes
  // again), as JSON; null when it holds none.
  `
  ALTER TABLE timelines ADD COLUMN rewinds TEXT;
  `,
  // Campaign ids are never reused (issue 27 finding 3: a deleted campaign's id went to the next
  // one created, and a phone link to the old one read the new one). SQLite cannot add
  // AUTOINCREMENT to a table, so the table is rebuilt (SQLite's documented way, run with foreign
  // keys off by \`migrate\`): every row and id kept, the other tables' references follow the name.
  // The application id marks the file as Doomkeeper's, so another program's database is told apart.
  `
  CREATE TABLE campaigns_autoincrement (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    ruleset_id TEXT NOT NULL,
    ruleset_version INTEGER NOT NULL,
    players TEXT NOT NULL,
    options TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    archived INTEGER NOT NULL DEFAULT 0,
    outcome TEXT
  );
  INSERT INTO campaigns_autoincrement (id, name, ruleset_id, ruleset_version, players, options, created_at, updated_at, archived, outcome)
    SELECT id, name, ruleset_id, ruleset_version, players, options, created_at, updated_at, archived, outcome FROM campaigns;
  DROP TABLE campaigns;
  ALTER TABLE campaigns_autoincrement RENAME TO campaigns;
  PRAGMA application_id = ${APPLICATION_ID};
  `,
  // Installed variant packs (issue 32), one row per exact pack text, keyed by its SHA-256; a
  // campaign of a pack is pinned to the text it was created with (campaign_packs), so editing or
  // upgrading the installed pack never changes it, and a pinned text cannot be removed (the
  // reference refuses it). ruleset_id is the id the text plays under: pack:<id>@<hash prefix>.
  `
  CREATE TABLE packs (
    hash TEXT PRIMARY KEY,
    pack_id TEXT NOT NULL,
    version TEXT NOT NULL,
    ruleset_id TEXT NOT NULL UNIQUE,
    text TEXT NOT NULL,
    installed_at TEXT NOT NULL
  ) WITHOUT ROWID;
  CREATE INDEX packs_by_id ON packs (pack_id, version);
  CREATE TABLE campaign_packs (
    campaign_id INTEGER PRIMARY KEY REFERENCES campaigns(id) ON DELETE CASCADE,
    pack_hash TEXT NOT NULL REFERENCES packs(hash)
  );
  `,
  // The chronicle's index of a campaign's log (issue 35): what each event is (step, session, turn,
  // kind, type, dice) and the walk of its steps, saved as it stood after event at_seq, so a fresh
  // process extends it from there instead of reading the whole log again. A cache: rebuilt when
  // missing, when the campaign is not the one it was made for (identity), or its log changed.
  `
  CREATE TABLE chronicle_indexes (
    campaign_id INTEGER PRIMARY KEY REFERENCES campaigns(id) ON DELETE CASCADE,
    at_seq INTEGER NOT NULL,
    identity TEXT NOT NULL,
    data BLOB NOT NULL
  );
  `,
  // The chronicle's text search (issue 35): each event's sentence as the chronicle narrates it, per
  // campaign and language (`chronicle_texts`: the words version it was narrated with, the campaign's
  // identity, the last event narrated), in an FTS5 index of trigrams — a search for any piece of
  // text of three characters or more is answered from the index. A row's rowid is its set's id ×
  // 2^32 + the event's seq, so one campaign's language is a range of rowids. A cache: narrated again
  // when the words change; removed with its set (and so with the campaign) by the trigger.
  `
  CREATE TABLE chronicle_texts (
    id INTEGER PRIMARY KEY,
    campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
    locale TEXT NOT NULL,
    words TEXT NOT NULL,
    identity TEXT NOT NULL,
    at_seq INTEGER NOT NULL,
    UNIQUE (campaign_id, locale)
  );
  CREATE VIRTUAL TABLE chronicle_text USING fts5(type, sentence, tokenize = 'trigram case_sensitive 1');
  CREATE TRIGGER chronicle_texts_gone AFTER DELETE ON chronicle_texts BEGIN
    DELETE FROM chronicle_text WHERE rowid BETWEEN old.id * 4294967296 AND old.id * 4294967296 + 4294967295;
  END;
  `,
  // The chronicle's saved index in parts (issue 35): `chronicle_indexes` keeps its head (layout 3:
  // the saved rows' counts, the abandoned branches, the short lists), and each long list is saved
  // in chunks of 4,096 numbers, the walk of the steps and the sessions' events apart, each read when
  // first asked — a fresh process's first page reads the chunks at the log's end, not the whole
  // index. An index saved in layout 2 (one blob) is still read, and saved again in parts.
  `
  CREATE TABLE chronicle_index_parts (
    campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
    part TEXT NOT NULL,
    at_seq INTEGER NOT NULL,
    data BLOB NOT NULL,
    PRIMARY KEY (campaign_id, part)
  );
  `,
  // A campaign's statistics saved (issue 35): the tally the Stats screen reads (each step in force's
  // turn and figures, each session's counts, the dice counted), as it stood after event at_seq, so a
  // fresh process extends it by the events written since instead of walking the whole log. A cache:
  // worked out from the log again when missing, damaged, of another campaign or version, or when the
  // log no longer holds its last event as it was.
  `
  CREATE TABLE stats_tallies (
    campaign_id INTEGER PRIMARY KEY REFERENCES campaigns(id) ON DELETE CASCADE,
    at_seq INTEGER NOT NULL,
    identity TEXT NOT NULL,
    head TEXT NOT NULL,
    data BLOB NOT NULL
  );
  `,
];
