/**
 * Schema 6 (issue 32) adds the installed packs and the campaigns' pins. A file written by the
 * previous version (schema 5) migrates with every campaign, session, event and timeline kept, a
 * backup taken first, and then takes packs like a new file.
 */
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APPLICATION_ID, MIGRATIONS } from '../../electron/main/services/migrations';
import { startServices, type Services } from '../../electron/main/services/services';
import { caller } from '../support/services-call';
import { tempDir } from '../support/temp-db';
import { vigilText } from '../support/vigil-pack';

let services: Services | undefined;
let temp: ReturnType<typeof tempDir>;
const { call } = caller(() => services!);
const start = (databasePath: string) => (services = startServices({ databasePath, version: 'test', transport: 'ipc' }));
const TABLES = ['campaigns', 'play_sessions', 'events', 'snapshots', 'timelines'];

beforeEach(() => (temp = tempDir('doomkeeper-packs-migration-')));
afterEach(() => {
  services?.close();
  services = undefined;
  temp.remove();
});

/** A file laid out exactly as schema 5 wrote it, holding what was played in `played`. */
function schemaFiveCopy(played: string): string {
  const old = temp.file('campaigns.sqlite');
  const db = new Database(old);
  for (const [i, sql] of MIGRATIONS.slice(0, 5).entries()) {
    db.exec(sql);
    db.pragma(`user_version = ${i + 1}`);
  }
  db.prepare('ATTACH DATABASE ? AS played').run(played);
  for (const table of TABLES) db.exec(`INSERT INTO ${table} SELECT * FROM played.${table}`);
  db.exec('DETACH DATABASE played');
  db.close();
  return old;
}

const counts = (db: Database.Database) => TABLES.map((t) => db.prepare(`SELECT count(*) FROM ${t}`).pluck().get());

describe('schema 5 → 6', () => {
  it('keeps every campaign and event, backs up first, and then installs packs and pins campaigns', () => {
    const played = temp.file('played.sqlite');
    start(played);
    const dice = call('campaign/create', { name: 'Dice night', rulesetId: 'dice-tray', players: [], options: {} });
    call('session/start', { campaignId: dice.id });
    call('campaign/act', {
      campaignId: dice.id,
      action: { type: 'roll', payload: { count: 1, die: 'd6' }, roll: { source: 'table', values: [4] } },
    });
    call('campaign/undo', { campaignId: dice.id });
    const history = call('campaign/history', { campaignId: dice.id });
    services!.close();

    const old = schemaFiveCopy(played);
    const before = new Database(old);
    expect(before.pragma('user_version', { simple: true })).toBe(5);
    expect(before.prepare("SELECT count(*) FROM sqlite_schema WHERE name = 'packs'").pluck().get()).toBe(0);
    const rows = counts(before);
    before.close();

    start(old);
    expect(services!.backups.list().map((b) => b.reason)).toContain('before-migration');
    const db = services!.db;
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(db.pragma('application_id', { simple: true })).toBe(APPLICATION_ID);
    expect(counts(db)).toEqual(rows);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    expect(call('campaign/history', { campaignId: dice.id })).toEqual(history);
    expect(call('packs/list', {})).toEqual({ packs: [], damaged: [] });

    const { pack } = call('packs/import', { text: vigilText() });
    const vigil = call('campaign/create', { name: 'Vigil', rulesetId: pack.rulesetId, players: ['Ann'], options: {} });
    expect(call('packs/list', {}).packs[0].campaigns).toEqual([{ id: vigil.id, name: 'Vigil' }]);
    // The code ruleset's campaign is pinned to nothing.
    expect(db.prepare('SELECT campaign_id FROM campaign_packs').pluck().all()).toEqual([vigil.id]);

    // The backup taken before the migration is schema 5, and still restores (brought to the current schema on the way).
    const saved = services!.backups.list().find((b) => b.reason === 'before-migration')!;
    call('backup/restore', { name: saved.name });
    expect(call('campaign/list', {}).map((c) => c.name)).toEqual(['Dice night']);
    expect(services!.db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
  });
});
