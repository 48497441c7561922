/** Issue 15's Munchkin RPG findings, each named after its seed sentence: High stats carry the Medium bonus, and the boss's numbers. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { CORE, foldEvents, runAction } from '../../../shared/engine/run';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import { munchkinRpg } from '../../../shared/rulesets/munchkin-rpg';
import { munchkinEvents } from '../../../shared/rulesets/munchkin-rpg/events';
import { bossLevel } from '../../../shared/rulesets/munchkin-rpg/rules';
import type { MunchkinState } from '../../../shared/rulesets/munchkin-rpg/state';
import { adjust, current, d6s, line, play, refuse, seated, start, who } from './helpers';

const fixture = JSON.parse(readFileSync(new URL('./fixtures/v1-campaign.json', import.meta.url), 'utf8')) as {
  events: RulesEvent[];
  final: MunchkinState;
};

const STR_HIGH = { high: 'strength', medium: 'agility', low: 'intellect' } as const;
const INT_HIGH = { high: 'intellect', medium: 'agility', low: 'strength' } as const;
const AGI_HIGH = { high: 'agility', medium: 'intellect', low: 'strength' } as const;

/** Ann reveals the boss at level 10 and fights it, Bob helping. */
function bossFight(): MunchkinState {
  const state = adjust(seated({ bob: AGI_HIGH }), 'ann', { level: 10 });
  return play(state, 'reveal-boss', { player: 'ann' }).state;
}

describe('002:45 a High stat grants the High bonus and the Medium bonus', () => {
  it("002:45 a player's High stat grants them the High bonus and the Medium bonus: High Strength starts at level 2 and never drops below it", () => {
    let state = seated({ ann: STR_HIGH, bob: AGI_HIGH });
    expect(who(state, 'ann').level).toBe(2);
    expect(who(state, 'bob').level).toBe(1);
    state = play(state, 'change-level', { player: 'ann', by: -3 }).state;
    expect(who(state, 'ann').level).toBe(2);
    state = play(state, 'report-combat', { player: 'ann', result: 'won', levels: 2, treasures: 0 }).state;
    expect(who(state, 'ann').level).toBe(4);
  });

  it('002:45 High Intellect carries the Medium Intellect bonus: 1000 gold buys a level, offered in the prompt, never level 10', () => {
    let state = adjust(seated({ ann: INT_HIGH }), 'ann', { gold: 2500, level: 8 });
    expect(munchkinRpg.prompt(state).actions.map((a) => a.type)).toContain('buy-level');
    state = play(state, 'buy-level', { player: 'ann' }).state;
    expect(who(state, 'ann')).toMatchObject({ level: 9, gold: 1500 });
    expect(refuse(state, 'buy-level', { player: 'ann' })).toBe('rules/no_level_ten');
    const lowIntellect = adjust(seated({ ann: { high: 'strength', medium: 'agility', low: 'intellect' } }), 'ann', { gold: 2500 });
    expect(munchkinRpg.prompt(lowIntellect).actions.map((a) => a.type)).not.toContain('buy-level');
    expect(refuse(lowIntellect, 'buy-level', { player: 'ann' })).toBe('rules/needs_medium_intellect');
  });

  it('002:135 retraining into High Strength raises a level-1 player to level 2 at the end of the round', () => {
    let state = adjust(seated({ ann: INT_HIGH }), 'ann', { ap: 6 });
    expect(who(state, 'ann').level).toBe(1);
    state = play(state, 'retrain', { player: 'ann', ...line(STR_HIGH) }).state;
    for (let i = 0; i < 4; i++) state = play(state, 'end-turn').state;
    state = play(play(state, 'restock-roll', {}, d6s(1)).state, 'restock-roll', {}, d6s(2)).state;
    expect(who(state, 'ann')).toMatchObject({ stats: STR_HIGH, level: 2 });
  });

  it("002:45 a campaign set up before version 2 keeps High's own line; the table can switch the Medium bonus on in the settings", () => {
    const old = start({ highGrantsMedium: false });
    const before = play(old, 'set-stats', { player: 'ann', ...line(STR_HIGH) }).state;
    expect(who(before, 'ann').level).toBe(1);
    const switched = foldEvents(munchkinRpg, before, [
      { type: CORE.optionsChanged, data: { to: { ...before.options, highGrantsMedium: true } } },
    ]);
    expect(who(play(switched, 'set-stats', { player: 'bob', ...line(STR_HIGH) }).state, 'bob').level).toBe(2);
  });
});

describe("002:162-168 the dungeon boss's numbers", () => {
  it('002:164 the monster becomes level 20 whatever the card says, and 002:168 enhancers placed on it stay after combat', () => {
    let state = bossFight();
    expect(bossLevel(state.boss.kills, state.boss.enhancerLevels)).toBe(20);
    state = play(state, 'trap-boss', { player: 'ann', kind: 'enhancer', levels: 5 }).state;
    state = play(state, 'report-boss-fight', { result: 'ran-away' }).state;
    expect(state.boss).toMatchObject({ enhancerLevels: 5, kills: 0, fighting: null });
  });

  it('002:166 each time the dungeon boss kills a player it goes up 2 levels permanently: a helper who dies beside the fighter is a second kill', () => {
    const fought = play(bossFight(), 'report-boss-fight', { result: 'died', helper: 'bob', helperDied: true });
    expect(fought.events.map((e) => e.type)).toEqual(['boss-fight-ended', 'player-died', 'player-died']);
    expect(fought.events[0].data).toMatchObject({ kills: 2, helpers: ['bob'] });
    expect(fought.state.boss.kills).toBe(2);
    expect(bossLevel(fought.state.boss.kills, fought.state.boss.enhancerLevels)).toBe(24);
    expect([who(fought.state, 'ann').dead, who(fought.state, 'bob').dead]).toEqual([true, true]);
  });

  it('002:166 a fighter who runs away while the helper dies: one kill, +2', () => {
    const state = play(bossFight(), 'report-boss-fight', { result: 'ran-away', helper: 'bob', helperDied: true }).state;
    expect(state.boss.kills).toBe(1);
    expect([who(state, 'ann').dead, who(state, 'bob').dead]).toEqual([false, true]);
  });

  it('002:166 if the players successfully run away, the Dungeon Boss does not gain levels', () => {
    const state = play(bossFight(), 'report-boss-fight', { result: 'ran-away', helper: 'bob' }).state;
    expect(state.boss.kills).toBe(0);
    expect(state.players.some((p) => p.dead)).toBe(false);
  });

  it("002:166 a helper's death needs a helper, and a won fight kills nobody", () => {
    const state = bossFight();
    expect(refuse(state, 'report-boss-fight', { result: 'died', helperDied: true })).toBe('rules/no_helper');
    expect(refuse(state, 'report-boss-fight', { result: 'won', helper: 'bob', helperDied: true })).toBe('rules/helper_died_in_victory');
    expect(refuse(state, 'report-boss-fight', { result: 'died', helper: 'ann' })).toBe('rules/unknown_player');
  });

  it("002:166 the boss-fight report offers the helper's death as a report of its own, for a lost fight only", () => {
    const offers = munchkinRpg.prompt(bossFight()).actions.filter((a) => a.type === 'report-boss-fight');
    expect(offers.map((a) => [a.code, a.payload ?? {}])).toEqual([
      ['munchkin/report-boss-fight', {}],
      ['munchkin/report-boss-fight-helper-died', { helperDied: true }],
    ]);
    // Issue 18: an outcome starts unchosen (it used to default to 'died'); the table chooses.
    expect(offers[1].fields![0]).toMatchObject({ name: 'result', mustChoose: true, choices: [{ value: 'ran-away' }, { value: 'died' }] });
    expect(offers[1].fields![0]).not.toHaveProperty('default');
    expect(offers[1].fields![1]).toMatchObject({ name: 'helper', choices: [{ value: 'bob' }, { value: 'cy' }, { value: 'dee' }] });
  });

  it('002:164 if a trap sprung on reveal takes the revealer below level 10, they still fight the boss, but must be level 10 again to try again', () => {
    let state = play(bossFight(), 'change-level', { player: 'ann', by: -1 }).state;
    expect(who(state, 'ann').level).toBe(9);
    expect(state.boss.fighting).toBe('ann');
    state = play(state, 'report-boss-fight', { result: 'ran-away' }).state;
    expect(refuse(state, 'challenge-boss', { player: 'ann' })).toBe('rules/level_too_low');
    state = play(state, 'change-level', { player: 'ann', by: 1 }).state;
    expect(play(state, 'challenge-boss', { player: 'ann' }).state.boss.fighting).toBe('ann');
  });

  it('002:168 while the dungeon boss is revealed, players can still fight other monsters by opening other rooms', () => {
    let state = play(bossFight(), 'report-boss-fight', { result: 'ran-away' }).state;
    state = play(state, 'end-turn').state;
    const opened = play(state, 'menu-action', { player: 'bob', action: 'open-door' });
    expect(opened.state.boss).toMatchObject({ revealed: true, fighting: null });
    expect(play(opened.state, 'report-combat', { player: 'bob', result: 'won', levels: 1, treasures: 1 }).state.boss.revealed).toBe(true);
  });

  it('002:99 players can gain levels to go above level 10', () => {
    let state = adjust(seated(), 'ann', { level: 10 });
    state = play(state, 'report-combat', { player: 'ann', result: 'won', levels: 2, treasures: 1 }).state;
    expect(who(state, 'ann').level).toBe(12);
  });

  it('002:122 the buyer chooses to equip the item at once or put it on top of the backpack (equip offered first)', () => {
    const state = adjust(seated(), 'ann', { gold: 800 });
    const buy = munchkinRpg.prompt(state).actions.find((a) => a.type === 'buy')!;
    expect(buy.fields!.find((f) => f.name === 'placement')).toMatchObject({ kind: 'choice', default: 'equip' });
    expect(play(state, 'buy', { player: 'ann', slot: 2, cost: 300, placement: 'backpack' }).events[0].data).toMatchObject({
      placement: 'backpack',
      price: 300,
    });
    expect(play(state, 'buy', { player: 'ann', slot: 2, cost: 300 }).events[0].data).toMatchObject({ placement: 'equip' });
  });

  it('002:137 a polymorphed boss is a fresh level-20 boss: its kills go with the old one', () => {
    let state = play(bossFight(), 'report-boss-fight', { result: 'died', helper: 'bob', helperDied: true }).state;
    state = play(state, 'end-turn').state;
    expect(current(state)).toBe('cy');
    state = play(adjust(state, 'cy', { ap: 7 }), 'polymorph-boss', { player: 'cy' }).state;
    expect(bossLevel(state.boss.kills, state.boss.enhancerLevels)).toBe(20);
  });
});

describe('version 1 campaigns', () => {
  const { events } = fixture;

  it('events recorded by version 1 replay to the state version 1 reached (High Strength started at level 1)', () => {
    const state = foldEvents(munchkinRpg, undefined, events);
    const { highGrantsMedium: _added, ...options } = state.options;
    expect({ ...state, options }).toEqual(fixture.final);
    expect(state.options.highGrantsMedium).toBe(false);
    expect(who(state, 'p1')).toMatchObject({ stats: STR_HIGH, level: 2 });
  });

  it('every event type version 1 wrote (hand-played and random games) passes the version 2 schemas and folds to the game version 1 reached', () => {
    const read = (file: string) => JSON.parse(readFileSync(new URL(`./fixtures/${file}`, import.meta.url), 'utf8'));
    const random = read('v1-random-play.json') as { games: { events: RulesEvent[]; final: MunchkinState }[] };
    const games = [
      ...random.games,
      ...['v1-campaign.json', 'v1-campaign-2.json'].map((f) => read(f) as { events: RulesEvent[]; final: MunchkinState }),
    ];
    const types = new Set<string>();
    for (const game of games) {
      const state = foldEvents(munchkinRpg, undefined, game.events);
      const { highGrantsMedium: _added, ...options } = state.options;
      expect({ ...state, options }).toEqual(game.final);
      for (const e of game.events) types.add(e.type);
    }
    expect([...munchkinEvents.types].filter((t) => !types.has(t))).toEqual([]);
  });

  it('a version 1 boss death (no `kills` recorded) still counts one kill', () => {
    let state = foldEvents(munchkinRpg, undefined, events);
    state = adjust(state, 'p2', { level: 10 });
    state = play(state, 'reveal-boss', { player: 'p2' }).state;
    const v1Death: RulesEvent[] = [
      { type: 'boss-fight-ended', data: { player: 'p2', name: 'Bob', result: 'died', helpers: [] } },
      { type: 'player-died', data: { player: 'p2', name: 'Bob' }, cause: 'munchkin/boss-kill' },
    ];
    expect(foldEvents(munchkinRpg, state, v1Death).boss.kills).toBe(1);
  });
});

describe('002:140-142 the restock when every store card was bought', () => {
  /** Ann buys slots 1-5 and Bob slot 6 (one point each); the turns go round to the end of the round. */
  function everyCardBought() {
    let state = adjust(adjust(seated(), 'ann', { gold: 2000 }), 'bob', { gold: 500 });
    for (const slot of [1, 2, 3, 4, 5]) state = play(state, 'buy', { player: 'ann', slot, cost: 300 }).state;
    state = play(state, 'end-turn').state;
    state = play(state, 'buy', { player: 'bob', slot: 6, cost: 300 }).state;
    expect(state.boughtSlots).toHaveLength(6);
    state = play(state, 'end-turn').state;
    return play(state, 'end-turn').state;
  }

  it('002:140 with all six store cards bought the round ends: the bought slots are refilled and the next round starts (ruling 17)', () => {
    const last = play(everyCardBought(), 'end-turn');
    expect(last.events.map((e) => e.type)).toEqual(['turn-ended', 'store-refilled', 'round-ended']);
    expect(last.events[1]).toMatchObject({ data: { slots: [1, 2, 3, 4, 5, 6] }, cause: 'munchkin/all-bought' });
    expect(last.state).toMatchObject({ phase: 'turn', round: 2, boughtSlots: [], restocked: [] });
    expect(current(last.state)).toBe('bob');
    expect(refuse(last.state, 'restock-roll', {}, d6s(1))).toBe('rules/wrong_phase');
  });

  it('002:140 a campaign recorded stuck at a sold-out restock (before the ruling) gets out with one step, no die', () => {
    const before = everyCardBought();
    const ended = runAction(munchkinRpg, before, 'end-turn', {}, []);
    if (!ended.ok) throw new Error(ended.error.code);
    const stuck = foldEvents(munchkinRpg, before, ended.value.events.slice(0, 1));
    expect(stuck.phase).toBe('restock');
    expect(munchkinRpg.prompt(stuck).actions).toEqual([
      expect.objectContaining({ type: 'restock-roll', code: 'munchkin/restock-all-bought', primary: true }),
    ]);
    expect(munchkinRpg.prompt(stuck).actions[0].dice).toBeUndefined();
    const out = play(stuck, 'restock-roll');
    expect(out.events.map((e) => e.type)).toEqual(['store-refilled', 'round-ended']);
    expect(out.state).toMatchObject({ phase: 'turn', round: 2, boughtSlots: [] });
  });
});
