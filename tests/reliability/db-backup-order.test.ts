/**
 * Issue 27 finding 4: backups were ordered by the time in their names. With the clock set back a
 * day, recovery restored a 5-roll backup over a whole one holding 50 more acknowledged actions,
 * and the backups screen listed the stale one first (a year-fast clock: its 2027 file first;
 * backups of the same millisecond out of order). Backups are now listed and chosen by what they
 * hold — the events of play, the log position they reach — and the clock time is a label only.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventsHeld } from '../../electron/main/services/backups';
import { startServices, type Services } from '../../electron/main/services/services';
import { caller } from '../support/services-call';
import { tempDir } from '../support/temp-db';

let temp: ReturnType<typeof tempDir>;
let services: Services | null = null;
let clock = new Date('2026-06-10T12:00:00.000Z');
const { call } = caller(() => services!);
const start = () =>
  (services = startServices({ databasePath: temp.file('campaigns.sqlite'), version: 'test', transport: 'websocket', clock: () => clock }));

beforeEach(() => {
  temp = tempDir('doomkeeper-order-');
  clock = new Date('2026-06-10T12:00:00.000Z');
});
afterEach(() => {
  services?.close();
  services = null;
  temp.remove();
});

const rolls = (campaignId: number, n: number) => {
  for (let i = 0; i < n; i++)
    call('campaign/act', {
      campaignId,
      action: { type: 'roll', payload: { count: 1, die: 'd6' }, roll: { source: 'table', values: [(i % 6) + 1] } },
    });
};

/** Overwrites part of the events table's root page, as a failing disk would. */
function damage(file: string): void {
  const db = new Database(file, { readonly: true });
  const page = db.prepare("SELECT rootpage FROM sqlite_schema WHERE name = 'events'").pluck().get() as number;
  db.close();
  const bytes = readFileSync(file);
  const size = bytes.readUInt16BE(16);
  for (let i = 8; i < 600; i++) bytes[(page - 1) * size + i] = (i * 37 + 11) & 0xff;
  writeFileSync(file, bytes);
}

describe('backups ordered by what they hold, not by their clock time', () => {
  it('clock set back a day: the backups screen lists the one holding more play first, and recovery restores it', () => {
    start();
    const c = call('campaign/create', { name: 'Arkham', rulesetId: 'dice-tray', players: [], options: {} });
    rolls(c.id, 5);
    const small = call('backup/create', {});
    rolls(c.id, 50);
    clock = new Date('2026-06-09T12:00:00.000Z'); // the clock is corrected a day back
    const large = call('backup/create', {});
    expect(large.createdAt < small.createdAt).toBe(true);
    const listed = call('backup/list', {}).backups;
    expect(listed.map((b) => b.name)).toEqual([large.name, small.name]);
    expect(listed[0].events).toBeGreaterThan(listed[1].events! + 49);

    services!.close();
    services = null;
    damage(temp.file('campaigns.sqlite'));
    start();
    expect(call('recovery/status', {}).state).toBe('damaged');
    expect(call('recovery/restore', {}).restored).toBe(large.name);
    expect(call('campaign/history', { campaignId: c.id }).length).toBe(listed[0].events);
  });

  it('a year-fast clock: its 2027 backup holding less is not first; a damaged backup comes last and is skipped', () => {
    start();
    const c = call('campaign/create', { name: 'Arkham', rulesetId: 'dice-tray', players: [], options: {} });
    clock = new Date('2027-06-10T12:00:00.000Z');
    rolls(c.id, 2);
    const fast = call('backup/create', {});
    clock = new Date('2026-06-10T13:00:00.000Z');
    rolls(c.id, 10);
    const right = call('backup/create', {});
    writeFileSync(`${services!.backups.dir}/backup-2028-01-01T00-00-00-000Z-manual.sqlite`, 'not a database');
    expect(call('backup/list', {}).backups.map((b) => [b.name, b.events])).toEqual([
      [right.name, right.events],
      [fast.name, fast.events],
      ['backup-2028-01-01T00-00-00-000Z-manual.sqlite', null],
    ]);
    expect(right.events).toBeGreaterThan(fast.events!);
  });

  it('backups of the same millisecond are listed in the order they hold, the later one first', () => {
    start();
    const c = call('campaign/create', { name: 'Arkham', rulesetId: 'dice-tray', players: [], options: {} });
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      rolls(c.id, 1);
      names.push(call('backup/create', {}).name);
    }
    expect(new Set(names.map((n) => n.slice(0, 31))).size).toBe(1); // one millisecond, three files
    expect(call('backup/list', {}).backups.map((b) => b.name)).toEqual([...names].reverse());
  });

  it('reading what a backup holds leaves nothing beside it, even an old WAL-mode backup', async () => {
    start();
    const c = call('campaign/create', { name: 'Arkham', rulesetId: 'dice-tray', players: [], options: {} });
    rolls(c.id, 3);
    const dir = services!.backups.dir;
    mkdirSync(dir, { recursive: true });
    // An older build's scheduled backup: the online backup API, left in WAL mode.
    await services!.db.backup(`${dir}/backup-2026-06-01T00-00-00-000Z-scheduled.sqlite`);
    const before = readdirSync(dir).sort();
    expect(eventsHeld(`${dir}/backup-2026-06-01T00-00-00-000Z-scheduled.sqlite`)).toBe(4);
    const made = call('backup/create', {});
    expect(eventsHeld(`${dir}/${made.name}`)).toBe(4);
    expect(readdirSync(dir).sort()).toEqual([...before, made.name].sort());
    expect(existsSync(`${dir}/${made.name}-wal`)).toBe(false);
  });
});
