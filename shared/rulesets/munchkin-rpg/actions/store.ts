/** The store: selling, buying a slot, the Gift Basket and a Medium Intellect's bought level (002:114, 002:122, 002:124, 002:207). */
import { z } from 'zod';
import { ok, refuse } from '../../../engine/result';
import { GOLD, STORE_SLOTS } from '../data/actions';
import { purchasePrice, salePrice } from '../rules';
import { canBuyALevel, hasGold, myAction, openSlots, storeHasCards } from '../rules/availability';
import { action, actor, goldFor, me, paid, playerId, playerOnly, priced, priceFields } from './common';

/** Sell a card from the hand (0 AP): half its cost, or 200 gold for a card without one; it goes under the store inventory. */
export const sell = action({
  schema: z.object({ player: playerId, ...priced }).strict(),
  available: (state) => myAction(state, 'sell'),
  offer: (state) => ({ code: 'munchkin/menu/sell', params: { cost: 0 }, payload: { player: me(state).id }, fields: priceFields() }),
  decide: (state, { player, cost, costless }) => {
    const found = actor(state, player, 'sell');
    if (!found.ok) return found;
    return ok([
      {
        type: 'item-sold',
        data: { player, name: found.value.name, cost: costless ? null : cost, gold: salePrice(costless ? null : cost) },
      },
    ]);
  },
});

const PLACEMENTS = ['equip', 'backpack'] as const;
/**
 * Buy a store card (1 AP): its cost, or 400 gold without one; the slot stays empty until the end of the
 * round. The buyer chooses to equip it at once (if a slot is free) or to put it on top of the backpack (002:122).
 */
export const buy = action({
  schema: z
    .object({ player: playerId, slot: z.number().int().min(1).max(STORE_SLOTS), ...priced, placement: z.enum(PLACEMENTS).default('equip') })
    .strict(),
  available: (state) => myAction(state, 'buy', storeHasCards(state)),
  offer: (state) => ({
    code: 'munchkin/menu/buy',
    params: { cost: 1 },
    payload: { player: me(state).id },
    fields: [
      {
        name: 'slot',
        kind: 'choice',
        choices: Array.from({ length: STORE_SLOTS }, (_, i) => i + 1).map((slot) => ({
          value: slot,
          code: 'munchkin/slot',
          params: { slot },
          disabled: !openSlots(state).includes(slot),
        })),
      },
      ...priceFields(me(state).gold, GOLD.costlessPurchase),
      {
        name: 'placement',
        kind: 'choice',
        default: 'equip',
        choices: PLACEMENTS.map((p) => ({ value: p, code: `munchkin/placement/${p}` })),
      },
    ],
  }),
  decide: (state, { player, slot, cost, costless, placement }) => {
    const found = actor(state, player, 'buy');
    if (!found.ok) return found;
    if (state.boughtSlots.includes(slot)) return refuse('rules/slot_empty', { slot });
    const price = purchasePrice(costless ? null : cost);
    const afford = goldFor(found.value, price);
    if (!afford.ok) return afford;
    return ok([{ type: 'item-bought', data: { ...paid(state, found.value, 'buy'), slot, price, placement } }]);
  },
});

/** Gift Basket (1 AP, 300 gold): shuffle the store inventory and put its top card on the backpack unseen. */
export const giftBasket = action({
  schema: playerOnly,
  available: (state) => myAction(state, 'gift-basket', (p) => hasGold(p, GOLD.giftBasket)),
  offer: (state) => ({ code: 'munchkin/menu/gift-basket', params: { cost: 1 }, payload: { player: me(state).id } }),
  decide: (state, { player }) => {
    const found = actor(state, player, 'gift-basket');
    if (!found.ok) return found;
    const afford = goldFor(found.value, GOLD.giftBasket);
    if (!afford.ok) return afford;
    return ok([{ type: 'gift-basket', data: { ...paid(state, found.value, 'gift-basket'), price: GOLD.giftBasket } }]);
  },
});

/** The Medium Intellect bonus (also High Intellect's, 002:45): 1000 gold for a level, whenever the player could buy from the store (ruling 3), never to level 10. */
export const buyLevel = action({
  schema: playerOnly,
  available: (state) => myAction(state, 'buy', canBuyALevel(state)),
  offer: (state) => ({ code: 'munchkin/buy-level', payload: { player: me(state).id } }),
  decide: (state, { player }) => {
    const found = actor(state, player, 'buy');
    if (!found.ok) return found;
    const p = found.value;
    const can = canBuyALevel(state)(p);
    if (!can.ok) return can;
    return ok([{ type: 'level-bought', data: { player, name: p.name, from: p.level, to: p.level + 1, price: GOLD.mediumIntellectLevel } }]);
  },
});
