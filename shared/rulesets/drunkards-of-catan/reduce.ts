/** How Drunkards of Catan events fold: one spread-switch over the typed events. */
import { unhandledEvent } from '../../engine/events';
import { afterFestival, buildBarrels, drinkBarrel, passBarrels } from '../../kits/barrels';
import type { DrunkardsEvent } from './events';
import type { Drinker, DrunkardsState } from './state';

const withPlayer = (state: DrunkardsState, id: string, change: (p: Drinker) => Drinker): DrunkardsState => ({
  ...state,
  players: state.players.map((p) => (p.id === id ? change(p) : p)),
});

export function reduce(state: DrunkardsState, event: DrunkardsEvent): DrunkardsState {
  switch (event.type) {
    case 'barrel-built':
      return withPlayer(state, event.data.player, (p) => buildBarrels(p, event.data.count));
    case 'barrels-traded':
    case 'barrels-gifted': {
      const { from, to, count } = event.data;
      const giver = state.players.find((p) => p.id === from)!;
      const receiver = state.players.find((p) => p.id === to)!;
      const moved = passBarrels(giver, receiver, count, event.type === 'barrels-gifted');
      return withPlayer(
        withPlayer(state, from, () => moved.giver),
        to,
        () => moved.receiver,
      );
    }
    case 'barrel-drunk':
      return withPlayer(state, event.data.player, drinkBarrel);
    case 'production-rolled': {
      const { dice, total, doubles } = event.data;
      return {
        ...state,
        rolls: state.rolls + 1,
        lastRoll: { dice: [dice[0], dice[1]], total, doubles },
        festivalDue: doubles && state.options.festivals,
        lastFestival: null,
      };
    }
    case 'festival': {
      const shares = event.data.shares;
      return {
        ...state,
        festivalDue: false,
        festivals: state.festivals + 1,
        lastFestival: shares,
        players: state.players.map((p) => {
          const share = shares.find((s) => s.playerId === p.id);
          return share ? afterFestival(p, share) : p;
        }),
      };
    }
    case 'game-ended':
      return { ...state, winner: event.data.winner };
    default:
      return unhandledEvent(event);
  }
}
