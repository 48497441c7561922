/**
 * Issue 27 finding 2: an error of the machine around the database (no file handles left, a full
 * disk, no permission, a folder where the file should be) is not damage. The check used to take
 * EMFILE for damage, copy the healthy file aside from a timer, and die when the copy threw too.
 * Only SQLite's verdict on the file is damage; everything else is typed, retried and reported,
 * and nothing thrown from a timer ends the process.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseFileProblem } from '../../electron/main/services/database';
import { EnvironmentError, isDiskFull, isEnvironmental, retryEnvironmental } from '../../electron/main/services/environment';
import { guarded } from '../../electron/main/services/guarded';
import { createDispatcher } from '../../electron/main/services/rpc';
import { startServices } from '../../electron/main/services/services';
import { rpc } from '../support/services-call';
import { tempDir } from '../support/temp-db';

let dir: ReturnType<typeof tempDir>;
beforeEach(() => (dir = tempDir('doomkeeper-env-')));
afterEach(() => dir.remove());

/** A database with one campaign and a few rolls, closed. */
function playedDatabase(): string {
  const file = dir.file('campaigns.sqlite');
  const s = startServices({ databasePath: file, version: 'test', transport: 'websocket' });
  const created = rpc(s, 'campaign/create', { name: 'Arkham', rulesetId: 'dice-tray', players: [], options: {} });
  if (!created.ok) throw new Error(created.error.message);
  for (let i = 0; i < 5; i++)
    rpc(s, 'campaign/act', {
      campaignId: created.value.id,
      action: { type: 'roll', payload: { count: 1, die: 'd6' }, roll: { source: 'table', values: [3] } },
    });
  s.close();
  return file;
}

/** Runs the child under a low handle limit; its JSON lines, its exit code and its stderr. */
function starvedChild(
  mode: 'start' | 'full-check',
  file: string,
): Promise<{ lines: Record<string, any>; code: number | null; stderr: string }> {
  const child = spawn(
    'bash',
    [
      '-c',
      'ulimit -n 1024 && exec "$0" --import tsx "$@"',
      process.execPath,
      join(import.meta.dirname, 'db-environment-child.ts'),
      mode,
      file,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  let stderr = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (stderr += d));
  const killer = setTimeout(() => child.kill('SIGKILL'), 40_000);
  return new Promise((done) =>
    child.on('exit', (code) => {
      clearTimeout(killer);
      const lines: Record<string, any> = {};
      for (const line of out.split('\n').filter(Boolean)) {
        const { what, value } = JSON.parse(line) as { what: string; value: unknown };
        lines[what] = value;
      }
      done({ lines, code, stderr });
    }),
  );
}

describe('no file handles left (EMFILE) while the database is checked', () => {
  it('at start: the healthy file is reported unreachable (db/environment, EMFILE), never damaged, and opens once handles are back', async () => {
    const file = playedDatabase();
    const { lines, code, stderr } = await starvedChild('start', file);
    expect(code, stderr).toBe(0);
    expect(lines.starved.status).toMatchObject({ state: 'unreachable', keptAside: null });
    expect(lines.starved.list).toBe('db/environment');
    expect(lines.after).toEqual({ status: { state: 'ok', problem: null, keptAside: null }, list: 'ok', damagedCopies: [] });
    expect(lines.alive).toBe(true);
  }, 60_000);

  it('in the full check run from a timer: nothing is concluded, the process lives, the check passes later', async () => {
    const file = playedDatabase();
    const { lines, code, stderr } = await starvedChild('full-check', file);
    expect(code, stderr).toBe(0);
    expect(stderr).toContain('The full integrity check could not run');
    expect(lines.after).toEqual({ status: { state: 'ok', problem: null, keptAside: null }, list: 'ok', damagedCopies: [] });
    expect(lines['checked again']).toMatchObject({ state: 'ok' });
    expect(lines.alive).toBe(true);
  }, 60_000);
});

describe('what is damage and what is not', () => {
  it('a folder where the database should be is a clear typed error (db/environment, EISDIR), not a raw EISDIR', () => {
    const folder = dir.file('campaigns.sqlite');
    mkdirSync(folder);
    let thrown: unknown;
    try {
      startServices({ databasePath: folder, version: 'test', transport: 'websocket' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(EnvironmentError);
    expect(thrown).toMatchObject({ code: 'db/environment', osCode: 'EISDIR' });
    expect((thrown as Error).message).toContain('is a folder, not a campaign database file');
    expect(readdirSync(folder)).toEqual([]);
  });

  it('a check that cannot make its scratch copy (the temporary folder is gone) throws an environment error, not damage', () => {
    const file = playedDatabase();
    // A WAL the read-only check cannot read sends the check to a copy in the temporary folder.
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = join(dir.dir, 'no-such-folder');
    try {
      expect(() => databaseFileProblem(file, { quick: true, readOnlyFirst: false })).toThrow(EnvironmentError);
    } finally {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
    }
    expect(databaseFileProblem(file, { quick: true, readOnlyFirst: false })).toBeNull();
  });

  it('environment errors are retried with a back-off; other errors are thrown at once', () => {
    const waits: number[] = [];
    let calls = 0;
    const value = retryEnvironmental(
      () => {
        if (++calls < 3) throw Object.assign(new Error('too many open files'), { code: 'EMFILE' });
        return 'opened';
      },
      [50, 200, 800],
      (ms) => waits.push(ms),
    );
    expect(value).toBe('opened');
    expect(waits).toEqual([50, 200]);
    expect(() =>
      retryEnvironmental(
        () => {
          throw Object.assign(new Error('file is not a database'), { code: 'SQLITE_NOTADB' });
        },
        [50],
        (ms) => waits.push(ms),
      ),
    ).toThrow('not a database');
    expect(waits).toEqual([50, 200]);
  });

  it('classifies by code: SQLite damage is not environmental; EMFILE, EACCES and SQLITE_IOERR_* are; ENOSPC and SQLITE_FULL are a full disk', () => {
    const e = (code: string) => Object.assign(new Error(code), { code });
    expect(isEnvironmental(e('SQLITE_CORRUPT'))).toBe(false);
    expect(isEnvironmental(e('SQLITE_NOTADB'))).toBe(false);
    expect(isEnvironmental(new TypeError('x is undefined'))).toBe(false);
    for (const code of ['EMFILE', 'EACCES', 'SQLITE_IOERR_WRITE', 'SQLITE_CANTOPEN', 'ENOSPC']) expect(isEnvironmental(e(code))).toBe(true);
    expect(isDiskFull(e('ENOSPC'))).toBe(true);
    expect(isDiskFull(e('SQLITE_FULL'))).toBe(true);
    expect(isDiskFull(e('EMFILE'))).toBe(false);
  });

  it('a request that meets the machine refusing is answered with a typed code, not rpc/internal', () => {
    const logged: string[] = [];
    const dispatch = createDispatcher(
      {
        'campaign/list': () => {
          throw Object.assign(new Error('too many open files'), { code: 'EMFILE' });
        },
        'app/info': () => {
          throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
        },
      },
      (m) => logged.push(m),
    );
    expect(dispatch('campaign/list', {})).toMatchObject({ ok: false, error: { code: 'db/environment', details: { osCode: 'EMFILE' } } });
    expect(dispatch('app/info', {})).toMatchObject({ ok: false, error: { code: 'db/full', details: { osCode: 'SQLITE_FULL' } } });
  });

  it('a guarded timer callback that throws is logged, and the process goes on', async () => {
    const logged: string[] = [];
    await new Promise<void>((done) =>
      setTimeout(
        guarded(
          'A test timer',
          () => {
            done();
            throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
          },
          (m) => logged.push(m),
        ),
        1,
      ),
    );
    expect(logged).toEqual(['A test timer failed']);
  });
});
