import { describe, expect, it } from 'vitest';
import { runeboundCataclysm as rc } from '../../../shared/rulesets/runebound-cataclysm';
import { attemptBlock, marketPrice, victoryPoints, victoryTarget } from '../../../shared/rulesets/runebound-cataclysm/rules';
import type { CataclysmState } from '../../../shared/rulesets/runebound-cataclysm/state';
import { act, lastEvents, randomWalk, refused, start, type Game } from '../runebound-addons/helpers';

type G = Game<CataclysmState>;

/**
 * A game in play: counters dealt in listed order, so Tamalir holds the Ashen Flock, Riverwatch the
 * Demon Horde, Dawnsmoor the Frenzied Rage, Vynelvale the Savage Brood, Forge the Winter Lord; the rest are destroyed.
 */
function playing(n = 2): G {
  let g = act(start(rc, {}, n), 'setup-done');
  const towns = ['greyhaven', 'nerekhall', 'frostgate', 'forge', 'tamalir'];
  for (let i = 0; i < n; i++) g = act(g, 'place-hero', { town: towns[i] });
  g = act(g, 'draw-cataclysm', {}, [1, 1, 1, 1, 1, 1, 1]);
  for (let i = 0; i < n; i++) g = act(g, 'choose-quest-counter', { space: i + 1 });
  return g;
}

const claimLevelOne = (g: G, curse: string) => act(act(g, 'attempt-curse', { curse, level: 1 }), 'curse-result', { success: true });
const endTurns = (g: G, k: number) => {
  for (let i = 0; i < k; i++) g = act(g, 'end-turn');
  return g;
};
/** The table sets a hero's gold tracker (as it does at set-up with the heroes' starting gold). */
const withGold = (g: G, player: string, gold: number): G => ({ ...g, state: rc.setTracker(g.state, `gold-${player}`, gold) });

describe('Level I curse cards', () => {
  it('claiming one gives 1 victory point, 1 experience and 1 gold, and reveals a quest', () => {
    const before = playing();
    const g = claimLevelOne(before, 'savage-brood');
    const events = lastEvents(before, g);
    expect(events.map((e) => e.type)).toEqual(['curse-card-drawn', 'curse-card-claimed', 'quest-revealed']);
    expect(events[1].data).toMatchObject({ level: 1, vp: 1, xp: 1, gold: 1, town: 'vynelvale' });
    expect(events[2].cause).toBe('level-one-claimed');
    expect(g.state.curses['savage-brood']).toMatchObject({ levelOne: 2, levelTwoHidden: 1, questsRevealed: 1 });
    expect(victoryPoints(g.state, 'p1')).toBe(1);
  });

  it('a hero may claim only one Level I card from each deck', () => {
    const g = claimLevelOne(playing(), 'savage-brood');
    refused(endTurns(g, 2), 'attempt-curse', { curse: 'savage-brood', level: 1 }, 'rules/already-claimed');
    expect(claimLevelOne(endTurns(g, 2), 'winter-lord').state.claims.p1['winter-lord'][1]).toBe(true);
  });

  it('a failed attempt ends the adventure step; the card goes back and nothing is claimed', () => {
    let g = act(playing(), 'attempt-curse', { curse: 'demon-horde', level: 1 });
    expect(rc.prompt(g.state).code).toBe('cataclysm/prompt/attempt-1');
    g = act(g, 'curse-result', { success: false });
    expect(g.state.curses['demon-horde']?.levelOne).toBe(3);
    expect(g.state.claims.p1['demon-horde'][1]).toBe(false);
    expect(g.state.phase).toBe('turn');
  });

  it('only two quests can ever be revealed per deck, and a deck runs out of Level I cards after three claims', () => {
    let g = claimLevelOne(playing(4), 'ashen-flock');
    g = claimLevelOne(endTurns(g, 1), 'ashen-flock');
    g = claimLevelOne(endTurns(g, 1), 'ashen-flock');
    expect(g.state.curses['ashen-flock']).toMatchObject({ levelOne: 0, levelTwoHidden: 0, questsRevealed: 2 });
    refused(endTurns(g, 1), 'attempt-curse', { curse: 'ashen-flock', level: 1 }, 'rules/deck-empty');
  });

  it('a destroyed town has no curse deck', () => {
    refused(playing(), 'attempt-curse', { curse: 'ashen-flock', level: 2 }, 'rules/invalid_input');
  });
});

describe('quests (Level II)', () => {
  it('any hero may claim a revealed quest: 2 points; then it is gone', () => {
    let g = claimLevelOne(playing(), 'frenzied-rage');
    g = endTurns(g, 1); // Ben, who holds nothing from that deck
    g = act(g, 'claim-quest', { curse: 'frenzied-rage' });
    expect(victoryPoints(g.state, 'p2')).toBe(2);
    expect(g.state.curses['frenzied-rage']?.questsRevealed).toBe(0);
    refused(endTurns(g, 1), 'claim-quest', { curse: 'frenzied-rage' }, 'rules/no-quest-revealed');
  });

  it('a hero may claim only one quest from each deck', () => {
    let g = claimLevelOne(playing(3), 'frenzied-rage');
    g = claimLevelOne(endTurns(g, 1), 'frenzied-rage');
    g = act(g, 'claim-quest', { curse: 'frenzied-rage' });
    // Engine v2 refuses the action as a whole first: no quest this hero may claim; the predicate says why.
    refused(g, 'claim-quest', { curse: 'frenzied-rage' }, 'rules/no-quest-to-claim');
    expect(attemptBlock(g.state, 'p2', 'frenzied-rage', 2)).toBe('rules/already-claimed');
  });
});

describe('Level III and freed towns', () => {
  it('only a hero holding a Level I or II card of that curse may face its Level III card', () => {
    const g = playing();
    refused(g, 'attempt-curse', { curse: 'savage-brood', level: 3 }, 'rules/needs-lower-card');
    expect(act(claimLevelOne(g, 'savage-brood'), 'attempt-curse', { curse: 'savage-brood', level: 3 }).state.phase).toBe('curse-attempt');
  });

  it('defeating it frees the town, returns the unclaimed cards to the box and opens the market', () => {
    const before = claimLevelOne(playing(), 'savage-brood');
    const g = act(act(before, 'attempt-curse', { curse: 'savage-brood', level: 3 }), 'curse-result', { success: true });
    const freed = g.events.at(-1)!;
    expect(freed).toMatchObject({
      type: 'town-freed',
      cause: 'level-three-defeated',
      data: { town: 'vynelvale', returned: 4, discount: 2 },
    });
    expect(g.state.curses['savage-brood']).toMatchObject({
      freedBy: 'p1',
      levelOne: 0,
      levelTwoHidden: 0,
      questsRevealed: 0,
      levelThree: false,
    });
    expect(victoryPoints(g.state, 'p1')).toBe(4);
    refused(endTurns(g, 1), 'claim-quest', { curse: 'savage-brood' }, 'rules/no-quest-revealed');
    expect(attemptBlock(g.state, 'p2', 'savage-brood', 2)).toBe('rules/town-freed');
  });

  it('a failed Level III attempt leaves the card where it is', () => {
    const g = act(act(claimLevelOne(playing(), 'winter-lord'), 'attempt-curse', { curse: 'winter-lord', level: 3 }), 'curse-result', {
      success: false,
    });
    expect(g.state.curses['winter-lord']).toMatchObject({ levelThree: true, freedBy: null });
  });
});

describe('market steps', () => {
  it('happen only in a freed town', () => {
    refused(playing(), 'market-step', { town: 'vynelvale', healing: 3, cards: 7 }, 'rules/town-not-freed');
    refused(playing(), 'market-step', { town: 'greyhaven', healing: 3, cards: 7 }, 'rules/town-not-freed');
  });

  it('001:314-317 a hero with two cards from the town pays 8 of 10 gold (3 healing and 7 in cards)', () => {
    let g = withGold(playing(), 'p1', 6);
    g = claimLevelOne(g, 'savage-brood');
    g = act(act(g, 'attempt-curse', { curse: 'savage-brood', level: 3 }), 'curse-result', { success: true });
    g = act(g, 'market-step', { town: 'vynelvale', healing: 3, cards: 7 });
    expect(g.state.lastMarket).toMatchObject({ spent: 10, discount: 2, pays: 8 });
    expect(g.state.gold.p1).toBe(6 + 1 + 3 - 8);
  });

  it('a hero holding no card from that town pays full price; the price never goes below zero', () => {
    let g = withGold(playing(), 'p2', 5);
    g = claimLevelOne(g, 'savage-brood');
    g = act(act(g, 'attempt-curse', { curse: 'savage-brood', level: 3 }), 'curse-result', { success: true });
    g = act(endTurns(g, 1), 'market-step', { town: 'vynelvale', healing: 0, cards: 5 });
    expect(g.state.lastMarket).toMatchObject({ discount: 0, pays: 5 });
    expect(marketPrice(1, 3)).toBe(0);
  });
});

describe('the adventure step and the market step (001:309-317, 001:325-330)', () => {
  it('001:327 if he fails the Challenge or tests presented by the Curse card, his Adventure step is over', () => {
    let g = act(playing(), 'attempt-curse', { curse: 'demon-horde', level: 1 });
    g = act(g, 'curse-result', { success: false });
    expect(g.events.at(-1)).toMatchObject({ type: 'curse-attempt-failed', data: { level: 1 } });
    refused(g, 'attempt-curse', { curse: 'demon-horde', level: 1 }, 'rules/adventure-over');
    refused(g, 'attempt-curse', { curse: 'savage-brood', level: 1 }, 'rules/adventure-over');
    expect(rc.prompt(g.state).actions.map((a) => a.type)).not.toContain('attempt-curse');
    expect(rc.prompt(g.state).params).toMatchObject({ step: 'adventure-over' });
    // His next turn brings a new adventure step.
    expect(act(endTurns(g, 2), 'attempt-curse', { curse: 'demon-horde', level: 1 }).state.phase).toBe('curse-attempt');
  });

  it('001:327 a failed Level III card ends the adventure step too', () => {
    let g = claimLevelOne(playing(), 'winter-lord');
    g = act(act(g, 'attempt-curse', { curse: 'winter-lord', level: 3 }), 'curse-result', { success: false });
    refused(g, 'attempt-curse', { curse: 'winter-lord', level: 3 }, 'rules/adventure-over');
  });

  it('001:327-328 a hero who succeeds goes on: after a Level I card he may face the Level III card of the same town', () => {
    let g = claimLevelOne(playing(), 'savage-brood');
    expect(
      rc
        .prompt(g.state)
        .actions.filter((a) => a.type === 'attempt-curse')
        .map((a) => a.code),
    ).toContain('cataclysm/attempt-level-3');
    g = act(act(g, 'attempt-curse', { curse: 'savage-brood', level: 3 }), 'curse-result', { success: true });
    expect(g.state.curses['savage-brood']?.freedBy).toBe('p1');
  });

  it('001:310-311 an adventure step is in one town: curse cards of another town wait for another turn', () => {
    const g = claimLevelOne(playing(), 'savage-brood');
    refused(g, 'attempt-curse', { curse: 'winter-lord', level: 1 }, 'rules/other-town');
    const offered = rc.prompt(g.state).actions.find((a) => a.code === 'cataclysm/attempt-level-1');
    expect(offered).toBeUndefined();
  });

  it('001:311 house rule: a claimed curse card ends the adventure step as well (one curse card an adventure step)', () => {
    let g = act(start(rc, { oneCurseCardPerAdventure: true }, 2), 'setup-done');
    g = act(act(g, 'place-hero', { town: 'greyhaven' }), 'place-hero', { town: 'nerekhall' });
    g = act(g, 'draw-cataclysm', {}, [1, 1, 1, 1, 1, 1, 1]);
    g = act(act(g, 'choose-quest-counter', { space: 1 }), 'choose-quest-counter', { space: 2 });
    g = claimLevelOne(g, 'savage-brood');
    expect(g.events.find((e) => e.type === 'curse-card-claimed')?.data.adventureOver).toBe(true);
    refused(g, 'attempt-curse', { curse: 'savage-brood', level: 3 }, 'rules/adventure-over');
    expect(rc.options.find((o) => o.key === 'oneCurseCardPerAdventure')).toMatchObject({ default: false, houseRule: true });
  });

  it('001:312 a turn has one Market step (step 4): a second one is refused, and no curse card comes after it', () => {
    let g = withGold(claimLevelOne(playing(), 'savage-brood'), 'p1', 20);
    g = act(act(g, 'attempt-curse', { curse: 'savage-brood', level: 3 }), 'curse-result', { success: true });
    g = act(g, 'market-step', { town: 'vynelvale', healing: 1, cards: 2 });
    refused(g, 'market-step', { town: 'vynelvale', healing: 0, cards: 4 }, 'rules/one-market-step');
    expect(rc.prompt(g.state).actions.map((a) => a.type)).not.toContain('market-step');
    refused(g, 'attempt-curse', { curse: 'winter-lord', level: 1 }, 'rules/after-market');
    expect(act(endTurns(g, 2), 'market-step', { town: 'vynelvale', healing: 0, cards: 1 }).state.lastMarket).toMatchObject({ pays: 0 });
  });

  it('001:342-344 the immediate Market step of the hero who freed the town is that turn’s market step, with the discount', () => {
    let g = withGold(claimLevelOne(playing(), 'savage-brood'), 'p1', 3);
    g = act(act(g, 'attempt-curse', { curse: 'savage-brood', level: 3 }), 'curse-result', { success: true });
    expect(g.events.at(-1)?.data).toMatchObject({ discount: 2 });
    g = act(g, 'market-step', { town: 'vynelvale', healing: 2, cards: 5 });
    expect(g.state.lastMarket).toMatchObject({ spent: 7, discount: 2, pays: 5 });
    refused(g, 'market-step', { town: 'vynelvale', healing: 0, cards: 1 }, 'rules/one-market-step');
  });
});

describe('gold (001:324, 001:328-329)', () => {
  it('001:324 when a Curse card is claimed it grants experience points and gold equal to its level: the hero’s gold tracker rises', () => {
    let g = withGold(playing(), 'p1', 3);
    g = claimLevelOne(g, 'ashen-flock');
    expect(g.events.find((e) => e.type === 'curse-card-claimed')?.data).toMatchObject({ gold: 1, xp: 1, goldFrom: 3, goldTo: 4 });
    g = act(endTurns(g, 1), 'claim-quest', { curse: 'ashen-flock' });
    expect(g.state.gold).toEqual({ p1: 4, p2: 2 });
    g = act(act(endTurns(g, 1), 'attempt-curse', { curse: 'ashen-flock', level: 3 }), 'curse-result', { success: true });
    expect(g.state.gold.p1).toBe(7);
    expect(rc.trackers(g.state).find((t) => t.id === 'gold-p1')).toMatchObject({ value: 7, min: 0 });
  });

  it('a market step is paid from the hero’s gold, plus what he sells; he cannot pay what he does not have', () => {
    let g = withGold(claimLevelOne(playing(), 'savage-brood'), 'p1', 0); // the table corrects Ann's gold to 0
    g = act(act(g, 'attempt-curse', { curse: 'savage-brood', level: 3 }), 'curse-result', { success: true }); // +3
    refused(g, 'market-step', { town: 'vynelvale', healing: 2, cards: 5 }, 'rules/not-enough-gold'); // pays 5, has 3
    g = act(g, 'market-step', { town: 'vynelvale', healing: 2, cards: 5, sold: 2 });
    expect(g.state.gold.p1).toBe(0);
    expect(g.events.at(-1)?.data).toMatchObject({ pays: 5, sold: 2, goldFrom: 3, goldTo: 0 });
  });

  it('001:297-303 gold spent and earned in trades comes off and onto the hero’s gold', () => {
    const g = act(withGold(playing(), 'p1', 4), 'trade', { movementDice: 4, tradingPool: 2, matches: 1, spent: 3, sold: 1 });
    expect(g.state.gold.p1).toBe(2);
    refused(withGold(playing(), 'p1', 1), 'trade', { movementDice: 4, tradingPool: 2, matches: 1, spent: 3 }, 'rules/not-enough-gold');
    refused(withGold(playing(), 'p1', 9), 'trade', { movementDice: 4, tradingPool: 2, matches: 0, spent: 3 }, 'rules/no-trade');
  });
});

describe('the trading pool', () => {
  it('001:293-294 the trading pool is rolled all at once, during movement: once a turn, before the adventure step', () => {
    const g = act(playing(), 'trade', { movementDice: 5, tradingPool: 2, matches: 1 });
    refused(g, 'trade', { movementDice: 5, tradingPool: 2, matches: 1 }, 'rules/already-traded');
    expect(rc.prompt(g.state).actions.map((a) => a.type)).not.toContain('trade');
    const adventured = act(playing(), 'attempt-curse', { curse: 'savage-brood', level: 1 });
    refused(
      act(adventured, 'curse-result', { success: false }),
      'trade',
      { movementDice: 5, tradingPool: 2, matches: 1 },
      'rules/movement-over',
    );
    expect(act(endTurns(g, 1), 'trade', { movementDice: 3, tradingPool: 1, matches: 0 }).state.lastTrade).toMatchObject({ travel: 2 });
  });

  it('splits the movement dice; each trading die on the hero’s terrain is one trade, drawing or healing up to the pool size', () => {
    const g = act(playing(), 'trade', { movementDice: 5, tradingPool: 2, matches: 1 });
    expect(g.events.at(-1)?.data).toMatchObject({ travel: 3, trading: 2, matches: 1, cardsToDraw: 2, healingCap: 2 });
  });

  it('refuses a pool bigger than the dice, or more matches than trading dice', () => {
    refused(playing(), 'trade', { movementDice: 2, tradingPool: 3, matches: 0 }, 'rules/pool-too-big');
    refused(playing(), 'trade', { movementDice: 5, tradingPool: 2, matches: 3 }, 'rules/too-many-matches');
  });
});

describe('winning', () => {
  it('needs 15 minus the number of players in points', () => {
    expect([2, 3, 4, 5].map(victoryTarget)).toEqual([13, 12, 11, 10]);
  });

  it('points alone do not win: the hero must also have freed a town', () => {
    let g = playing(5); // target 10
    const s = rc.setTracker(g.state, 'vp-p1', 12);
    g = { ...g, state: s };
    g = act(g, 'trade', { movementDice: 5, tradingPool: 1, matches: 0 });
    expect(g.state.winner).toBeNull();
  });

  it('the first hero with a freed town and enough points wins at once', () => {
    let g = playing(5); // target 10
    g = { ...g, state: rc.setTracker(g.state, 'vp-p1', 5) };
    g = claimLevelOne(g, 'winter-lord'); // 6
    g = act(act(g, 'attempt-curse', { curse: 'winter-lord', level: 3 }), 'curse-result', { success: true }); // 9
    expect(g.state.winner).toBeNull();
    g = claimLevelOne(endTurns(g, 5), 'demon-horde'); // 10
    expect(g.events.at(-1)).toMatchObject({ type: 'game-won', cause: 'victory-check', data: { playerName: 'Ann', vp: 10, target: 10 } });
    expect(rc.outcome!(g.state)).toEqual({ result: 'won', code: 'cataclysm/outcome/winner', params: { name: 'Ann', vp: 10 } });
    refused(g, 'end-turn', {}, 'rules/game_over');
  });
});

describe('trackers and replay', () => {
  it('victory points can be corrected by hand and stay corrected as cards are claimed', () => {
    let g = playing();
    g = { ...g, state: rc.setTracker(g.state, 'vp-p1', 3) };
    g = claimLevelOne(g, 'ashen-flock');
    expect(rc.trackers(g.state).find((t) => t.id === 'vp-p1')?.value).toBe(4);
    expect(rc.trackers(g.state).find((t) => t.id === 'quests-ashen-flock')?.value).toBe(1);
  });

  it('turns pass clockwise', () => {
    const g = endTurns(playing(3), 3);
    expect([g.state.active, g.state.round]).toEqual([0, 2]);
  });

  it.each([
    [11, 2],
    [12, 4],
    [13, 5],
  ])('folding the recorded events gives the state reached step by step (seed %i, %i players)', (seed, n) => {
    const { accepted, game } = randomWalk(start(rc, { ritualsAndRunes: true, beastsAndBandits: true }, n), seed, 700);
    expect(accepted).toBeGreaterThan(30);
    expect(['turn', 'curse-attempt', 'over']).toContain(game.state.phase);
  });
});
