/**
 * "Which is better?": the options of a prompt come from the ruleset's own prompt as the engine accepts
 * them, every simulated game of an option begins with it, and the services run the options as one
 * time-boxed group with the same seed.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServices, type Services } from '../../electron/main/services/services';
import { CORE, foldEvents, runAction } from '../../shared/engine/run';
import { playSlice } from '../../shared/lab/batch';
import { DEFAULT_COMPARED, labChoices } from '../../shared/lab/choices';
import { labPlayers, simulateGame } from '../../shared/lab/runner';
import { labSubject } from '../../shared/lab/subject';
import { choiceVerdict, wilson } from '../../shared/lab/stats';
import type { LabJobStatus } from '../../shared/rpc/contract';
import { caller } from '../support/services-call';
import { tempDir } from '../support/temp-db';

const subjectOf = (rulesetId: string) => labSubject({ rulesetId })!;
const setUp = (rulesetId: string, players: number) => {
  const { ruleset } = subjectOf(rulesetId);
  return foldEvents(ruleset, undefined, [
    { type: CORE.setup, data: { options: ruleset.optionsSchema.parse({}), players: labPlayers(players) } },
  ]);
};

/**
 * A Monster Step game (greedy, seed 5) played up to its first movement prompt offering three places or
 * more: the state, and the actions that bring a campaign there (dice as rolled).
 */
function movementChoice() {
  const { ruleset, profile } = subjectOf('runebound-monster-step');
  const played = simulateGame({
    ruleset,
    profile,
    policy: profile.policies.greedy,
    params: {},
    seed: 5,
    start: { options: {}, players: labPlayers(1) },
    keepActions: true,
  });
  let state = setUp('runebound-monster-step', 1);
  for (let i = 0; i < played.actions.length; i++) {
    if (ruleset.prompt(state).code === 'rms/prompt/movement' && labChoices(ruleset, profile, state).options.length >= 3)
      return { state, actions: played.actions.slice(0, i) };
    const { type, payload, dice } = played.actions[i];
    const next = runAction(ruleset, state, type, payload, dice);
    if (!next.ok) throw new Error(next.error.code);
    state = next.value.state;
  }
  throw new Error('no movement prompt with three places');
}

describe('the options of a prompt', () => {
  it('Monster Step: where the hero moves is the choice, one option per place the prompt offers, each accepted by the engine', () => {
    const { ruleset, profile } = subjectOf('runebound-monster-step');
    const { state } = movementChoice();
    const prompt = ruleset.prompt(state);
    const moved = prompt.actions.find((a) => a.type === 'hero-moved')!;
    const at = moved.fields!.find((f) => f.name === 'at');
    if (at?.kind !== 'choice') throw new Error('hero-moved offers no place to choose');
    const places = at.choices.filter((c) => !c.disabled).map((c) => c.value);
    const { options } = labChoices(ruleset, profile, state);
    expect(options.map((o) => o.choice.payload.at).sort()).toEqual([...places].sort());
    for (const o of options) {
      expect(o.choice.type).toBe('hero-moved');
      expect(o.detail?.code).toBeTruthy();
      expect(runAction(ruleset, state, o.choice.type, o.choice.payload, []).ok).toBe(true); // moving rolls no dice
      expect(profile.tableOnly).not.toContain(o.choice.type);
    }
    expect(new Set(options.map((o) => o.key)).size).toBe(options.length);
  });

  it('Catan Horror: a knight’s actions are options, the table’s reports and the game-ending declaration are not', () => {
    const { ruleset, profile } = subjectOf('catan-horror');
    const played = simulateGame({
      ruleset,
      profile,
      policy: profile.policies.greedy,
      params: { pointsRound: 200 },
      seed: 5,
      start: { options: {}, players: labPlayers(3) },
      keepEvents: true,
    });
    let state: unknown;
    let found: unknown = null;
    for (const event of played.events) {
      state = foldEvents(ruleset, state, [event]);
      if (ruleset.prompt(state).code === 'catan-horror/knight-actions') {
        found = state;
        break;
      }
    }
    expect(found).not.toBeNull();
    const prompt = ruleset.prompt(found);
    const { options } = labChoices(ruleset, profile, found);
    const types = new Set(options.map((o) => o.choice.type));
    expect(types.has('end-actions')).toBe(true);
    expect(types.has('hide')).toBe(true);
    expect(types.has('declare-victory')).toBe(false);
    expect(options[0].primary).toBe(true);
    for (const o of options) {
      expect(prompt.actions.some((a) => a.type === o.choice.type && !a.rare && !a.endsGame)).toBe(true);
    }
  });

  it('a game of an option begins with that option; the policy plays on from there', () => {
    const { ruleset, profile } = subjectOf('runebound-monster-step');
    const { state } = movementChoice();
    const { options } = labChoices(ruleset, profile, state);
    for (const option of options.slice(0, 3)) {
      const game = simulateGame({
        ruleset,
        profile,
        policy: profile.policies.greedy,
        params: {},
        seed: 11,
        start: { state, players: labPlayers(1) },
        first: option.choice,
        keepActions: true,
      });
      expect(game.actions[0]).toMatchObject({ type: option.choice.type, payload: option.choice.payload });
      expect(game.steps).toBeGreaterThan(1);
    }
    const spec = { rulesetId: 'runebound-monster-step', options: {}, policy: 'greedy', params: {}, games: 6, seed: 4 };
    const slice = playSlice(spec, { kind: 'state', state, players: labPlayers(1), first: options[1].choice }, 0, 6);
    expect(slice.records).toHaveLength(6);
    expect(slice.records.every((r) => r.code !== 'lab/stuck')).toBe(true);
  });

  it('an option the engine refuses is no option; a game that cannot start with its forced action is stuck, not played otherwise', () => {
    const { ruleset, profile } = subjectOf('runebound-monster-step');
    const state = setUp('runebound-monster-step', 1);
    const game = simulateGame({
      ruleset,
      profile,
      policy: profile.policies.greedy,
      params: {},
      seed: 1,
      start: { state, players: labPlayers(1) },
      first: { type: 'seal-lair', payload: { payment: 'gold' } },
    });
    expect(game.code).toBe('lab/stuck');
    expect(game.steps).toBe(0);
    expect(labChoices(ruleset, profile, state).options.some((o) => o.choice.type === 'seal-lair')).toBe(false);
  });
});

describe('the verdict of "Which is better?"', () => {
  it('names the best option only when its interval is clear of every other, else it is too close to call', () => {
    // 300/400 against 200/400: the difference's 95 % interval lies well above 0.
    expect(choiceVerdict([wilson(200, 400), wilson(300, 400), wilson(190, 400)])).toEqual({ best: 1, clear: true });
    // 41 % against 38 % at 400 games: too close to call.
    expect(choiceVerdict([wilson(164, 400), wilson(152, 400)])).toEqual({ best: 0, clear: false });
    // Clear of one but not of the other: not clear.
    expect(choiceVerdict([wilson(300, 400), wilson(290, 400), wilson(100, 400)])).toEqual({ best: 0, clear: false });
    // An option with no games yet is left out; one option alone has no verdict.
    expect(choiceVerdict([wilson(300, 400), wilson(0, 0)])).toBeNull();
  });
});

describe('lab/choices over the services', () => {
  let services: Services;
  let temp: ReturnType<typeof tempDir>;
  const { call, attempt } = caller(() => services);
  beforeEach(() => {
    temp = tempDir();
    services = startServices({ databasePath: temp.file('choices.sqlite'), version: 'test', transport: 'ipc' });
  });
  afterEach(() => {
    services.close();
    temp.remove();
  });
  async function until(jobId: number, ms = 60_000): Promise<LabJobStatus> {
    const end = Date.now() + ms;
    for (;;) {
      const status = call('lab/status', { jobId });
      if (status.state !== 'running' || Date.now() > end) return status;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** A campaign brought to the movement prompt of `movementChoice` through `campaign/act`, the dice entered as the table's. */
  function campaignAtChoice() {
    const campaign = call('campaign/create', { name: 'Solo', rulesetId: 'runebound-monster-step', players: ['Ann'], options: {} });
    for (const step of movementChoice().actions) {
      const roll = step.dice.length ? { roll: { source: 'table' as const, values: step.dice.map((d) => d.value) } } : {};
      call('campaign/act', { campaignId: campaign.id, action: { type: step.type, payload: step.payload, ...roll } });
    }
    return campaign;
  }

  it('runs the first options of the prompt, each for its games with the same seed; picked keys run those', async () => {
    const campaign = campaignAtChoice();
    const started = call('lab/choices', { campaignId: campaign.id, policy: 'greedy', games: 24, seed: 77 });
    const compared = started.options.filter((o) => o.jobId !== null);
    expect(compared).toHaveLength(Math.min(DEFAULT_COMPARED, started.options.length));
    expect(started.options.length).toBeGreaterThanOrEqual(2);
    for (const option of compared) {
      const status = await until(option.jobId!);
      expect(status.state).toBe('done');
      expect(status.result!.summary.games).toBe(24);
      expect(status.seed).toBe(77);
    }
    const keys = started.options.slice(-2).map((o) => o.key);
    const picked = call('lab/choices', { campaignId: campaign.id, policy: 'random', games: 5, keys });
    expect(picked.options.filter((o) => o.jobId !== null).map((o) => o.key)).toEqual(keys);
  }, 90_000);

  it('a time box stops every option when it is up, each with the games it finished', async () => {
    const campaign = campaignAtChoice();
    const started = call('lab/choices', { campaignId: campaign.id, policy: 'greedy', games: 100_000, budgetMs: 2000 });
    const statuses = await Promise.all(started.options.filter((o) => o.jobId !== null).map((o) => until(o.jobId!, 90_000)));
    for (const status of statuses) {
      expect(status.state).toBe('done');
      // 100,000 games were asked for; the time box ended each option long before (no wall-clock figure: the machine may be busy).
      expect(status.done).toBeLessThan(100_000);
      expect(status.result!.summary.games).toBe(status.done);
    }
    // The options took turns in the queue: every one played games.
    expect(statuses.filter((s) => s.done > 0).length).toBeGreaterThanOrEqual(2);
  }, 120_000);

  it('a pack campaign compares the options of its pinned pack, the lab playing that very pack', async () => {
    const { pack } = call('packs/import', { text: readFileSync('packs/drunkards-of-catan.json', 'utf8') });
    const campaign = call('campaign/create', { name: 'Barrels', rulesetId: pack.rulesetId, players: ['Ann', 'Bob', 'Cal'], options: {} });
    // Walk the pack's primary action until the prompt offers a choice.
    let started = call('lab/choices', { campaignId: campaign.id, policy: 'random', games: 6, seed: 2 });
    for (let i = 0; i < 30 && started.options.length < 2; i++) {
      const view = call('campaign/open', { campaignId: campaign.id });
      const next = view.prompt.actions.find((a) => a.primary) ?? view.prompt.actions[0];
      call('campaign/act', {
        campaignId: campaign.id,
        action: { type: next.type, payload: next.payload ?? {}, ...(next.dice || next.rolls ? { roll: { source: 'app' as const } } : {}) },
      });
      started = call('lab/choices', { campaignId: campaign.id, policy: 'random', games: 6, seed: 2 });
    }
    const compared = started.options.filter((o) => o.jobId !== null);
    expect(compared.length).toBeGreaterThanOrEqual(2);
    for (const option of compared) {
      const status = await until(option.jobId!);
      expect(status.state).toBe('done');
      expect(status.result!.summary.games).toBe(6);
    }
  }, 90_000);

  it('refuses an option no longer offered, a policy the lab lacks and no games, starting nothing', () => {
    const campaign = call('campaign/create', { name: 'Solo', rulesetId: 'runebound-monster-step', players: ['Ann'], options: {} });
    expect(attempt('lab/choices', { campaignId: campaign.id, policy: 'greedy', games: 5, keys: ['0:elsewhere', 'nowhere'] })).toMatchObject(
      {
        ok: false,
        error: { code: 'lab/unknown_option' },
      },
    );
    expect(attempt('lab/choices', { campaignId: campaign.id, policy: 'clever', games: 5 })).toMatchObject({
      ok: false,
      error: { code: 'lab/invalid_spec' },
    });
    expect(attempt('lab/choices', { campaignId: campaign.id, policy: 'greedy', games: 0 })).toMatchObject({ ok: false });
  });
});
