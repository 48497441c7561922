/** Drunkards of Catan rules pinned where `npm run mutate -- drunkards-of-catan` found them untested, named after their seed lines. */
import { describe, expect, it } from 'vitest';
import { d6, type RolledDie } from '../../../shared/engine/dice';
import { WEIGHT } from '../../../shared/engine/headlines';
import { tallyGame } from '../../../shared/engine/player-records';
import { CORE, foldEvents, runAction } from '../../../shared/engine/run';
import { drunkardsOfCatan as rules } from '../../../shared/rulesets/drunkards-of-catan';
import type { DrunkardsOptions, DrunkardsState } from '../../../shared/rulesets/drunkards-of-catan/state';
import { drinkersView } from '../../../shared/rulesets/drunkards-of-catan/view';
import { drunkardsManifest } from '../../../shared/rulesets/drunkards-of-catan/manifest';

const players = [
  { id: 'ann', name: 'Ann' },
  { id: 'bob', name: 'Bob' },
];
const start = (options = {}) => foldEvents(rules, undefined, [{ type: CORE.setup, data: { options, players } }]);
const dice = (...values: number[]): RolledDie[] => values.map((value) => ({ die: d6, value, source: 'table' }));
function play(state: DrunkardsState, type: string, payload: Record<string, unknown> = {}, rolled: RolledDie[] = []) {
  const result = runAction(rules, state, type, payload, rolled);
  if (!result.ok) throw new Error(`${type}: ${result.error.code}`);
  return result.value;
}
const refusal = (state: DrunkardsState, type: string, payload: Record<string, unknown>) => {
  const result = runAction(rules, state, type, payload, []);
  return result.ok ? null : result.error;
};
const annHolds3 = () => play(start(), 'build-barrel', { player: 'ann', count: 3 }).state;
const player = (name: string) => ({ value: name.toLowerCase(), code: 'drunkards/player', params: { name } });

describe('002:15-27 what the prompt offers', () => {
  it('002:15 any player builds 1 to 10 barrels (1 by default); 002:27 the production roll is 2d6 with a 1 in 6 festival', () => {
    const [roll, build] = rules.prompt(start()).actions;
    expect(roll).toEqual({
      type: 'production-roll',
      code: 'drunkards/production-roll',
      primary: true,
      dice: {
        dice: [d6, d6],
        looks: [
          { code: 'drunkards/die/red', tint: 'red' },
          { code: 'drunkards/die/yellow', tint: 'yellow' },
        ],
      },
      odds: 1 / 6,
    });
    expect(build).toEqual({
      type: 'build-barrel',
      code: 'drunkards/build-barrel',
      fields: [
        { name: 'player', kind: 'choice', choices: [player('Ann'), player('Bob')] },
        { name: 'count', kind: 'number', min: 1, max: 10, default: 1 },
      ],
    });
    expect(rules.prompt(start({ festivals: false })).actions[0].odds).toBeUndefined();
  });

  it('002:17, 002:23 a holder trades or gifts up to what they hold, to another player', () => {
    const actions = rules.prompt(annHolds3()).actions;
    for (const type of ['trade-barrels', 'gift-barrels'])
      expect(actions.find((a) => a.type === type)).toEqual({
        type,
        code: `drunkards/${type}`,
        params: { name: 'Ann' },
        payload: { from: 'ann' },
        player: 'ann',
        fields: [
          { name: 'to', kind: 'choice', choices: [player('Bob')] },
          { name: 'count', kind: 'number', min: 1, max: 3, default: 1 },
        ],
      });
  });

  it('002:22 only a holder drinks, for one of the five resource cards', () => {
    expect(rules.prompt(annHolds3()).actions.find((a) => a.type === 'drink-barrel')).toEqual({
      type: 'drink-barrel',
      code: 'drunkards/drink-barrel',
      fields: [
        { name: 'player', kind: 'choice', choices: [player('Ann')] },
        {
          name: 'resource',
          kind: 'choice',
          choices: ['brick', 'lumber', 'wool', 'grain', 'ore'].map((r) => ({ value: r, code: `drunkards/resource/${r}` })),
        },
      ],
    });
    expect(rules.prompt(start()).actions.map((a) => a.type)).toEqual(['production-roll', 'build-barrel', 'end-game']);
    expect(refusal(start(), 'drink-barrel', { player: 'ann', resource: 'ore' })?.code).toBe('rules/no_barrels');
  });

  it('the table names the winner from every player, and must choose', () => {
    expect(rules.prompt(start()).actions.at(-1)).toEqual({
      type: 'end-game',
      code: 'drunkards/end-game',
      endsGame: true,
      fields: [{ name: 'winner', kind: 'choice', mustChoose: true, choices: [player('Ann'), player('Bob')] }],
    });
  });
});

describe('002:15-27 what the actions accept', () => {
  it('002:17, 002:22-23 a refusal for too few barrels names the holder, what they hold and what was wanted', () => {
    expect(refusal(annHolds3(), 'gift-barrels', { from: 'ann', to: 'bob', count: 4 })).toMatchObject({
      code: 'rules/not_enough_barrels',
      details: { name: 'Ann', barrels: 3, wanted: 4 },
    });
    expect(refusal(annHolds3(), 'trade-barrels', { from: 'ann', to: 'bob', count: 3 })).toBeNull();
  });

  it('002:17, 002:23 barrels go only to a player at the table', () => {
    expect(refusal(annHolds3(), 'trade-barrels', { from: 'ann', to: 'zed', count: 1 })).toMatchObject({
      code: 'rules/unknown_player',
      details: { player: 'zed' },
    });
    expect(refusal(annHolds3(), 'gift-barrels', { from: 'zed', to: 'bob', count: 1 })?.code).toBe('rules/unknown_player');
    expect(refusal(annHolds3(), 'drink-barrel', { player: 'zed', resource: 'ore' })?.code).toBe('rules/unknown_player');
    expect(refusal(start(), 'end-game', { winner: 'zed' })?.code).toBe('rules/unknown_player');
  });

  it('002:15 a build is of 1 to 50 barrels, 1 when not said', () => {
    expect(play(start(), 'build-barrel', { player: 'bob' }).events[0]).toMatchObject({
      type: 'barrel-built',
      data: { player: 'bob', name: 'Bob', count: 1 },
    });
    expect(refusal(start(), 'build-barrel', { player: 'bob', count: 51 })?.code).toBe('rules/invalid_input');
    expect(refusal(start(), 'build-barrel', { player: 'bob', count: 0 })?.code).toBe('rules/invalid_input');
    expect(refusal(start(), 'build-barrel', { player: '' })?.code).toBe('rules/invalid_input');
  });

  it('002:17 a trade names both players and the count in its event', () => {
    expect(play(annHolds3(), 'trade-barrels', { from: 'ann', to: 'bob', count: 2 }).events[0]).toEqual({
      type: 'barrels-traded',
      data: { from: 'ann', to: 'bob', fromName: 'Ann', toName: 'Bob', count: 2 },
    });
  });
});

describe('002:27 festivals', () => {
  it('002:27 a festival shares out by name, caused by the doubles, and the next roll forgets it', () => {
    const outcome = play(annHolds3(), 'production-roll', {}, dice(5, 5));
    expect(outcome.events[1]).toMatchObject({
      type: 'festival',
      cause: 'drunkards/doubles',
      data: {
        shares: [
          { playerId: 'ann', name: 'Ann', before: 3, returned: 2, after: 1, drinks: 2 },
          { playerId: 'bob', name: 'Bob', before: 0, returned: 0, after: 0, drinks: 0 },
        ],
      },
    });
    expect(outcome.state).toMatchObject({
      festivalDue: false,
      festivals: 1,
      rolls: 1,
      lastRoll: { dice: [5, 5], total: 10, doubles: true },
    });
    expect(outcome.state.lastFestival).toHaveLength(2);
    const next = play(outcome.state, 'production-roll', {}, dice(1, 2)).state;
    expect(next).toMatchObject({ lastFestival: null, festivals: 1, rolls: 2 });
    expect(rules.turnInfo?.(next)).toEqual({ turn: 2, phase: 'drunkards/play' });
  });

  it('002:27 festivals can be switched off and on again, and a bad option is refused', () => {
    // Options as a stored set-up may carry them: not always of the current shape.
    const stored = (options: unknown) => options as DrunkardsOptions;
    const off = rules.withOptions!(start(), { festivals: false });
    expect(off.options.festivals).toBe(false);
    expect(rules.withOptions!(off, stored({ festivals: 'often' })).options.festivals).toBe(false);
    expect(rules.withOptions!(off, stored({})).options.festivals).toBe(true);
    expect(rules.withOptions!(off, stored(undefined)).options.festivals).toBe(true);
    expect(rules.setup(stored({ festivals: 'often' }), players)).toMatchObject({ ok: false, error: { code: 'rules/invalid_options' } });
  });
});

describe('002:18 the barrels and drinks on the board', () => {
  it('002:18 each player has a barrels tracker showing its victory points, and a drinks tracker', () => {
    expect(rules.trackers(annHolds3())).toEqual([
      { id: 'barrels/ann', code: 'drunkards/tracker/barrels', params: { name: 'Ann', vp: 1 }, value: 3, min: 0, max: 99 },
      { id: 'drinks/ann', code: 'drunkards/tracker/drinks', params: { name: 'Ann' }, value: 0, min: 0, max: 999 },
      { id: 'barrels/bob', code: 'drunkards/tracker/barrels', params: { name: 'Bob', vp: 0 }, value: 0, min: 0, max: 99 },
      { id: 'drinks/bob', code: 'drunkards/tracker/drinks', params: { name: 'Bob' }, value: 0, min: 0, max: 999 },
    ]);
  });

  it('a tracker set by hand changes only its own player and kind', () => {
    const state = annHolds3();
    expect(rules.setTracker(state, 'barrels/bob', 4).players.map((p) => [p.barrels, p.drinks])).toEqual([
      [3, 0],
      [4, 0],
    ]);
    expect(rules.setTracker(state, 'drinks/ann', 7).players.map((p) => [p.barrels, p.drinks])).toEqual([
      [3, 7],
      [0, 0],
    ]);
    expect(rules.setTracker(state, 'mugs/ann', 7).players).toEqual(state.players);
  });

  it("002:27 the table shows each player's share of the last festival beside their cellar", () => {
    const festive = play(annHolds3(), 'production-roll', {}, dice(5, 5)).state;
    expect(drinkersView(festive).map((d) => [d.id, d.barrels, d.vp, d.share?.returned])).toEqual([
      ['ann', 1, 0, 2],
      ['bob', 0, 0, 0],
    ]);
    expect(drinkersView(annHolds3()).map((d) => d.share)).toEqual([null, null]);
  });

  it('the winner is named in the outcome; no winner, no outcome', () => {
    expect(rules.outcome!(start())).toBeNull();
    expect(rules.outcome!(play(start(), 'end-game', { winner: 'bob' }).state)).toEqual({
      result: 'ended',
      code: 'drunkards/won',
      params: { name: 'Bob' },
    });
  });
});

describe('what the table and the records show (2026-11-29 run)', () => {
  it('002:23 a gift goes to another player: a gift to oneself is refused at the field "to"', () => {
    expect(refusal(annHolds3(), 'gift-barrels', { from: 'ann', to: 'ann', count: 1 })).toEqual({
      code: 'rules/invalid_input',
      message: expect.any(String),
      details: { field: 'to', issues: [{ field: 'to', code: 'drunkards/input/gift-to-self' }] },
    });
  });

  it('002:15-27 the prompt asks to roll for production or trade, counting the rolls made', () => {
    const rolled = play(annHolds3(), 'production-roll', {}, dice(2, 5)).state;
    expect(rules.prompt(rolled)).toMatchObject({ phase: 'drunkards/play', code: 'drunkards/roll-or-trade', params: { rolls: 1 } });
  });

  it('002:27 festivals are on unless the table switches them off at set-up', () => {
    expect(drunkardsManifest.options).toEqual([{ key: 'festivals', kind: 'boolean', default: true }]);
  });

  it('002:18, 002:27 statistics open on the barrels on the table, the drinks taken, the festivals held and the rolls made', () => {
    let state = play(annHolds3(), 'build-barrel', { player: 'bob', count: 4 }).state;
    state = play(state, 'production-roll', {}, dice(3, 3)).state; // Ann returns 2 of 3, Bob 2 of 4
    expect(rules.keyTracks!(state)).toEqual([
      { id: 'barrels', code: 'drunkards/key/barrels', value: 3 },
      { id: 'drinks', code: 'drunkards/key/drinks', value: 4 },
      { id: 'festivals', code: 'drunkards/key/festivals', value: 1 },
      { id: 'rolls', code: 'drunkards/key/rolls', value: 1 },
    ]);
  });

  it('the game won is the headline, then a festival, then a barrel drunk; a barrel built is none', () => {
    const built = play(start(), 'build-barrel', { player: 'ann', count: 3 });
    const drunk = play(built.state, 'drink-barrel', { player: 'ann', resource: 'ore' });
    const festival = play(drunk.state, 'production-roll', {}, dice(4, 4));
    const end = play(festival.state, 'end-game', { winner: 'ann' });
    const events = [...built.events, ...drunk.events, ...festival.events, ...end.events];
    expect(events.map((e) => [e.type, rules.headlines!.weightOf(e as { type: string; data: Record<string, unknown> })])).toEqual([
      ['barrel-built', null],
      ['barrel-drunk', WEIGHT.notable],
      ['production-rolled', null],
      ['festival', WEIGHT.threat],
      ['game-ended', WEIGHT.outcome],
    ]);
  });

  it('the winner the table names is the player the records credit with the win', () => {
    // The declaration counted as for a game won (the statistics service counts Drunkards' 'ended' as won by
    // the winner its events name: tests/electron/player-records.test.ts).
    const end = play(start(), 'end-game', { winner: 'bob' });
    const tally = tallyGame(rules.playerRecords, players, end.events, true);
    expect([...tally].map(([id, t]) => [id, t.won])).toEqual([
      ['ann', false],
      ['bob', true],
    ]);
  });

  it('names itself and what it is in the list of games', () => {
    expect(drunkardsManifest.name).toBe('Drunkards of Catan');
    expect(drunkardsManifest.about).toMatch(/barrels of alcohol/);
  });
});
