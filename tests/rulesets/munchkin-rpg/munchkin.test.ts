import { describe, expect, it } from 'vitest';
import { dN } from '../../../shared/engine/dice';
import { CORE, foldEvents, runAction } from '../../../shared/engine/run';
import { munchkinRpg } from '../../../shared/rulesets/munchkin-rpg';
import { ACTION_COSTS } from '../../../shared/rulesets/munchkin-rpg/data/actions';
import { apPerRound, bossLevel, grenadeBonus, purchasePrice, salePrice } from '../../../shared/rulesets/munchkin-rpg/rules';
import { adjust, current, d6s, line, play, players, refuse, seated, setupEvent, start, table, who } from './helpers';

const INT_HIGH = { high: 'intellect', medium: 'strength', low: 'agility' } as const;
const INT_LOW = { high: 'strength', medium: 'agility', low: 'intellect' } as const;
const AGI_HIGH = { high: 'agility', medium: 'intellect', low: 'strength' } as const;
const INT_MEDIUM = { high: 'agility', medium: 'intellect', low: 'strength' } as const;

describe('set-up', () => {
  it('each player chooses three different stats before the first player is rolled', () => {
    let state = start();
    expect(state.phase).toBe('stats');
    expect(refuse(state, 'set-stats', { player: 'ann', line: 'strength/strength/agility' })).toBe('rules/invalid_input');
    for (const p of players) state = play(state, 'set-stats', { player: p.id, ...line(INT_LOW) }).state;
    expect(state.phase).toBe('first-player');
  });

  it('the first player is chosen with a die of one face per player', () => {
    const state = seated({}, 2);
    expect(state.phase).toBe('turn');
    expect(current(state)).toBe('cy');
    expect(munchkinRpg.actions['roll-first-player'].dice!(start(), {})?.dice).toEqual([dN(4)]);
  });

  it('Medium Strength starts at level 2 and never drops below it', () => {
    let state = seated({ ann: { high: 'intellect', medium: 'strength', low: 'agility' } });
    expect(who(state, 'ann').level).toBe(2);
    state = play(state, 'change-level', { player: 'ann', by: -1 }).state;
    expect(who(state, 'ann').level).toBe(2);
    expect(who(play(start(), 'set-stats', { player: 'bob', ...line(AGI_HIGH) }).state, 'bob').level).toBe(1);
  });
});

describe('action points', () => {
  it('5 a round, +1 from level 4, +1 more from level 8, +1 High Intellect, -1 Low Intellect', () => {
    expect(apPerRound(1, { high: 'strength', medium: 'agility', low: 'intellect' })).toBe(4);
    expect(apPerRound(1, { high: 'strength', medium: 'intellect', low: 'agility' })).toBe(5);
    expect(apPerRound(4, { high: 'strength', medium: 'intellect', low: 'agility' })).toBe(6);
    expect(apPerRound(8, { high: 'strength', medium: 'intellect', low: 'agility' })).toBe(7);
    expect(apPerRound(8, { high: 'intellect', medium: 'strength', low: 'agility' })).toBe(8);
  });

  it('a milestone level gives its point at once, usable this turn', () => {
    let state = adjust(seated({ ann: INT_HIGH }), 'ann', { level: 3, ap: 2 });
    state = play(state, 'go-up-a-level', { player: 'ann' }).state;
    expect(who(state, 'ann')).toMatchObject({ level: 4, ap: 3 });
  });

  it('each menu action costs its points', () => {
    let state = seated({ ann: INT_HIGH });
    expect(who(state, 'ann').ap).toBe(6);
    state = play(state, 'menu-action', { player: 'ann', action: 'open-door' }).state;
    expect(who(state, 'ann').ap).toBe(6 - ACTION_COSTS['open-door']);
    state = play(state, 'menu-action', { player: 'ann', action: 'careful-search' }).state;
    expect(who(state, 'ann').ap).toBe(1);
    expect(refuse(state, 'menu-action', { player: 'ann', action: 'careful-search' })).toBe('rules/not_enough_ap');
    state = play(state, 'menu-action', { player: 'ann', action: 'peek' }).state;
    expect(who(state, 'ann').ap).toBe(1);
  });

  it('the costs are those of the menu', () => {
    expect(ACTION_COSTS).toEqual({
      equip: 0,
      unequip: 0,
      sell: 0,
      peek: 0,
      'challenge-boss': 0,
      'go-up-a-level': 0,
      stuff: 0,
      place: 0,
      'throw-item': 1,
      'cast-spell': 1,
      buy: 1,
      'frantic-search': 1,
      'gift-basket': 1,
      'trap-boss': 1,
      'careful-search': 2,
      'looking-for-trouble': 2,
      'open-door': 3,
      'reveal-boss': 3,
      recycle: 4,
      retrain: 6,
      'polymorph-boss': 7,
      'attack-player': 1,
    });
  });

  it("only throwing an item or casting a spell may be done on another player's turn, from that player's own points", () => {
    let state = seated();
    expect(current(state)).toBe('ann');
    state = play(state, 'menu-action', { player: 'bob', action: 'cast-spell' }).state;
    state = play(state, 'throw-item', { player: 'cy', bonus: 2 }).state;
    expect([who(state, 'bob').ap, who(state, 'cy').ap]).toEqual([4, 4]);
    expect(refuse(state, 'menu-action', { player: 'bob', action: 'open-door' })).toBe('rules/not_your_turn');
    expect(refuse(state, 'sell', { player: 'bob', cost: 100 })).toBe('rules/not_your_turn');
  });

  it("points spent before one's turn are gone for that turn", () => {
    let state = seated();
    for (let i = 0; i < 5; i++) state = play(state, 'throw-item', { player: 'bob', bonus: 1 }).state;
    state = play(state, 'end-turn').state;
    expect(current(state)).toBe('bob');
    expect(who(state, 'bob').ap).toBe(0);
    expect(refuse(state, 'buy', { player: 'bob', slot: 1, cost: 0 })).toBe('rules/not_enough_ap');
    expect(play(state, 'menu-action', { player: 'bob', action: 'equip' }).state.phase).toBe('turn');
  });
});

describe('a round', () => {
  it('a 4-player round: turns pass left, the store restocks twice, points return and the first player moves left', () => {
    let state = seated({ ann: INT_HIGH, cy: INT_LOW }, 1);
    expect(current(state)).toBe('bob');
    state = play(state, 'menu-action', { player: 'bob', action: 'open-door' }).state;
    const order = [current(state)];
    for (let i = 0; i < 4; i++) {
      state = play(state, 'end-turn').state;
      if (state.phase === 'turn') order.push(current(state));
    }
    expect(order).toEqual(['bob', 'cy', 'dee', 'ann']);
    expect(state.phase).toBe('restock');
    state = play(state, 'restock-roll', {}, d6s(3)).state;
    const last = play(state, 'restock-roll', {}, d6s(5));
    expect(last.events.map((e) => e.type)).toEqual(['store-restocked', 'round-ended']);
    state = last.state;
    expect(state.round).toBe(2);
    expect(current(state)).toBe('cy');
    expect(state.players.map((p) => p.ap)).toEqual([6, 5, 4, 5]);
  });

  it('the player who went first goes last next round', () => {
    let state = seated({}, 0);
    for (let round = 1; round <= 5; round++) {
      expect(current(state)).toBe(players[(round - 1) % 4].id);
      for (let i = 0; i < 4; i++) state = play(state, 'end-turn').state;
      state = play(state, 'restock-roll', {}, d6s(1)).state;
      state = play(state, 'restock-roll', {}, d6s(2)).state;
    }
  });

  it('a restock roll on a bought slot is rolled again; bought slots are refilled after the two rolls', () => {
    let state = adjust(seated(), 'ann', { gold: 1000 });
    state = play(state, 'buy', { player: 'ann', slot: 4, cost: 300 }).state;
    expect(refuse(state, 'buy', { player: 'ann', slot: 4, cost: 100 })).toBe('rules/slot_empty');
    for (let i = 0; i < 4; i++) state = play(state, 'end-turn').state;
    expect(munchkinRpg.prompt(state).actions[0]).toMatchObject({ type: 'restock-roll', odds: 5 / 6 });
    const reroll = play(state, 'restock-roll', {}, d6s(4));
    expect(reroll.events).toEqual([{ type: 'restock-rerolled', data: { slot: 4 }, cause: 'munchkin/empty-slot' }]);
    state = play(reroll.state, 'restock-roll', {}, d6s(2)).state;
    const done = play(state, 'restock-roll', {}, d6s(2));
    expect(done.events.map((e) => e.type)).toEqual(['store-restocked', 'store-refilled', 'round-ended']);
    expect(done.state.boughtSlots).toEqual([]);
    expect(done.state.lastRestock).toEqual([2, 2]);
  });

  it('the restock roll only happens at the end of a round', () => {
    expect(refuse(seated(), 'restock-roll', {}, d6s(2))).toBe('rules/wrong_phase');
    expect(refuse(start(), 'end-turn')).toBe('rules/wrong_phase');
  });

  it('Retrain costs 6 points and changes the stats only at the end of the round', () => {
    let state = adjust(seated({ ann: INT_HIGH }), 'ann', { ap: 6 });
    state = play(state, 'retrain', { player: 'ann', line: 'agility/strength/intellect' }).state;
    expect(who(state, 'ann')).toMatchObject({ ap: 0, stats: INT_HIGH });
    for (let i = 0; i < 4; i++) state = play(state, 'end-turn').state;
    state = play(state, 'restock-roll', {}, d6s(1)).state;
    state = play(state, 'restock-roll', {}, d6s(6)).state;
    expect(who(state, 'ann')).toMatchObject({
      stats: { high: 'agility', medium: 'strength', low: 'intellect' },
      retrainTo: null,
      ap: 4,
      level: 2,
    });
  });

  it('a dead player sits out until the end of the round, then comes back', () => {
    let state = seated();
    state = play(state, 'report-combat', { player: 'bob', result: 'died' }).state;
    expect(who(state, 'bob').dead).toBe(true);
    const passed = play(state, 'end-turn');
    expect(passed.events[0].data).toMatchObject({ nextName: 'Cy' });
    state = play(play(passed.state, 'end-turn').state, 'end-turn').state;
    state = play(play(state, 'restock-roll', {}, d6s(1)).state, 'restock-roll', {}, d6s(2)).state;
    expect(who(state, 'bob').dead).toBe(false);
    expect(current(state)).toBe('bob');
  });
});

describe('gold', () => {
  it('a sale pays half the cost, or 200 for a card without one', () => {
    expect([salePrice(300), salePrice(250), salePrice(null)]).toEqual([150, 125, 200]);
    let state = play(seated(), 'sell', { player: 'ann', cost: 400 }).state;
    state = play(state, 'sell', { player: 'ann', costless: true }).state;
    expect(who(state, 'ann').gold).toBe(400);
  });

  it("a purchase costs the card's cost or 400 without one, and needs the gold", () => {
    expect([purchasePrice(600), purchasePrice(null)]).toEqual([600, 400]);
    const state = adjust(seated(), 'ann', { gold: 500 });
    expect(refuse(state, 'buy', { player: 'ann', slot: 1, cost: 600 })).toBe('rules/not_enough_gold');
    expect(who(play(state, 'buy', { player: 'ann', slot: 1, costless: true }).state, 'ann')).toMatchObject({ gold: 100, ap: 4 });
  });

  it('a Gift Basket costs 300 gold and 1 point', () => {
    const state = play(adjust(seated(), 'ann', { gold: 300 }), 'gift-basket', { player: 'ann' }).state;
    expect(who(state, 'ann')).toMatchObject({ gold: 0, ap: 4 });
    expect(refuse(state, 'gift-basket', { player: 'ann' })).toBe('rules/not_enough_gold');
  });

  it('a defeated monster pays 200 gold per treasure, shared with a helper as agreed, plus its levels', () => {
    const state = play(seated(), 'report-combat', {
      player: 'ann',
      result: 'won',
      levels: 1,
      treasures: 3,
      helper: 'bob',
      helperGold: 200,
    }).state;
    expect(who(state, 'ann')).toMatchObject({ gold: 400, level: 3 });
    expect(who(state, 'bob').gold).toBe(200);
    expect(refuse(seated(), 'report-combat', { player: 'ann', result: 'won', treasures: 1, helper: 'bob', helperGold: 300 })).toBe(
      'rules/split_too_large',
    );
  });

  it('Medium Intellect buys a level for 1000 gold, but never level 10', () => {
    let state = adjust(seated({ ann: INT_MEDIUM }), 'ann', { gold: 2000, level: 8 });
    state = play(state, 'buy-level', { player: 'ann' }).state;
    expect(who(state, 'ann')).toMatchObject({ level: 9, gold: 1000, ap: 5 });
    expect(refuse(state, 'buy-level', { player: 'ann' })).toBe('rules/no_level_ten');
    expect(refuse(adjust(seated({ ann: INT_LOW }), 'ann', { gold: 2000 }), 'buy-level', { player: 'ann' })).toBe(
      'rules/needs_medium_intellect',
    );
  });
});

describe('grenades and specials', () => {
  it('a +4 grenade thrown by a High Agility Munchkin gives +8', () => {
    const thrown = play(seated({ bob: AGI_HIGH }), 'throw-item', { player: 'bob', bonus: 4 });
    expect(thrown.events[0]).toMatchObject({ type: 'grenade-thrown', data: { bonus: 4, effective: 8 } });
  });

  it('the High Agility thrower may keep the plain +4; anyone else always gets +4', () => {
    expect(grenadeBonus(4, AGI_HIGH, false)).toBe(4);
    expect(grenadeBonus(4, INT_HIGH, true)).toBe(4);
    expect(play(seated(), 'throw-item', { player: 'ann', bonus: 4 }).events[0].data.effective).toBe(4);
  });

  it('the special ability works once per life; a death gives it back', () => {
    let state = play(seated(), 'use-special', { player: 'ann' }).state;
    expect(who(state, 'ann')).toMatchObject({ specialUsed: true, tired: true });
    expect(refuse(state, 'use-special', { player: 'ann' })).toBe('rules/special_used');
    state = play(state, 'report-combat', { player: 'ann', result: 'died' }).state;
    expect(who(state, 'ann')).toMatchObject({ specialUsed: false, tired: false });
  });

  it("002:214 Bait n' Switch: another Munchkin of his choice takes his place — not the Jerk himself, not a dead player, and a Sucker is needed", () => {
    let state = seated({ ann: AGI_HIGH });
    const offer = munchkinRpg.prompt(state).actions.find((a) => a.type === 'use-special' && a.payload?.player === 'ann')!;
    expect(offer).toMatchObject({ params: { special: 'bait-n-switch' }, player: 'ann', rare: true });
    expect(offer.fields?.[0]).toMatchObject({ name: 'target', optional: false });
    expect(offer.fields?.[0].kind === 'choice' && offer.fields[0].choices.map((c) => c.value)).toEqual(['bob', 'cy', 'dee']);
    expect(refuse(state, 'use-special', { player: 'ann', target: 'ann' })).toBe('rules/special_target');
    expect(refuse(state, 'use-special', { player: 'ann' })).toBe('rules/special_target');
    expect(refuse(state, 'use-special', { player: 'ann', target: 'zed' })).toBe('rules/unknown_player');
    state = play(state, 'report-combat', { player: 'bob', result: 'died' }).state;
    expect(refuse(state, 'use-special', { player: 'ann', target: 'bob' })).toBe('rules/special_target');
    const used = play(state, 'use-special', { player: 'ann', target: 'cy' });
    expect(used.events[0]).toMatchObject({ type: 'special-used', data: { special: 'bait-n-switch', target: 'cy', targetName: 'Cy' } });
  });

  it('002:212 MUNCHKIN RAGE names nobody; 002:216 Hidden Agenda may be cast on the Illusionist himself or on a monster (no player)', () => {
    const state = seated({ ann: INT_HIGH });
    const rage = munchkinRpg.prompt(state).actions.find((a) => a.type === 'use-special' && a.payload?.player === 'bob')!;
    expect(rage.params).toMatchObject({ special: 'munchkin-rage' });
    expect(rage.fields ?? []).toEqual([]);
    expect(refuse(state, 'use-special', { player: 'bob', target: 'cy' })).toBe('rules/special_target');
    expect(play(state, 'use-special', { player: 'ann', target: 'ann' }).events[0].data).toMatchObject({
      special: 'hidden-agenda',
      target: 'ann',
    });
    expect(play(state, 'use-special', { player: 'ann' }).events[0].data).toMatchObject({ special: 'hidden-agenda', target: null });
  });
});

describe('the dungeon boss', () => {
  it('is level 20, +2 for every player it kills, plus its enhancers', () => {
    expect([bossLevel(0, 0), bossLevel(2, 0), bossLevel(1, 10)]).toEqual([20, 24, 32]);
  });

  it('needs level 10 and 3 points to reveal; face-down traps spring on reveal', () => {
    let state = seated();
    expect(refuse(state, 'reveal-boss', { player: 'ann' })).toBe('rules/level_too_low');
    state = play(state, 'trap-boss', { player: 'ann', kind: 'enhancer', levels: 10 }).state;
    state = play(state, 'end-turn').state;
    state = play(state, 'trap-boss', { player: 'bob', kind: 'curse' }).state;
    expect(state.boss).toMatchObject({ revealed: false, hiddenEnhancers: 1, hiddenEnhancerLevels: 10, hiddenCurses: 1, enhancerLevels: 0 });
    state = adjust(state, 'bob', { level: 10 });
    const revealed = play(state, 'reveal-boss', { player: 'bob' });
    expect(revealed.events[0]).toMatchObject({ type: 'boss-revealed', data: { curses: 1, enhancers: 1, enhancerLevels: 10 } });
    expect(revealed.state.boss).toMatchObject({ revealed: true, enhancerLevels: 10, fighting: 'bob' });
    expect(who(revealed.state, 'bob').ap).toBe(5 - 1 - 3);
  });

  it('each player it kills adds 2 levels for good; running away adds nothing', () => {
    let state = adjust(seated(), 'ann', { level: 10 });
    state = play(state, 'reveal-boss', { player: 'ann' }).state;
    state = play(state, 'report-boss-fight', { result: 'died' }).state;
    expect(state.boss.kills).toBe(1);
    expect(who(state, 'ann').dead).toBe(true);
    state = play(state, 'end-turn').state;
    state = adjust(state, 'bob', { level: 10 });
    state = play(state, 'challenge-boss', { player: 'bob' }).state;
    expect(who(state, 'bob').ap).toBe(5);
    state = play(state, 'report-boss-fight', { result: 'ran-away' }).state;
    expect(bossLevel(state.boss.kills, state.boss.enhancerLevels)).toBe(22);
  });

  it('002:137 the Dungeon Boss can only be polymorphed if it has been revealed, and 002:116 only a revealed boss is challenged for 0 points', () => {
    const hiddenBoss = adjust(adjust(seated(), 'ann', { level: 10 }), 'ann', { ap: 7 });
    const offered = munchkinRpg.prompt(hiddenBoss).actions.map((a) => a.type);
    expect(offered).not.toContain('polymorph-boss');
    expect(offered).not.toContain('challenge-boss');
    expect(refuse(hiddenBoss, 'polymorph-boss', { player: 'ann' })).toBe('rules/boss_hidden');
    expect(refuse(hiddenBoss, 'challenge-boss', { player: 'ann' })).toBe('rules/boss_hidden');
    expect(who(hiddenBoss, 'ann').ap).toBe(7);
  });

  it('polymorphing (7 points) swaps in a fresh level-20 boss', () => {
    let state = adjust(seated(), 'ann', { level: 10 });
    state = play(state, 'reveal-boss', { player: 'ann' }).state;
    state = play(state, 'report-boss-fight', { result: 'died' }).state;
    state = play(state, 'end-turn').state;
    state = play(state, 'trap-boss', { player: 'bob', kind: 'enhancer', levels: 5 }).state;
    expect(state.boss.enhancerLevels).toBe(5);
    expect(refuse(state, 'polymorph-boss', { player: 'bob' })).toBe('rules/not_enough_ap');
    state = play(adjust(state, 'bob', { ap: 7 }), 'polymorph-boss', { player: 'bob' }).state;
    expect(state.boss).toMatchObject({ revealed: true, kills: 0, enhancerLevels: 0, fighting: null });
  });

  it('a lone victor wins at once', () => {
    let state = adjust(seated(), 'ann', { level: 10 });
    state = play(state, 'reveal-boss', { player: 'ann' }).state;
    state = play(state, 'report-boss-fight', { result: 'won' }).state;
    expect(munchkinRpg.outcome!(state)).toEqual({ result: 'won', code: 'munchkin/won/boss-slain', params: { names: 'Ann' } });
  });

  it('helped victors must shake hands; a "Backstab!" first wins alone; two at once both lose', () => {
    let state = adjust(seated(), 'ann', { level: 10 });
    state = play(state, 'reveal-boss', { player: 'ann' }).state;
    state = play(state, 'report-boss-fight', { result: 'won', helper: 'cy' }).state;
    expect(state.phase).toBe('handshake');
    expect(munchkinRpg.outcome!(play(state, 'handshake').state)).toMatchObject({ result: 'won', params: { names: 'Ann & Cy' } });
    expect(munchkinRpg.outcome!(play(state, 'backstab', { player: 'cy' }).state)).toMatchObject({
      result: 'won',
      code: 'munchkin/won/backstab',
      params: { names: 'Cy' },
    });
    expect(munchkinRpg.outcome!(play(state, 'backstab', { both: true }).state)).toMatchObject({
      result: 'lost',
      code: 'munchkin/won/double-backstab',
    });
    expect(refuse(state, 'backstab', { player: 'bob' })).toBe('rules/not_a_victor');
  });
});

describe('alternate endings (set-up options)', () => {
  it('The Real Golden Rule: the richest in gold, items and spells (200 each) wins', () => {
    let state = adjust(seated({}, 0, { ending: 'real-golden-rule' }), 'ann', { level: 10, gold: 100 });
    state = play(state, 'reveal-boss', { player: 'ann' }).state;
    state = play(state, 'report-boss-fight', { result: 'won' }).state;
    expect(state.phase).toBe('tally');
    state = play(state, 'enter-tally', { player: 'ann', itemValue: 900, spells: 0 }).state;
    state = play(state, 'enter-tally', { player: 'bob', itemValue: 700, spells: 2 }).state;
    state = play(state, 'enter-tally', { player: 'cy', itemValue: 0, spells: 0 }).state;
    state = play(state, 'enter-tally', { player: 'dee', itemValue: 500, spells: 1 }).state;
    expect(munchkinRpg.outcome!(state)).toMatchObject({ result: 'won', code: 'munchkin/won/richest', params: { names: 'Bob' } });
  });

  it('Last Man Standing: a new round starts with the next first player; attacks cost 1 point; the last one standing wins', () => {
    let state = adjust(seated({}, 0, { ending: 'last-man-standing' }), 'ann', { level: 10 });
    state = play(state, 'reveal-boss', { player: 'ann' }).state;
    state = play(state, 'report-boss-fight', { result: 'won' }).state;
    expect(state.phase).toBe('last-stand');
    expect(current(state)).toBe('bob');
    state = play(state, 'attack-player', { player: 'bob', target: 'cy' }).state;
    expect(who(state, 'bob').ap).toBe(4);
    state = play(state, 'defeat-player', { player: 'cy' }).state;
    const skip = play(state, 'end-turn');
    expect(current(skip.state)).toBe('dee');
    state = play(skip.state, 'defeat-player', { player: 'ann' }).state;
    state = play(state, 'defeat-player', { player: 'bob' }).state;
    expect(munchkinRpg.outcome!(state)).toMatchObject({ result: 'won', code: 'munchkin/won/last-man', params: { names: 'Dee' } });
  });

  it('Packing Your Bag and Bigger and Scarier are recorded set-up options', () => {
    expect(start({ packingYourBag: true, biggerAndScarier: true }).options).toMatchObject({
      packingYourBag: true,
      biggerAndScarier: true,
      ending: 'handshake',
    });
    expect(munchkinRpg.setup({ ending: 'sudden-death' } as never, players)).toMatchObject({
      ok: false,
      error: { code: 'rules/invalid_options' },
    });
  });
});

describe('refusals change nothing', () => {
  it('wrong phase, unknown player and bad input return codes and leave the state as it was', () => {
    const state = seated();
    const before = JSON.stringify(state);
    expect(refuse(state, 'set-stats', { player: 'ann', ...line(INT_HIGH) })).toBe('rules/wrong_phase');
    expect(refuse(state, 'sell', { player: 'zed', cost: 10 })).toBe('rules/unknown_player');
    expect(refuse(state, 'buy', { player: 'ann', slot: 7, cost: 10 })).toBe('rules/invalid_input');
    expect(refuse(state, 'handshake')).toBe('rules/wrong_phase');
    expect(refuse(state, 'report-boss-fight', { result: 'won' })).toBe('rules/no_boss_fight');
    expect(JSON.stringify(state)).toBe(before);
  });
});

describe('replay', () => {
  it('folding the recorded events gives the state reached step by step', () => {
    let seed = 20121205;
    // A seed whose random game runs a dozen rounds (the walk changes whenever the prompt's offers do).
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
    const log = [setupEvent()];
    let state = foldEvents(munchkinRpg, undefined, log);
    let accepted = 0;
    for (let step = 0; step < 1500 && !munchkinRpg.outcome!(state); step++) {
      const prompt = munchkinRpg.prompt(state);
      const action = pick(prompt.actions);
      const payload: Record<string, unknown> = { ...(action.payload ?? {}) };
      for (const field of action.fields ?? []) {
        if (field.kind === 'choice') {
          const open = field.choices.filter((c) => !c.disabled);
          if (open.length > 0 && !(field.optional && random() < 0.5)) payload[field.name] = pick(open).value;
        } else if (field.kind === 'number') payload[field.name] = field.min + Math.floor(random() * Math.min(6, field.max - field.min + 1));
        else if (field.kind === 'boolean') payload[field.name] = random() < 0.3;
      }
      const request = action.dice ?? munchkinRpg.actions[action.type].dice?.(state, payload) ?? { dice: [] };
      const dice = request.dice.map(
        (die) => table(die, die.kind === 'dN' ? 1 + Math.floor(random() * die.sides) : 1 + Math.floor(random() * 6))[0],
      );
      if (random() < 0.05) {
        const hand = { type: CORE.trackerAdjusted, data: { tracker: `level/${pick(players).id}`, to: 10 } };
        state = foldEvents(munchkinRpg, state, [hand]);
        log.push(hand);
      }
      const result = runAction(munchkinRpg, state, action.type, payload, dice);
      if (!result.ok) continue;
      accepted++;
      state = result.value.state;
      log.push(...result.value.events);
    }
    expect(accepted).toBeGreaterThan(100);
    expect(state.round).toBeGreaterThan(1);
    expect(foldEvents(munchkinRpg, undefined, log)).toEqual(state);
  });
});

describe('where the play screen shows each action', () => {
  it('each tally is entered on its player’s row; a level changed another way is folded away as seldom', () => {
    let state = adjust(seated({}, 0, { ending: 'real-golden-rule' }), 'ann', { level: 10 });
    const turn = munchkinRpg.prompt(state).actions;
    expect(turn.find((a) => a.type === 'change-level')).toMatchObject({ rare: true });
    expect(turn.find((a) => a.type === 'menu-action')?.rare).toBeUndefined();
    state = play(state, 'reveal-boss', { player: 'ann' }).state;
    state = play(state, 'report-boss-fight', { result: 'won' }).state;
    const tallies = () => munchkinRpg.prompt(state).actions.filter((a) => a.type === 'enter-tally');
    expect(tallies().map((a) => [a.player, a.payload, a.params])).toEqual(players.map((p) => [p.id, { player: p.id }, { name: p.name }]));
    state = play(state, 'enter-tally', { player: 'bob', itemValue: 700, spells: 2 }).state;
    expect(tallies().map((a) => a.player)).toEqual(['ann', 'cy', 'dee']);
    expect(tallies()[0].primary).toBe(true);
  });
});
