/**
 * Issue 35: in the browser build's server bundle (`scripts/build-server.mjs`) the packs' checker and
 * the pack format's zod schemas are a file of their own, `pack-check.mjs`, required on the first pack
 * checked — not at start, where the campaign list needs none of it. The bundle's services, started in
 * a real Node process on a temp SQLite file: `pack-check.mjs` is not loaded by the start, the
 * campaign list or the packs' list; a pack imported loads it and answers exactly as the sources'
 * services do (the lab's pack, the installed pack, a refused pack's problems word for word); an installed pack is
 * checked at the next start, as before. (Node's module cache is read: "not loaded" is measured.)
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServices } from '../../electron/main/services/services';
import { tempDir } from '../support/temp-db';
import { vigilText } from '../support/vigil-pack';
import { ROOT } from './server-harness';

/** Inside the checkout, so the bundle finds its packages in node_modules. */
const outdir = join(ROOT, 'out', `test-bundle-packs-${process.pid}`);
const NOW = '2026-11-29T12:00:00.000Z';
let services: string;
let dir: ReturnType<typeof tempDir>;

beforeAll(() => {
  dir = tempDir('doomkeeper-bundle-packs-');
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs', '--outdir', outdir], { cwd: ROOT, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`the server bundle did not build:\n${built.stdout}${built.stderr}`);
  services = pathToFileURL(
    join(
      outdir,
      'chunks',
      readdirSync(join(outdir, 'chunks')).find((f) => f.startsWith('services-'))!,
    ),
  ).href;
}, 60_000);
afterAll(() => {
  rmSync(outdir, { recursive: true, force: true });
  dir.remove();
});

/**
 * In a fresh Node process: the bundle's services on `file`, `requests` sent in turn; each answer,
 * and whether `pack-check.mjs` had been loaded after the start and after each request.
 */
function inBundle(
  file: string,
  requests: [string, unknown][],
): { loadedAtStart: boolean; answers: { answer: unknown; loaded: boolean }[] } {
  const script = `
    import { createRequire } from 'node:module';
    const cache = createRequire(import.meta.url).cache;
    const loaded = () => Object.keys(cache).some((file) => file.endsWith('pack-check.mjs'));
    const { startServices } = await import(${JSON.stringify(services)});
    const services = startServices({ databasePath: ${JSON.stringify(file)}, version: 'test', transport: 'ipc', now: () => ${JSON.stringify(NOW)} });
    const loadedAtStart = loaded();
    const answers = ${JSON.stringify(requests)}.map(([method, args]) => ({ answer: services.dispatch(method, args), loaded: loaded() }));
    services.close();
    console.log(JSON.stringify({ loadedAtStart, answers }));`;
  const ran = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  if (ran.status !== 0) throw new Error(`the script failed:\n${ran.stdout}${ran.stderr}`);
  return JSON.parse(ran.stdout.trim().split('\n').at(-1)!) as ReturnType<typeof inBundle>;
}

/** The same requests to the sources' services (every module loaded as before). */
function inSources(file: string, requests: [string, unknown][]): unknown[] {
  const started = startServices({ databasePath: file, version: 'test', transport: 'ipc', now: () => NOW });
  try {
    return requests.map(([method, args]) => JSON.parse(JSON.stringify(started.dispatch(method, args))) as unknown);
  } finally {
    started.close();
  }
}

const broken = JSON.stringify({ ...JSON.parse(vigilText()), players: { min: 3, max: 1 }, tracks: 'none' });

describe('the server bundle, the packs’ checker loaded on the first pack checked', () => {
  it('starts, lists campaigns and packs without it; a pack imported loads it and answers as the sources', () => {
    const requests: [string, unknown][] = [
      ['campaign/list', {}],
      ['packs/list', {}],
      ['lab/pack', { packText: vigilText() }],
      ['packs/import', { text: broken }],
      ['packs/import', { text: vigilText() }],
      ['packs/list', {}],
    ];
    const bundled = inBundle(dir.file('bundle.sqlite'), requests);
    expect(bundled.loadedAtStart).toBe(false);
    expect(bundled.answers.map((a) => a.loaded)).toEqual([false, false, true, true, true, true]);
    const sources = inSources(dir.file('sources.sqlite'), requests);
    expect(bundled.answers.map((a) => a.answer)).toEqual(sources);
    // The refusal is a refusal with problems, the import an installed pack: not two errors alike.
    expect(bundled.answers[2].answer).toMatchObject({ ok: true, value: { name: 'Candle Vigil', version: '1.0.0' } });
    expect(bundled.answers[3].answer).toMatchObject({ ok: false, error: { code: 'packs/invalid' } });
    expect(bundled.answers[4].answer).toMatchObject({ ok: true });
  });

  it('checks an installed pack at the next start, as before, and plays it', () => {
    const restarted = inBundle(dir.file('bundle.sqlite'), [['packs/list', {}]]);
    expect(restarted.loadedAtStart).toBe(true);
    expect(restarted.answers[0].answer).toEqual(inSources(dir.file('sources.sqlite'), [['packs/list', {}]])[0]);
    expect(restarted.answers[0].answer).toMatchObject({ ok: true, value: { packs: [{ packId: 'candle-vigil' }] } });
  });

  it('installs the pack of a campaign imported through the bundle’s import worker, and the campaign replays under it', () => {
    const script = `
      const servicesUrl = ${JSON.stringify(services)};
      const { startServices } = await import(servicesUrl);
      const common = { version: 'test', transport: 'ipc', now: () => ${JSON.stringify(NOW)} };
      const played = startServices({ ...common, databasePath: ${JSON.stringify(dir.file('played.sqlite'))} });
      const answer = (services, method, args) => {
        const result = services.dispatch(method, args);
        if (!result.ok) throw new Error(method + ': ' + result.error.message);
        return result.value;
      };
      const { pack } = answer(played, 'packs/import', { text: ${JSON.stringify(vigilText())} });
      const { id } = answer(played, 'campaign/create', { name: 'Vigil night', rulesetId: pack.rulesetId, players: ['Ann'], options: {} });
      answer(played, 'campaign/act', { campaignId: id, action: { type: 'keep-vigil', payload: {}, roll: { source: 'table', values: [5] } } });
      const { content } = answer(played, 'history/export', { campaignId: id });
      played.close();
      const fresh = startServices({
        ...common,
        databasePath: ${JSON.stringify(dir.file('fresh.sqlite'))},
        importInlineBelow: 0,
        importWorkerUrl: new URL('../import-worker.mjs', servicesUrl),
      });
      const { importId } = answer(fresh, 'history/import-start', { content });
      let status;
      for (;;) {
        status = answer(fresh, 'history/import-status', { importId });
        if (status.state !== 'running') break;
        await new Promise((done) => setTimeout(done, 50));
      }
      const opened = status.imported ? answer(fresh, 'campaign/open', { campaignId: status.imported[0].id }) : null;
      fresh.close();
      console.log(JSON.stringify({ state: status.state, error: status.error, rulesetId: status.imported?.[0].rulesetId, candle: opened?.trackers.find((t) => t.id === 'candle')?.value }));`;
    // A file, not \`-e\`: the worker thread inherits the process's flags, and \`--input-type\` would stop it.
    writeFileSync(dir.file('import.mjs'), script);
    const ran = spawnSync(process.execPath, [dir.file('import.mjs')], { cwd: ROOT, encoding: 'utf8' });
    if (ran.status !== 0) throw new Error(`the script failed:\n${ran.stdout}${ran.stderr}`);
    expect(JSON.parse(ran.stdout.trim().split('\n').at(-1)!)).toEqual({
      state: 'done',
      error: null,
      rulesetId: expect.stringMatching(/^pack:candle-vigil@/),
      candle: 4,
    });
  });
});
