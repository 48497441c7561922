import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Backups, chooseKept, DEFAULT_RETENTION } from '../../electron/main/services/backups';
import { startServices, type Services } from '../../electron/main/services/services';
import { tempDir } from '../support/temp-db';
import { caller } from '../support/services-call';

const HOUR = 3_600_000;
let dir: ReturnType<typeof tempDir>;
let services: Services;
let clock = new Date('2026-03-01T20:00:00.000Z');
const { call, attempt } = caller(() => services);
const start = () =>
  startServices({ databasePath: dir.file('campaigns.sqlite'), version: 'test', transport: 'websocket', clock: () => clock });

beforeEach(() => {
  dir = tempDir();
  clock = new Date('2026-03-01T20:00:00.000Z');
  services = start();
});
afterEach(() => {
  services.close();
  dir.remove();
});

/** A stand-in backup file named like one made at `time` (rotation reads only names). */
function fakeBackup(dir: string, time: number, reason: string): string {
  const name = `backup-${new Date(time).toISOString().replace(/:/g, '-').replace('.', '-')}-${reason}.sqlite`;
  writeFileSync(`${dir}/${name}`, 'x');
  return name;
}

describe('backup rotation (issue 12 case 4)', () => {
  it('keeps every backup of the last day, one a day for a month, one a week for a year, and never more than that bound', () => {
    const now = Date.parse('2026-06-01T12:00:00.000Z');
    // One backup every 30 minutes for 400 days.
    const all = Array.from({ length: 400 * 48 }, (_, i) => ({ name: `b${String(i).padStart(5, '0')}`, time: now - (i * HOUR) / 2 }));
    const kept = chooseKept(all, now);
    const ages = all.filter((b) => kept.has(b.name)).map((b) => (now - b.time) / HOUR);
    expect(ages.filter((a) => a < 24)).toHaveLength(48); // every backup of the last day
    expect(ages.filter((a) => a >= 24 && a < 30 * 24).length).toBeGreaterThanOrEqual(28); // then one a day for a month
    expect(ages.filter((a) => a >= 30 * 24 && a < 365 * 24).length).toBeGreaterThanOrEqual(45); // then one a week for a year
    expect(Math.max(...ages)).toBeLessThan(366 * 24);
    expect(kept.size).toBeLessThanOrEqual(48 + DEFAULT_RETENTION.dailyFor + DEFAULT_RETENTION.weeklyFor);
  });

  it('8 manual backups in one hour never rotate out the copy taken before a delete', () => {
    call('campaign/create', { name: 'Doomed', rulesetId: 'dice-tray', players: [], options: {} });
    call('campaign/delete', { campaignId: 1, confirmName: 'Doomed' });
    const safety = call('backup/list', {}).backups.find((b) => b.reason === 'before-delete')!;
    for (let i = 0; i < 8 + 4; i++) {
      clock = new Date(clock.getTime() + 60_000);
      call('backup/create', {});
    }
    const names = call('backup/list', {}).backups.map((b) => b.name);
    expect(names).toContain(safety.name);
    expect(names.filter((n) => n.endsWith('-manual.sqlite'))).toHaveLength(12); // all from the last day
  });

  it('after 13 weeks away, the first new backup keeps the newest ones and one of each day played', () => {
    const files = tempDir();
    try {
      let now = Date.parse('2026-01-05T18:00:00.000Z');
      const backups = new Backups(files.dir, () => new Date(now));
      // Two weeks of evenings at the table, a backup every 30 minutes for 3 hours.
      const playDays = new Set<string>();
      for (let day = 0; day < 14; day += 2) {
        for (let k = 0; k < 6; k++) {
          now = Date.parse('2026-01-05T18:00:00.000Z') + day * 24 * HOUR + (k * HOUR) / 2;
          fakeBackup(files.dir, now, 'scheduled');
          playDays.add(new Date(now).toISOString().slice(0, 10));
          backups.rotate();
        }
      }
      const before = backups.list().length;
      now += 13 * 7 * 24 * HOUR;
      fakeBackup(files.dir, now, 'scheduled');
      const removed = backups.rotate();
      const left = backups.list();
      expect(left.length).toBeGreaterThanOrEqual(DEFAULT_RETENTION.keepNewest);
      expect(removed.length).toBeLessThan(before);
      expect(new Set(left.map((b) => b.createdAt.slice(0, 10)))).toEqual(new Set([...playDays, new Date(now).toISOString().slice(0, 10)]));
    } finally {
      files.remove();
    }
  });

  it('a clock set back a year: future-dated backups are kept but never crowd out the new ones', () => {
    const files = tempDir();
    try {
      let now = Date.parse('2027-03-01T12:00:00.000Z');
      const backups = new Backups(files.dir, () => new Date(now));
      for (let i = 0; i < 60; i++) {
        fakeBackup(files.dir, now - i * 6 * HOUR, 'scheduled');
      }
      backups.rotate();
      const future = backups.list().map((b) => b.name);
      now -= 365 * 24 * HOUR; // the clock goes back a year
      const made: string[] = [];
      for (let day = 0; day < 40; day++) {
        made.push(fakeBackup(files.dir, now, 'manual'));
        backups.rotate();
        now += 24 * HOUR;
      }
      const left = new Set(backups.list().map((b) => b.name));
      for (const name of future) expect(left.has(name)).toBe(true);
      // The new backups rotate among themselves as if the future ones were not there: one a day for a month.
      const newLeft = made.filter((n) => left.has(n));
      expect(newLeft.length).toBeGreaterThanOrEqual(30);
      expect(left.has(made[made.length - 1])).toBe(true);
    } finally {
      files.remove();
    }
  });

  it('safety copies are never rotated, however many routine backups follow', () => {
    const files = tempDir();
    try {
      let now = Date.parse('2026-01-01T00:00:00.000Z');
      const backups = new Backups(files.dir, () => new Date(now));
      const safety = ['before-delete', 'before-restore', 'before-import', 'before-migration'].map((reason) =>
        fakeBackup(files.dir, now, reason),
      );
      for (let i = 0; i < 4 * 400; i++) {
        now += 6 * HOUR;
        fakeBackup(files.dir, now, 'scheduled');
        if (i % 4 === 0) backups.rotate();
      }
      backups.rotate();
      const left = backups.list().map((b) => b.name);
      for (const name of safety) expect(left).toContain(name);
      expect(left.length).toBeLessThan(4 + 1 + DEFAULT_RETENTION.dailyFor + DEFAULT_RETENTION.weeklyFor + safety.length);
    } finally {
      files.remove();
    }
  });

  it('a partial backup left by a crash is not listed and is removed at the next start', () => {
    const { folder } = call('backup/list', {});
    const partial = `${folder}/backup-2026-03-01T19-59-00-000Z-scheduled.sqlite.partial`;
    mkdirSync(folder, { recursive: true });
    writeFileSync(partial, 'half a database');
    expect(call('backup/list', {}).backups).toHaveLength(0);
    services.close();
    services = start();
    expect(existsSync(partial)).toBe(false);
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
    call('campaign/act', {
      campaignId: doomed.id,
      action: { type: 'roll', payload: { count: 1, die: 'd6' }, roll: { source: 'table', values: [4] } },
    });
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
    call('campaign/act', {
      campaignId: first.id,
      action: { type: 'roll', payload: { count: 1, die: 'd6' }, roll: { source: 'table', values: [6] } },
    });
    const dispatchBefore = services.dispatch;

    clock = new Date(clock.getTime() + 60_000);
    const restored = call('backup/restore', { name: backup.name });
    expect(call('campaign/list', {}).map((c) => c.name)).toEqual(['Before']);
    expect(call('campaign/history', { campaignId: first.id })).toHaveLength(1);
    expect(dispatchBefore('campaign/list', {})).toMatchObject({ ok: true }); // the same dispatcher keeps working
    // Playing on after a restore works on the restored database.
    call('campaign/act', {
      campaignId: first.id,
      action: { type: 'roll', payload: { count: 1, die: 'd6' }, roll: { source: 'table', values: [2] } },
    });

    clock = new Date(clock.getTime() + 60_000);
    call('backup/restore', { name: restored.undoName });
    expect(
      call('campaign/list', {})
        .map((c) => c.name)
        .sort(),
    ).toEqual(['After', 'Before']);
    expect(call('campaign/history', { campaignId: first.id }).map((e) => e.dice?.[0].value ?? null)).toEqual([null, 6]);

    // A restart finds the restored database.
    services.close();
    services = start();
    expect(
      call('campaign/list', {})
        .map((c) => c.name)
        .sort(),
    ).toEqual(['After', 'Before']);
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
    const ticking = startServices({
      databasePath: other.file('tick.sqlite'),
      version: 'test',
      transport: 'websocket',
      backupEveryMinutes: 0.002,
    });
    try {
      await expect.poll(() => ticking.backups.list().filter((b) => b.reason === 'scheduled').length, { timeout: 5000 }).toBeGreaterThan(0);
    } finally {
      ticking.close();
      other.remove();
    }
  });
});
