/** Turns and the end of the round: ending a turn and the store's restock roll (002:86, 002:140-146). */
import { d6, described } from '../../../engine/dice';
import { firstRefusal } from '../../../engine/define';
import { ok } from '../../../engine/result';
import { STORE_SLOTS } from '../data/actions';
import type { MunchkinEvent } from '../events';
import { nextSeat, restockOdds } from '../rules';
import { bossIdle, everySlotBought, inPhase, takingTurns } from '../rules/availability';
import type { Munchkin, MunchkinState } from '../state';
import { action, empty, me } from './common';

/** The current player ends the turn; play passes left, past players who are dead or out. */
export const endTurn = action({
  schema: empty,
  available: (state) =>
    firstRefusal(
      () => takingTurns(state),
      () => bossIdle(state),
    ),
  offer: (state) => ({ code: 'munchkin/end-turn', params: { name: me(state).name }, primary: true }),
  decide: (state) => ok([endTurnEvent(state, me(state))]),
});

/** The event that ends the current player's turn. */
export function endTurnEvent(state: MunchkinState, player: Munchkin, cause?: string): MunchkinEvent {
  const n = state.players.length;
  const next = nextSeat(state.firstSeat, state.turnInRound, n, (seat) => !state.players[seat].dead && !state.players[seat].out);
  const nextPlayer = next === null ? null : state.players[(state.firstSeat + next) % n];
  return {
    type: 'turn-ended',
    data: { player: player.id, name: player.name, next, nextName: nextPlayer?.name ?? null },
    ...(cause ? { cause } : {}),
  };
}

/**
 * End of round: a d6 picks a store slot, counted from the inventory side; an emptied slot is rolled again (ruling 8).
 * A store sold out ends the round by itself (react); only a campaign recorded stuck there before ruling 17 still
 * stands in this phase, and its one step needs no die: the chain refills the store and ends the round.
 */
export const restockRoll = action({
  schema: empty,
  available: (state) => inPhase(state, 'restock'),
  offer: (state) =>
    everySlotBought(state)
      ? { code: 'munchkin/restock-all-bought', primary: true }
      : { code: 'munchkin/restock-roll', primary: true, dice: { dice: [d6] }, odds: restockOdds(state.boughtSlots.length, STORE_SLOTS) },
  dice: (state) => (everySlotBought(state) ? null : described([d6], 'munchkin/die/restock')),
  decide: (state, _payload, dice) => {
    if (everySlotBought(state)) return ok([]);
    const slot = Number(dice[0].value);
    if (state.boughtSlots.includes(slot)) return ok([{ type: 'restock-rerolled', data: { slot }, cause: 'munchkin/empty-slot' }]);
    return ok([{ type: 'store-restocked', data: { slot, count: state.restocked.length + 1 } }]);
  },
});
