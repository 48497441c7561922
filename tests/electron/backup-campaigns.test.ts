/**
 * One campaign out of a backup (issue 18, "Restoring a backup"): the backup screen shows what each
 * backup holds, and restores one campaign from it — as a copy, or in place — leaving every other
 * campaign as it is. Real SQLite files in a temp folder.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { restoredName } from '../../electron/main/services/backup-campaigns';
import { MIGRATIONS } from '../../electron/main/services/migrations';
import { startServices, type Services } from '../../electron/main/services/services';
import { caller } from '../support/services-call';
import { tempDir } from '../support/temp-db';

let dir: ReturnType<typeof tempDir>;
let services: Services;
const clock = () => new Date('2026-03-01T20:00:00.000Z');
const { call, attempt } = caller(() => services);

beforeEach(() => {
  dir = tempDir();
  services = startServices({
    databasePath: dir.file('campaigns.sqlite'),
    version: 'test',
    transport: 'websocket',
    clock,
    now: () => clock().toISOString(),
  });
});
afterEach(() => {
  services.close();
  dir.remove();
});

/** A dice-tray campaign with a counter moved `moves` times. */
function played(name: string, moves: number): number {
  const { id } = call('campaign/create', { name, rulesetId: 'dice-tray', players: [], options: {} });
  call('campaign/act', { campaignId: id, action: { type: 'add-counter', payload: { name: 'Doom', min: 0, max: 99, start: 0 } } });
  move(id, moves);
  return id;
}
function move(campaignId: number, times: number): void {
  for (let i = 0; i < times; i++)
    call('campaign/act', { campaignId, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } });
}
const counter = (campaignId: number) =>
  (call('campaign/open', { campaignId }).state as { counters: { value: number }[] }).counters[0].value;
/** What a campaign's log holds, without the parts a restore renumbers (sessions get new ids). */
const log = (campaignId: number) =>
  call('campaign/history', { campaignId }).map((e) => [e.seq, e.step, e.type, JSON.stringify(e.data), e.undone]);
/** The same, as the chronicle's pages show it (its index of the log must follow a restore). */
const chronicled = (campaignId: number) =>
  call('history/chronicle-page', { campaignId, limit: 500 })
    .rows.flatMap((r) => r.entries)
    .map((e) => [e.seq, e.step, e.type, JSON.stringify(e.data), e.undone]);
const hash = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe('what a backup holds', () => {
  it('lists each campaign with its rules, players, events, last turn and when it was last played, matched with today’s, without touching the backup', () => {
    const alpha = played('Alpha', 3);
    call('campaign/act', {
      campaignId: alpha,
      action: { type: 'roll', payload: { count: 1, die: 'd6' }, roll: { source: 'table', values: [4] } },
    });
    call('campaign/create', { name: 'Beta', rulesetId: 'catan-horror', players: ['Ana', 'Ben'], options: {} });
    const backup = call('backup/create', {});
    call('campaign/delete', { campaignId: 2, confirmName: 'Beta' });
    move(alpha, 2);
    const file = join(services.backups.dir, backup.name);
    const before = hash(file);
    const folder = readdirSync(services.backups.dir).sort();

    const { campaigns } = call('backup/contents', { name: backup.name });

    expect(campaigns.map((c) => [c.name, c.rulesetId, c.players.map((p) => p.name), c.eventCount, c.glance?.turn])).toEqual([
      ['Alpha', 'dice-tray', [], 6, 1],
      ['Beta', 'catan-horror', ['Ana', 'Ben'], 1, 0],
    ]);
    expect(campaigns[0].glance?.tracks).toMatchObject([{ id: 'c1', value: 3 }]); // the counter as it stood then
    expect(campaigns[1].glance).toMatchObject({ phase: 'catan-horror/phase/setup', instruction: { code: 'catan-horror/enter-towns' } });
    expect(campaigns[0].lastPlayedAt).toBe('2026-03-01T20:00:00.000Z');
    expect(campaigns[0].current).toMatchObject({ id: alpha, name: 'Alpha', eventCount: 8 });
    expect(campaigns[1].current).toBeNull(); // deleted since
    expect(hash(file)).toBe(before);
    expect(readdirSync(services.backups.dir).sort()).toEqual(folder); // no -wal or -shm left beside it
  });

  it('reads a backup taken before a database update (schema 1) the same way', () => {
    const old = join(services.backups.dir, 'backup-2026-02-01T10-00-00-000Z-before-migration.sqlite');
    played('Alpha', 0);
    mkdirSync(services.backups.dir, { recursive: true });
    const db = new Database(old);
    db.exec(MIGRATIONS[0]);
    db.pragma('user_version = 1');
    db.prepare(
      "INSERT INTO campaigns (id, name, ruleset_id, ruleset_version, players, options, created_at, updated_at) VALUES (1, 'Old', 'dice-tray', 1, '[]', '{}', '2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z')",
    ).run();
    db.prepare(
      `INSERT INTO events (campaign_id, seq, step, session_id, turn, phase, type, payload, cause, dice, created_at)
      VALUES (1, 1, 1, NULL, 0, 'dice-tray/free-play', 'core/setup', '{"options":{},"players":[]}', NULL, NULL, '2026-01-01T00:00:00.000Z')`,
    ).run();
    db.close();
    expect(call('backup/contents', { name: 'backup-2026-02-01T10-00-00-000Z-before-migration.sqlite' }).campaigns).toMatchObject([
      { name: 'Old', eventCount: 1, glance: { turn: 0, instruction: { code: 'dice-tray/roll-or-count' } }, current: null },
    ]);
    // …and restores as a copy: the copy is brought to today's schema, then checked as an import.
    const restored = call('backup/restore-campaign', {
      name: 'backup-2026-02-01T10-00-00-000Z-before-migration.sqlite',
      campaignId: 1,
      as: 'copy',
    });
    expect(restored.campaign).toMatchObject({ name: 'Old (restored 2026-03-01)', eventCount: 1 });
  });

  it('refuses a name that is not one of the backups', () => {
    expect(attempt('backup/contents', { name: '../campaigns.sqlite' })).toMatchObject({ ok: false, error: { code: 'backup/not_found' } });
  });
});

describe('restoring one campaign', () => {
  it('as a copy: the campaign as it was comes back beside today’s, under “(restored <date>)”, and nothing else changes', () => {
    const alpha = played('Alpha', 3);
    const beta = played('Beta', 1);
    const backup = call('backup/create', {});
    move(alpha, 4);
    move(beta, 2);
    const [alphaLog, betaLog] = [log(alpha), log(beta)];

    const restored = call('backup/restore-campaign', { name: backup.name, campaignId: alpha, as: 'copy' });

    expect(restored.replaced).toBeNull();
    expect(restored.campaign.name).toBe('Alpha (restored 2026-03-01)');
    expect(counter(restored.campaign.id)).toBe(3);
    expect([log(alpha), log(beta)]).toEqual([alphaLog, betaLog]);
    expect(
      call('campaign/list', { includeArchived: true })
        .map((c) => c.name)
        .sort(),
    ).toEqual(['Alpha', 'Alpha (restored 2026-03-01)', 'Beta']);
    // The restored copy plays on.
    move(restored.campaign.id, 1);
    expect(counter(restored.campaign.id)).toBe(4);
  });

  it('in place: the campaign goes back to the backup under its own id, the others keep their later play, and the safety copy undoes it', () => {
    const alpha = played('Alpha', 3);
    const beta = played('Beta', 1);
    const backup = call('backup/create', {});
    const alphaThen = log(alpha);
    move(alpha, 4);
    call('campaign/rename', { campaignId: alpha, name: 'Alpha renamed' });
    move(beta, 2);
    const [alphaNow, betaNow] = [log(alpha), log(beta)];
    expect(counter(alpha)).toBe(7); // cached in the engine host: the restore must not leave it stale
    expect(chronicled(alpha)).toEqual(alphaNow); // indexed by the chronicle: likewise

    const restored = call('backup/restore-campaign', { name: backup.name, campaignId: alpha, as: 'replace' });

    expect(restored).toMatchObject({ replaced: alpha, campaign: { id: alpha, name: 'Alpha' } });
    expect(log(alpha)).toEqual(alphaThen);
    expect(chronicled(alpha)).toEqual(alphaThen);
    expect(counter(alpha)).toBe(3);
    expect(log(beta)).toEqual(betaNow);
    expect(counter(beta)).toBe(3);
    expect(call('campaign/list', { includeArchived: true })).toHaveLength(2);
    expect(call('backup/list', {}).backups.map((b) => b.name)).toContain(restored.undoName);

    // The safety copy holds the campaign as it was just before: restoring it in place undoes the restore.
    const undone = call('backup/restore-campaign', { name: restored.undoName, campaignId: alpha, as: 'replace' });
    expect(undone.campaign).toMatchObject({ id: alpha, name: 'Alpha renamed' });
    expect(log(alpha)).toEqual(alphaNow);
    expect(chronicled(alpha)).toEqual(alphaNow);
    expect(counter(alpha)).toBe(7);
    expect(log(beta)).toEqual(betaNow);
  });

  it('in place, for a campaign deleted since: it comes back under its id and name', () => {
    const alpha = played('Alpha', 2);
    const beta = played('Beta', 1);
    const backup = call('backup/create', {});
    call('campaign/delete', { campaignId: alpha, confirmName: 'Alpha' });
    const restored = call('backup/restore-campaign', { name: backup.name, campaignId: alpha, as: 'replace' });
    expect(restored).toMatchObject({ replaced: null, campaign: { id: alpha, name: 'Alpha' } });
    expect(counter(alpha)).toBe(2);
    expect(counter(beta)).toBe(1);
  });

  it('refuses a campaign whose log was tampered with in the backup, and writes nothing (not even a safety copy)', () => {
    const alpha = played('Alpha', 3);
    const backup = call('backup/create', {});
    move(alpha, 1);
    const file = join(services.backups.dir, backup.name);
    const db = new Database(file);
    db.exec(
      "DROP TRIGGER events_are_append_only_update; UPDATE events SET payload = json_set(payload, '$.delta', 50) WHERE type LIKE '%counter-changed%'",
    );
    db.close();
    const backupsBefore = call('backup/list', {}).backups.map((b) => b.name);
    const logBefore = log(alpha);

    const result = attempt('backup/restore-campaign', { name: backup.name, campaignId: alpha, as: 'replace' });

    expect(result).toMatchObject({ ok: false, error: { code: 'backup/unusable' } });
    expect(log(alpha)).toEqual(logBefore);
    expect(call('backup/list', {}).backups.map((b) => b.name)).toEqual(backupsBefore);
  });

  it('refuses a campaign the backup does not hold', () => {
    played('Alpha', 0);
    const backup = call('backup/create', {});
    expect(attempt('backup/restore-campaign', { name: backup.name, campaignId: 9, as: 'copy' })).toMatchObject({
      ok: false,
      error: { code: 'backup/no_such_campaign' },
    });
  });

  it('names a restored copy apart from every campaign, within 80 characters', () => {
    expect(restoredName('Alpha', '2026-03-01T20:00:00.000Z', new Set())).toBe('Alpha (restored 2026-03-01)');
    expect(restoredName('Alpha', '2026-03-01T20:00:00.000Z', new Set(['Alpha (restored 2026-03-01)']))).toBe(
      'Alpha (restored 2026-03-01) 2',
    );
    const long = restoredName('x'.repeat(80), '2026-03-01T20:00:00.000Z', new Set([`${'x'.repeat(58)} (restored 2026-03-01)`]));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith('(restored 2026-03-01) 2')).toBe(true);
  });
});
