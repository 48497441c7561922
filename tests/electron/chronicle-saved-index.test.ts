/**
 * The chronicle's index is saved (schema 7, `chronicle_indexes`; in parts since schema 9) so a fresh process extends it
 * instead of reading the whole log (issue 35): every page, filter, recap and "as it was" a fresh
 * process answers from the saved index — extended by what was played after it was saved — equals
 * what the same process answers from an index built from the log alone. A file from before the
 * table existed (schema 6) migrates and answers the same; a saved index that is damaged, of a
 * renamed campaign or of a log that changed under it is not used.
 */
import Database from 'better-sqlite3';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHUNK } from '../../electron/main/services/chronicle-index';
import { MIGRATIONS } from '../../electron/main/services/migrations';
import { startServices, type Services } from '../../electron/main/services/services';
import type { ChronicleKind } from '../../shared/rpc/contract';
import { rpc } from '../support/services-call';
import { tempDir } from '../support/temp-db';

let temp: ReturnType<typeof tempDir>;
const open: Services[] = [];
const start = (file: string) => {
  const services = startServices({ databasePath: file, version: 'test', transport: 'websocket' });
  open.push(services);
  return services;
};
const close = (services: Services) => {
  services.close();
  open.splice(open.indexOf(services), 1);
};
function call<T>(services: Services, method: string, args: unknown): T {
  const result = services.dispatch(method, args);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value as T;
}

beforeEach(() => (temp = tempDir('doomkeeper-chronicle-index-')));
afterEach(() => {
  for (const services of [...open]) close(services);
  temp.remove();
});

/** Plays `count` more moves: counter steps, rolls, undos, redos, a rewind, checkpoints. */
function play(services: Services, id: number, count: number, from = 0) {
  const act = (action: unknown) => call(services, 'campaign/act', { campaignId: id, action });
  for (let i = from; i < from + count; i++) {
    if (i % 53 === 0) call(services, 'campaign/undo', { campaignId: id });
    else if (i > 1 && i % 106 === 1)
      call(services, 'campaign/redo', { campaignId: id }); // right after an undo
    else if (i === 700) {
      call(services, 'session/end', { campaignId: id });
      call(services, 'session/start', { campaignId: id });
    } else if (i % 401 === 0) {
      const rows = call<{ rows: { step: number; entries: { undone: boolean }[] }[] }>(services, 'history/chronicle-page', {
        campaignId: id,
        filter: { kind: 'actions' },
        limit: 30,
      }).rows;
      call(services, 'campaign/rewind', { campaignId: id, toStep: rows.find((r) => !r.entries[0].undone)!.step });
    } else if (i % 250 === 0) call(services, 'history/checkpoint', { campaignId: id, name: `Moment ${i}` });
    else if (i % 5 === 0) act({ type: 'roll', payload: { count: 2, die: 'd6' }, roll: { source: 'app' } });
    else act({ type: 'change-counter', payload: { counterId: 'c1', delta: i % 7 === 0 ? -1 : 1 } });
  }
}

function newCampaign(file: string, moves: number): { id: number; ann: string } {
  const services = start(file);
  services.db.pragma('synchronous = OFF'); // test data only
  const { id, players } = call<{ id: number; players: { id: string }[] }>(services, 'campaign/create', {
    name: 'Long night',
    rulesetId: 'dice-tray',
    players: ['Ann', 'Bo'],
    options: {},
  });
  call(services, 'session/start', { campaignId: id });
  call(services, 'campaign/act', {
    campaignId: id,
    action: { type: 'add-counter', payload: { name: 'Doom', min: -999, max: 9999, start: 0 } },
  });
  play(services, id, moves, 1);
  close(services);
  return { id, ann: players[0].id };
}

const KINDS: ChronicleKind[] = ['all', 'actions', 'consequences', 'dice', 'timeline', 'checkpoints', 'undone'];

/** Everything the chronicle answers about a campaign, as one value to compare. */
function answers(services: Services, id: number, ann: string) {
  const out: unknown[] = [];
  const sessions = call<{ head: { sessions: { id: number }[] } }>(services, 'history/chronicle-page', {
    campaignId: id,
    limit: 100,
    outline: true,
  });
  out.push(sessions);
  for (const kind of KINDS)
    for (const index of [0, 150, 600])
      out.push(call(services, 'history/chronicle-page', { campaignId: id, filter: { kind }, index, limit: 40 }));
  for (const s of sessions.head.sessions) {
    out.push(call(services, 'history/chronicle-page', { campaignId: id, filter: { session: s.id, kind: 'actions' }, index: 0, limit: 60 }));
    out.push(call(services, 'history/recap', { campaignId: id, sessionId: s.id }));
  }
  out.push(call(services, 'history/chronicle-page', { campaignId: id, filter: { player: ann }, limit: 50 }));
  out.push(call(services, 'history/chronicle-page', { campaignId: id, turn: 3, limit: 50 }));
  out.push(call(services, 'history/recap', { campaignId: id }));
  for (const seq of [1, 2, 57, 401, 999, 1203]) out.push(rpc(services, 'history/state-at', { campaignId: id, seq }));
  return out;
}

const savedRow = (file: string, id: number) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT at_seq AS atSeq, identity FROM chronicle_indexes WHERE campaign_id = ?').get(id) as
      { atSeq: number; identity: string } | undefined;
  } finally {
    db.close();
  }
};

/** The answers of a fresh process that has no saved index (the row removed first): built from the log alone. */
function fromTheLog(file: string, id: number, ann: string) {
  const services = start(fromTheLogFile(file));
  const result = answers(services, id, ann);
  close(services);
  return result;
}

describe('the chronicle index saved between processes', () => {
  it('a fresh process extends the saved index and answers exactly as one reading the whole log', () => {
    const file = temp.file('campaigns.sqlite');
    const { id, ann } = newCampaign(file, 1200);
    expect(savedRow(file, id)).toBeUndefined(); // nothing saved until the chronicle is read

    let services = start(file);
    // A refused ask writes nothing, not even the index's save.
    expect(rpc(services, 'history/chronicle-page', { campaignId: id, filter: { session: 999 } })).toMatchObject({ ok: false });
    expect(rpc(services, 'history/chronicle-page', { campaignId: id, filter: { player: 'nobody' } })).toMatchObject({ ok: false });
    expect(rpc(services, 'history/recap', { campaignId: id, sessionId: 999 })).toMatchObject({ ok: false });
    expect(rpc(services, 'history/state-at', { campaignId: id, seq: 99_999 })).toMatchObject({ ok: false });
    expect(savedRow(file, id)).toBeUndefined();
    call(services, 'history/chronicle-page', { campaignId: id, limit: 100, outline: true });
    const saved = savedRow(file, id)!;
    expect(saved.atSeq).toBe(call<{ campaign: { eventCount: number } }>(services, 'campaign/open', { campaignId: id }).campaign.eventCount);
    // More play after the save, past an undo, a redo and a rewind: the next process extends the saved index.
    play(services, id, 90, 1201);
    close(services);
    expect(savedRow(file, id)!.atSeq).toBe(saved.atSeq);

    services = start(file);
    const extended = answers(services, id, ann);
    close(services);
    expect(extended).toEqual(fromTheLog(file, id, ann));
  });

  it('a damaged saved index, one of a renamed campaign, or one past the end of the log is not used', () => {
    const file = temp.file('campaigns.sqlite');
    const { id, ann } = newCampaign(file, 1100);
    let services = start(file);
    const want = answers(services, id, ann);
    close(services);
    expect(savedRow(file, id)).toBeDefined();

    const db = new Database(file);
    db.prepare('UPDATE chronicle_indexes SET data = ? WHERE campaign_id = ?').run(Buffer.from('not an index'), id);
    db.close();
    services = start(file);
    expect(answers(services, id, ann)).toEqual(want);
    close(services);

    // Saved for a log longer than the campaign's (a file put back from elsewhere): built anew.
    const db2 = new Database(file);
    db2.prepare('UPDATE chronicle_indexes SET at_seq = at_seq + 500 WHERE campaign_id = ?').run(id);
    db2.close();
    services = start(file);
    expect(answers(services, id, ann)).toEqual(want);
    close(services);

    services = start(file);
    call(services, 'campaign/rename', { campaignId: id, name: 'Longer night' });
    const renamed = answers(services, id, ann);
    close(services);
    expect(renamed).toEqual(fromTheLog(file, id, ann));
  });

  it('a file from before the saved index (schema 6) migrates, answers the same, and saves its index', () => {
    const played = temp.file('played.sqlite');
    const { id, ann } = newCampaign(played, 1050);
    let services = start(played);
    const want = answers(services, id, ann);
    close(services);

    // The same campaign in a file laid out exactly as schema 6 wrote it.
    const old = temp.file('schema-6.sqlite');
    const db = new Database(old);
    for (const [i, sql] of MIGRATIONS.slice(0, 6).entries()) {
      db.exec(sql);
      db.pragma(`user_version = ${i + 1}`);
    }
    db.prepare('ATTACH DATABASE ? AS played').run(played);
    for (const table of ['campaigns', 'play_sessions', 'events', 'snapshots', 'timelines'])
      db.exec(`INSERT INTO ${table} SELECT * FROM played.${table}`);
    db.exec('DETACH DATABASE played');
    expect(db.prepare("SELECT count(*) FROM sqlite_schema WHERE name = 'chronicle_indexes'").pluck().get()).toBe(0);
    db.close();

    services = start(old);
    expect(services.db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(answers(services, id, ann)).toEqual(want);
    close(services);
    expect(savedRow(old, id)).toBeDefined();
  });

  it('a campaign restored from a backup in its own place, or a whole backup restored, reads its own log, not a saved index of another', () => {
    const file = temp.file('campaigns.sqlite');
    const { id, ann } = newCampaign(file, 1050);
    let services = start(file);
    const atBackup = answers(services, id, ann); // the index saved at 1,050 moves
    const backup = call<{ name: string }>(services, 'backup/create', {});
    // Played on past the backup, far enough for the index to be saved again.
    play(services, id, 1100, 1051);
    const later = answers(services, id, ann);
    expect(savedRow(file, id)!.atSeq).toBeGreaterThan(2000);

    const restored = call<{ campaign: { id: number }; replaced: number | null }>(services, 'backup/restore-campaign', {
      name: backup.name,
      campaignId: id,
      as: 'replace',
    });
    expect(restored.replaced).toBe(id);
    const back = restored.campaign.id;
    expect(answers(services, back, ann)).toEqual(fromTheLog(file, back, ann));
    close(services);
    services = start(file);
    expect(answers(services, back, ann)).toEqual(fromTheLog(file, back, ann));

    // The whole file put back: the index saved in it is the one of its own log.
    call(services, 'backup/restore', { name: backup.name });
    expect(answers(services, id, ann)).toEqual(atBackup);
    close(services);
    services = start(file);
    expect(answers(services, id, ann)).toEqual(atBackup);
    expect(atBackup).not.toEqual(later);
  });

  it('a log longer than a chunk is saved in parts: a fresh process extends them and answers as one reading the whole log, and a missing part is read from the log', () => {
    const file = temp.file('campaigns.sqlite');
    const { id, ann } = newCampaign(file, 6000);
    let services = start(file);
    const first = answers(services, id, ann); // the index saved at the log's end
    close(services);
    const parts = partsOf(file, id);
    const events = savedRow(file, id)!.atSeq;
    expect(events).toBeGreaterThan(CHUNK); // every per-event list is in two chunks or more
    expect(parts).toEqual(expect.arrayContaining(['seqs:0', 'seqs:1', 'steps:1', 'allFirst:1', 'walk', 'sessions']));
    expect(headOf(file, id).layout).toBe(3);

    // A fresh process's first page reads the head and the chunks at the log's end: with every first
    // chunk, the walk and the sessions gone, it answers as before and saves nothing again.
    const firstPage = { campaignId: id, limit: 100, outline: true };
    services = start(file);
    const page = call(services, 'history/chronicle-page', firstPage);
    close(services);
    const db = new Database(file);
    const gone = db.prepare("DELETE FROM chronicle_index_parts WHERE part LIKE '%:0' OR part IN ('walk', 'sessions')").run().changes;
    db.close();
    expect(gone).toBeGreaterThan(10);
    services = start(file);
    expect(call(services, 'history/chronicle-page', firstPage)).toEqual(page);
    close(services);
    expect(partsOf(file, id)).not.toContain('walk');
    expect(page).toEqual(call(startedOn(fromTheLogFile(file)), 'history/chronicle-page', firstPage));

    // A fresh process answers from the saved parts as the process that saved them did, and as the log alone does.
    services = start(file);
    expect(answers(services, id, ann)).toEqual(first);
    expect(deeper(services, id, events)).toEqual(deeper(startedOn(fromTheLogFile(file)), id, events));
    // Played on past the save (an undo, a redo, a rewind): the next process reads the parts and extends them.
    play(services, id, 300, 6001);
    close(services);
    services = start(file);
    const extended = [answers(services, id, ann), deeper(services, id, events)];
    close(services);
    const copy = fromTheLogFile(file);
    const alone = startedOn(copy);
    expect(extended).toEqual([answers(alone, id, ann), deeper(alone, id, events)]);
    close(alone);

    // A part gone or damaged (another process wrote the file): the chronicle reads the log, answers the same, and saves its parts again.
    for (const damage of [
      "DELETE FROM chronicle_index_parts WHERE part = 'steps:0'",
      "UPDATE chronicle_index_parts SET data = x'01020304' WHERE part = 'turns:1'",
      "DELETE FROM chronicle_index_parts WHERE part = 'walk'",
      "DELETE FROM chronicle_index_parts WHERE part = 'sessions'",
      "UPDATE chronicle_index_parts SET data = x'ff' WHERE part = 'walk'",
    ]) {
      const db = new Database(file);
      db.exec(damage);
      db.close();
      services = start(file);
      expect([answers(services, id, ann), deeper(services, id, events)]).toEqual(extended);
      close(services);
      expect(partsOf(file, id)).toEqual(expect.arrayContaining(['steps:0', 'turns:1', 'walk', 'sessions']));
    }
  });

  it('an index saved by the version before the parts (layout 2, schema 8) is read, answers as the log alone does, and is saved again in parts', () => {
    // A real file written by the code at 3c616f0 (tests/electron/fixtures/make-chronicle-index-layout-2.ts): a campaign of
    // 1,291 events whose index was saved at event 1,201 in one blob, then played on past an undo, a redo and a rewind.
    const file = temp.file('layout-2.sqlite');
    writeFileSync(file, gunzipSync(readFileSync(join(__dirname, 'fixtures', 'chronicle-index-layout-2.sqlite.gz'))));
    const before = new Database(file, { readonly: true });
    expect(before.pragma('user_version', { simple: true })).toBe(8);
    const old = before.prepare('SELECT at_seq AS atSeq, data FROM chronicle_indexes').get() as { atSeq: number; data: Buffer };
    before.close();
    const id = 1;
    expect(old.atSeq).toBe(1201);
    expect(headLayout(old.data)).toBe(2);

    let services = start(file);
    expect(services.db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    const ann = call<{ campaign: { players: { id: string }[]; eventCount: number } }>(services, 'campaign/open', { campaignId: id })
      .campaign.players[0].id;
    const read = answers(services, id, ann);
    close(services);
    expect(read).toEqual(fromTheLog(file, id, ann));
    // Saved again, in parts, at the log's end.
    expect(headOf(file, id).layout).toBe(3);
    expect(savedRow(file, id)!.atSeq).toBe(1291);
    expect(partsOf(file, id)).toEqual(expect.arrayContaining(['walk', 'sessions']));
    services = start(file);
    expect(answers(services, id, ann)).toEqual(read);
  });
});

/** The saved parts of a campaign's index, by name. */
function partsOf(file: string, id: number): string[] {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT part FROM chronicle_index_parts WHERE campaign_id = ? ORDER BY part').pluck().all(id) as string[];
  } finally {
    db.close();
  }
}

/** The layout a saved index's head says it has. */
function headLayout(data: Buffer): unknown {
  return (JSON.parse(data.toString('utf8', 4, 4 + data.readUInt32LE(0))) as { layout: unknown }).layout;
}

function headOf(file: string, id: number): { layout: unknown } {
  const db = new Database(file, { readonly: true });
  try {
    return { layout: headLayout(db.prepare('SELECT data FROM chronicle_indexes WHERE campaign_id = ?').pluck().get(id) as Buffer) };
  } finally {
    db.close();
  }
}

/** A copy of the file without the saved index: its chronicle is built from the log alone. */
function fromTheLogFile(file: string): string {
  const copy = temp.file(`from-log-${Math.random().toString(36).slice(2)}.sqlite`);
  const db = new Database(file);
  db.exec(`VACUUM INTO '${copy}'`);
  db.close();
  const bare = new Database(copy);
  bare.exec('DELETE FROM chronicle_indexes; DELETE FROM chronicle_index_parts');
  bare.close();
  return copy;
}

function startedOn(file: string): Services {
  return start(file);
}

/** Pages and states deep in a long log (past the first chunk of every list). */
function deeper(services: Services, id: number, events: number) {
  const out: unknown[] = [];
  for (const kind of KINDS)
    for (const index of [2000, 4100, 5500])
      out.push(call(services, 'history/chronicle-page', { campaignId: id, filter: { kind }, index, limit: 30 }));
  out.push(call(services, 'history/chronicle-page', { campaignId: id, turn: 4000, limit: 30 }));
  out.push(call(services, 'history/chronicle-page', { campaignId: id, afterStep: 4500, limit: 30 }));
  for (const seq of [4095, 4096, 4097, events - 1, events]) out.push(rpc(services, 'history/state-at', { campaignId: id, seq }));
  return out;
}
