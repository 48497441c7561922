/** The Cataclysm's turn actions (engine v2): curse cards, quests, the market step, the trading pool, the end of a turn. */
import { z } from 'zod';
import { allowed, firstRefusal, refuse } from '../../../engine/define';
import { ok } from '../../../engine/result';
import { CLAIM_REWARD, CURSES, MAX_GOLD, MAX_MOVEMENT_DICE, TOWNS, type Curse, type CurseLevel } from '../data/cataclysm';
import type { CataclysmEvent } from '../events';
import { attemptBlock, curseOfTown, goldOf, marketBlock, marketDiscount, marketPrice, tradeBlock } from '../rules';
import type { CataclysmState } from '../state';
import { action, inPhase, nameOf, none, P } from './common';

/** The curses this hero may try at this level now, as prompt choices (read from `attemptBlock`). */
function openCurses(state: CataclysmState, level: CurseLevel) {
  const hero = state.players[state.active].id;
  return CURSES.filter((c) => state.curses[c] && attemptBlock(state, hero, c, level) === null).map((c: Curse) => ({
    value: c,
    code: `${P}/curse-in-town`,
    params: { curse: c, town: state.curses[c]!.town },
  }));
}

const curse = z.enum(CURSES);
const attemptSchema = z.object({ curse, level: z.union([z.literal(1), z.literal(3)]) }).strict();

/** The active hero draws a random Level I card (or faces the Level III card) of a cursed town. */
export const attemptCurse = action({
  schema: attemptSchema,
  available: (state) =>
    firstRefusal(
      () => inPhase(state, 'turn'),
      () => (state.steps.market ? refuse('rules/after-market') : allowed),
      () => (state.steps.adventureOver ? refuse('rules/adventure-over') : allowed),
      () => (openCurses(state, 1).length + openCurses(state, 3).length > 0 ? allowed : refuse('rules/no-curse-card')),
    ),
  offer: (state) =>
    ([1, 3] as const).flatMap((level) => {
      const choices = openCurses(state, level);
      return choices.length === 0
        ? []
        : [{ code: `${P}/attempt-level-${level}`, payload: { level }, fields: [{ name: 'curse', kind: 'choice' as const, choices }] }];
    }),
  decide: (state, { curse: c, level }) => {
    const hero = state.players[state.active];
    const block = attemptBlock(state, hero.id, c, level);
    if (block) return refuse(block, { curse: c, level });
    return ok([
      { type: 'curse-card-drawn', data: { player: hero.id, playerName: hero.name, curse: c, level, town: state.curses[c]!.town } },
    ]);
  },
});

function claimEvents(state: CataclysmState, player: string, c: Curse, level: CurseLevel): CataclysmEvent[] {
  const deck = state.curses[c]!;
  const reward = CLAIM_REWARD(level);
  const goldFrom = goldOf(state, player);
  // House rule (ruling 10): a claimed Level I or III card ends the adventure step too.
  const adventureOver = state.options.oneCurseCardPerAdventure && level !== 2;
  const events: CataclysmEvent[] = [
    {
      type: 'curse-card-claimed',
      data: {
        player,
        playerName: nameOf(state, player),
        curse: c,
        level,
        town: deck.town,
        ...reward,
        goldFrom,
        goldTo: Math.min(goldFrom + reward.gold, MAX_GOLD),
        adventureOver,
      },
    },
  ];
  if (level === 1 && deck.levelTwoHidden > 0) {
    events.push({
      type: 'quest-revealed',
      data: { curse: c, town: deck.town, hiddenLeft: deck.levelTwoHidden - 1 },
      cause: 'level-one-claimed',
    });
  }
  if (level === 3) {
    const returned = deck.levelOne + deck.levelTwoHidden + deck.questsRevealed;
    events.push({
      type: 'town-freed',
      data: {
        player,
        playerName: nameOf(state, player),
        curse: c,
        town: deck.town,
        returned,
        discount: marketDiscount(state, player, c) + 1,
      },
      cause: 'level-three-defeated',
    });
  }
  return events;
}

const resultSchema = z.object({ success: z.boolean() }).strict();

/** The table reports whether the hero beat the drawn curse card. */
export const curseResult = action({
  schema: resultSchema,
  available: (state) =>
    firstRefusal(
      () => inPhase(state, 'curse-attempt'),
      () => (state.attempt ? allowed : refuse('rules/no-attempt')),
    ),
  offer: (state) => {
    const hero = nameOf(state, state.attempt!.player);
    return [
      { code: `${P}/curse-won`, params: { hero }, payload: { success: true } },
      { code: `${P}/curse-lost`, params: { hero }, payload: { success: false } },
    ];
  },
  decide: (state, { success }) => {
    const { player, curse: c, level } = state.attempt!;
    if (!success)
      return ok([
        { type: 'curse-attempt-failed', data: { player, playerName: nameOf(state, player), curse: c, level, town: state.curses[c]!.town } },
      ]);
    return ok(claimEvents(state, player, c, level));
  },
});

const claimQuestSchema = z.object({ curse }).strict();

/** The active hero fulfilled a revealed quest (Level II) and claims it. */
export const claimQuest = action({
  schema: claimQuestSchema,
  available: (state) =>
    firstRefusal(
      () => inPhase(state, 'turn'),
      () => {
        if (openCurses(state, 2).length > 0) return allowed;
        const revealed = CURSES.some((c) => (state.curses[c]?.questsRevealed ?? 0) > 0 && state.curses[c]?.freedBy === null);
        return revealed ? refuse('rules/no-quest-to-claim') : refuse('rules/no-quest-revealed');
      },
    ),
  offer: (state) => ({ code: `${P}/claim-quest`, fields: [{ name: 'curse', kind: 'choice', choices: openCurses(state, 2) }] }),
  decide: (state, { curse: c }) => {
    const hero = state.players[state.active];
    const block = attemptBlock(state, hero.id, c, 2);
    if (block) return refuse(block, { curse: c, level: 2 });
    return ok(claimEvents(state, hero.id, c, 2));
  },
});

const marketSchema = z
  .object({
    town: z.enum(TOWNS),
    healing: z.number().int().min(0).max(99),
    cards: z.number().int().min(0).max(99),
    sold: z.number().int().min(0).max(99).default(0),
  })
  .strict();

function notEnoughGold(state: CataclysmState, player: string, needed: number) {
  const has = goldOf(state, player);
  return refuse('rules/not-enough-gold', {
    hero: nameOf(state, player),
    has,
    needed,
  });
}

const marketTowns = (state: CataclysmState) => TOWNS.filter((t) => marketBlock(state, t) === null);

/**
 * This turn's market step (step 4) in a freed town: the hero pays the total less one gold per card he
 * holds from that town's deck, out of his gold plus what he sold.
 */
export const marketStep = action({
  schema: marketSchema,
  available: (state) =>
    firstRefusal(
      () => inPhase(state, 'turn'),
      () => (state.steps.market ? refuse('rules/one-market-step') : allowed),
      () => (marketTowns(state).length > 0 ? allowed : refuse('rules/town-not-freed')),
    ),
  offer: (state) => ({
    code: `${P}/market-step`,
    params: { gold: goldOf(state, state.players[state.active].id) },
    fields: [
      { name: 'town', kind: 'choice', choices: marketTowns(state).map((t) => ({ value: t, code: `town/${t}` })) },
      { name: 'healing', kind: 'number', min: 0, max: 99, default: 0 },
      { name: 'cards', kind: 'number', min: 0, max: 99, default: 0 },
      { name: 'sold', kind: 'number', min: 0, max: 99, default: 0 },
    ],
  }),
  decide: (state, { town, healing, cards, sold }) => {
    const block = marketBlock(state, town);
    if (block) return refuse(block, { town });
    const c = curseOfTown(state, town)!;
    const hero = state.players[state.active];
    const spent = healing + cards;
    const discount = marketDiscount(state, hero.id, c);
    const pays = marketPrice(spent, discount);
    const goldFrom = goldOf(state, hero.id);
    if (pays > goldFrom + sold) return notEnoughGold(state, hero.id, pays - sold);
    return ok([
      {
        type: 'market-priced',
        data: {
          player: hero.id,
          playerName: hero.name,
          town,
          curse: c,
          healing,
          cards,
          spent,
          discount,
          pays,
          sold,
          goldFrom,
          goldTo: Math.min(goldFrom + sold - pays, MAX_GOLD),
        },
      },
    ]);
  },
});

const tradeSchema = z
  .object({
    movementDice: z.number().int().min(1).max(MAX_MOVEMENT_DICE),
    tradingPool: z.number().int().min(1).max(MAX_MOVEMENT_DICE),
    matches: z.number().int().min(0).max(MAX_MOVEMENT_DICE),
    spent: z.number().int().min(0).max(99).default(0),
    sold: z.number().int().min(0).max(99).default(0),
  })
  .strict();

/** The trading pool: dice set aside from movement; each die showing the hero's terrain buys one trade. */
export const trade = action({
  schema: tradeSchema,
  available: (state) =>
    firstRefusal(
      () => inPhase(state, 'turn'),
      () => {
        const block = tradeBlock(state);
        return block ? refuse(block) : allowed;
      },
    ),
  offer: (state) => ({
    code: `${P}/trade`,
    params: { gold: goldOf(state, state.players[state.active].id) },
    fields: [
      { name: 'movementDice', kind: 'number', min: 1, max: MAX_MOVEMENT_DICE, default: MAX_MOVEMENT_DICE },
      { name: 'tradingPool', kind: 'number', min: 1, max: MAX_MOVEMENT_DICE, default: 1 },
      { name: 'matches', kind: 'number', min: 0, max: MAX_MOVEMENT_DICE, default: 0 },
      { name: 'spent', kind: 'number', min: 0, max: 99, default: 0 },
      { name: 'sold', kind: 'number', min: 0, max: 99, default: 0 },
    ],
  }),
  decide: (state, { movementDice, tradingPool, matches, spent, sold }) => {
    if (tradingPool > movementDice) return refuse('rules/pool-too-big', { movementDice, tradingPool });
    if (matches > tradingPool) return refuse('rules/too-many-matches', { tradingPool, matches });
    const hero = state.players[state.active];
    if ((spent > 0 || sold > 0) && matches === 0)
      return refuse('rules/no-trade', {
        hero: hero.name,
      });
    const goldFrom = goldOf(state, hero.id);
    if (spent > goldFrom + sold) return notEnoughGold(state, hero.id, spent - sold);
    return ok([
      {
        type: 'trading-pool-rolled',
        data: {
          player: hero.id,
          playerName: hero.name,
          travel: movementDice - tradingPool,
          trading: tradingPool,
          matches,
          cardsToDraw: tradingPool,
          healingCap: tradingPool,
          spent,
          sold,
          goldFrom,
          goldTo: Math.min(goldFrom + sold - spent, MAX_GOLD),
        },
      },
    ]);
  },
});

export const endTurn = action({
  schema: none,
  available: (state) => inPhase(state, 'turn'),
  offer: (state) => ({ code: `${P}/end-turn`, params: { hero: state.players[state.active].name }, primary: true }),
  decide: (state) => {
    const next = (state.active + 1) % state.players.length;
    return ok([
      { type: 'turn-ended', data: { player: state.players[state.active].name, next: state.players[next].name, nextIndex: next } },
    ]);
  },
});
