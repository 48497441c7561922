/**
 * Issue 12 case 1, in process: a restore builds and verifies its file beside the database before
 * one rename puts it in place. A backup that is whole to SQLite but holds a campaign that does not
 * replay is refused with nothing changed; a leftover of a crashed restore is removed at start.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { restoringPath } from '../../electron/main/services/restore';
import { startServices, type Services } from '../../electron/main/services/services';
import { rpc } from '../support/services-call';
import { tempDir } from '../support/temp-db';

let dir: ReturnType<typeof tempDir>;
let services: Services;
let minute = 0;
const start = () =>
  startServices({
    databasePath: dir.file('campaigns.sqlite'),
    version: 'test',
    transport: 'websocket',
    clock: () => new Date(Date.UTC(2026, 4, 1, 10, minute++)),
  });

function must<T>(result: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

beforeEach(() => {
  dir = tempDir();
  services = start();
});
afterEach(() => {
  services.close();
  dir.remove();
});

describe('restore is atomic and verified (issue 12 case 1)', () => {
  it('refuses a backup whose campaign does not replay, and changes nothing', () => {
    const c = must(rpc(services, 'campaign/create', { name: 'Kept', rulesetId: 'dice-tray', players: [], options: {} }));
    must(
      rpc(services, 'campaign/act', {
        campaignId: c.id,
        action: { type: 'add-counter', payload: { name: 'Doom', min: 0, max: 10, start: 0 } },
      }),
    );
    const backup = must(rpc(services, 'backup/create', {}));
    // The backup is a valid SQLite file, but its log now sets the counter to 1,000,000 (max 10).
    const file = `${services.backups.dir}/${backup.name}`;
    const db = new Database(file);
    db.exec('DROP TRIGGER events_are_append_only_update');
    db.prepare('UPDATE events SET payload = ? WHERE seq = 2').run(
      JSON.stringify({ counterId: 'c1', name: 'Doom', min: 0, max: 10, value: 1_000_000 }),
    );
    db.close();
    must(rpc(services, 'campaign/act', { campaignId: c.id, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } }));
    const mainBefore = readFileSync(dir.file('campaigns.sqlite'));

    const refused = services.dispatch('backup/restore', { name: backup.name });
    expect(refused).toMatchObject({ ok: false, error: { code: 'backup/unusable' } });
    expect(existsSync(restoringPath(dir.file('campaigns.sqlite')))).toBe(false);
    expect(readFileSync(dir.file('campaigns.sqlite'))).toEqual(mainBefore);
    expect(must(rpc(services, 'campaign/history', { campaignId: c.id }))).toHaveLength(3);
  });

  it('a restore leaves no WAL of the old file to be read against the new one', () => {
    must(rpc(services, 'campaign/create', { name: 'Old', rulesetId: 'dice-tray', players: [], options: {} }));
    const backup = must(rpc(services, 'backup/create', {}));
    for (let i = 0; i < 30; i++)
      must(rpc(services, 'campaign/create', { name: `Later ${i}`, rulesetId: 'dice-tray', players: [], options: {} }));
    must(rpc(services, 'backup/restore', { name: backup.name }));
    expect(must(rpc(services, 'campaign/list', {})).map((c) => c.name)).toEqual(['Old']);
    services.close();
    services = start();
    expect(must(rpc(services, 'campaign/list', {})).map((c) => c.name)).toEqual(['Old']);
    expect(services.fullCheck().state).toBe('ok');
  });

  it('a leftover of a restore killed before its swap is removed at the next start', () => {
    must(rpc(services, 'campaign/create', { name: 'Here', rulesetId: 'dice-tray', players: [], options: {} }));
    services.close();
    const leftover = restoringPath(dir.file('campaigns.sqlite'));
    writeFileSync(leftover, 'half a restored file');
    writeFileSync(`${leftover}-journal`, 'its journal');
    services = start();
    expect(existsSync(leftover)).toBe(false);
    expect(existsSync(`${leftover}-journal`)).toBe(false);
    expect(must(rpc(services, 'campaign/list', {})).map((c) => c.name)).toEqual(['Here']);
  });
});
