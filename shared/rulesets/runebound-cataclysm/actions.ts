/** The Cataclysm's actions: set-up (starting towns, the counter draw, quest counters), curse cards, market, trading pool, turns. */
import { z } from 'zod';
import type { ActionDef, RulesEvent } from '../../engine/ruleset';
import { fail, ok } from '../../engine/result';
import { shuffleDice } from '../../kits/dice-shuffle';
import { CATACLYSM_COUNTERS, CLAIM_REWARD, CURSES, MAX_GOLD, MAX_MOVEMENT_DICE, QUEST_SPACES, TOWNS, type Curse, type CurseLevel } from './data/cataclysm';
import { attemptBlock, countersFromDice, curseOfTown, goldOf, marketBlock, marketDiscount, marketPrice, tradeBlock } from './rules';
import type { CataclysmState, Phase } from './state';

type Def<P> = ActionDef<CataclysmState, P>;
const none = z.object({}).strict();

function wrongPhase(state: CataclysmState, wanted: Phase) {
  return fail('rules/wrong_phase', `Not now: the game is in ${state.phase}.`, { phase: state.phase, wanted: [wanted] });
}
const nameOf = (state: CataclysmState, id: string) => state.players.find((p) => p.id === id)?.name ?? id;

const ATTEMPT_MESSAGES: Record<string, string> = {
  'rules/not-cursed': 'That curse is not on any town in this game.',
  'rules/town-freed': 'That town is already freed.',
  'rules/already-claimed': 'This hero already holds a card of that level from that deck.',
  'rules/deck-empty': 'No card of that level is left in that deck.',
  'rules/no-quest-revealed': 'No quest of that curse is revealed.',
  'rules/needs-lower-card': 'Only a hero holding a Level I or II card of that curse may face its Level III card.',
  'rules/adventure-over': 'This hero’s adventure step is over.',
  'rules/after-market': 'The market step comes after the adventure step.',
  'rules/other-town': 'This adventure step is in another town.',
};

export const setupDone: Def<z.infer<typeof none>> = {
  schema: none,
  decide: (state) => (state.phase !== 'setup' ? wrongPhase(state, 'setup') : ok([{ type: 'setup-finished', data: { placer: state.players[state.setupTurn].name } }])),
};

const placeSchema = z.object({ town: z.enum(TOWNS) }).strict();

/** Heroes take their starting towns from the last player to the first, one hero a town. */
export const placeHero: Def<z.infer<typeof placeSchema>> = {
  schema: placeSchema,
  decide: (state, { town }) => {
    if (state.phase !== 'starting-towns') return wrongPhase(state, 'starting-towns');
    const taken = Object.entries(state.startingTowns).find(([, t]) => t === town);
    if (taken) return fail('rules/town-taken', `${nameOf(state, taken[0])} already starts in that town.`, { town, by: nameOf(state, taken[0]) });
    const player = state.players[state.setupTurn];
    return ok([{ type: 'hero-placed', data: { player: player.id, playerName: player.name, town } }]);
  },
};

/** The app deals the eight cataclysm counters to the towns with dice (d8, d7 ... d2) and flips them. */
export const drawCataclysm: Def<z.infer<typeof none>> = {
  schema: none,
  dice: (state) => (state.phase === 'cataclysm-draw' ? { dice: shuffleDice(CATACLYSM_COUNTERS.length) } : null),
  decide: (state, _p, dice) => {
    if (state.phase !== 'cataclysm-draw') return wrongPhase(state, 'cataclysm-draw');
    const towns = countersFromDice(dice.map((d) => Number(d.value)));
    const strandedIn = Object.entries(state.startingTowns).filter(([, t]) => towns[t] === 'destroyed').map(([id, t]) => ({ player: nameOf(state, id), town: t }));
    return ok([{ type: 'cataclysm-drawn', data: { towns, strandedIn } }]);
  },
};

const questSchema = z.object({ space: z.number().int().min(1).max(QUEST_SPACES.length) }).strict();

/** Each player takes an undefeated encounter token as his quest counter; its number is his quest space. */
export const chooseQuestCounter: Def<z.infer<typeof questSchema>> = {
  schema: questSchema,
  decide: (state, { space }) => {
    if (state.phase !== 'quest-counters') return wrongPhase(state, 'quest-counters');
    const taken = Object.entries(state.questSpaces).find(([, s]) => s === space);
    if (taken) return fail('rules/quest-counter-taken', `${nameOf(state, taken[0])} already has quest counter ${space}.`, { space, by: nameOf(state, taken[0]) });
    const player = state.players[state.setupTurn];
    return ok([{ type: 'quest-counter-chosen', data: { player: player.id, playerName: player.name, space } }]);
  },
};

const curse = z.enum(CURSES);
const attemptSchema = z.object({ curse, level: z.union([z.literal(1), z.literal(3)]) }).strict();

/** The active hero draws a random Level I card (or faces the Level III card) of a cursed town. */
export const attemptCurse: Def<z.infer<typeof attemptSchema>> = {
  schema: attemptSchema,
  decide: (state, { curse: c, level }) => {
    if (state.phase !== 'turn') return wrongPhase(state, 'turn');
    const hero = state.players[state.active];
    const block = attemptBlock(state, hero.id, c, level);
    if (block) return fail(block, ATTEMPT_MESSAGES[block], { curse: c, level });
    return ok([{ type: 'curse-card-drawn', data: { player: hero.id, playerName: hero.name, curse: c, level, town: state.curses[c]!.town } }]);
  },
};

function claimEvents(state: CataclysmState, player: string, c: Curse, level: CurseLevel): RulesEvent[] {
  const deck = state.curses[c]!;
  const reward = CLAIM_REWARD(level);
  const goldFrom = goldOf(state, player);
  // House rule (ruling 10): a claimed Level I or III card ends the adventure step too.
  const adventureOver = state.options.oneCurseCardPerAdventure && level !== 2;
  const events: RulesEvent[] = [{
    type: 'curse-card-claimed',
    data: { player, playerName: nameOf(state, player), curse: c, level, town: deck.town, ...reward, goldFrom, goldTo: Math.min(goldFrom + reward.gold, MAX_GOLD), adventureOver },
  }];
  if (level === 1 && deck.levelTwoHidden > 0) {
    events.push({ type: 'quest-revealed', data: { curse: c, town: deck.town, hiddenLeft: deck.levelTwoHidden - 1 }, cause: 'level-one-claimed' });
  }
  if (level === 3) {
    const returned = deck.levelOne + deck.levelTwoHidden + deck.questsRevealed;
    events.push({ type: 'town-freed', data: { player, playerName: nameOf(state, player), curse: c, town: deck.town, returned, discount: marketDiscount(state, player, c) + 1 }, cause: 'level-three-defeated' });
  }
  return events;
}

const resultSchema = z.object({ success: z.boolean() }).strict();

/** The table reports whether the hero beat the drawn curse card. */
export const curseResult: Def<z.infer<typeof resultSchema>> = {
  schema: resultSchema,
  decide: (state, { success }) => {
    if (state.phase !== 'curse-attempt' || !state.attempt) return wrongPhase(state, 'curse-attempt');
    const { player, curse: c, level } = state.attempt;
    if (!success) return ok([{ type: 'curse-attempt-failed', data: { player, playerName: nameOf(state, player), curse: c, level, town: state.curses[c]!.town } }]);
    return ok(claimEvents(state, player, c, level));
  },
};

const claimQuestSchema = z.object({ curse }).strict();

/** The active hero fulfilled a revealed quest (Level II) and claims it. */
export const claimQuest: Def<z.infer<typeof claimQuestSchema>> = {
  schema: claimQuestSchema,
  decide: (state, { curse: c }) => {
    if (state.phase !== 'turn') return wrongPhase(state, 'turn');
    const hero = state.players[state.active];
    const block = attemptBlock(state, hero.id, c, 2);
    if (block) return fail(block, ATTEMPT_MESSAGES[block], { curse: c, level: 2 });
    return ok(claimEvents(state, hero.id, c, 2));
  },
};

const marketSchema = z.object({
  town: z.enum(TOWNS),
  healing: z.number().int().min(0).max(99),
  cards: z.number().int().min(0).max(99),
  sold: z.number().int().min(0).max(99).default(0),
}).strict();

function notEnoughGold(state: CataclysmState, player: string, needed: number) {
  const has = goldOf(state, player);
  return fail('rules/not-enough-gold', `${nameOf(state, player)} has ${has} gold and needs ${needed}.`, { hero: nameOf(state, player), has, needed });
}

/**
 * This turn's market step (step 4) in a freed town: the hero pays the total less one gold per card he
 * holds from that town's deck, out of his gold plus what he sold.
 */
export const marketStep: Def<z.infer<typeof marketSchema>> = {
  schema: marketSchema,
  decide: (state, { town, healing, cards, sold }) => {
    if (state.phase !== 'turn') return wrongPhase(state, 'turn');
    const block = marketBlock(state, town);
    if (block === 'rules/town-not-freed') return fail(block, 'Market steps happen only in a freed town.', { town });
    if (block) return fail(block, 'This turn’s market step is already taken.', { town });
    const c = curseOfTown(state, town)!;
    const hero = state.players[state.active];
    const spent = healing + cards;
    const discount = marketDiscount(state, hero.id, c);
    const pays = marketPrice(spent, discount);
    const goldFrom = goldOf(state, hero.id);
    if (pays > goldFrom + sold) return notEnoughGold(state, hero.id, pays - sold);
    return ok([{
      type: 'market-priced',
      data: { player: hero.id, playerName: hero.name, town, curse: c, healing, cards, spent, discount, pays, sold, goldFrom, goldTo: Math.min(goldFrom + sold - pays, MAX_GOLD) },
    }]);
  },
};

const tradeSchema = z.object({
  movementDice: z.number().int().min(1).max(MAX_MOVEMENT_DICE),
  tradingPool: z.number().int().min(1).max(MAX_MOVEMENT_DICE),
  matches: z.number().int().min(0).max(MAX_MOVEMENT_DICE),
  spent: z.number().int().min(0).max(99).default(0),
  sold: z.number().int().min(0).max(99).default(0),
}).strict();

/** The trading pool: dice set aside from movement; each die showing the hero's terrain buys one trade. */
export const trade: Def<z.infer<typeof tradeSchema>> = {
  schema: tradeSchema,
  decide: (state, { movementDice, tradingPool, matches, spent, sold }) => {
    if (state.phase !== 'turn') return wrongPhase(state, 'turn');
    const block = tradeBlock(state);
    if (block === 'rules/already-traded') return fail(block, 'The trading pool is rolled once a turn.');
    if (block) return fail(block, 'The trading pool is rolled during movement, before the adventure step.');
    if (tradingPool > movementDice) return fail('rules/pool-too-big', 'The trading pool cannot hold more dice than the hero rolls.', { movementDice, tradingPool });
    if (matches > tradingPool) return fail('rules/too-many-matches', 'More matching dice than dice in the trading pool.', { tradingPool, matches });
    const hero = state.players[state.active];
    if ((spent > 0 || sold > 0) && matches === 0) return fail('rules/no-trade', 'No trading die showed the hero’s terrain: nothing can be bought, healed or sold.', { hero: hero.name });
    const goldFrom = goldOf(state, hero.id);
    if (spent > goldFrom + sold) return notEnoughGold(state, hero.id, spent - sold);
    return ok([{
      type: 'trading-pool-rolled',
      data: {
        player: hero.id, playerName: hero.name, travel: movementDice - tradingPool, trading: tradingPool, matches, cardsToDraw: tradingPool, healingCap: tradingPool,
        spent, sold, goldFrom, goldTo: Math.min(goldFrom + sold - spent, MAX_GOLD),
      },
    }]);
  },
};

export const endTurn: Def<z.infer<typeof none>> = {
  schema: none,
  decide: (state) => {
    if (state.phase !== 'turn') return wrongPhase(state, 'turn');
    const next = (state.active + 1) % state.players.length;
    return ok([{ type: 'turn-ended', data: { player: state.players[state.active].name, next: state.players[next].name, nextIndex: next } }]);
  },
};
