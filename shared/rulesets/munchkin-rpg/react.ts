/** Automatic consequences: stats complete, the store refilled and the round ended, the endings after the boss falls, Last Man Standing. */
import type { MunchkinEvent } from './events';
import { endTurnEvent } from './actions/turns';
import { RESTOCK_ROLLS } from './data/actions';
import { everySlotBought } from './rules/availability';
import { currentPlayer, namesOf, type MunchkinState } from './state';

/** The events that follow by themselves from the state as it stands. */
export function react(state: MunchkinState): MunchkinEvent[] {
  if (state.phase === 'stats' && state.players.every((p) => p.stats)) return [{ type: 'stats-complete', data: {} }];
  if (state.phase === 'restock' && everySlotBought(state))
    return [{ type: 'store-refilled', data: { slots: state.boughtSlots }, cause: 'munchkin/all-bought' }, roundEnded(state)];
  if (state.phase === 'restock' && state.restocked.length >= RESTOCK_ROLLS) {
    if (state.boughtSlots.length > 0) return [{ type: 'store-refilled', data: { slots: state.boughtSlots } }];
    return [roundEnded(state)];
  }
  if (state.phase === 'turn' && state.boss.defeated) {
    const { ending } = state.options;
    if (ending === 'last-man-standing') return [{ type: 'last-stand-began', data: {}, cause: 'munchkin/last-man-standing' }];
    if (ending === 'real-golden-rule') return [{ type: 'victory-claimed', data: { next: 'tally' }, cause: 'munchkin/real-golden-rule' }];
    if (state.victors.length > 1) return [{ type: 'victory-claimed', data: { next: 'handshake' }, cause: 'munchkin/helped' }];
    return [{ type: 'game-won', data: { winners: state.victors, names: namesOf(state, state.victors), code: 'munchkin/won/boss-slain' } }];
  }
  if (state.phase === 'tally' && state.players.every((p) => p.tally !== null)) {
    const best = Math.max(...state.players.map((p) => p.tally ?? 0));
    const richest = state.players.filter((p) => p.tally === best).map((p) => p.id);
    return [{ type: 'game-won', data: { winners: richest, names: namesOf(state, richest), code: 'munchkin/won/richest', total: best } }];
  }
  if (state.phase === 'last-stand') {
    const standing = state.players.filter((p) => !p.out);
    if (standing.length <= 1)
      return [
        {
          type: 'game-won',
          data: { winners: standing.map((p) => p.id), names: standing.map((p) => p.name).join(' & '), code: 'munchkin/won/last-man' },
        },
      ];
    if (state.turnInRound >= state.players.length) return [roundEnded(state)];
    const now = currentPlayer(state);
    if (now?.out) return [endTurnEvent(state, now, 'munchkin/out')];
  }
  return [];
}

/** The event that ends the round: the next first player, who retrained and who comes back to life. */
function roundEnded(state: MunchkinState): MunchkinEvent {
  const n = state.players.length;
  const nextFirst = state.players[(state.firstSeat + 1) % n];
  return {
    type: 'round-ended',
    data: {
      round: state.round,
      nextFirst: nextFirst.id,
      nextFirstName: nextFirst.name,
      retrained: state.players.filter((p) => p.retrainTo).map((p) => p.name),
      revived: state.players.filter((p) => p.dead).map((p) => p.name),
    },
    cause: 'munchkin/end-of-round',
  };
}
