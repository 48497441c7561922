/** Drunkards of Catan actions: build, trade, gift and drink barrels; the production roll; the end of the game. */
import { z } from 'zod';
import { d6, times } from '../../engine/dice';
import type { ActionDef } from '../../engine/ruleset';
import { fail, ok, type Result } from '../../engine/result';
import { holdsBarrels, isFestivalRoll } from '../../kits/barrels';
import { RESOURCES } from './data/rules';
import type { Drinker, DrunkardsState } from './state';

const playerId = z.string().min(1);
const count = z.number().int().min(1).max(50);

function findPlayer(state: DrunkardsState, id: string): Result<Drinker> {
  const player = state.players.find((p) => p.id === id);
  return player ? ok(player) : fail('rules/unknown_player', 'That player is not at this table.', { player: id });
}

function holding(player: Drinker, wanted: number): Result<Drinker> {
  return holdsBarrels(player, wanted)
    ? ok(player)
    : fail('rules/not_enough_barrels', `${player.name} holds only ${player.barrels} barrels.`, { name: player.name, barrels: player.barrels, wanted });
}

const buildSchema = z.object({ player: playerId, count: count.default(1) }).strict();
/** Build barrels: the table pays 1 grain + 1 lumber per barrel on the real board. */
export const buildBarrel: ActionDef<DrunkardsState, z.infer<typeof buildSchema>> = {
  schema: buildSchema,
  decide: (state, { player, count }) => {
    const found = findPlayer(state, player);
    if (!found.ok) return found;
    return ok([{ type: 'barrel-built', data: { player, name: found.value.name, count } }]);
  },
};

const moveSchema = z.object({ from: playerId, to: playerId, count: count.default(1) }).strict().refine((m) => m.from !== m.to, {
  message: 'a player cannot give barrels to themself',
  path: ['to'],
});
type Move = z.infer<typeof moveSchema>;

function move(type: 'barrels-traded' | 'barrels-gifted') {
  return (state: DrunkardsState, { from, to, count }: Move) => {
    const giver = findPlayer(state, from);
    if (!giver.ok) return giver;
    const taker = findPlayer(state, to);
    if (!taker.ok) return taker;
    const enough = holding(giver.value, count);
    if (!enough.ok) return enough;
    return ok([{ type, data: { from, to, fromName: giver.value.name, toName: taker.value.name, count } }]);
  };
}

/** Trade barrels like any resource: they change hands, nobody drinks. */
export const tradeBarrels: ActionDef<DrunkardsState, Move> = { schema: moveSchema, decide: move('barrels-traded') };

/** Gift barrels: the receiver takes them and drinks once per barrel. */
export const giftBarrels: ActionDef<DrunkardsState, Move> = { schema: moveSchema, decide: move('barrels-gifted') };

const drinkSchema = z.object({ player: playerId, resource: z.enum(RESOURCES) }).strict();
/** Drink a barrel: it returns to the bank, its owner drinks and takes one resource card from the bank. */
export const drinkBarrel: ActionDef<DrunkardsState, z.infer<typeof drinkSchema>> = {
  schema: drinkSchema,
  decide: (state, { player, resource }) => {
    const found = findPlayer(state, player);
    if (!found.ok) return found;
    const enough = holding(found.value, 1);
    if (!enough.ok) return enough;
    return ok([{ type: 'barrel-drunk', data: { player, name: found.value.name, resource } }]);
  },
};

const rollSchema = z.object({}).strict();
/** The production roll: 2d6; doubles hold a festival (the chain holds it). */
export const productionRoll: ActionDef<DrunkardsState, z.infer<typeof rollSchema>> = {
  schema: rollSchema,
  dice: () => ({ dice: times(2, d6) }),
  decide: (_state, _payload, dice) => {
    const [a, b] = dice.map((die) => Number(die.value));
    return ok([{ type: 'production-rolled', data: { dice: [a, b], total: a + b, doubles: isFestivalRoll(a, b) } }]);
  },
};

const endSchema = z.object({ winner: playerId }).strict();
/** The table reports who reached the winning score on the board. */
export const endGame: ActionDef<DrunkardsState, z.infer<typeof endSchema>> = {
  schema: endSchema,
  decide: (state, { winner }) => {
    const found = findPlayer(state, winner);
    if (!found.ok) return found;
    return ok([{ type: 'game-ended', data: { winner, name: found.value.name } }]);
  },
};
