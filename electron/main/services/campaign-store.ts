/** SQL for campaigns, play sessions, the append-only event log and state snapshots. */
import type Database from 'better-sqlite3';
import type { RolledDie } from '../../../shared/engine/dice';
import type { Outcome, Player, RulesEvent } from '../../../shared/engine/ruleset';
import type { Timeline } from '../../../shared/engine/timeline';
import type { CampaignSummary, HistoryEntry, SessionInfo } from '../../../shared/rpc/contract';
import { preparedOnce, type Db } from './database';

type Statement = Database.Statement<unknown[]>;

interface CampaignRow {
  id: number;
  name: string;
  ruleset_id: string;
  ruleset_version: number;
  players: string;
  options: string;
  created_at: string;
  updated_at: string;
  archived: number;
  outcome: string | null;
  event_count: number;
}

interface EventRow {
  seq: number;
  step: number;
  session_id: number | null;
  turn: number;
  phase: string;
  type: string;
  payload: string;
  cause: string | null;
  dice: string | null;
  created_at: string;
}

interface SessionRow {
  id: number;
  campaign_id: number;
  number: number;
  started_at: string;
  ended_at: string | null;
}

/** The table action a step was played from: what `runAction` was given besides the state and dice. */
export interface StepAction {
  type: string;
  payload: Record<string, unknown>;
}

/** One event as the chronicle's index keeps it (see `ChronicleIndex`). */
export interface EventFacts {
  seq: number;
  step: number;
  sessionId: number | null;
  turn: number;
  type: string;
  /** It has a cause (an automatic consequence); 1 or 0. */
  caused: number;
  /** It carries dice; 1 or 0. */
  rolled: number;
  /** How many dice it carries. */
  diceCount: number;
  /** A rewind's payload (its target), as JSON; null for every other event. */
  rewind: string | null;
}

/** An event about to be appended. */
export interface NewEvent {
  event: RulesEvent;
  turn: number;
  phase: string;
  dice: readonly RolledDie[] | null;
  /** On a step's first event: the action it was played from. */
  action?: StepAction | null;
}

const summarySql = `
  SELECT c.*, (SELECT COALESCE(MAX(seq), 0) FROM events e WHERE e.campaign_id = c.id) AS event_count
  FROM campaigns c`;

function toSummary(row: CampaignRow): CampaignSummary {
  return {
    id: row.id,
    name: row.name,
    rulesetId: row.ruleset_id,
    rulesetVersion: row.ruleset_version,
    players: JSON.parse(row.players) as Player[],
    options: JSON.parse(row.options) as Record<string, unknown>,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    archived: row.archived === 1,
    eventCount: row.event_count,
    outcome: row.outcome ? (JSON.parse(row.outcome) as Outcome) : null,
  };
}

function toSession(row: SessionRow): SessionInfo {
  return { id: row.id, campaignId: row.campaign_id, number: row.number, startedAt: row.started_at, endedAt: row.ended_at };
}

/** Reads and writes one database; every write of game history goes through `appendStep`. */
export class CampaignStore {
  /** Every statement prepared once per SQL text and kept (`preparedOnce`: updateCampaign's optional columns make at most 16 texts). */
  private readonly sql: (text: string) => Statement;

  constructor(readonly db: Db) {
    this.sql = preparedOnce(db);
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(work)();
  }

  listCampaigns(includeArchived: boolean): CampaignSummary[] {
    const where = includeArchived ? '' : 'WHERE c.archived = 0';
    return (this.sql(`${summarySql} ${where} ORDER BY c.updated_at DESC, c.id DESC`).all() as CampaignRow[]).map(toSummary);
  }

  getCampaign(id: number): CampaignSummary | null {
    const row = this.sql(`${summarySql} WHERE c.id = ?`).get(id) as CampaignRow | undefined;
    return row ? toSummary(row) : null;
  }

  /** Adds a campaign; `id` is given only to restore one under the id it had (null: the next free one). */
  insertCampaign(c: {
    id?: number;
    name: string;
    rulesetId: string;
    rulesetVersion: number;
    players: Player[];
    options: unknown;
    now: string;
  }): number {
    const info = this.sql(
      `INSERT INTO campaigns (id, name, ruleset_id, ruleset_version, players, options, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(c.id ?? null, c.name, c.rulesetId, c.rulesetVersion, JSON.stringify(c.players), JSON.stringify(c.options), c.now, c.now);
    const id = Number(info.lastInsertRowid);
    // A campaign of an installed pack is pinned to that exact text (its ruleset id names the text's hash).
    this.sql(`INSERT INTO campaign_packs (campaign_id, pack_hash) SELECT ?, hash FROM packs WHERE ruleset_id = ?`).run(id, c.rulesetId);
    return id;
  }

  updateCampaign(
    id: number,
    fields: { name?: string; archived?: boolean; options?: unknown; outcome?: Outcome | null; now: string },
  ): void {
    const sets: string[] = ['updated_at = @now'];
    const params: Record<string, unknown> = { id, now: fields.now };
    if (fields.name !== undefined) {
      sets.push('name = @name');
      params.name = fields.name;
    }
    if (fields.archived !== undefined) {
      sets.push('archived = @archived');
      params.archived = fields.archived ? 1 : 0;
    }
    if (fields.options !== undefined) {
      sets.push('options = @options');
      params.options = JSON.stringify(fields.options);
    }
    if (fields.outcome !== undefined) {
      sets.push('outcome = @outcome');
      params.outcome = fields.outcome ? JSON.stringify(fields.outcome) : null;
    }
    this.sql(`UPDATE campaigns SET ${sets.join(', ')} WHERE id = @id`).run(params);
  }

  deleteCampaign(id: number): void {
    this.sql('DELETE FROM campaigns WHERE id = ?').run(id);
  }

  lastSeq(campaignId: number): number {
    const row = this.sql('SELECT MAX(seq) AS seq FROM events WHERE campaign_id = ?').get(campaignId) as { seq: number | null };
    return row.seq ?? 0;
  }

  /** Appends one step (an action and its consequences) after `afterSeq`; returns the step's seq. */
  appendStep(campaignId: number, afterSeq: number, sessionId: number | null, events: readonly NewEvent[], now: string): number {
    this.appendStepEntries(campaignId, afterSeq, sessionId, events, now);
    return afterSeq + 1;
  }

  /**
   * Appends one step and returns its events as `history` reads them back, from the rows just
   * written: the click's answer needs no second trip to the database.
   */
  appendStepEntries(
    campaignId: number,
    afterSeq: number,
    sessionId: number | null,
    events: readonly NewEvent[],
    now: string,
  ): Omit<HistoryEntry, 'undone'>[] {
    const insert = this.sql(
      `INSERT INTO events (campaign_id, seq, step, session_id, turn, phase, type, payload, cause, dice, created_at, action)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const step = afterSeq + 1;
    return events.map((e, i) => {
      const row: EventRow = {
        seq: step + i,
        step,
        session_id: sessionId,
        turn: e.turn,
        phase: e.phase,
        type: e.event.type,
        payload: JSON.stringify(e.event.data),
        cause: e.event.cause ?? null,
        dice: e.dice && e.dice.length > 0 ? JSON.stringify(e.dice) : null,
        created_at: now,
      };
      const action = e.action ? JSON.stringify(e.action) : null;
      insert.run(
        campaignId,
        row.seq,
        row.step,
        row.session_id,
        row.turn,
        row.phase,
        row.type,
        row.payload,
        row.cause,
        row.dice,
        now,
        action,
      );
      return historyEntry(row);
    });
  }

  /** The first event of every step, in order: enough to work out which steps are applied. */
  stepHeads(campaignId: number, afterSeq = 0): { step: number; type: string; payload: string | null }[] {
    // Only a rewind's payload is needed (its target); reading the rest would cost more than the walk.
    return this.sql(
      "SELECT step, type, CASE WHEN type = 'core/rewind' THEN payload END AS payload FROM events WHERE campaign_id = ? AND seq > ? AND seq = step ORDER BY seq",
    ).all(campaignId, afterSeq) as { step: number; type: string; payload: string | null }[];
  }

  /** The saved timeline (which steps are applied) as of log position `atSeq`, if any. */
  loadTimeline(campaignId: number): ({ atSeq: number } & Timeline) | null {
    const row = this.sql('SELECT at_seq, applied, redoable, rewinds FROM timelines WHERE campaign_id = ?').get(campaignId) as
      { at_seq: number; applied: string; redoable: string; rewinds: string | null } | undefined;
    if (!row) return null;
    return {
      atSeq: row.at_seq,
      applied: JSON.parse(row.applied),
      redoable: JSON.parse(row.redoable),
      ...(row.rewinds ? { rewinds: JSON.parse(row.rewinds) } : {}),
    };
  }

  saveTimeline(campaignId: number, atSeq: number, timeline: Readonly<Timeline>): void {
    this.sql('INSERT OR REPLACE INTO timelines (campaign_id, at_seq, applied, redoable, rewinds) VALUES (?, ?, ?, ?, ?)').run(
      campaignId,
      atSeq,
      JSON.stringify(timeline.applied),
      JSON.stringify(timeline.redoable),
      timeline.rewinds?.length ? JSON.stringify(timeline.rewinds) : null,
    );
  }

  /** The chronicle's saved index of a campaign's log (see `ChronicleIndex.saved`), or null. */
  loadChronicleIndex(campaignId: number): { atSeq: number; identity: string; data: Buffer } | null {
    const row = this.sql('SELECT at_seq AS atSeq, identity, data FROM chronicle_indexes WHERE campaign_id = ?').get(campaignId) as
      { atSeq: number; identity: string; data: Buffer } | undefined;
    return row ?? null;
  }

  /** A part of the chronicle's saved index (a long list's chunk, the walk of the steps…) as saved after event `atSeq`, or null. */
  loadChronicleIndexPart(campaignId: number, atSeq: number, part: string): Buffer | null {
    const row = this.sql('SELECT data FROM chronicle_index_parts WHERE campaign_id = ? AND part = ? AND at_seq = ?').get(
      campaignId,
      part,
      atSeq,
    ) as { data: Buffer } | undefined;
    return row?.data ?? null;
  }

  /** Saves the chronicle's index: its head and its parts, in place of those saved before (one transaction). */
  saveChronicleIndex(campaignId: number, atSeq: number, identity: string, data: Buffer, parts: readonly [string, Buffer][] = []): void {
    this.db.transaction(() => {
      this.sql('INSERT OR REPLACE INTO chronicle_indexes (campaign_id, at_seq, identity, data) VALUES (?, ?, ?, ?)').run(
        campaignId,
        atSeq,
        identity,
        data,
      );
      this.sql('DELETE FROM chronicle_index_parts WHERE campaign_id = ?').run(campaignId);
      const insert = this.sql('INSERT INTO chronicle_index_parts (campaign_id, part, at_seq, data) VALUES (?, ?, ?, ?)');
      for (const [part, bytes] of parts) insert.run(campaignId, part, atSeq, bytes);
    })();
  }

  /** A campaign's saved statistics (see `StatsTally.saved`), or null. */
  loadStatsTally(campaignId: number): { atSeq: number; identity: string; head: string; data: Buffer } | null {
    const row = this.sql('SELECT at_seq AS atSeq, identity, head, data FROM stats_tallies WHERE campaign_id = ?').get(campaignId) as
      { atSeq: number; identity: string; head: string; data: Buffer } | undefined;
    return row ?? null;
  }

  /** Saves a campaign's statistics in place of those saved before. */
  saveStatsTally(campaignId: number, atSeq: number, identity: string, head: string, data: Buffer): void {
    this.sql('INSERT OR REPLACE INTO stats_tallies (campaign_id, at_seq, identity, head, data) VALUES (?, ?, ?, ?, ?)').run(
      campaignId,
      atSeq,
      identity,
      head,
      data,
    );
  }

  /** Events of steps from `fromStep` on (up to `toStep`, when given), in order. */
  eventsFrom(campaignId: number, fromStep: number, toStep = Infinity): { step: number; event: RulesEvent }[] {
    const rows = this.sql('SELECT step, type, payload, cause FROM events WHERE campaign_id = ? AND seq >= ? ORDER BY seq').iterate(
      campaignId,
      fromStep,
    ) as IterableIterator<Pick<EventRow, 'step' | 'type' | 'payload' | 'cause'>>;
    const events: { step: number; event: RulesEvent }[] = [];
    for (const r of rows) {
      // A step's events are consecutive and steps begin in seq order: past `toStep`, nothing is wanted.
      if (r.step > toStep) break;
      events.push({ step: r.step, event: { type: r.type, data: JSON.parse(r.payload), ...(r.cause ? { cause: r.cause } : {}) } });
    }
    return events;
  }

  history(campaignId: number, fromSeq = 0): Omit<HistoryEntry, 'undone'>[] {
    const rows = this.sql('SELECT * FROM events WHERE campaign_id = ? AND seq >= ? ORDER BY seq').all(campaignId, fromSeq) as EventRow[];
    return rows.map(historyEntry);
  }

  /** The `limit` newest events before `beforeSeq` (all when omitted), oldest first: one page of the history. */
  historyPage(campaignId: number, beforeSeq: number, limit: number): Omit<HistoryEntry, 'undone'>[] {
    const rows = this.sql(
      'SELECT * FROM (SELECT * FROM events WHERE campaign_id = ? AND seq < ? ORDER BY seq DESC LIMIT ?) ORDER BY seq',
    ).all(campaignId, beforeSeq, limit) as EventRow[];
    return rows.map(historyEntry);
  }

  /**
   * What the chronicle's index keeps of each event after `afterSeq`, in order: no payload is read
   * (but a rewind's, for its target), so indexing a long log stays cheap.
   */
  eventFacts(campaignId: number, afterSeq: number): EventFacts[] {
    return this.sql(
      `SELECT seq, step, session_id AS sessionId, turn, type, cause IS NOT NULL AND cause <> '' AS caused,
              dice IS NOT NULL AND dice <> '[]' AS rolled,
              CASE WHEN dice IS NULL OR dice = '' THEN 0 ELSE json_array_length(dice) END AS diceCount, CASE WHEN type = 'core/rewind' THEN payload END AS rewind
       FROM events WHERE campaign_id = ? AND seq > ? ORDER BY seq`,
    ).all(campaignId, afterSeq) as EventFacts[];
  }

  /** The seqs after `afterSeq` whose payload holds any of the given texts (a first pass; the caller checks the data). */
  payloadsHolding(campaignId: number, afterSeq: number, texts: readonly [string, string]): { seq: number; payload: string }[] {
    return this.sql(
      'SELECT seq, payload FROM events WHERE campaign_id = ? AND seq > ? AND (instr(payload, ?) > 0 OR instr(payload, ?) > 0) ORDER BY seq',
    ).all(campaignId, afterSeq, ...texts) as { seq: number; payload: string }[];
  }

  /** The events of the given steps, in order: one page of the chronicle's rows. */
  eventsOfSteps(campaignId: number, steps: readonly number[]): Omit<HistoryEntry, 'undone'>[] {
    const rows = this.sql(
      'SELECT e.* FROM json_each(?) AS s CROSS JOIN events AS e INDEXED BY events_by_step ON e.campaign_id = ? AND e.step = s.value ORDER BY e.seq',
    ).all(JSON.stringify(steps), campaignId) as EventRow[];
    return rows.map(historyEntry);
  }

  /** A play session's events, in order. */
  eventsOfSession(campaignId: number, sessionId: number): Omit<HistoryEntry, 'undone'>[] {
    const rows = this.sql('SELECT * FROM events WHERE campaign_id = ? AND session_id = ? ORDER BY seq').all(
      campaignId,
      sessionId,
    ) as EventRow[];
    return rows.map(historyEntry);
  }

  /** The events with the given seqs, in order. */
  eventsAt(campaignId: number, seqs: readonly number[]): Omit<HistoryEntry, 'undone'>[] {
    const rows = this.sql(
      'SELECT e.* FROM json_each(?) AS s CROSS JOIN events AS e ON e.campaign_id = ? AND e.seq = s.value ORDER BY e.seq',
    ).all(JSON.stringify(seqs), campaignId) as EventRow[];
    return rows.map(historyEntry);
  }

  /** The newest snapshot whose applied steps are a prefix of `applied`. */
  findSnapshot(
    campaignId: number,
    rulesetVersion: number,
    applied: { readonly length: number; at(i: number): number | undefined },
  ): { count: number; state: unknown } | null {
    // Newest first, read until one is on the line (usually the first: not every snapshot of a long log).
    const rows = this.sql(
      'SELECT applied_count, top_step FROM snapshots WHERE campaign_id = ? AND ruleset_version = ? AND applied_count <= ? ORDER BY applied_count DESC',
    ).iterate(campaignId, rulesetVersion, applied.length) as IterableIterator<{ applied_count: number; top_step: number }>;
    let match: { applied_count: number; top_step: number } | undefined;
    for (const r of rows) {
      if (applied.at(r.applied_count - 1) !== r.top_step) continue;
      match = r;
      break;
    }
    if (!match) return null;
    const row = this.sql('SELECT state FROM snapshots WHERE campaign_id = ? AND applied_count = ? AND top_step = ?').get(
      campaignId,
      match.applied_count,
      match.top_step,
    ) as { state: string };
    return { count: match.applied_count, state: JSON.parse(row.state) };
  }

  saveSnapshot(campaignId: number, rulesetVersion: number, appliedCount: number, topStep: number, state: unknown): void {
    this.sql('INSERT OR REPLACE INTO snapshots (campaign_id, applied_count, top_step, ruleset_version, state) VALUES (?, ?, ?, ?, ?)').run(
      campaignId,
      appliedCount,
      topStep,
      rulesetVersion,
      JSON.stringify(state),
    );
  }

  openSession(campaignId: number): SessionInfo | null {
    const row = this.sql('SELECT * FROM play_sessions WHERE campaign_id = ? AND ended_at IS NULL ORDER BY number DESC LIMIT 1').get(
      campaignId,
    ) as SessionRow | undefined;
    return row ? toSession(row) : null;
  }

  startSession(campaignId: number, now: string): SessionInfo {
    const next = this.sql('SELECT COALESCE(MAX(number), 0) + 1 AS n FROM play_sessions WHERE campaign_id = ?').get(campaignId) as {
      n: number;
    };
    const info = this.sql('INSERT INTO play_sessions (campaign_id, number, started_at) VALUES (?, ?, ?)').run(campaignId, next.n, now);
    return toSession(this.sql('SELECT * FROM play_sessions WHERE id = ?').get(Number(info.lastInsertRowid)) as SessionRow);
  }

  endSession(sessionId: number, now: string): SessionInfo {
    this.sql('UPDATE play_sessions SET ended_at = ? WHERE id = ?').run(now, sessionId);
    return toSession(this.sql('SELECT * FROM play_sessions WHERE id = ?').get(sessionId) as SessionRow);
  }

  listSessions(campaignId: number): SessionInfo[] {
    return (this.sql('SELECT * FROM play_sessions WHERE campaign_id = ? ORDER BY number').all(campaignId) as SessionRow[]).map(toSession);
  }

  /** Adds a play session as it was (for imports). */
  insertSession(campaignId: number, number: number, startedAt: string, endedAt: string | null): number {
    const info = this.sql('INSERT INTO play_sessions (campaign_id, number, started_at, ended_at) VALUES (?, ?, ?, ?)').run(
      campaignId,
      number,
      startedAt,
      endedAt,
    );
    return Number(info.lastInsertRowid);
  }

  /** Writes a whole log as it was (for imports): every event with its own step, session, turn, time and action. */
  insertEvents(campaignId: number, events: readonly (Omit<HistoryEntry, 'undone'> & { action?: StepAction | null })[]): void {
    const insert = this.sql(
      `INSERT INTO events (campaign_id, seq, step, session_id, turn, phase, type, payload, cause, dice, created_at, action)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const e of events) {
      insert.run(
        campaignId,
        e.seq,
        e.step,
        e.sessionId,
        e.turn,
        e.phase,
        e.type,
        JSON.stringify(e.data),
        e.cause,
        e.dice && e.dice.length > 0 ? JSON.stringify(e.dice) : null,
        e.createdAt,
        e.action ? JSON.stringify(e.action) : null,
      );
    }
  }

  /** The actions recorded for a campaign's steps, by the seq of the step's first event. */
  stepActions(campaignId: number): Map<number, StepAction> {
    const rows = this.sql('SELECT seq, action FROM events WHERE campaign_id = ? AND action IS NOT NULL ORDER BY seq').all(campaignId) as {
      seq: number;
      action: string;
    }[];
    return new Map(rows.map((r) => [r.seq, JSON.parse(r.action) as StepAction]));
  }
}

/** An event row as the history shows it. */
function historyEntry(r: EventRow): Omit<HistoryEntry, 'undone'> {
  return {
    seq: r.seq,
    step: r.step,
    sessionId: r.session_id,
    turn: r.turn,
    phase: r.phase,
    type: r.type,
    data: JSON.parse(r.payload),
    cause: r.cause,
    dice: r.dice ? (JSON.parse(r.dice) as RolledDie[]) : null,
    createdAt: r.created_at,
  };
}
