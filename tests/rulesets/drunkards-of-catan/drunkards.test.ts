import { describe, expect, it } from 'vitest';
import { d6, type RolledDie } from '../../../shared/engine/dice';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import { CORE, foldEvents, runAction } from '../../../shared/engine/run';
import { drunkardsOfCatan } from '../../../shared/rulesets/drunkards-of-catan';
import { barrelVictoryPoints, festival, festivalOnRoll, festivalReturn, isFestivalRoll } from '../../../shared/kits/barrels';
import { BARREL_COST } from '../../../shared/rulesets/drunkards-of-catan/data/rules';
import type { DrunkardsState } from '../../../shared/rulesets/drunkards-of-catan/state';

const players = [
  { id: 'ann', name: 'Ann' },
  { id: 'bob', name: 'Bob' },
  { id: 'cy', name: 'Cy' },
];
const setupEvent = (options = {}): RulesEvent => ({ type: CORE.setup, data: { options, players } });
const start = (options = {}) => foldEvents(drunkardsOfCatan, undefined, [setupEvent(options)]);
const dice = (...values: number[]): RolledDie[] => values.map((value) => ({ die: d6, value, source: 'table' }));

function play(state: DrunkardsState, type: string, payload: Record<string, unknown> = {}, rolled: RolledDie[] = []) {
  const result = runAction(drunkardsOfCatan, state, type, payload, rolled);
  if (!result.ok) throw new Error(`${type}: ${result.error.code}`);
  return result.value;
}
const barrels = (state: DrunkardsState, id: string) => state.players.find((p) => p.id === id)!.barrels;
const drinks = (state: DrunkardsState, id: string) => state.players.find((p) => p.id === id)!.drinks;

function withBarrels(counts: Record<string, number>, options = {}) {
  let state = start(options);
  for (const [player, count] of Object.entries(counts)) if (count > 0) state = play(state, 'build-barrel', { player, count }).state;
  return state;
}

describe('barrels', () => {
  it('a barrel costs one grain and one lumber', () => {
    expect(BARREL_COST).toEqual({ grain: 1, lumber: 1 });
  });

  it('building gives the builder barrels, nobody drinks', () => {
    const state = play(start(), 'build-barrel', { player: 'ann', count: 2 }).state;
    expect(barrels(state, 'ann')).toBe(2);
    expect(drinks(state, 'ann')).toBe(0);
  });

  it('every 2 barrels are worth 1 victory point, rounded down', () => {
    expect([0, 1, 2, 3, 4, 7].map(barrelVictoryPoints)).toEqual([0, 0, 1, 1, 2, 3]);
  });

  it('trading moves barrels like any resource and nobody drinks', () => {
    const state = play(withBarrels({ ann: 3 }), 'trade-barrels', { from: 'ann', to: 'bob', count: 2 }).state;
    expect([barrels(state, 'ann'), barrels(state, 'bob')]).toEqual([1, 2]);
    expect([drinks(state, 'ann'), drinks(state, 'bob')]).toEqual([0, 0]);
  });

  it('a gift forces the receiver to drink once per barrel', () => {
    const state = play(withBarrels({ ann: 3 }), 'gift-barrels', { from: 'ann', to: 'cy', count: 2 }).state;
    expect(barrels(state, 'cy')).toBe(2);
    expect(drinks(state, 'cy')).toBe(2);
    expect(drinks(state, 'ann')).toBe(0);
  });

  it('each holder has their own gift and trade, on their row, to another player by default', () => {
    const state = withBarrels({ ann: 3, bob: 1 });
    for (const type of ['gift-barrels', 'trade-barrels']) {
      const offers = drunkardsOfCatan.prompt(state).actions.filter((a) => a.type === type);
      expect(offers.map((o) => [o.payload?.from, o.player])).toEqual([
        ['ann', 'ann'],
        ['bob', 'bob'],
      ]);
      for (const offer of offers) {
        const to = offer.fields?.find((f) => f.name === 'to');
        if (to?.kind !== 'choice') throw new Error('the gift names its receiver');
        const first = to.default ?? to.choices.find((c) => !c.disabled)?.value;
        expect(first).not.toBe(offer.payload?.from);
        expect(to.choices.map((c) => c.value)).not.toContain(offer.payload?.from);
      }
    }
  });

  it('drinking a barrel returns it to the bank, costs a drink and fetches a resource', () => {
    const outcome = play(withBarrels({ bob: 2 }), 'drink-barrel', { player: 'bob', resource: 'ore' });
    expect(barrels(outcome.state, 'bob')).toBe(1);
    expect(drinks(outcome.state, 'bob')).toBe(1);
    expect(outcome.events[0]).toMatchObject({ type: 'barrel-drunk', data: { player: 'bob', resource: 'ore' } });
  });

  it('nobody gives, trades or drinks barrels they do not hold', () => {
    const state = withBarrels({ ann: 1 });
    for (const [type, payload] of [
      ['gift-barrels', { from: 'ann', to: 'bob', count: 2 }],
      ['trade-barrels', { from: 'bob', to: 'ann', count: 1 }],
      ['drink-barrel', { player: 'cy', resource: 'wool' }],
    ] as const) {
      expect(runAction(drunkardsOfCatan, state, type, payload, [])).toMatchObject({
        ok: false,
        error: { code: 'rules/not_enough_barrels' },
      });
    }
  });

  it('refuses unknown players, gifts to oneself and unknown resources', () => {
    const state = withBarrels({ ann: 2 });
    expect(runAction(drunkardsOfCatan, state, 'build-barrel', { player: 'zed' }, [])).toMatchObject({
      ok: false,
      error: { code: 'rules/unknown_player' },
    });
    expect(runAction(drunkardsOfCatan, state, 'gift-barrels', { from: 'ann', to: 'ann' }, [])).toMatchObject({
      ok: false,
      error: { code: 'rules/invalid_input' },
    });
    expect(runAction(drunkardsOfCatan, state, 'drink-barrel', { player: 'ann', resource: 'gold' }, [])).toMatchObject({
      ok: false,
      error: { code: 'rules/invalid_input' },
    });
  });
});

describe('the production roll and festivals', () => {
  it('a festival is held exactly when the two dice match', () => {
    expect(isFestivalRoll(3, 3)).toBe(true);
    expect(isFestivalRoll(3, 4)).toBe(false);
  });

  it('a festival returns half of each hoard, rounded up, one drink per barrel returned', () => {
    expect([0, 1, 2, 3, 5, 8].map(festivalReturn)).toEqual([0, 1, 1, 2, 3, 4]);
    expect(
      festival([
        { playerId: 'ann', barrels: 5 },
        { playerId: 'bob', barrels: 0 },
      ]),
    ).toEqual([
      { playerId: 'ann', before: 5, returned: 3, after: 2, drinks: 3 },
      { playerId: 'bob', before: 0, returned: 0, after: 0, drinks: 0 },
    ]);
  });

  it('another Catan ruleset can ask for the festival of a roll by its two number dice alone', () => {
    const hoards = [{ playerId: 'knight-1', barrels: 3 }];
    expect(festivalOnRoll([2, 2], hoards)).toEqual([{ playerId: 'knight-1', before: 3, returned: 2, after: 1, drinks: 2 }]);
    expect(festivalOnRoll([2, 5], hoards)).toBeNull();
  });

  it('doubles on the production roll halve everyone: 5 → 2, 4 → 2, 1 → 0, each drinking what they return', () => {
    const outcome = play(withBarrels({ ann: 5, bob: 4, cy: 1 }), 'production-roll', {}, dice(4, 4));
    expect(outcome.events.map((e) => e.type)).toEqual(['production-rolled', 'festival']);
    expect(outcome.events[1].cause).toBe('drunkards/doubles');
    expect(outcome.state.players.map((p) => [p.barrels, p.drinks])).toEqual([
      [2, 3],
      [2, 2],
      [0, 1],
    ]);
    expect(outcome.state.festivals).toBe(1);
  });

  it('a roll without doubles holds no festival', () => {
    const outcome = play(withBarrels({ ann: 5 }), 'production-roll', {}, dice(2, 5));
    expect(outcome.events.map((e) => e.type)).toEqual(['production-rolled']);
    expect(outcome.state.lastRoll).toEqual({ dice: [2, 5], total: 7, doubles: false });
    expect(barrels(outcome.state, 'ann')).toBe(5);
  });

  it('with festivals switched off, doubles are just a roll', () => {
    const outcome = play(withBarrels({ ann: 5 }, { festivals: false }), 'production-roll', {}, dice(6, 6));
    expect(outcome.events.map((e) => e.type)).toEqual(['production-rolled']);
    expect(barrels(outcome.state, 'ann')).toBe(5);
  });

  it('the prompt offers the production roll first, with the 1 in 6 chance of a festival', () => {
    const prompt = drunkardsOfCatan.prompt(start());
    expect(prompt.actions[0]).toMatchObject({ type: 'production-roll', primary: true, odds: 1 / 6 });
  });

  it('the production roll needs exactly two d6 showing 1-6', () => {
    expect(runAction(drunkardsOfCatan, start(), 'production-roll', {}, dice(3))).toMatchObject({
      ok: false,
      error: { code: 'dice/wrong_count' },
    });
    expect(runAction(drunkardsOfCatan, start(), 'production-roll', {}, dice(3, 7))).toMatchObject({
      ok: false,
      error: { code: 'dice/invalid_value' },
    });
  });
});

describe('trackers and the end of the game', () => {
  it('barrels and drinks can be set by hand', () => {
    const state = drunkardsOfCatan.setTracker(start(), 'barrels/bob', 6);
    const drunk = drunkardsOfCatan.setTracker(state, 'drinks/bob', 3);
    expect([barrels(drunk, 'bob'), drinks(drunk, 'bob')]).toEqual([6, 3]);
    expect(drunkardsOfCatan.trackers(drunk).find((t) => t.id === 'barrels/bob')).toMatchObject({ value: 6, params: { vp: 3 } });
  });

  it('the table reports the winner; after that no action is taken', () => {
    const ended = play(start(), 'end-game', { winner: 'cy' }).state;
    expect(drunkardsOfCatan.outcome!(ended)).toMatchObject({ result: 'ended', params: { name: 'Cy' } });
    expect(runAction(drunkardsOfCatan, ended, 'build-barrel', { player: 'ann' }, [])).toMatchObject({
      ok: false,
      error: { code: 'rules/game_over' },
    });
  });
});

describe('replay', () => {
  it('folding the recorded events gives the state reached step by step', () => {
    let seed = 20141202;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
    let state = start();
    const log: RulesEvent[] = [setupEvent()];
    for (let step = 0; step < 400; step++) {
      const ids = players.map((p) => p.id);
      const holders = state.players.filter((p) => p.barrels > 0).map((p) => p.id);
      const choice = Math.floor(random() * 5);
      let result;
      if (choice === 0 || holders.length === 0)
        result = runAction(drunkardsOfCatan, state, 'build-barrel', { player: pick(ids), count: 1 + Math.floor(random() * 3) }, []);
      else if (choice === 1)
        result = runAction(
          drunkardsOfCatan,
          state,
          'production-roll',
          {},
          dice(1 + Math.floor(random() * 6), 1 + Math.floor(random() * 6)),
        );
      else if (choice === 2) result = runAction(drunkardsOfCatan, state, 'drink-barrel', { player: pick(holders), resource: 'grain' }, []);
      else {
        const from = pick(holders);
        result = runAction(
          drunkardsOfCatan,
          state,
          choice === 3 ? 'gift-barrels' : 'trade-barrels',
          { from, to: pick(ids.filter((id) => id !== from)), count: 1 },
          [],
        );
      }
      if (!result.ok) throw new Error(result.error.code);
      state = result.value.state;
      log.push(...result.value.events);
    }
    expect(state.festivals).toBeGreaterThan(0);
    expect(foldEvents(drunkardsOfCatan, undefined, log)).toEqual(state);
  });
});

describe('the barrels kit (002:14-28) is shared, not borrowed', () => {
  it('both rulesets import shared/kits/barrels.ts and neither imports the other', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const readFileSync = (f: string) => fs.readFileSync(f, 'utf8');
    const readdirSync = (d: string) => fs.readdirSync(d);
    const statSync = (f: string) => fs.statSync(f);
    const join = (...parts: string[]) => path.join(...parts);
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]));
    const text = (dir: string) =>
      files(dir)
        .map((f) => readFileSync(f))
        .join('\n');
    const horror = text('shared/rulesets/catan-horror');
    const drunkards = text('shared/rulesets/drunkards-of-catan');
    expect(horror).not.toMatch(/from '[^']*drunkards-of-catan/);
    expect(drunkards).not.toMatch(/from '[^']*catan-horror/);
    expect(horror).toMatch(/from '[^']*kits\/barrels'/);
    expect(drunkards).toMatch(/from '[^']*kits\/barrels'/);
  });
});

describe('old campaigns', () => {
  it('replays a log recorded by version 1 (every event type) to exactly the state it reached', async () => {
    const { readFileSync } = await import('node:fs');
    const fixture = JSON.parse(readFileSync(new URL('./fixtures/v1-log.json', import.meta.url), 'utf8')) as {
      events: RulesEvent[];
      state: unknown;
    };
    expect(new Set(fixture.events.map((e) => e.type)).size).toBe(8);
    expect(foldEvents(drunkardsOfCatan, undefined, fixture.events)).toEqual(fixture.state);
  });
});

describe('table view', () => {
  it("002:18 every 2 barrels of alcohol is 1 VP: the table shows the ruleset's own count beside each cellar", async () => {
    const { drinkersView } = await import('../../../shared/rulesets/drunkards-of-catan/view');
    const state = withBarrels({ ann: 5, bob: 2 });
    expect(drinkersView(state).map((d) => [d.id, d.barrels, d.vp])).toEqual([
      ['ann', 5, 2],
      ['bob', 2, 1],
      ['cy', 0, 0],
    ]);
  });
});
