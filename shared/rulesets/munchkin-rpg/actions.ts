/** Munchkin RPG actions: set-up, the action menu (charged in action points), reports from the table, turns and the store. */
import { z } from 'zod';
import { d6, dN } from '../../engine/dice';
import type { ActionDef, RulesEvent } from '../../engine/ruleset';
import { fail, ok, type Result } from '../../engine/result';
import { ACTION_COSTS, BOSS, GOLD, OFF_TURN_ACTIONS, STORE_SLOTS, TABLE_ONLY_ACTIONS, type MenuAction } from './data/actions';
import { STATS } from './data/stats';
import { goldForTreasures, grenadeBonus, isStatLine, nextSeat, purchasePrice, salePrice } from './rules';
import { currentPlayer, namesOf, type Munchkin, type MunchkinPhase, type MunchkinState } from './state';

const playerId = z.string().min(1);
const stat = z.enum(STATS);
const statLine = { high: stat, medium: stat, low: stat };
const distinctStats = (s: { high: string; medium: string; low: string }) => new Set([s.high, s.medium, s.low]).size === 3;
const distinctMessage = { message: 'High, Medium and Low must be three different stats', path: ['low'] };

function findPlayer(state: MunchkinState, id: string): Result<Munchkin> {
  const player = state.players.find((p) => p.id === id);
  return player ? ok(player) : fail('rules/unknown_player', 'That player is not at this table.', { player: id });
}

function inPhase(state: MunchkinState, ...phases: MunchkinPhase[]): Result<true> {
  return phases.includes(state.phase) ? ok(true) : fail('rules/wrong_phase', 'That cannot be done at this point of the game.', { phase: state.phase });
}

/**
 * Checks a menu action: turns are being taken, the player is alive and in the game, it is their turn
 * (or the action may be taken on another's turn), and they have the action points left.
 */
function actor(state: MunchkinState, id: string, action: MenuAction): Result<Munchkin> {
  const phase = inPhase(state, 'turn', 'last-stand');
  if (!phase.ok) return phase;
  const found = findPlayer(state, id);
  if (!found.ok) return found;
  const player = found.value;
  if (player.dead || player.out) return fail('rules/player_dead', `${player.name} is dead until the end of the round.`, { name: player.name });
  if (currentPlayer(state)?.id !== id && !OFF_TURN_ACTIONS.includes(action)) {
    return fail('rules/not_your_turn', `Only throwing an item or casting a spell may be done on another player's turn.`, { name: player.name, action });
  }
  const cost = ACTION_COSTS[action];
  if (player.ap < cost) return fail('rules/not_enough_ap', `${player.name} has ${player.ap} action points left; this needs ${cost}.`, { name: player.name, ap: player.ap, cost });
  return ok(player);
}

const paid = (state: MunchkinState, player: Munchkin, action: MenuAction) => ({
  player: player.id,
  name: player.name,
  cost: ACTION_COSTS[action],
  onTurnOf: currentPlayer(state)?.name ?? null,
});

function goldFor(player: Munchkin, price: number): Result<true> {
  return player.gold >= price ? ok(true) : fail('rules/not_enough_gold', `${player.name} has ${player.gold} gold; this costs ${price}.`, { name: player.name, gold: player.gold, price });
}

// ---- Set-up ----

const setStatsSchema = z.object({ player: playerId, ...statLine }).strict().refine(distinctStats, distinctMessage);
/** Set-up: a player chooses a High, a Medium and a Low stat. */
export const setStats: ActionDef<MunchkinState, z.infer<typeof setStatsSchema>> = {
  schema: setStatsSchema,
  decide: (state, { player, high, medium, low }) => {
    const phase = inPhase(state, 'stats');
    if (!phase.ok) return phase;
    const found = findPlayer(state, player);
    if (!found.ok) return found;
    return ok([{ type: 'stats-chosen', data: { player, name: found.value.name, high, medium, low } }]);
  },
};

const empty = z.object({}).strict();
/** Set-up: the first player is chosen at random: a die with one face per player, counted from the first seat. */
export const rollFirstPlayer: ActionDef<MunchkinState, z.infer<typeof empty>> = {
  schema: empty,
  dice: (state) => ({ dice: [dN(state.players.length)] }),
  decide: (state, _payload, dice) => {
    const phase = inPhase(state, 'first-player');
    if (!phase.ok) return phase;
    const seat = Number(dice[0].value) - 1;
    return ok([{ type: 'first-player-chosen', data: { seat, player: state.players[seat].id, name: state.players[seat].name } }]);
  },
};

const pickFirstSchema = z.object({ player: playerId }).strict();
/** Set-up: the table chose the first player its own way. */
export const pickFirstPlayer: ActionDef<MunchkinState, z.infer<typeof pickFirstSchema>> = {
  schema: pickFirstSchema,
  decide: (state, { player }) => {
    const phase = inPhase(state, 'first-player');
    if (!phase.ok) return phase;
    const seat = state.players.findIndex((p) => p.id === player);
    if (seat < 0) return fail('rules/unknown_player', 'That player is not at this table.', { player });
    return ok([{ type: 'first-player-chosen', data: { seat, player, name: state.players[seat].name } }]);
  },
};

// ---- The action menu ----

const menuSchema = z.object({ player: playerId, action: z.enum(TABLE_ONLY_ACTIONS) }).strict();
/** A menu action played out on the table (equip, search, open a door, recycle...): the app charges its points. */
export const menuAction: ActionDef<MunchkinState, z.infer<typeof menuSchema>> = {
  schema: menuSchema,
  decide: (state, { player, action }) => {
    const found = actor(state, player, action);
    if (!found.ok) return found;
    return ok([{ type: 'action-taken', data: { ...paid(state, found.value, action), action } }]);
  },
};

const priced = { cost: z.number().int().min(0).max(100_000).default(0), costless: z.boolean().default(false) };

const sellSchema = z.object({ player: playerId, ...priced }).strict();
/** Sell a card from the hand: half its cost, or 200 gold for a card without one; it goes under the store inventory. */
export const sell: ActionDef<MunchkinState, z.infer<typeof sellSchema>> = {
  schema: sellSchema,
  decide: (state, { player, cost, costless }) => {
    const found = actor(state, player, 'sell');
    if (!found.ok) return found;
    return ok([{ type: 'item-sold', data: { player, name: found.value.name, cost: costless ? null : cost, gold: salePrice(costless ? null : cost) } }]);
  },
};

const buySchema = z.object({ player: playerId, slot: z.number().int().min(1).max(STORE_SLOTS), ...priced }).strict();
/** Buy a store card (1 AP): its cost, or 400 gold without one; the slot stays empty until the end of the round. */
export const buy: ActionDef<MunchkinState, z.infer<typeof buySchema>> = {
  schema: buySchema,
  decide: (state, { player, slot, cost, costless }) => {
    const found = actor(state, player, 'buy');
    if (!found.ok) return found;
    if (state.boughtSlots.includes(slot)) return fail('rules/slot_empty', `Store slot ${slot} was bought this round and stays empty until the restock.`, { slot });
    const price = purchasePrice(costless ? null : cost);
    const afford = goldFor(found.value, price);
    if (!afford.ok) return afford;
    return ok([{ type: 'item-bought', data: { ...paid(state, found.value, 'buy'), slot, price } }]);
  },
};

const playerOnly = z.object({ player: playerId }).strict();
type PlayerOnly = z.infer<typeof playerOnly>;

/** Gift Basket (1 AP, 300 gold): shuffle the store inventory and put its top card on the backpack unseen. */
export const giftBasket: ActionDef<MunchkinState, PlayerOnly> = {
  schema: playerOnly,
  decide: (state, { player }) => {
    const found = actor(state, player, 'gift-basket');
    if (!found.ok) return found;
    const afford = goldFor(found.value, GOLD.giftBasket);
    if (!afford.ok) return afford;
    return ok([{ type: 'gift-basket', data: { ...paid(state, found.value, 'gift-basket'), price: GOLD.giftBasket } }]);
  },
};

const throwSchema = z.object({ player: playerId, bonus: z.number().int().min(-20).max(20), doubled: z.boolean().default(true) }).strict();
/** Throw an item (1 AP, also on another's turn): a grenade's bonus, doubled for High Agility unless the thrower declines. */
export const throwItem: ActionDef<MunchkinState, z.infer<typeof throwSchema>> = {
  schema: throwSchema,
  decide: (state, { player, bonus, doubled }) => {
    const found = actor(state, player, 'throw-item');
    if (!found.ok) return found;
    const effective = grenadeBonus(bonus, found.value.stats, doubled);
    return ok([{ type: 'grenade-thrown', data: { ...paid(state, found.value, 'throw-item'), bonus, effective } }]);
  },
};

/** A Go Up A Level card (0 AP): one level, the card is shuffled into the store inventory. */
export const goUpALevel: ActionDef<MunchkinState, PlayerOnly> = {
  schema: playerOnly,
  decide: (state, { player }) => {
    const found = actor(state, player, 'go-up-a-level');
    if (!found.ok) return found;
    const from = found.value.level;
    return ok([{ type: 'level-changed', data: { player, name: found.value.name, from, to: from + 1 }, cause: 'munchkin/level-card' }]);
  },
};

/** Medium Intellect: 1000 gold for a level, whenever the player could buy from the store, never to level 10. */
export const buyLevel: ActionDef<MunchkinState, PlayerOnly> = {
  schema: playerOnly,
  decide: (state, { player }) => {
    const found = actor(state, player, 'buy');
    if (!found.ok) return found;
    const p = found.value;
    if (p.stats?.medium !== 'intellect') return fail('rules/needs_medium_intellect', 'Only a Medium Intellect Munchkin may buy a level.', { name: p.name });
    if (p.level + 1 === BOSS.levelToFace) return fail('rules/no_level_ten', 'Gold cannot buy level 10.', { name: p.name });
    const afford = goldFor(p, GOLD.mediumIntellectLevel);
    if (!afford.ok) return afford;
    return ok([{ type: 'level-bought', data: { player, name: p.name, from: p.level, to: p.level + 1, price: GOLD.mediumIntellectLevel } }]);
  },
};

const retrainSchema = z.object({ player: playerId, ...statLine }).strict().refine(distinctStats, distinctMessage);
/** Retrain (6 AP): new High, Medium and Low stats, in effect at the end of the round. */
export const retrain: ActionDef<MunchkinState, z.infer<typeof retrainSchema>> = {
  schema: retrainSchema,
  decide: (state, { player, high, medium, low }) => {
    const found = actor(state, player, 'retrain');
    if (!found.ok) return found;
    if (!isStatLine({ high, medium, low })) return fail('rules/invalid_input', 'Three different stats are needed.');
    return ok([{ type: 'retrain-chosen', data: { ...paid(state, found.value, 'retrain'), high, medium, low } }]);
  },
};

const specialSchema = z.object({ player: playerId, target: playerId.optional() }).strict();
/** The High stat's special ability, once per life (a death gives it back). */
export const useSpecial: ActionDef<MunchkinState, z.infer<typeof specialSchema>> = {
  schema: specialSchema,
  decide: (state, { player, target }) => {
    const phase = inPhase(state, 'turn', 'last-stand');
    if (!phase.ok) return phase;
    const found = findPlayer(state, player);
    if (!found.ok) return found;
    const p = found.value;
    if (!p.stats) return fail('rules/no_stats', `${p.name} has no stats yet.`, { name: p.name });
    if (p.specialUsed) return fail('rules/special_used', `${p.name} has already used the special ability this life.`, { name: p.name });
    const special = { strength: 'munchkin-rage', agility: 'bait-n-switch', intellect: 'hidden-agenda' }[p.stats.high];
    const targetName = target ? state.players.find((t) => t.id === target)?.name ?? null : null;
    return ok([{ type: 'special-used', data: { player, name: p.name, special, target: target ?? null, targetName } }]);
  },
};

// ---- The dungeon boss ----

const trapSchema = z.object({ player: playerId, kind: z.enum(['curse', 'enhancer']), levels: z.number().int().min(-20).max(30).default(0) }).strict();
/** Trapping the boss (1 AP): curses and monster enhancers, face down before it is revealed, face up after. */
export const trapBoss: ActionDef<MunchkinState, z.infer<typeof trapSchema>> = {
  schema: trapSchema,
  decide: (state, { player, kind, levels }) => {
    const found = actor(state, player, 'trap-boss');
    if (!found.ok) return found;
    if (state.boss.defeated) return fail('rules/boss_defeated', 'The dungeon boss is already defeated.');
    return ok([{ type: 'boss-trapped', data: { ...paid(state, found.value, 'trap-boss'), kind, levels: kind === 'enhancer' ? levels : 0, faceDown: !state.boss.revealed } }]);
  },
};

function canFaceBoss(p: Munchkin): Result<true> {
  return p.level >= BOSS.levelToFace ? ok(true) : fail('rules/level_too_low', `${p.name} must be level ${BOSS.levelToFace} to face the dungeon boss.`, { name: p.name, level: p.level });
}

/** Reveal the dungeon boss (3 AP, level 10): face-down curses hit the revealer, enhancers join the boss, and the fight begins. */
export const revealBoss: ActionDef<MunchkinState, PlayerOnly> = {
  schema: playerOnly,
  decide: (state, { player }) => {
    const found = actor(state, player, 'reveal-boss');
    if (!found.ok) return found;
    if (state.boss.revealed) return fail('rules/boss_revealed', 'The dungeon boss is already revealed.');
    const level = canFaceBoss(found.value);
    if (!level.ok) return level;
    const { hiddenCurses, hiddenEnhancers, hiddenEnhancerLevels } = state.boss;
    return ok([{ type: 'boss-revealed', data: { ...paid(state, found.value, 'reveal-boss'), curses: hiddenCurses, enhancers: hiddenEnhancers, enhancerLevels: hiddenEnhancerLevels } }]);
  },
};

/** Challenge a revealed boss (0 AP, level 10). */
export const challengeBoss: ActionDef<MunchkinState, PlayerOnly> = {
  schema: playerOnly,
  decide: (state, { player }) => {
    const found = actor(state, player, 'challenge-boss');
    if (!found.ok) return found;
    if (!state.boss.revealed) return fail('rules/boss_hidden', 'The dungeon boss has not been revealed yet.');
    if (state.boss.fighting) return fail('rules/boss_busy', 'Someone is already fighting the dungeon boss.');
    const level = canFaceBoss(found.value);
    if (!level.ok) return level;
    return ok([{ type: 'boss-challenged', data: { player, name: found.value.name } }]);
  },
};

/** Polymorph the revealed boss (7 AP): it and everything on it go into the dungeon; the next monster flipped is a fresh level-20 boss. */
export const polymorphBoss: ActionDef<MunchkinState, PlayerOnly> = {
  schema: playerOnly,
  decide: (state, { player }) => {
    const found = actor(state, player, 'polymorph-boss');
    if (!found.ok) return found;
    if (!state.boss.revealed) return fail('rules/boss_hidden', 'Only a revealed dungeon boss can be polymorphed.');
    if (state.boss.fighting) return fail('rules/boss_busy', 'Not while someone is fighting the dungeon boss.');
    return ok([{ type: 'boss-polymorphed', data: paid(state, found.value, 'polymorph-boss') }]);
  },
};

const bossResultSchema = z.object({ result: z.enum(['won', 'ran-away', 'died']), helper: playerId.optional() }).strict();
/** The table reports how the boss fight went. */
export const reportBossFight: ActionDef<MunchkinState, z.infer<typeof bossResultSchema>> = {
  schema: bossResultSchema,
  decide: (state, { result, helper }) => {
    const helpers = helper ? [helper] : [];
    const fighterId = state.boss.fighting;
    if (!fighterId) return fail('rules/no_boss_fight', 'Nobody is fighting the dungeon boss.');
    const fighter = state.players.find((p) => p.id === fighterId)!;
    for (const helper of helpers) {
      if (helper === fighterId || !state.players.some((p) => p.id === helper)) return fail('rules/unknown_player', 'A helper must be another player at this table.', { player: helper });
    }
    const events: RulesEvent[] = [{ type: 'boss-fight-ended', data: { player: fighterId, name: fighter.name, result, helpers: result === 'won' ? helpers : [] } }];
    if (result === 'died') events.push({ type: 'player-died', data: { player: fighterId, name: fighter.name }, cause: 'munchkin/boss-kill' });
    return ok(events);
  },
};

// ---- Reports from the table ----

const combatSchema = z
  .object({
    player: playerId,
    result: z.enum(['won', 'ran-away', 'died']),
    levels: z.number().int().min(0).max(10).default(0),
    treasures: z.number().int().min(0).max(20).default(0),
    helper: playerId.optional(),
    helperGold: z.number().int().min(0).max(100_000).default(0),
  })
  .strict();
/** A combat with a monster ended: a win pays 200 gold per treasure (split with a helper as agreed) and the levels; a death is a death. */
export const reportCombat: ActionDef<MunchkinState, z.infer<typeof combatSchema>> = {
  schema: combatSchema,
  decide: (state, { player, result, levels, treasures, helper, helperGold }) => {
    const phase = inPhase(state, 'turn', 'last-stand');
    if (!phase.ok) return phase;
    const found = findPlayer(state, player);
    if (!found.ok) return found;
    const won = result === 'won';
    const gold = won ? goldForTreasures(treasures) : 0;
    if (helper !== undefined) {
      const helping = findPlayer(state, helper);
      if (!helping.ok || helper === player) return fail('rules/unknown_player', 'The helper must be another player at this table.', { player: helper });
    }
    const share = won && helper ? helperGold : 0;
    if (share > gold) return fail('rules/split_too_large', `The helper's share cannot exceed the ${gold} gold won.`, { gold, share });
    const helperName = helper ? state.players.find((p) => p.id === helper)?.name ?? null : null;
    const events: RulesEvent[] = [{
      type: 'combat-ended',
      data: { player, name: found.value.name, result, levels: won ? levels : 0, treasures: won ? treasures : 0, gold: gold - share, helper: won ? helper ?? null : null, helperName, helperGold: share },
    }];
    if (result === 'died') events.push({ type: 'player-died', data: { player, name: found.value.name }, cause: 'munchkin/combat-death' });
    return ok(events);
  },
};

const levelSchema = z.object({ player: playerId, by: z.number().int().min(-10).max(10).refine((n) => n !== 0, 'a change of 0 changes nothing') }).strict();
/** A level gained or lost some other way (a curse, a card): never below the player's minimum level. */
export const changeLevel: ActionDef<MunchkinState, z.infer<typeof levelSchema>> = {
  schema: levelSchema,
  decide: (state, { player, by }) => {
    const phase = inPhase(state, 'turn', 'last-stand');
    if (!phase.ok) return phase;
    const found = findPlayer(state, player);
    if (!found.ok) return found;
    const from = found.value.level;
    return ok([{ type: 'level-changed', data: { player, name: found.value.name, from, to: from + by }, cause: 'munchkin/table' }]);
  },
};

// ---- Turns and the end of the round ----

/** The current player ends the turn; play passes left, past players who are dead or out. */
export const endTurn: ActionDef<MunchkinState, z.infer<typeof empty>> = {
  schema: empty,
  decide: (state) => {
    const phase = inPhase(state, 'turn', 'last-stand');
    if (!phase.ok) return phase;
    if (state.boss.fighting) return fail('rules/boss_busy', 'Finish the dungeon boss fight first.');
    const player = currentPlayer(state)!;
    return ok([endTurnEvent(state, player)]);
  },
};

/** The event that ends the current player's turn. */
export function endTurnEvent(state: MunchkinState, player: Munchkin, cause?: string): RulesEvent {
  const n = state.players.length;
  const next = nextSeat(state.firstSeat, state.turnInRound, n, (seat) => !state.players[seat].dead && !state.players[seat].out);
  const nextPlayer = next === null ? null : state.players[(state.firstSeat + next) % n];
  return { type: 'turn-ended', data: { player: player.id, name: player.name, next, nextName: nextPlayer?.name ?? null }, ...(cause ? { cause } : {}) };
}

/** End of round: a d6 picks a store slot, counted from the inventory side; an emptied slot is rolled again. */
export const restockRoll: ActionDef<MunchkinState, z.infer<typeof empty>> = {
  schema: empty,
  dice: () => ({ dice: [d6] }),
  decide: (state, _payload, dice) => {
    const phase = inPhase(state, 'restock');
    if (!phase.ok) return phase;
    const slot = Number(dice[0].value);
    if (state.boughtSlots.includes(slot)) return ok([{ type: 'restock-rerolled', data: { slot }, cause: 'munchkin/empty-slot' }]);
    return ok([{ type: 'store-restocked', data: { slot, count: state.restocked.length + 1 } }]);
  },
};

// ---- Ending the game ----

/** The handshake is completed: everyone who fought the boss wins. */
export const handshake: ActionDef<MunchkinState, z.infer<typeof empty>> = {
  schema: empty,
  decide: (state) => {
    const phase = inPhase(state, 'handshake');
    if (!phase.ok) return phase;
    return ok([{ type: 'game-won', data: { winners: state.victors, names: namesOf(state, state.victors), code: 'munchkin/won/handshake' } }]);
  },
};

const backstabSchema = z.object({ player: playerId.optional(), both: z.boolean().default(false) }).strict();
/** "Backstab!" before the handshake: the shouter alone wins; shouted together, both lose. */
export const backstab: ActionDef<MunchkinState, z.infer<typeof backstabSchema>> = {
  schema: backstabSchema,
  decide: (state, { player, both }) => {
    const phase = inPhase(state, 'handshake');
    if (!phase.ok) return phase;
    if (both) return ok([{ type: 'game-won', data: { winners: [], names: namesOf(state, state.victors), code: 'munchkin/won/double-backstab' } }]);
    if (!player || !state.victors.includes(player)) return fail('rules/not_a_victor', 'Only a player who fought the boss can shout "Backstab!".', { player });
    return ok([{ type: 'game-won', data: { winners: [player], names: namesOf(state, [player]), code: 'munchkin/won/backstab' } }]);
  },
};

const tallySchema = z.object({ player: playerId, itemValue: z.number().int().min(0).max(1_000_000), spells: z.number().int().min(0).max(100) }).strict();
/** The Real Golden Rule: a player's gold + cost of equipped, belt and hand items + 200 per spell. */
export const enterTally: ActionDef<MunchkinState, z.infer<typeof tallySchema>> = {
  schema: tallySchema,
  decide: (state, { player, itemValue, spells }) => {
    const phase = inPhase(state, 'tally');
    if (!phase.ok) return phase;
    const found = findPlayer(state, player);
    if (!found.ok) return found;
    const total = found.value.gold + itemValue + spells * GOLD.costlessSale;
    return ok([{ type: 'tally-entered', data: { player, name: found.value.name, gold: found.value.gold, itemValue, spells, total } }]);
  },
};

const attackSchema = z.object({ player: playerId, target: playerId }).strict();
/** Last Man Standing: attack another player (1 AP) instead of opening a door. */
export const attackPlayer: ActionDef<MunchkinState, z.infer<typeof attackSchema>> = {
  schema: attackSchema,
  decide: (state, { player, target }) => {
    const phase = inPhase(state, 'last-stand');
    if (!phase.ok) return phase;
    const found = actor(state, player, 'attack-player');
    if (!found.ok) return found;
    const victim = findPlayer(state, target);
    if (!victim.ok || target === player || victim.value.out) return fail('rules/bad_target', 'Choose another player still in the game.', { player: target });
    return ok([{ type: 'action-taken', data: { ...paid(state, found.value, 'attack-player'), action: 'attack-player', target, targetName: victim.value.name } }]);
  },
};

/** Last Man Standing: a player lost a fight and is out. */
export const defeatPlayer: ActionDef<MunchkinState, PlayerOnly> = {
  schema: playerOnly,
  decide: (state, { player }) => {
    const phase = inPhase(state, 'last-stand');
    if (!phase.ok) return phase;
    const found = findPlayer(state, player);
    if (!found.ok) return found;
    if (found.value.out) return fail('rules/bad_target', 'That player is already out.', { player });
    return ok([{ type: 'player-defeated', data: { player, name: found.value.name } }]);
  },
};
