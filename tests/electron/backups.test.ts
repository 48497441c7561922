import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Backups, chooseKept, DEFAULT_ROTATION } from '../../electron/main/services/backups';
import { startServices, type Services } from '../../electron/main/services/services';
import { tempDir } from '../support/temp-db';
import { caller } from '../support/services-call';

const HOUR = 3_600_000;
let dir: ReturnType<typeof tempDir>;
let services: Services;
let clock = new Date('2026-03-01T20:00:00.000Z');
const { call, attempt } = caller(() => services);
const start = () => startServices({ databasePath: dir.file('campaigns.sqlite'), version: 'test', transport: 'websocket', clock: () => clock });

beforeEach(() => {
  dir = tempDir();
  clock = new Date('2026-03-01T20:00:00.000Z');
  services = start();
});
afterEach(() => {
  services.close();
  dir.remove();
});

describe('backup rotation', () => {
  it('keeps recent backups dense, older ones sparse, and never more than the bound', () => {
    const now = Date.parse('2026-06-01T12:00:00.000Z');
    // One backup every 30 minutes for 120 days.
    const all = Array.from({ length: 120 * 48 }, (_, i) => ({ name: `b${i}`, time: now - i * HOUR / 2 }));
    const kept = chooseKept(all, now);
    const ages = all.filter((b) => kept.has(b.name)).map((b) => (now - b.time) / HOUR);
    expect(kept.size).toBeLessThanOrEqual(DEFAULT_ROTATION.maxCount);
    expect(ages[0]).toBe(0);
    expect(ages.filter((a) => a < 2)).toHaveLength(4); // every backup of the last two hours
    const hourly = ages.filter((a) => a >= 2 && a < 24);
    expect(hourly.length).toBeGreaterThanOrEqual(20); // then one an hour
    expect(hourly.length).toBeLessThanOrEqual(23);
    const daily = ages.filter((a) => a >= 24 && a < 14 * 24);
    expect(daily.length).toBeLessThanOrEqual(14); // then one a day
    expect(daily.length).toBeGreaterThanOrEqual(12);
    const weekly = ages.filter((a) => a >= 14 * 24);
    expect(weekly.length).toBeGreaterThanOrEqual(9); // then one a week, up to twelve weeks back
    expect(Math.max(...weekly)).toBeLessThan(12 * 7 * 24);
  });

  it('rotates real backup files as a fake clock moves on', () => {
    const files = tempDir();
    let now = Date.parse('2026-01-01T00:00:00.000Z');
    const backups = new Backups(files.dir, () => new Date(now), { recentHours: 1, recentMax: 3, hourlyFor: 6, dailyFor: 3, weeklyFor: 2, maxCount: 12 });
    try {
      for (let i = 0; i < 24 * 10; i++) {
        // A stand-in database: any file named like a backup.
        writeFileSync(`${files.dir}/backup-${new Date(now).toISOString().replace(/:/g, '-').replace('.', '-')}-scheduled.sqlite`, 'x');
        backups.rotate();
        now += HOUR / 2;
      }
      const left = backups.list();
      expect(left.length).toBeLessThanOrEqual(12);
      expect(left[0].createdAt).toBe(new Date(now - HOUR / 2).toISOString());
      const ages = left.map((b) => (now - Date.parse(b.createdAt)) / HOUR);
      expect(ages.filter((a) => a <= 1)).toEqual([0.5, 1]);
      expect(Math.max(...ages)).toBeGreaterThan(48);
      expect(Math.max(...ages)).toBeLessThan(14 * 24);
    } finally {
      files.remove();
    }
  });
});

describe('backups of the real database', () => {
  it('backs up with the online backup API, on demand and before an import, listed with date and size', async () => {
    call('campaign/create', { name: 'Kept', rulesetId: 'dice-tray', players: [], options: {} });
    const online = await services.backups.create(services.db, 'scheduled');
    expect(online).toMatchObject({ reason: 'scheduled', createdAt: '2026-03-01T20:00:00.000Z' });
    expect(online.size).toBeGreaterThan(4096);
    clock = new Date(clock.getTime() + 60_000);
    const manual = call('backup/create', {});
    expect(manual.reason).toBe('manual');
    const listed = call('backup/list', {});
    expect(listed.backups.map((b) => b.reason)).toEqual(['manual', 'scheduled']);
    expect(listed.everyMinutes).toBe(0);
    expect(readdirSync(listed.folder).some((f) => f.endsWith('.partial'))).toBe(false);
  });

  it('backs the database up before a campaign is deleted, so it can be brought back', () => {
    const doomed = call('campaign/create', { name: 'Doomed', rulesetId: 'dice-tray', players: [], options: {} });
    call('campaign/act', { campaignId: doomed.id, action: { type: 'roll', payload: { count: 1, die: 'd6' }, roll: { source: 'table', values: [4] } } });
    expect(attempt('campaign/delete', { campaignId: doomed.id, confirmName: 'wrong' })).toMatchObject({ ok: false });
    expect(call('backup/list', {}).backups.filter((b) => b.reason === 'before-delete')).toHaveLength(0);
    call('campaign/delete', { campaignId: doomed.id, confirmName: 'Doomed' });
    const saved = call('backup/list', {}).backups.filter((b) => b.reason === 'before-delete');
    expect(saved).toHaveLength(1);
    clock = new Date(clock.getTime() + 60_000);
    call('backup/restore', { name: saved[0].name });
    expect(call('campaign/list', {}).map((c) => c.name)).toEqual(['Doomed']);
    expect(call('campaign/history', { campaignId: doomed.id })).toHaveLength(2);
  });

  it('restores a backup, and the restore itself can be undone', () => {
    const first = call('campaign/create', { name: 'Before', rulesetId: 'dice-tray', players: [], options: {} });
    const backup = call('backup/create', {});
    clock = new Date(clock.getTime() + 60_000);
    call('campaign/create', { name: 'After', rulesetId: 'dice-tray', players: [], options: {} });
    call('campaign/act', { campaignId: first.id, action: { type: 'roll', payload: { count: 1, die: 'd6' }, roll: { source: 'table', values: [6] } } });
    const dispatchBefore = services.dispatch;

    clock = new Date(clock.getTime() + 60_000);
    const restored = call('backup/restore', { name: backup.name });
    expect(call('campaign/list', {}).map((c) => c.name)).toEqual(['Before']);
    expect(call('campaign/history', { campaignId: first.id })).toHaveLength(1);
    expect(dispatchBefore('campaign/list', {})).toMatchObject({ ok: true }); // the same dispatcher keeps working
    // Playing on after a restore works on the restored database.
    call('campaign/act', { campaignId: first.id, action: { type: 'roll', payload: { count: 1, die: 'd6' }, roll: { source: 'table', values: [2] } } });

    clock = new Date(clock.getTime() + 60_000);
    call('backup/restore', { name: restored.undoName });
    expect(call('campaign/list', {}).map((c) => c.name).sort()).toEqual(['After', 'Before']);
    expect(call('campaign/history', { campaignId: first.id }).map((e) => e.dice?.[0].value ?? null)).toEqual([null, 6]);

    // A restart finds the restored database.
    services.close();
    services = start();
    expect(call('campaign/list', {}).map((c) => c.name).sort()).toEqual(['After', 'Before']);
  });

  it('refuses to restore a damaged or unknown backup and changes nothing', () => {
    call('campaign/create', { name: 'Safe', rulesetId: 'dice-tray', players: [], options: {} });
    const { folder } = call('backup/list', {});
    clock = new Date(clock.getTime() + 60_000);
    const good = call('backup/create', {});
    const broken = good.name.replace('manual', 'scheduled').replace('20-01-00', '20-02-00');
    writeFileSync(`${folder}/${broken}`, 'this is not a database at all, just text pretending to be one');
    expect(attempt('backup/restore', { name: broken })).toMatchObject({ ok: false, error: { code: 'backup/unusable' } });
    expect(attempt('backup/restore', { name: '../campaigns.sqlite' })).toMatchObject({ ok: false, error: { code: 'backup/not_found' } });
    expect(call('campaign/list', {}).map((c) => c.name)).toEqual(['Safe']);
    expect(existsSync(`${folder}/${good.name}`)).toBe(true);
  });

  it('backs up on a schedule while running, when asked to', async () => {
    const other = tempDir();
    const ticking = startServices({ databasePath: other.file('tick.sqlite'), version: 'test', transport: 'websocket', backupEveryMinutes: 0.002 });
    try {
      await expect.poll(() => ticking.backups.list().filter((b) => b.reason === 'scheduled').length, { timeout: 5000 }).toBeGreaterThan(0);
    } finally {
      ticking.close();
      other.remove();
    }
  });
});
