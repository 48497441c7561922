/**
 * Writes a checked import from its scratch database into the real one, in one transaction: each
 * campaign, its play sessions and its whole log copied by SQLite itself (no JavaScript object per
 * event, so a large file costs no memory here), under its name — a copy of a campaign already
 * here named apart as `writeImport` does.
 */
import type { Db } from './database';
import type { ImportPlan } from './importer';

const CAMPAIGN_COLUMNS = 'ruleset_id, ruleset_version, players, options, created_at, updated_at, archived, outcome';
const EVENT_COLUMNS = 'seq, step, turn, phase, type, payload, cause, dice, created_at, action';

/** Copies the plan's campaigns; returns their new ids, in the file's order. */
export function copyFromScratch(db: Db, scratchFile: string, plan: ImportPlan, keepBoth: boolean): number[] {
  db.prepare('ATTACH DATABASE ? AS scratch').run(scratchFile);
  try {
    return db.transaction(() => {
      const taken = new Set(db.prepare('SELECT name FROM main.campaigns').pluck().all() as string[]);
      const campaign = db.prepare(
        `INSERT INTO main.campaigns (name, ${CAMPAIGN_COLUMNS}) SELECT ?, ${CAMPAIGN_COLUMNS} FROM scratch.campaigns WHERE id = ?`,
      );
      const sessions = db.prepare('SELECT id, number, started_at, ended_at FROM scratch.play_sessions WHERE campaign_id = ? ORDER BY id');
      const session = db.prepare('INSERT INTO main.play_sessions (campaign_id, number, started_at, ended_at) VALUES (?, ?, ?, ?)');
      db.exec('CREATE TEMP TABLE IF NOT EXISTS import_sessions (scratch_id INTEGER PRIMARY KEY, real_id INTEGER NOT NULL)');
      db.exec('DELETE FROM temp.import_sessions');
      const mapSession = db.prepare('INSERT INTO temp.import_sessions (scratch_id, real_id) VALUES (?, ?)');
      const events = db.prepare(
        `INSERT INTO main.events (campaign_id, session_id, ${EVENT_COLUMNS})
         SELECT ?, (SELECT real_id FROM temp.import_sessions WHERE scratch_id = e.session_id), ${EVENT_COLUMNS.split(', ')
           .map((c) => `e.${c}`)
           .join(', ')}
         FROM scratch.events e WHERE e.campaign_id = ? ORDER BY e.seq`,
      );
      const ids = plan.campaigns.map((one) => {
        let name = one.name;
        if (one.existingId !== null && keepBoth) {
          const base = `${one.name.slice(0, 68)} (imported)`;
          name = base;
          for (let n = 2; taken.has(name); n++) name = `${base.slice(0, 74)} ${n}`;
        }
        taken.add(name);
        const id = Number(campaign.run(name, one.scratchId).lastInsertRowid);
        for (const s of sessions.all(one.scratchId) as { id: number; number: number; started_at: string; ended_at: string | null }[]) {
          mapSession.run(s.id, Number(session.run(id, s.number, s.started_at, s.ended_at).lastInsertRowid));
        }
        events.run(id, one.scratchId);
        return id;
      });
      db.exec('DELETE FROM temp.import_sessions');
      return ids;
    })();
  } finally {
    db.prepare('DETACH DATABASE scratch').run();
  }
}
