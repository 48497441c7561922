import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { tempDir } from '../support/temp-db';

// This build pretends to ship one more migration than the file on disk has, so opening it migrates.
vi.mock('../../electron/main/services/migrations', async (load) => {
  const real = await load<typeof import('../../electron/main/services/migrations')>();
  return { ...real, MIGRATIONS: [...real.MIGRATIONS, 'CREATE TABLE pretend_upgrade (id INTEGER PRIMARY KEY);'] };
});

describe('a backup before every migration', () => {
  it('copies the database as it was, before the new schema touches it', async () => {
    const { MIGRATIONS } = await import('../../electron/main/services/migrations');
    const { startServices } = await import('../../electron/main/services/services');
    const dir = tempDir();
    try {
      // A database written by the previous version: every migration but the last.
      const old = new Database(dir.file('campaigns.sqlite'));
      for (const [i, sql] of MIGRATIONS.slice(0, -1).entries()) {
        old.exec(sql);
        old.pragma(`user_version = ${i + 1}`);
      }
      old
        .prepare(
          "INSERT INTO campaigns (name, ruleset_id, ruleset_version, players, options, created_at, updated_at) VALUES ('Old', 'dice-tray', 1, '[]', '{}', 'x', 'x')",
        )
        .run();
      old.close();

      const services = startServices({ databasePath: dir.file('campaigns.sqlite'), version: 'test', transport: 'websocket' });
      const [backup] = services.backups.list();
      expect(backup.reason).toBe('before-migration');
      const copy = new Database(services.backups.pathOf(backup.name)!, { readonly: true });
      expect(copy.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length - 1);
      expect(copy.prepare('SELECT name FROM campaigns').all()).toEqual([{ name: 'Old' }]);
      copy.close();
      expect(services.db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
      services.close();
    } finally {
      dir.remove();
    }
  });
});
