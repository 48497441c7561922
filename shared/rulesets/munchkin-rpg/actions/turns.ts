/** Turns and the end of the round: ending a turn and the store's restock roll. */
import { z } from 'zod';
import { d6 } from '../../../engine/dice';
import type { ActionDef, RulesEvent } from '../../../engine/ruleset';
import { fail, ok } from '../../../engine/result';
import { nextSeat } from '../rules';
import { currentPlayer, type Munchkin, type MunchkinState } from '../state';
import { empty, inPhase } from './common';

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
