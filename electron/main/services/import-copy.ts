/**
 * Writes a checked import from its scratch database into the real one, in one transaction: each
 * campaign, its play sessions, its whole log and the pack text it is pinned to copied by SQLite itself (no JavaScript object per
 * event, so a large file costs no memory here), under its name — a copy of a campaign already
 * here named apart as `writeImport` does.
 */
import type { Db } from './database';
import type { ImportPlan } from './importer';

const CAMPAIGN_COLUMNS = 'ruleset_id, ruleset_version, players, options, created_at, updated_at, archived, outcome';
const EVENT_COLUMNS = 'seq, step, turn, phase, type, payload, cause, dice, created_at, action';
const PACK_COLUMNS = 'hash, pack_id, version, ruleset_id, text, installed_at';

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
      const packs = db.prepare(
        `INSERT OR IGNORE INTO main.packs (${PACK_COLUMNS}) SELECT ${PACK_COLUMNS.split(', ')
          .map((c) => `p.${c}`)
          .join(', ')} FROM scratch.packs p JOIN scratch.campaign_packs c ON c.pack_hash = p.hash WHERE c.campaign_id = ?`,
      );
      const pin = db.prepare(
        'INSERT INTO main.campaign_packs (campaign_id, pack_hash) SELECT ?, pack_hash FROM scratch.campaign_packs WHERE campaign_id = ?',
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
        // The pack text the campaign is pinned to: stored once (an installed one is kept as it is).
        packs.run(one.scratchId);
        pin.run(id, one.scratchId);
        return id;
      });
      db.exec('DELETE FROM temp.import_sessions');
      return ids;
    })();
  } finally {
    db.prepare('DETACH DATABASE scratch').run();
  }
}
