/** The lab's jobs over the real services: a worker thread plays the games, with progress, cancel and "from here". */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServices, type Services } from '../../electron/main/services/services';
import { defaultLabWorkerUrl, LabService, OWED_GAMES } from '../../electron/main/services/lab';
import type { LabJobStatus } from '../../shared/rpc/contract';
import { runBatch } from '../../shared/lab/batch';
import { caller } from '../support/services-call';
import { tempDir } from '../support/temp-db';

let services: Services;
let temp: ReturnType<typeof tempDir>;
const { call, attempt } = caller(() => services);

beforeEach(() => {
  temp = tempDir();
  services = startServices({ databasePath: temp.file('lab.sqlite'), version: 'test', transport: 'ipc' });
});
afterEach(() => {
  services.close();
  temp.remove();
});

async function until(jobId: number, done: (s: LabJobStatus) => boolean, ms = 60_000): Promise<LabJobStatus> {
  const end = Date.now() + ms;
  for (;;) {
    const status = call('lab/status', { jobId });
    if (done(status) || Date.now() > end) return status;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('lab jobs', () => {
  it('lists what it can simulate, with the table parameters and policies', () => {
    const profiles = call('lab/profiles', {});
    expect(profiles.map((p) => p.rulesetId).sort()).toEqual([
      'advanced-runebound',
      'catan-horror',
      'dnd-skills',
      'drunkards-of-catan',
      'eldritch-express',
      'munchkin-rpg',
      'runebound-addons',
      'runebound-cataclysm',
      'runebound-monster-step',
      'runebound-seven-scions',
    ]);
    const ms = profiles.find((p) => p.rulesetId === 'runebound-monster-step')!;
    expect(ms.policies).toEqual(['greedy', 'random']);
    expect(ms.params.map((p) => p.key)).toContain('fightWin');
  });

  it('plays a simulation in a worker thread and returns the same summary for the same seed', async () => {
    const spec = { rulesetId: 'runebound-monster-step', policy: 'greedy', games: 60, seed: 42, options: { doomLength: 10 } };
    const first = call('lab/start', spec);
    const second = call('lab/start', spec);
    const a = await until(first.jobId, (s) => s.state !== 'running');
    const b = await until(second.jobId, (s) => s.state !== 'running');
    expect(a.state).toBe('done');
    expect(a.done).toBe(60);
    expect(a.result!.rows).toHaveLength(60);
    expect(a.result!.summary.games).toBe(60);
    expect(b.result).toEqual(a.result);
  });

  it('a run split across the pool’s threads gives exactly what one in-process run gives', async () => {
    const spec = { rulesetId: 'runebound-monster-step', policy: 'random', games: 240, seed: 9, options: {}, params: {} };
    const { jobId } = call('lab/start', spec);
    const split = await until(jobId, (s) => s.state !== 'running');
    expect(split.state).toBe('done');
    expect(split.result).toEqual(runBatch(spec, { kind: 'setup' }));
    expect(split.threads).toBe(availableParallelism());
  }, 60_000); // the pool's threads start (each loads the engine) and then a 240-game in-process run checks them

  it('results stream in: while the run goes on, the status holds the summary of the games finished so far', async () => {
    const { jobId } = call('lab/start', { rulesetId: 'runebound-monster-step', policy: 'greedy', games: 20_000, seed: 2 });
    const partway = await until(jobId, (s) => s.result !== null || s.state !== 'running', 45_000);
    expect(partway.state).toBe('running');
    expect(partway.result!.summary.games).toBeGreaterThan(0);
    expect(partway.result!.summary.games).toBeLessThan(20_000);
    expect(partway.result!.rows.map((r) => r.game)).toEqual([...partway.result!.rows.map((r) => r.game)].sort((a, b) => a - b));
    const cancelled = call('lab/cancel', { jobId });
    expect(cancelled.state).toBe('cancelled');
    expect(cancelled.result!.summary.games).toBeGreaterThanOrEqual(partway.result!.summary.games);
  }, 60_000);

  it('simulates a pack file sent as text, and refuses a broken one saying where', async () => {
    const packText = readFileSync('packs/drunkards-of-catan.json', 'utf8');
    const info = call('lab/pack', { packText });
    expect(info.rulesetId).toBe('pack:drunkards-of-catan');
    expect(info.policies.sort()).toEqual(['greedy', 'random']);
    const { jobId } = call('lab/start', { rulesetId: 'ignored', policy: 'random', games: 12, seed: 5, packText });
    const done = await until(jobId, (s) => s.state !== 'running');
    expect(done.state).toBe('done');
    expect(done.result!.summary.games).toBe(12);
    const broken = attempt('lab/pack', { packText: packText.replace('"actions"', '"actionz"') });
    expect(broken).toMatchObject({ ok: false, error: { code: 'lab/bad_pack' } });
    expect(attempt('lab/start', { rulesetId: 'x', policy: 'random', games: 5, packText: '{' })).toMatchObject({
      ok: false,
      error: { code: 'lab/bad_pack' },
    });
  }, 60_000);

  it('a cancelled simulation stops and says so', async () => {
    const { jobId } = call('lab/start', { rulesetId: 'catan-horror', policy: 'random', games: 5000, seed: 1 });
    await until(jobId, (s) => s.done > 0 || s.state !== 'running');
    const cancelled = call('lab/cancel', { jobId });
    expect(cancelled.state).toBe('cancelled');
    expect(cancelled.done).toBeLessThan(5000);
    expect(call('lab/status', { jobId }).state).toBe('cancelled');
  });

  it('"what are my chances from here" starts every game from an open campaign', async () => {
    const campaign = call('campaign/create', { name: 'Solo', rulesetId: 'runebound-monster-step', players: ['Ann'], options: {} });
    call('campaign/act', { campaignId: campaign.id, action: { type: 'hero-moved', payload: { at: 'elsewhere' } } });
    const { jobId } = call('lab/start', {
      rulesetId: 'runebound-monster-step',
      policy: 'greedy',
      games: 20,
      seed: 3,
      campaignId: campaign.id,
    });
    const status = await until(jobId, (s) => s.state !== 'running');
    expect(status.state).toBe('done');
    expect(status.result!.summary.games).toBe(20);
    const other = attempt('lab/start', { rulesetId: 'catan-horror', policy: 'greedy', games: 5, campaignId: campaign.id });
    expect(other.ok).toBe(false);
  });

  it('"replay game 7" plays that game of the run again into a campaign of its own, ending as it did in the run', async () => {
    const spec = {
      rulesetId: 'runebound-monster-step',
      policy: 'greedy',
      games: 12,
      seed: 31,
      options: { doomLength: 12 },
      params: { fightWin: 0.5 },
    };
    const { jobId } = call('lab/start', spec);
    const run = await until(jobId, (s) => s.state !== 'running');
    expect(run.seed).toBe(31);
    const row = run.result!.rows.find((r) => r.game === 7)!;
    const { games: _games, ...run7 } = spec;
    const { campaignId, steps } = call('lab/replay', { ...run7, game: 7 });
    expect(steps).toBe(row.steps);
    const view = call('campaign/open', { campaignId });
    expect(view.campaign.name).toBe('Lab — game 7 · seed 31');
    expect(view.outcome?.code ?? 'lab/unfinished').toBe(row.code);
    expect(call('history/chronicle-page', { campaignId, limit: 5 }).total).toBe(steps + 1);
    expect(attempt('lab/replay', { ...run7, policy: 'clever', game: 1 })).toMatchObject({ ok: false, error: { code: 'lab/invalid_spec' } });
  }, 60_000);

  it('a time box that ends at once still leaves every option of a group its first games (a busy machine shows a figure, not "…")', async () => {
    // One thread, a time box of 1 ms: on any machine the box is up before the second option's first slice reaches the thread.
    const lab = new LabService(defaultLabWorkerUrl, 1);
    try {
      const runs = [1, 2, 3].map((seed) => ({
        spec: { rulesetId: 'runebound-monster-step', policy: 'greedy', games: 400, seed, params: {}, options: { doomLength: 10 } },
        start: { kind: 'setup' as const },
      }));
      const started = lab.startGroup(runs, 1);
      if (!started.ok) throw new Error(started.error.message);
      const end = Date.now() + 60_000;
      const statuses = async () => {
        for (;;) {
          const all = started.value.jobIds.map((id) => {
            const status = lab.status(id);
            if (!status.ok) throw new Error(status.error.message);
            return status.value;
          });
          if (all.every((s) => s.state !== 'running') || Date.now() > end) return all;
          await new Promise((r) => setTimeout(r, 20));
        }
      };
      for (const status of await statuses()) {
        expect(status.state).toBe('done');
        expect(status.done).toBeGreaterThanOrEqual(OWED_GAMES);
        expect(status.done).toBeLessThan(400);
        expect(status.result!.summary.games).toBe(status.done);
      }
    } finally {
      lab.close();
    }
  }, 90_000);

  it('bad requests get a clear error and start nothing', () => {
    for (const bad of [
      { rulesetId: 'dice-tray', policy: 'random', games: 5 },
      { rulesetId: 'runebound-monster-step', policy: 'random', games: 0 },
      { rulesetId: 'runebound-monster-step', policy: 'random', games: 5, params: { fightWin: 7 } },
      { rulesetId: 'runebound-monster-step', policy: 'nope', games: 5 },
    ]) {
      const result = attempt('lab/start', bad);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toMatch(/^(lab\/invalid_spec|rpc\/invalid_payload)$/);
    }
    expect(attempt('lab/status', { jobId: 999 })).toMatchObject({ ok: false, error: { code: 'lab/unknown_job' } });
  });
});
