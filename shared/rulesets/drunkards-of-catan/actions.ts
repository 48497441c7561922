/** Drunkards of Catan actions, each declared once: payload, availability, how the prompt offers it, and the decision. */
import { z } from 'zod';
import { defineAction } from '../../engine/define';
import { d6, type DiceRequest } from '../../engine/dice';
import { ok } from '../../engine/result';
import { isFestivalRoll } from '../../kits/barrels';
import { RESOURCES } from './data/rules';
import type { DrunkardsEvent } from './events';
import { findPlayer, holders, holding, someoneHolds } from './rules/barrels';
import type { DrunkardsState } from './state';

const action = defineAction<DrunkardsState, DrunkardsEvent>();

const playerId = z.string().min(1);
const count = z.number().int().min(1).max(50);
const playerChoice = (p: { id: string; name: string }) => ({ value: p.id, code: 'drunkards/player', params: { name: p.name } });

/** Catan's production dice as they lie on the table: the red d6 and the yellow d6 (doubles call a festival). */
const PRODUCTION_DICE: DiceRequest = {
  dice: [d6, d6],
  looks: [
    { code: 'drunkards/die/red', tint: 'red' },
    { code: 'drunkards/die/yellow', tint: 'yellow' },
  ],
};

/** The production roll: 2d6; doubles hold a festival (002:27, the chain holds it). */
export const productionRoll = action({
  schema: z.object({}).strict(),
  offer: (state) => ({
    code: 'drunkards/production-roll',
    primary: true,
    dice: PRODUCTION_DICE,
    odds: state.options.festivals ? 1 / 6 : undefined,
  }),
  dice: () => PRODUCTION_DICE,
  decide: (_state, _payload, dice) => {
    const [a, b] = dice.map((die) => Number(die.value)) as [number, number];
    return ok([{ type: 'production-rolled', data: { dice: [a, b], total: a + b, doubles: isFestivalRoll(a, b) } }]);
  },
});

/** Build barrels (002:15): the table pays 1 grain + 1 lumber per barrel on the real board. */
export const buildBarrel = action({
  schema: z.object({ player: playerId, count: count.default(1) }).strict(),
  offer: (state) => ({
    code: 'drunkards/build-barrel',
    fields: [
      { name: 'player', kind: 'choice', choices: state.players.map(playerChoice) },
      { name: 'count', kind: 'number', min: 1, max: 10, default: 1 },
    ],
  }),
  decide: (state, { player, count }) => {
    const found = findPlayer(state, player);
    if (!found.ok) return found;
    return ok([{ type: 'barrel-built', data: { player, name: found.value.name, count } }]);
  },
});

/** Drink a barrel (002:22): it returns to the bank, its owner drinks and takes one resource card from the bank. */
export const drinkBarrel = action({
  schema: z.object({ player: playerId, resource: z.enum(RESOURCES) }).strict(),
  available: someoneHolds,
  offer: (state) => ({
    code: 'drunkards/drink-barrel',
    fields: [
      { name: 'player', kind: 'choice', choices: holders(state).map(playerChoice) },
      { name: 'resource', kind: 'choice', choices: RESOURCES.map((r) => ({ value: r, code: `drunkards/resource/${r}` })) },
    ],
  }),
  decide: (state, { player, resource }) => {
    const found = findPlayer(state, player);
    if (!found.ok) return found;
    const enough = holding(found.value, 1);
    if (!enough.ok) return enough;
    return ok([{ type: 'barrel-drunk', data: { player, name: found.value.name, resource } }]);
  },
});

const moveSchema = z
  .object({ from: playerId, to: playerId, count: count.default(1) })
  .strict()
  .refine((m) => m.from !== m.to, {
    message: 'drunkards/input/gift-to-self',
    path: ['to'],
  });

/** Barrels changing hands: one offer per holder, to any other player, at most what the holder has. */
function moveOffers(code: string) {
  return (state: DrunkardsState) =>
    holders(state).map((giver) => ({
      code,
      params: { name: giver.name },
      payload: { from: giver.id },
      player: giver.id,
      fields: [
        { name: 'to', kind: 'choice' as const, choices: state.players.filter((p) => p.id !== giver.id).map(playerChoice) },
        { name: 'count', kind: 'number' as const, min: 1, max: giver.barrels, default: 1 },
      ],
    }));
}

function move(type: 'barrels-traded' | 'barrels-gifted') {
  return (state: DrunkardsState, { from, to, count }: z.infer<typeof moveSchema>) => {
    const giver = findPlayer(state, from);
    if (!giver.ok) return giver;
    const taker = findPlayer(state, to);
    if (!taker.ok) return taker;
    const enough = holding(giver.value, count);
    if (!enough.ok) return enough;
    return ok<DrunkardsEvent[]>([{ type, data: { from, to, fromName: giver.value.name, toName: taker.value.name, count } }]);
  };
}

/** Gift barrels (002:23): the receiver takes them and drinks once per barrel. */
export const giftBarrels = action({
  schema: moveSchema,
  available: someoneHolds,
  offer: moveOffers('drunkards/gift-barrels'),
  decide: move('barrels-gifted'),
});

/** Trade barrels like any resource (002:17): they change hands, nobody drinks. */
export const tradeBarrels = action({
  schema: moveSchema,
  available: someoneHolds,
  offer: moveOffers('drunkards/trade-barrels'),
  decide: move('barrels-traded'),
});

/** The table reports who reached the winning score on the board. */
export const endGame = action({
  schema: z.object({ winner: playerId }).strict(),
  offer: (state) => ({
    code: 'drunkards/end-game',
    endsGame: true,
    fields: [{ name: 'winner', kind: 'choice', mustChoose: true, choices: state.players.map(playerChoice) }],
  }),
  decide: (state, { winner }) => {
    const found = findPlayer(state, winner);
    if (!found.ok) return found;
    return ok([{ type: 'game-ended', data: { winner, name: found.value.name } }]);
  },
});
