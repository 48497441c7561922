/**
 * `serve --pack FILE` (and `npm run pack -- play FILE`) install the file into the database the
 * server opens, as the Packs screen does: a campaign made from it is pinned to that exact text and
 * still opens, under that text, at the next start without the flag. Real SQLite files in a temp
 * folder; the server itself once, spawned, for the refusal and for what it leaves installed.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServices, type Services } from '../../electron/main/services/services';
import { installedLine, installPackFile, readPackFile } from '../../electron/server/pack-files';
import { pinnedRulesetId } from '../../shared/packs/pinned';
import { rulesets } from '../../shared/rulesets/registry';
import { packHash } from '../../electron/main/services/packs';
import { caller } from '../support/services-call';
import { tempDir } from '../support/temp-db';
import { vigilText } from '../support/vigil-pack';

let dir: ReturnType<typeof tempDir>;
let services: Services | undefined;
const { call } = caller(() => services!);
const start = () => (services = startServices({ databasePath: dir.file('campaigns.sqlite'), version: 'test', transport: 'ipc' }));
/** Forgets the pack rulesets registered in this process, as a fresh start would have none. */
const forgetPacks = () => {
  for (const id of [...rulesets.keys()]) if (id.startsWith('pack:candle-vigil')) (rulesets as Map<string, unknown>).delete(id);
};
const candle = (view: { trackers: { id: string; value: number }[] }) => view.trackers.find((t) => t.id === 'candle')?.value;
const gust = (campaignId: number) =>
  call('campaign/act', { campaignId, action: { type: 'keep-vigil', payload: {}, roll: { source: 'table', values: [5] } } });
const write = (name: string, text: string) => {
  writeFileSync(dir.file(name), text);
  return dir.file(name);
};
const read = (file: string) => {
  const result = readPackFile(file);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.packFile;
};

beforeEach(() => {
  dir = tempDir('doomkeeper-serve-pack-');
  forgetPacks();
});
afterEach(() => {
  services?.close();
  services = undefined;
  dir.remove();
});

describe('a pack file named on the command line', () => {
  it('is refused whole before anything starts: every problem with its file and pointer, nothing registered', () => {
    const broken = write(
      'broken.json',
      vigilText((p) => (p.actions[0].effects[0] = { roll: 'draft' } as never)),
    );
    const refused = readPackFile(broken);
    expect(refused).toEqual({
      ok: false,
      problems: [expect.stringMatching(/broken\.json \/actions\/0\/effects\/0\/roll .*\[pack\/unknown-reference\]$/)],
    });
    expect(readPackFile(dir.file('missing.json'))).toEqual({
      ok: false,
      problems: [expect.stringMatching(/missing\.json: cannot be read/)],
    });
    expect([...rulesets.keys()].filter((id) => id.startsWith('pack:candle-vigil'))).toEqual([]);
  });

  it('is installed into the database; a campaign made from it is pinned to its text and opens at the next start without the flag', () => {
    const file = write('vigil.json', vigilText());
    start();
    const installed = installPackFile(services!.dispatch, read(file));
    const rulesetId = pinnedRulesetId('candle-vigil', packHash(vigilText()));
    expect(installed).toMatchObject({ ok: true, already: false, installed: { rulesetId, version: '1.0.0', campaigns: [] } });
    expect(installedLine(installed as Extract<typeof installed, { ok: true }>)).toBe(`Candle Vigil 1.0.0 installed as ${rulesetId}`);
    // The new-campaign form offers it (the installed packs), and a campaign of it is pinned.
    expect(call('packs/list', {}).packs.map((p) => p.rulesetId)).toEqual([rulesetId]);
    const created = call('campaign/create', { name: 'Vigil night', rulesetId, players: ['Ann'], options: {} });
    expect(candle(gust(created.id))).toBe(4);
    expect(services!.db.prepare('SELECT pack_hash FROM campaign_packs WHERE campaign_id = ?').pluck().get(created.id)).toBe(
      packHash(vigilText()),
    );

    // The next start names no pack: the campaign opens under the text it was made with, from the database alone.
    services!.close();
    forgetPacks();
    start();
    const view = call('campaign/open', { campaignId: created.id });
    expect(view.campaign.rulesetId).toBe(rulesetId);
    expect(candle(view)).toBe(4);
    expect(candle(gust(created.id))).toBe(2);

    // The same file again is found installed: one row, the campaign still pinned to it.
    expect(installPackFile(services!.dispatch, read(file))).toMatchObject({ ok: true, already: true, installed: { rulesetId } });
    expect(call('packs/list', {}).packs.map((p) => [p.rulesetId, p.campaigns.map((c) => c.name)])).toEqual([[rulesetId, ['Vigil night']]]);
  });

  it('edited under the same version is refused and changes nothing: the campaigns stay on the text they were made with', () => {
    start();
    const first = installPackFile(services!.dispatch, read(write('vigil.json', vigilText())));
    expect(first.ok).toBe(true);
    const created = call('campaign/create', {
      name: 'Vigil night',
      rulesetId: (first as Extract<typeof first, { ok: true }>).installed.rulesetId,
      players: ['Ann'],
      options: {},
    });
    const edited = write(
      'vigil.json',
      vigilText((p) => (p.charts[0].rows[1].effects = [{ add: 'candle', by: -3 }])),
    );
    const refused = installPackFile(services!.dispatch, read(edited));
    expect(refused).toEqual({
      ok: false,
      problem: expect.stringMatching(/vigil\.json: Another text of “Candle Vigil” version 1\.0\.0 is installed/),
    });
    expect(services!.db.prepare('SELECT count(*) FROM packs').pluck().get()).toBe(1);
    expect(candle(gust(created.id))).toBe(4);
    // With a new version it installs beside the first, and the campaign keeps its own.
    const newer = installPackFile(
      services!.dispatch,
      read(
        write(
          'vigil-1.1.json',
          vigilText((p) => {
            p.version = '1.1.0';
            p.charts[0].rows[1].effects = [{ add: 'candle', by: -3 }];
          }),
        ),
      ),
    );
    expect(newer).toMatchObject({ ok: true, already: false, installed: { version: '1.1.0' } });
    expect(call('campaign/open', { campaignId: created.id }).campaign.rulesetId).toBe(
      (first as Extract<typeof first, { ok: true }>).installed.rulesetId,
    );
  });
});

/** Runs the server (`tsx electron/server/serve.ts`) until it prints a line matching `until` or exits; resolves with its exit code and output. */
function serve(args: string[], until?: RegExp): Promise<{ code: number | null; out: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', resolve('electron/server/serve.ts'), ...args], {
      cwd: resolve('.'),
      env: { ...process.env, DOOMKEEPER_PORT: '0' },
    });
    let out = '';
    const seen = (chunk: Buffer) => {
      out += chunk.toString();
      if (until?.test(out)) child.kill('SIGTERM');
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', seen);
    child.on('exit', (code) => done({ code, out }));
  });
}

describe('serve --pack, the process', () => {
  it('refuses a broken pack with exit 5 and its problems; a whole one is left installed in the database it opened', async () => {
    const db = dir.file('served.sqlite');
    const broken = await serve([
      '--db',
      db,
      '--port',
      '0',
      '--pack',
      write(
        'broken.json',
        vigilText((p) => ((p.players as { min: unknown }).min = 'one')),
      ),
    ]);
    expect(broken.code).toBe(5);
    expect(broken.out).toMatch(/broken\.json \/players\/min/);

    const served = await serve(['--db', db, '--port', '0', '--pack', write('vigil.json', vigilText())], /browser build: http/);
    const rulesetId = pinnedRulesetId('candle-vigil', packHash(vigilText()));
    expect(served.out).toContain(`Candle Vigil 1.0.0 installed as ${rulesetId}`);
    const stored = new Database(db, { readonly: true });
    try {
      expect(stored.prepare('SELECT ruleset_id FROM packs').pluck().all()).toEqual([rulesetId]);
    } finally {
      stored.close();
    }
  }, 60_000);
});
