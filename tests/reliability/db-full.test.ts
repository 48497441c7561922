/**
 * Issue 27 finding 9: with the disk full nothing acknowledged was lost, but every refusal was
 * `rpc/internal` "Something went wrong…", a failed backup said the same, and a failed scheduled
 * backup went only to the console. Now a full disk is `db/full` (appends) or `backup/full`
 * (backups), with words that say what to do; a failed scheduled backup is told to every view and
 * kept in the status for views that open later.
 *
 * The disk is filled for real where SQLite meets it: the database is capped with
 * `max_page_count` (SQLite answers SQLITE_FULL exactly as on a full disk), and a backup's file is
 * made a link to /dev/full (every write ENOSPC).
 */
import { existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { coreMessages } from '../../renderer/src/i18n/core';
import { format } from '../../renderer/src/i18n/catalog';
import { startServices, type Services } from '../../electron/main/services/services';
import type { Notice } from '../../shared/rpc/transport';
import { caller } from '../support/services-call';
import { tempDir } from '../support/temp-db';

const FULL = '/dev/full';
let temp: ReturnType<typeof tempDir>;
let services: Services;
const clock = () => new Date('2026-06-10T12:00:00.000Z');
const { call, attempt } = caller(() => services);
const stamp = '2026-06-10T12-00-00-000Z';

beforeEach(() => (temp = tempDir('doomkeeper-full-')));
afterEach(() => {
  services?.close();
  temp.remove();
});

const roll = (campaignId: number) =>
  attempt('campaign/act', {
    campaignId,
    action: { type: 'roll', payload: { count: 1, die: 'd6' }, roll: { source: 'table', values: [5] } },
  });

describe.runIf(existsSync(FULL))('a full disk', () => {
  it('an append refused by a full disk is db/full with words saying what to do; nothing acknowledged is lost', () => {
    services = startServices({ databasePath: temp.file('campaigns.sqlite'), version: 'test', transport: 'websocket', clock });
    const c = call('campaign/create', { name: 'Arkham', rulesetId: 'dice-tray', players: [], options: {} });
    for (let i = 0; i < 3; i++) expect(roll(c.id).ok).toBe(true);
    const history = call('campaign/history', { campaignId: c.id });
    services.db.pragma(`max_page_count = ${services.db.pragma('page_count', { simple: true }) as number}`);
    let refused: ReturnType<typeof roll> | null = null;
    for (let i = 0; i < 400 && !refused; i++) {
      const result = roll(c.id);
      if (!result.ok) refused = result;
      else history.push(...call('campaign/history', { campaignId: c.id }).slice(history.length));
    }
    expect(refused).toMatchObject({ ok: false, error: { code: 'db/full', details: { osCode: 'SQLITE_FULL' } } });
    expect(format(coreMessages['db/full'])).toContain('Free some space on the disk');
    expect(call('campaign/history', { campaignId: c.id })).toEqual(history);
  });

  it('a backup the disk cannot hold says so (backup/full), leaves no partial file and lists nothing new', () => {
    services = startServices({ databasePath: temp.file('campaigns.sqlite'), version: 'test', transport: 'websocket', clock });
    call('campaign/create', { name: 'Arkham', rulesetId: 'dice-tray', players: [], options: {} });
    const dir = services.backups.dir;
    mkdirSync(dir, { recursive: true });
    const partial = join(dir, `backup-${stamp}-manual.sqlite.partial`);
    symlinkSync(FULL, partial);
    expect(attempt('backup/create', {})).toMatchObject({ ok: false, error: { code: 'backup/full', details: { osCode: 'SQLITE_FULL' } } });
    expect(format(coreMessages['backup/full'])).toContain('the disk is full');
    expect(readdirSync(dir)).toEqual([]);
    expect(call('backup/list', {}).backups).toEqual([]);
  });

  it('a failed scheduled backup is told to every view and kept in the status; the next one that works clears it', async () => {
    services = startServices({
      databasePath: temp.file('campaigns.sqlite'),
      version: 'test',
      transport: 'websocket',
      clock,
      backupEveryMinutes: 0.002, // every 120 ms
    });
    call('campaign/create', { name: 'Arkham', rulesetId: 'dice-tray', players: [], options: {} });
    const heard: Notice[] = [];
    services.onNotice((n) => heard.push(n));
    const dir = services.backups.dir;
    mkdirSync(dir, { recursive: true });
    const partial = join(dir, `backup-${stamp}-scheduled.sqlite.partial`);
    symlinkSync(FULL, partial);
    await expect.poll(() => heard.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(heard[0]).toEqual({
      kind: 'backup/failed',
      campaignId: null,
      at: '2026-06-10T12:00:00.000Z',
      code: 'backup/full',
      osCode: 'SQLITE_FULL',
    });
    expect(call('recovery/status', {}).backupFailure).toMatchObject({ code: 'backup/full' });
    rmSync(partial, { force: true });
    await expect.poll(() => call('backup/list', {}).backups.length, { timeout: 5000 }).toBeGreaterThan(0);
    await expect.poll(() => call('recovery/status', {}).backupFailure ?? null, { timeout: 5000 }).toBeNull();
  });
});
