/** The store: selling, buying a slot, the Gift Basket and a Medium Intellect's bought level. */
import { z } from 'zod';
import type { ActionDef } from '../../../engine/ruleset';
import { fail, ok } from '../../../engine/result';
import { BOSS, GOLD, STORE_SLOTS } from '../data/actions';
import { canBuyLevels, purchasePrice, salePrice } from '../rules';
import type { MunchkinState } from '../state';
import { actor, goldFor, paid, playerId, playerOnly, priced, type PlayerOnly } from './common';

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

const buySchema = z
  .object({ player: playerId, slot: z.number().int().min(1).max(STORE_SLOTS), ...priced, placement: z.enum(['equip', 'backpack']).default('equip') })
  .strict();
/**
 * Buy a store card (1 AP): its cost, or 400 gold without one; the slot stays empty until the end of the
 * round. The buyer chooses to equip it at once (if a slot is free) or to put it on top of the backpack (002:122).
 */
export const buy: ActionDef<MunchkinState, z.infer<typeof buySchema>> = {
  schema: buySchema,
  decide: (state, { player, slot, cost, costless, placement }) => {
    const found = actor(state, player, 'buy');
    if (!found.ok) return found;
    if (state.boughtSlots.includes(slot)) return fail('rules/slot_empty', `Store slot ${slot} was bought this round and stays empty until the restock.`, { slot });
    const price = purchasePrice(costless ? null : cost);
    const afford = goldFor(found.value, price);
    if (!afford.ok) return afford;
    return ok([{ type: 'item-bought', data: { ...paid(state, found.value, 'buy'), slot, price, placement } }]);
  },
};


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

/** The Medium Intellect bonus (also High Intellect's, 002:45): 1000 gold for a level, whenever the player could buy from the store, never to level 10. */
export const buyLevel: ActionDef<MunchkinState, PlayerOnly> = {
  schema: playerOnly,
  decide: (state, { player }) => {
    const found = actor(state, player, 'buy');
    if (!found.ok) return found;
    const p = found.value;
    if (!canBuyLevels(p.stats, state.options)) return fail('rules/needs_medium_intellect', 'Only a Medium Intellect Munchkin may buy a level.', { name: p.name });
    if (p.level + 1 === BOSS.levelToFace) return fail('rules/no_level_ten', 'Gold cannot buy level 10.', { name: p.name });
    const afford = goldFor(p, GOLD.mediumIntellectLevel);
    if (!afford.ok) return afford;
    return ok([{ type: 'level-bought', data: { player, name: p.name, from: p.level, to: p.level + 1, price: GOLD.mediumIntellectLevel } }]);
  },
};
