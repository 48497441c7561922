/**
 * A campaign's statistics saved with it (schema 10, `stats_tallies`, issue 35): a fresh process reads
 * the saved tally and extends it by the events written since instead of walking the whole log; a
 * missing, damaged or foreign save is worked out from the log again (and saved again); a failed save
 * changes nothing; and a file written before the saves (schema 9) migrates and answers as before.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import zlib, { gunzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CampaignStore } from '../../electron/main/services/campaign-store';
import { EngineHost } from '../../electron/main/services/engine-host';
import { MIGRATIONS } from '../../electron/main/services/migrations';
import { startServices, type Services } from '../../electron/main/services/services';
import { Column, SAVE_TALLY_EVERY, StatsService, tallyRebuilds } from '../../electron/main/services/stats';
import { rollDice } from '../../electron/main/services/dice-roller';
import { crc32InJs, packColumns, unpackColumns } from '../../electron/main/services/stats-tally';
import type { CampaignStats } from '../../shared/rpc/contract';
import { rulesets } from '../../shared/rulesets/registry';
import { tempDir } from '../support/temp-db';

let temp: ReturnType<typeof tempDir>;
beforeEach(() => {
  temp = tempDir();
});
afterEach(() => temp.remove());

const start = (file: string, version = 'test') => startServices({ databasePath: file, version, transport: 'websocket' });
function call<T>(services: Services, method: string, args: unknown): T {
  const result = services.dispatch(method, args);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value as T;
}
const statsOf = (services: Services, id: number) => call<CampaignStats>(services, 'stats/campaign', { campaignId: id });

/** The statistics worked out from the whole log (no saved tally read or written). */
function fromTheLog(file: string, id: number): CampaignStats {
  const db = new Database(file, { readonly: true });
  try {
    const store = new CampaignStore(db);
    const host = new EngineHost({ store, rulesets, rollDice, now: () => new Date().toISOString() });
    const stats = new StatsService(store, host, rulesets, { saved: false }).campaign(id);
    if (!stats.ok) throw new Error(stats.error.code);
    return stats.value;
  } finally {
    db.close();
  }
}

/** What a fresh process answers, and how many tallies it worked out from a whole log to answer it. */
function fresh(file: string, id: number, version = 'test'): { stats: CampaignStats; rebuilt: number } {
  const services = start(file, version);
  try {
    const before = tallyRebuilds.count;
    const stats = statsOf(services, id);
    return { stats, rebuilt: tallyRebuilds.count - before };
  } finally {
    services.close();
  }
}

function savedRow(file: string, id: number): { atSeq: number; identity: string; head: string; data: Buffer } | undefined {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT at_seq AS atSeq, identity, head, data FROM stats_tallies WHERE campaign_id = ?').get(id) as never;
  } finally {
    db.close();
  }
}

function writeTo(file: string, sql: string, ...args: unknown[]): void {
  const db = new Database(file);
  try {
    db.prepare(sql).run(...args);
  } finally {
    db.close();
  }
}

/** A dice-tray campaign of about `count` moves: counts, rolls from the app and the table, undos, redos, rewinds, checkpoints, two sessions. */
function play(services: Services, id: number, count: number, from = 1): void {
  const act = (action: unknown) => call(services, 'campaign/act', { campaignId: id, action });
  for (let i = from; i < from + count; i++) {
    if (i % 53 === 0) call(services, 'campaign/undo', { campaignId: id });
    else if (i % 106 === 1 && i > 1) call(services, 'campaign/redo', { campaignId: id });
    else if (i % 300 === 150) {
      call(services, 'session/end', { campaignId: id });
      call(services, 'session/start', { campaignId: id });
    } else if (i % 211 === 0) {
      const rows = call<{ rows: { step: number; entries: { undone: boolean }[] }[] }>(services, 'history/chronicle-page', {
        campaignId: id,
        filter: { kind: 'actions' },
        limit: 30,
      }).rows;
      call(services, 'campaign/rewind', { campaignId: id, toStep: rows.find((r) => !r.entries[0].undone)!.step });
    } else if (i % 250 === 0) call(services, 'history/checkpoint', { campaignId: id, name: `Moment ${i}` });
    else if (i % 5 === 0) act({ type: 'roll', payload: { count: 2, die: 'd6' }, roll: { source: 'app' } });
    else if (i % 9 === 0) act({ type: 'roll', payload: { count: 1, die: 'd6' }, roll: { source: 'table', values: [(i % 6) + 1] } });
    else act({ type: 'change-counter', payload: { counterId: 'c1', delta: i % 7 === 0 ? -1 : 1 } });
  }
}

function campaign(file: string, moves: number): number {
  const services = start(file);
  const { id } = call<{ id: number }>(services, 'campaign/create', {
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
  play(services, id, moves);
  services.close();
  return id;
}

describe('saved statistics', () => {
  it('a fresh process reads the saved tally, extended past new steps, undos, redos and rewinds, and answers as the log does', () => {
    const file = temp.file('c.sqlite');
    const id = campaign(file, 1300); // its chart thinned (more than 500 points)
    const first = fresh(file, id);
    expect(first.rebuilt).toBe(1);
    expect(first.stats).toEqual(fromTheLog(file, id));
    expect(savedRow(file, id)!.atSeq).toBe(first.stats.campaign.eventCount);
    // Read back as saved.
    const again = fresh(file, id);
    expect(again).toEqual({ stats: first.stats, rebuilt: 0 });
    // Played on past the save (fewer events than a save is made again for): extended, not rebuilt.
    const services = start(file);
    play(services, id, 400, 1301);
    services.close();
    expect(savedRow(file, id)!.atSeq).toBe(first.stats.campaign.eventCount);
    const later = fresh(file, id);
    expect(later.rebuilt).toBe(0);
    expect(later.stats).toEqual(fromTheLog(file, id));
    expect(later.stats.steps).not.toBe(first.stats.steps);
  });

  it('is saved again once a thousand more events were folded since', () => {
    const file = temp.file('c.sqlite');
    const id = campaign(file, 200);
    const services = start(file);
    statsOf(services, id);
    const savedAt = savedRow(file, id)!.atSeq;
    play(services, id, SAVE_TALLY_EVERY - 50, 201);
    statsOf(services, id);
    expect(savedRow(file, id)!.atSeq).toBe(savedAt); // not yet
    play(services, id, 100, SAVE_TALLY_EVERY + 151);
    const stats = statsOf(services, id);
    services.close();
    expect(savedRow(file, id)!.atSeq).toBe(stats.campaign.eventCount);
    expect(fresh(file, id)).toEqual({ stats: fromTheLog(file, id), rebuilt: 0 });
  });

  it.each([
    ['removed', 'DELETE FROM stats_tallies WHERE campaign_id = ?'],
    ['a head that is not JSON', 'UPDATE stats_tallies SET head = \'{"layout": 1, \' WHERE campaign_id = ?'],
    ['a head of another layout', "UPDATE stats_tallies SET head = json_set(head, '$.layout', 99) WHERE campaign_id = ?"],
    ['the numbers cut short', 'UPDATE stats_tallies SET data = substr(data, 1, length(data) - 8) WHERE campaign_id = ?'],
    ['a step that is not one', "UPDATE stats_tallies SET data = x'000000000000f87f' || substr(data, 9) WHERE campaign_id = ?"],
    [
      'damaged dice counts',
      'UPDATE stats_tallies SET head = json_set(head, \'$.dice\', json(\'[["d6", {"kind": "d6"}, [["app", [1]]]]]\')) WHERE campaign_id = ?',
    ],
    ['damaged session counts', "UPDATE stats_tallies SET head = json_set(head, '$.sessions[0][1].events', 'many') WHERE campaign_id = ?"],
    ['numbers changed in place (the same size)', 'UPDATE stats_tallies SET data = zeroblob(8) || substr(data, 9) WHERE campaign_id = ?'],
    ['saved at another event than it says', 'UPDATE stats_tallies SET at_seq = at_seq - 1 WHERE campaign_id = ?'],
    ['of another campaign made under the same id', 'UPDATE stats_tallies SET identity = \'["2020-01-01"]\' WHERE campaign_id = ?'],
    [
      'past the end of the log',
      "UPDATE stats_tallies SET at_seq = at_seq + 5, head = json_set(head, '$.lastSeq', json_extract(head, '$.lastSeq') + 5) WHERE campaign_id = ?",
    ],
    [
      'of an event the log holds otherwise',
      "UPDATE stats_tallies SET head = json_set(head, '$.lastType', 'core/undo') WHERE campaign_id = ?",
    ],
  ])('a saved tally %s is worked out from the log again, and saved again', (_what, damage) => {
    const file = temp.file('c.sqlite');
    const id = campaign(file, 250);
    const first = fresh(file, id);
    writeTo(file, damage, id);
    const again = fresh(file, id);
    expect(again.rebuilt).toBe(1);
    expect(again.stats).toEqual(first.stats);
    expect(again.stats).toEqual(fromTheLog(file, id));
    expect(fresh(file, id)).toEqual({ stats: first.stats, rebuilt: 0 });
  });

  it('keeps and saves each column as whole numbers while it can and as float64 once not, and reads every number back as it was', () => {
    const n = 7;
    const lists = [
      [1, 2, 3, 5, 8, 13, 21], // steps: whole
      [0, 0, 1, 1, 2, 2, 3],
      [null, -4, 0, 2147483647, -2147483647, null, 7], // whole, with none
      [0.5, -1.25, null, 3, 1e300, -2, 0], // fractions
      [0, -0, 1, 2, null, 3, 4], // -0 is kept as it is
      [1, null, 2, 3, 4, 5, 2147483648], // past int32, after a none
      [-2147483648, 0, 0, 0, 0, 0, 0], // the int32 that stands for none
    ];
    const columns = lists.map((list) => {
      const column = new Column();
      for (const v of list) column.push(v);
      return column;
    });
    const shown = (list: (number | null)[]) => list.map((v) => (Object.is(v, -0) ? '-0' : v));
    columns.forEach((c, i) => expect(shown(c.toArray())).toEqual(shown(lists[i])));
    const { whole, data } = packColumns(columns.map((c) => c.view()));
    expect(whole).toBe('1110000');
    expect(data.byteLength).toBe(3 * n * 4 + 4 * n * 8);
    const back = unpackColumns(whole, n, data).map((c) => new Column(c, n));
    back.forEach((c, i) => expect(shown(c.toArray())).toEqual(shown(lists[i])));
    // A column read back grows as it was kept: whole numbers stay, a fraction widens it.
    back[1].push(4);
    back[1].push(null);
    back[1].push(4.5);
    expect(back[1].toArray()).toEqual([...lists[1], 4, null, 4.5]);
    expect(() => unpackColumns(whole, n, data.subarray(4))).toThrow();
    expect(() => unpackColumns('1110001', n, data)).toThrow();
  });

  it("checks a save's numbers with zlib's CRC-32, the same sum in JS where Node has none", () => {
    const bytes = new Uint8Array(Array.from({ length: 5000 }, (_, i) => (i * 7919) % 256));
    expect(crc32InJs(bytes)).toBe(zlib.crc32(bytes));
    expect(crc32InJs(new Uint8Array())).toBe(zlib.crc32(new Uint8Array()));
  });

  it('another version of the app works the statistics out again (it may count otherwise)', () => {
    const file = temp.file('c.sqlite');
    const id = campaign(file, 300);
    const first = fresh(file, id);
    expect(fresh(file, id, 'next')).toEqual({ stats: first.stats, rebuilt: 1 });
    expect(fresh(file, id, 'next').rebuilt).toBe(0);
  });

  it('a save that fails (a full disk) changes nothing: the statistics are answered, a later process works them out again', () => {
    const file = temp.file('c.sqlite');
    const id = campaign(file, 300);
    writeTo(file, "CREATE TRIGGER no_room BEFORE INSERT ON stats_tallies BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END");
    const first = fresh(file, id);
    expect(first.stats).toEqual(fromTheLog(file, id));
    expect(savedRow(file, id)).toBeUndefined();
    expect(fresh(file, id).rebuilt).toBe(1);
    // Asked again in the same process: answered from the kept tally, the save not tried on every ask.
    const services = start(file);
    let tries = 0;
    services.db.function('count_try', () => ++tries);
    services.db.exec('DROP TRIGGER no_room');
    services.db.exec(
      "CREATE TEMP TRIGGER no_room BEFORE INSERT ON stats_tallies BEGIN SELECT count_try(); SELECT RAISE(ABORT, 'database or disk is full'); END",
    );
    for (let i = 0; i < 3; i++) expect(statsOf(services, id)).toEqual(first.stats);
    services.close();
    expect(tries).toBe(1);
  });

  it('is removed with its campaign', () => {
    const file = temp.file('c.sqlite');
    const id = campaign(file, 100);
    const services = start(file);
    statsOf(services, id);
    expect(savedRow(file, id)).toBeDefined();
    call(services, 'campaign/delete', { campaignId: id, confirmName: 'Long night' });
    services.close();
    expect(savedRow(file, id)).toBeUndefined();
  });

  it('a file written before the saves (schema 9) migrates, answers as the log does, and saves its tally', () => {
    // A real file written by the code at 70d4bd6 (tests/electron/fixtures/make-stats-schema-9.ts): a campaign of
    // 1,291 events with undos, redos, rewinds, checkpoints, rolls from the app and the table, two sessions.
    const file = temp.file('schema-9.sqlite');
    writeFileSync(file, gunzipSync(readFileSync(join(__dirname, 'fixtures', 'stats-schema-9.sqlite.gz'))));
    const before = new Database(file, { readonly: true });
    expect(before.pragma('user_version', { simple: true })).toBe(9);
    before.close();
    const id = 1;
    const first = fresh(file, id);
    expect(first.rebuilt).toBe(1);
    expect(first.stats.campaign.eventCount).toBe(1291);
    expect(first.stats.dice.map((d) => `${d.die}/${d.source}`)).toEqual(['d6/all', 'd6/app', 'd6/table']);
    const db = new Database(file, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    db.close();
    expect(first.stats).toEqual(fromTheLog(file, id));
    expect(savedRow(file, id)!.atSeq).toBe(1291);
    expect(fresh(file, id)).toEqual({ stats: first.stats, rebuilt: 0 });
  });
});
