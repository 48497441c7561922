/**
 * Issue 12 case 2: one process owns a database file. A second browser-build server (or the app)
 * on the same file used to start, and the first one's next action failed on a UNIQUE constraint.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDatabaseLock, lockFileFor, lockHolder } from '../../electron/main/services/database-lock';
import { tempDir } from '../support/temp-db';
import { connect, exchange, spawnServer } from './server-harness';

const dir = tempDir('doomkeeper-lock-');
afterAll(() => dir.remove());

describe('a second process on the same database', () => {
  it('is refused: the second server exits with code 3 and a message naming the holder; the first keeps working', async () => {
    const file = dir.file('shared.sqlite');
    const first = await spawnServer(file);
    try {
      expect(first.alive()).toBe(true);
      const second = await spawnServer(file);
      // Today's main started a second server here; it is stopped whatever happens, never left behind.
      const code = await Promise.race([second.exited, new Promise((done) => setTimeout(done, 10_000, 'still running'))]);
      await second.stop();
      expect(code).toBe(3);
      const message = second.output().trim();
      console.log(`second server's stderr: ${message}`);
      expect(message.split('\n')).toHaveLength(1);
      expect(message).toContain('already open in the browser build (npm run serve)');
      expect(message).toContain(`process ${first.child.pid}`);
      expect(message).toContain(file);

      const socket = await connect(first.port);
      const created = await exchange(
        socket,
        JSON.stringify({ id: 1, method: 'campaign/create', args: { name: 'Mine', rulesetId: 'dice-tray', players: [], options: {} } }),
      );
      expect(created.answer).toMatchObject({ id: 1, result: { ok: true } });
      socket.close();
    } finally {
      await first.stop();
    }
    expect(existsSync(lockFileFor(file))).toBe(false); // released on a clean stop
  });

  it('takes over the lock of a server that was killed (SIGKILL leaves the file behind)', async () => {
    const file = dir.file('killed.sqlite');
    const first = await spawnServer(file);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(lockFileFor(file))).toBe(true);
    const next = await spawnServer(file);
    try {
      expect(next.alive()).toBe(true);
      expect(lockHolder(file)?.pid).toBe(next.child.pid);
    } finally {
      await next.stop();
    }
  });
});

describe('the database lock', () => {
  it('is exclusive within one process too, and free again once released', () => {
    const file = dir.file('in-process.sqlite');
    const lock = acquireDatabaseLock(file, 'test');
    expect(lock.ok).toBe(true);
    const again = acquireDatabaseLock(file, 'test again');
    expect(again).toMatchObject({ ok: false, holder: { pid: process.pid, entry: 'test' } });
    if (lock.ok) lock.release();
    const after = acquireDatabaseLock(file, 'test after');
    expect(after.ok).toBe(true);
    if (after.ok) after.release();
  });

  it('treats a lock whose process is gone as stale, and a garbled old lock file as stale', () => {
    const file = dir.file('stale.sqlite');
    writeFileSync(
      lockFileFor(file),
      JSON.stringify({ pid: 999_999_999, entry: 'the Doomkeeper app', host: hostname(), startedAt: '2020-01-01T00:00:00.000Z' }),
    );
    const lock = acquireDatabaseLock(file, 'fresh');
    expect(lock.ok).toBe(true);
    if (lock.ok) lock.release();
    writeFileSync(lockFileFor(file), 'garbage', { flag: 'w' });
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockFileFor(file), old, old);
    const second = acquireDatabaseLock(file, 'fresh again');
    expect(second.ok).toBe(true);
    if (second.ok) second.release();
  });

  it('names a live holder from the lock file: another running process', () => {
    const file = dir.file('live.sqlite');
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      writeFileSync(
        lockFileFor(file),
        JSON.stringify({ pid: sleeper.pid, entry: 'the Doomkeeper app', host: hostname(), startedAt: '2026-11-23T12:00:00.000Z' }),
      );
      const lock = acquireDatabaseLock(file, 'me');
      expect(lock.ok).toBe(false);
      if (!lock.ok) expect(lock.message).toContain(`the Doomkeeper app (process ${sleeper.pid}, since 2026-11-23T12:00:00.000Z)`);
      expect(JSON.parse(readFileSync(lockFileFor(file), 'utf8')).pid).toBe(sleeper.pid); // never removed
    } finally {
      sleeper.kill('SIGKILL');
    }
  });
});
