import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startServices, type Services } from '../../electron/main/services/services';
import { CHART_BUCKETS, diceReport, thinned } from '../../electron/main/services/stats';
import fc from 'fast-check';
import { d6, type DieSpec, type RolledDie } from '../../shared/engine/dice';
import { sampleSizeForBias, sampleSizeForChances } from '../../electron/main/services/chi-square';
import { initialValues } from '../../shared/engine/fields';
import { ok } from '../../shared/engine/result';
import type { Ruleset } from '../../shared/engine/ruleset';
import { rulesets } from '../../shared/rulesets/registry';
import { tempDir } from '../support/temp-db';
import { caller } from '../support/services-call';
import type { DiceTally } from '../../shared/rpc/contract';

let dir: ReturnType<typeof tempDir>;
let services: Services;
const { call } = caller(() => services);

beforeEach(() => {
  dir = tempDir();
  services = startServices({ databasePath: dir.file('campaigns.sqlite'), version: 'test', transport: 'websocket' });
});
afterEach(() => {
  services.close();
  dir.remove();
});

describe('statistics', () => {
  it('open on the ruleset’s key tracks: a Monster Step game lists Terror, Doom, lairs and cities lost first', () => {
    const { id } = call('campaign/create', { name: 'Key', rulesetId: 'runebound-monster-step', players: ['Dan'], options: {} });
    // The hero's quiet steps, each as the prompt offers it.
    for (const type of ['hero-moved', 'adventure-done', 'market-done', 'experience-done']) {
      const offer = call('campaign/open', { campaignId: id }).prompt.actions.find((a) => a.type === type)!;
      call('campaign/act', { campaignId: id, action: { type, payload: { ...offer.payload, ...initialValues(offer.fields) } } });
    }
    call('campaign/act', { campaignId: id, action: { type: 'roll-lair-chart', roll: { source: 'table', values: [1] } } });
    const stats = call('stats/campaign', { campaignId: id });
    const key = stats.series.filter((s) => s.key);
    expect(key.map((s) => s.id)).toEqual(['key/terror', 'key/doom', 'key/lairs-open', 'key/lairs-sealed', 'key/cities-lost']);
    expect(stats.series.slice(0, key.length)).toEqual(key);
    expect(key.find((s) => s.id === 'key/lairs-open')!.values.at(-1)).toBe(1);
    expect(key.find((s) => s.id === 'key/doom')!.values.at(-1)).toBe(1);
  });

  it('every Catan Horror key track is counted from the state, from the set-up on', () => {
    const { id } = call('campaign/create', { name: 'Key', rulesetId: 'catan-horror', players: ['Ann', 'Ben'], options: {} });
    const stats = call('stats/campaign', { campaignId: id });
    expect(stats.series.filter((s) => s.key).map((s) => [s.id, s.values])).toEqual([
      ['key/towns-mad', [0]],
      ['key/towns-fallen', [0]],
      ['key/gates-open', [0]],
      ['key/knights-alive', [0]],
      ['key/knights-mad', [0]],
      ['key/monsters', [0]],
    ]);
  });

  it('draws each tracker over the steps in force, events per session and the dice report', () => {
    const { id } = call('campaign/create', { name: 'Stats', rulesetId: 'dice-tray', players: [], options: {} });
    call('campaign/act', { campaignId: id, action: { type: 'add-counter', payload: { name: 'Doom', min: 0, max: 12, start: 2 } } });
    call('campaign/act', { campaignId: id, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 3 } } });
    call('campaign/act', { campaignId: id, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } });
    call('campaign/undo', { campaignId: id });
    call('session/start', { campaignId: id });
    call('campaign/act', {
      campaignId: id,
      action: { type: 'roll', payload: { count: 2, die: 'd6' }, roll: { source: 'table', values: [6, 6] } },
    });
    call('campaign/act', { campaignId: id, action: { type: 'roll', payload: { count: 1, die: 'd6' }, roll: { source: 'app' } } });
    const stats = call('stats/campaign', { campaignId: id });
    expect(stats.points.map((p) => p.turn)).toEqual([0, 0, 0, 1, 2]);
    // The dice tray names no key tracks: its chart is its own counters.
    expect(stats.series).toEqual([{ id: 'c1', code: 'dice-tray/counter', params: { name: 'Doom' }, values: [null, 2, 5, 5, 5] }]);
    expect(stats.sessions).toEqual([
      { number: null, events: 1, actions: 1, undone: 0 },
      { number: 1, events: 4, actions: 3, undone: 1 },
      { number: 2, events: 2, actions: 2, undone: 0 },
    ]);
    const d6s = stats.dice.filter((t) => t.die === 'd6');
    expect(d6s.map((t) => [t.source, t.rolls])).toEqual([
      ['all', 3],
      ['app', 1],
      ['table', 2],
    ]);
    expect(d6s.find((t) => t.source === 'table')!.counts).toEqual([0, 0, 0, 0, 0, 2]);
  });

  it('splits the dice report by source and tests each die', () => {
    const table = Array.from({ length: 60 }, (_, i) => ({ dice: [{ die: d6, value: (i % 6) + 1, source: 'table' as const }] }));
    const report = diceReport([...table, { dice: [{ die: { kind: 'd10' }, value: 0, source: 'app' }] }, { dice: null }]);
    expect(report.map((t) => `${t.die}/${t.source}/${t.rolls}`)).toEqual(['d6/all/60', 'd6/table/60', 'd10/all/1', 'd10/app/1']);
    expect(report[0].test).toMatchObject({ statistic: 0, verdict: 'fair' });
    expect(report[2]).toMatchObject({ faces: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], counts: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0] });
    expect(report[2].test.verdict).toBe('too-few');
  });

  it('counts a growing list of rolls from where it stopped: the report equals one of the whole list, and an earlier report is not changed', () => {
    const rolled: { dice: RolledDie[] | null }[] = [];
    const reports: DiceTally[][] = [];
    for (let i = 0; i < 40; i++) {
      rolled.push({ dice: [{ die: i % 3 ? d6 : { kind: 'd10' }, value: i % 6, source: i % 2 ? 'app' : 'table' }] }, { dice: null });
      reports.push(diceReport(rolled));
      expect(reports[i]).toEqual(diceReport([...rolled]));
    }
    expect(reports[0].find((t) => t.source === 'all')!.rolls).toBe(1);
  });

  it('counts a face printed on several sides once, and tests it against its share of the sides (Catan Horror event die: ship on 3 of 6)', () => {
    const event: DieSpec = { kind: 'faces', id: 'event', faces: ['ship', 'ship', 'ship', 'trade', 'politics', 'science'] };
    const rolls = (spread: Record<string, number>) =>
      Object.entries(spread).flatMap(([face, n]) =>
        Array.from({ length: n }, () => ({ dice: [{ die: event, value: face, source: 'app' as const }] })),
      );
    const [fair] = diceReport(rolls({ ship: 30, trade: 10, politics: 10, science: 10 }));
    expect(fair).toMatchObject({
      faces: ['ship', 'trade', 'politics', 'science'],
      sides: [3, 1, 1, 1],
      counts: [30, 10, 10, 10],
      rolls: 60,
    });
    expect(fair.test).toMatchObject({ statistic: 0, df: 3, minimumRolls: 30, verdict: 'fair' });
    // Even counts are what a fair event die does not give: ship should come up half the time.
    const [even] = diceReport(rolls({ ship: 15, trade: 15, politics: 15, science: 15 }));
    expect(even.test.statistic).toBeCloseTo(15, 10);
    expect(even.test.verdict).toBe('suspicious');
    // A die whose sides all differ keeps its faces as they are, with no sides list.
    expect(diceReport([{ dice: [{ die: d6, value: 3, source: 'app' }] }])[0]).not.toHaveProperty('sides');
  });

  it('needs as many rolls to spot a bias on equal chances given as shares as on a fair die', () => {
    expect(sampleSizeForChances([1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6])).toBe(sampleSizeForBias(6));
    expect(sampleSizeForChances([0.5, 1 / 6, 1 / 6, 1 / 6])).toBeGreaterThan(0);
  });

  it('counts games played, won and lost per ruleset', () => {
    call('campaign/create', { name: 'One', rulesetId: 'dice-tray', players: [], options: {} });
    call('campaign/create', { name: 'Two', rulesetId: 'dice-tray', players: [], options: {} });
    expect(call('stats/overall', {})).toEqual({
      byRuleset: [{ rulesetId: 'dice-tray', played: 2, won: 0, lost: 0, ended: 0, unfinished: 2 }],
      byHouseRules: [{ rulesetId: 'dice-tray', houseRules: {}, played: 2, won: 0, lost: 0, ended: 0, unfinished: 2 }],
      players: [],
    });
  });

  it('counts wins and losses per ruleset and per set of house rules', () => {
    /** A one-move game: the table declares the result. */
    const duel: Ruleset<{ result: 'won' | 'lost' | null; hard: boolean }, { hard: boolean }> = {
      id: 'duel',
      version: 1,
      minPlayers: 1,
      maxPlayers: 2,
      optionsSchema: z.object({ hard: z.boolean() }).strict(),
      options: [{ key: 'hard', kind: 'boolean', default: false, houseRule: true }],
      setup: (options) => ok({ result: null, hard: options.hard }),
      actions: {
        end: {
          schema: z.object({ result: z.enum(['won', 'lost']) }).strict(),
          decide: (_s, p) => ok([{ type: 'ended', data: { result: p.result } }]),
        },
      },
      apply: (state, event) => (event.type === 'ended' ? { ...state, result: event.data.result as 'won' | 'lost' } : state),
      prompt: () => ({ phase: 'duel', code: 'duel', actions: [] }),
      trackers: () => [],
      setTracker: (state) => state,
      turnInfo: () => ({ turn: 1, phase: 'duel' }),
      outcome: (state) => (state.result ? { result: state.result, code: `duel/${state.result}` } : null),
    };
    const dir2 = tempDir();
    const duels = startServices({
      databasePath: dir2.file('duels.sqlite'),
      version: 'test',
      transport: 'websocket',
      rulesets: new Map([...rulesets, ['duel', duel]]),
    });
    const play = (hard: boolean, result?: 'won' | 'lost') => {
      const created = duels.dispatch('campaign/create', { name: 'Duel', rulesetId: 'duel', players: ['Ann'], options: { hard } });
      if (!created.ok) throw new Error(created.error.message);
      if (result)
        duels.dispatch('campaign/act', { campaignId: (created.value as { id: number }).id, action: { type: 'end', payload: { result } } });
    };
    try {
      play(false, 'won');
      play(false, 'lost');
      play(false, 'won');
      play(true, 'lost');
      play(true);
      const result = duels.dispatch('stats/overall', {});
      expect(result).toMatchObject({
        ok: true,
        value: {
          byRuleset: [{ rulesetId: 'duel', played: 5, won: 2, lost: 2, unfinished: 1 }],
          byHouseRules: [
            { rulesetId: 'duel', houseRules: {}, played: 3, won: 2, lost: 1, unfinished: 0 },
            { rulesetId: 'duel', houseRules: { hard: true }, played: 2, won: 0, lost: 1, unfinished: 1 },
          ],
        },
      });
    } finally {
      duels.close();
      dir2.remove();
    }
  });
});

describe('a long game’s track chart', () => {
  const stepped = fc.array(
    fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 6, arbitrary: fc.integer({ min: -50, max: 50 }) }),
    {
      minLength: 1,
      maxLength: 600,
    },
  );

  it('keeps every bucket’s first and last point, each line’s lowest and highest, and where a line appears or goes', () => {
    fc.assert(
      fc.property(fc.array(stepped, { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 40 }), (raw, buckets) => {
        const count = Math.max(...raw.map((l) => l.length));
        const lines = raw.map((l) => Array.from({ length: count }, (_, i) => l[i] ?? null));
        const kept = thinned(count, lines, buckets);
        const size = Math.ceil(count / buckets);
        if (size <= 1) {
          expect(kept).toBeNull();
          return;
        }
        expect(kept).not.toBeNull();
        expect(kept).toEqual([...new Set(kept)].sort((a, b) => a - b));
        const keep = new Set(kept);
        for (let start = 0; start < count; start += size) {
          const end = Math.min(count, start + size);
          expect(keep.has(start) && keep.has(end - 1)).toBe(true);
          for (const values of lines) {
            const all = values.slice(start, end).filter((v) => v !== null);
            const shown = kept!.filter((i) => i >= start && i < end && values[i] !== null).map((i) => values[i]!);
            expect(shown.length > 0).toBe(all.length > 0);
            if (all.length) expect([Math.min(...shown), Math.max(...shown)]).toEqual([Math.min(...all), Math.max(...all)]);
          }
        }
        for (const values of lines)
          for (let i = 1; i < count; i++)
            if ((values[i] === null) !== (values[i - 1] === null)) expect(keep.has(i) && keep.has(i - 1)).toBe(true);
      }),
      { numRuns: 300, seed: 11 },
    );
  });

  it('draws a game of thousands of steps through at most a few points per thousandth, each with its step number', () => {
    const { id } = call('campaign/create', { name: 'Long', rulesetId: 'dice-tray', players: [], options: {} });
    const act = (action: Parameters<typeof call<'campaign/act'>>[1]['action']) => call('campaign/act', { campaignId: id, action });
    act({ type: 'add-counter', payload: { name: 'Doom', min: 0, max: 999, start: 0 } });
    // Doom climbs to 200 and back, over and over, and once spikes to 250 for a single step.
    for (let i = 0; i < 2600; i++)
      act({ type: 'change-counter', payload: { counterId: 'c1', delta: i === 1500 ? 150 : i === 1501 ? -150 : i % 400 < 200 ? 1 : -1 } });
    const stats = call('stats/campaign', { campaignId: id });
    expect(stats.steps).toBe(2602); // set-up, the counter, 2,600 changes
    expect(stats.points.length).toBeLessThan(stats.steps / 2);
    expect(stats.points.length).toBeGreaterThanOrEqual(CHART_BUCKETS);
    expect(stats.points.map((p) => p.n)).toEqual([...stats.points.map((p) => p.n)].sort((a, b) => a - b));
    expect(stats.points[0].n).toBe(1);
    expect(stats.points.at(-1)!.n).toBe(stats.steps);
    const doom = stats.series.find((s) => s.id === 'c1')!.values;
    expect(doom).toHaveLength(stats.points.length);
    // The one-step spike is drawn: the highest point kept is the highest Doom reached.
    const spike = stats.points.findIndex((p) => p.n === 1503);
    expect(doom[spike]).toBe(Math.max(...doom.filter((v) => v !== null)));
    expect(doom.at(-1)).toBe(call('campaign/open', { campaignId: id }).trackers[0].value);
  }, 60_000); // thousands of acted steps: past 20 s beside another file on a loaded runner
});
