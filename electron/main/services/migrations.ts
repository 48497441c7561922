/** Schema migrations, in order: migration i takes user_version i to i + 1. Never edit a shipped one. */
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
];
