/**
 * Issue 27 finding 3: the phone link outlived the campaign it shared. Deleting the shared campaign
 * left sharing on, and campaign ids were reused (`INTEGER PRIMARY KEY` without AUTOINCREMENT), so
 * the next campaign created took the deleted one's id and the old link read it. Sharing now ends
 * with its campaign and with a whole-database restore; ids are never reused, in new files and in
 * files written by the previous version (schema 4), migrated with every campaign and event kept.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APPLICATION_ID, MIGRATIONS } from '../../electron/main/services/migrations';
import { startServices, type Services } from '../../electron/main/services/services';
import { caller } from '../support/services-call';
import { tempDir } from '../support/temp-db';

let services: Services;
let temp: ReturnType<typeof tempDir>;
const { call } = caller(() => services);
const start = (databasePath = temp.file('campaigns.sqlite')) => {
  const web = temp.file('web');
  mkdirSync(web, { recursive: true });
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Doomkeeper</title>');
  services = startServices({ databasePath, version: 'test', transport: 'ipc', lan: { staticRoot: web, address: '127.0.0.1' } });
  return services;
};

beforeEach(() => (temp = tempDir('doomkeeper-ids-')));
afterEach(() => {
  services?.close();
  temp.remove();
});

const create = (name: string) => call('campaign/create', { name, rulesetId: 'dice-tray', players: [], options: {} });
const roll = (campaignId: number, value: number) =>
  call('campaign/act', {
    campaignId,
    action: { type: 'roll', payload: { count: 1, die: 'd6' }, roll: { source: 'table', values: [value] } },
  });

async function share(campaignId: number): Promise<string> {
  call('lan/start', { campaignId });
  await expect.poll(() => call('lan/status', {}).state).toBe('on');
  return call('lan/status', {}).url!;
}

/** Whether anything still answers at the phone link's address. */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

describe('sharing ends with its campaign', () => {
  it('deleting the shared campaign stops sharing: the link no longer answers', async () => {
    start();
    const shared = create('Shared');
    create('Other');
    const url = await share(shared.id);
    expect(await answers(url)).toBe(true);
    call('campaign/delete', { campaignId: shared.id, confirmName: 'Shared' });
    expect(call('lan/status', {})).toMatchObject({ state: 'off', campaignId: null, url: null });
    expect(await answers(url)).toBe(false);
  });

  it('deleting another campaign leaves sharing on', async () => {
    start();
    const shared = create('Shared');
    const other = create('Other');
    await share(shared.id);
    call('campaign/delete', { campaignId: other.id, confirmName: 'Other' });
    expect(call('lan/status', {})).toMatchObject({ state: 'on', campaignId: shared.id });
  });

  it('a whole-database restore stops sharing', async () => {
    start();
    const shared = create('Shared');
    const backup = call('backup/create', {});
    const url = await share(shared.id);
    call('backup/restore', { name: backup.name });
    expect(call('lan/status', {}).state).toBe('off');
    expect(await answers(url)).toBe(false);
  });
});

describe('campaign ids are never reused', () => {
  it('the campaign created after the newest one was deleted gets a new id', () => {
    start();
    create('First');
    const doomed = create('Doomed');
    call('campaign/delete', { campaignId: doomed.id, confirmName: 'Doomed' });
    const next = create('Next');
    expect(next.id).toBeGreaterThan(doomed.id);
    // Nor after a restart.
    services.close();
    start();
    call('campaign/delete', { campaignId: next.id, confirmName: 'Next' });
    expect(create('Later').id).toBeGreaterThan(next.id);
  });

  it('a file written by the previous version (schema 4) migrates: every campaign, event, session and timeline kept, ids never reused after', () => {
    // Played today, then copied into a file laid out exactly as schema 4 wrote it.
    const played = temp.file('played.sqlite');
    start(played);
    const alpha = create('Alpha');
    const beta = create('Beta');
    for (let i = 1; i <= 6; i++) roll(alpha.id, i);
    call('session/start', { campaignId: beta.id });
    roll(beta.id, 4);
    call('campaign/undo', { campaignId: alpha.id });
    const history = call('campaign/history', { campaignId: alpha.id });
    services.close();

    const old = temp.file('campaigns.sqlite');
    const db = new Database(old);
    for (const [i, sql] of MIGRATIONS.slice(0, 4).entries()) {
      db.exec(sql);
      db.pragma(`user_version = ${i + 1}`);
    }
    db.prepare('ATTACH DATABASE ? AS played').run(played);
    for (const table of ['campaigns', 'play_sessions', 'events', 'snapshots', 'timelines'])
      db.exec(`INSERT INTO ${table} SELECT * FROM played.${table}`);
    db.exec('DETACH DATABASE played');
    const counts = (d: Database.Database) =>
      ['campaigns', 'play_sessions', 'events', 'snapshots', 'timelines'].map(
        (t) => (d.prepare(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n,
      );
    const before = counts(db);
    expect(db.prepare("SELECT sql FROM sqlite_schema WHERE name = 'campaigns'").pluck().get()).not.toContain('AUTOINCREMENT');
    db.close();

    start(old);
    expect(services.backups.list().map((b) => b.reason)).toContain('before-migration');
    expect(services.db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(services.db.pragma('application_id', { simple: true })).toBe(APPLICATION_ID);
    expect(services.db.prepare("SELECT sql FROM sqlite_schema WHERE name = 'campaigns'").pluck().get()).toContain('AUTOINCREMENT');
    expect(counts(services.db)).toEqual(before);
    expect(services.db.pragma('foreign_key_check')).toEqual([]);
    expect(services.db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(call('campaign/history', { campaignId: alpha.id })).toEqual(history);
    expect(call('campaign/list', {}).map((c) => [c.id, c.name])).toEqual(
      expect.arrayContaining([
        [alpha.id, 'Alpha'],
        [beta.id, 'Beta'],
      ]),
    );
    roll(alpha.id, 6);
    // Deleting still takes a campaign's events with it (the references follow the rebuilt table).
    call('campaign/delete', { campaignId: beta.id, confirmName: 'Beta' });
    expect(services.db.prepare('SELECT count(*) FROM events WHERE campaign_id = ?').pluck().get(beta.id)).toBe(0);
    expect(create('Gamma').id).toBeGreaterThan(beta.id);
  });
});
