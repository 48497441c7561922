/** What happens at set-up and as the game starts: towns and knights on the board, the set-up gates, the first turn. */
import { z } from 'zod';
import type { EventOf } from '../../../engine/events';
import { RANKS, TOWN_SIZES, type CatanHorrorState } from '../state';
import { addOne, freshKnight } from './entities';

export const setupFacts = {
  /** A town stands on the board (at set-up, or a settlement built in play): undamaged and sane. */
  'town-added': z.object({
    townId: z.string(),
    label: z.string(),
    owner: z.string(),
    who: z.string().optional(),
    size: z.enum(TOWN_SIZES),
    walls: z.boolean(),
  }),
  /** A knight stands on the board (set-up, a recruit, militia): unhurt, sane and in sight. */
  'knight-added': z.object({ knightId: z.string(), name: z.string(), owner: z.string(), rank: z.enum(RANKS), location: z.string() }),
  /** The towns are placed: the two set-up gates are rolled next. */
  'setup-gates-begin': z.object({ count: z.number() }),
  /** Every gate of the set-up is out: the first player's first turn begins, at its combat step. */
  'game-started': z.object({ player: z.string().optional(), who: z.string().optional(), actions: z.number() }),
};
type SetupEvent = EventOf<typeof setupFacts>;

export function foldSetup(state: CatanHorrorState, event: SetupEvent): CatanHorrorState {
  switch (event.type) {
    case 'town-added': {
      const { townId, owner, label, size, walls } = event.data;
      return addOne(state, 'towns', { id: townId, owner, label, size, walls, horror: 0, structural: 0, state: 'sane' });
    }
    case 'knight-added': {
      const { knightId, owner, name, rank, location } = event.data;
      return addOne(state, 'knights', freshKnight(knightId, owner, name, rank, location));
    }
    case 'setup-gates-begin':
      return { ...state, pending: [{ kind: 'setup-gate', left: event.data.count }] };
    case 'game-started':
      return { ...state, phase: 'player/combat', turn: 1, current: 0, actionsLeft: event.data.actions };
  }
}
