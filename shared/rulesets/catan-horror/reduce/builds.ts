/** Builds and the table's records: promotions, Generals, the Fortress, bigger towns, walls, a knight's name. */
import { z } from 'zod';
import type { EventOf } from '../../../engine/events';
import { RANKS, TOWN_SIZES, type CatanHorrorState } from '../state';
import { addOne, changeOne, freshKnight } from './entities';

const rank = z.enum(RANKS);
const size = z.enum(TOWN_SIZES);

export const buildFacts = {
  'knight-promoted': z.object({ knightId: z.string(), name: z.string(), from: rank, to: rank }),
  /** A General (a new knight of rank General) stands at its player's town. */
  'general-raised': z.object({ knightId: z.string(), name: z.string(), owner: z.string(), location: z.string() }),
  'fortress-set': z.object({ player: z.string(), who: z.string(), has: z.boolean() }),
  /** A town grows one size; `rebuilt`: a metropolis reduced to a city is one again, by `by`. */
  'town-upgraded': z.object({
    townId: z.string(),
    label: z.string(),
    from: size,
    to: size,
    rebuilt: z.boolean().optional(),
    by: z.string().optional(),
    who: z.string().optional(),
  }),
  'walls-built': z.object({ townId: z.string(), label: z.string() }),
  'knight-renamed': z.object({ knightId: z.string(), from: z.string(), to: z.string() }),
};
type BuildEvent = EventOf<typeof buildFacts>;

export function foldBuilds(state: CatanHorrorState, event: BuildEvent): CatanHorrorState {
  switch (event.type) {
    case 'knight-promoted':
      return changeOne(state, 'knights', event.data.knightId, () => ({ rank: event.data.to }));
    case 'general-raised': {
      const { knightId, owner, name, location } = event.data;
      return addOne(state, 'knights', freshKnight(knightId, owner, name, 'general', location));
    }
    case 'fortress-set':
      return changeOne(state, 'players', event.data.player, () => ({ hasFortress: event.data.has }));
    case 'town-upgraded':
      return changeOne(state, 'towns', event.data.townId, () => ({
        size: event.data.to,
        ...(event.data.rebuilt ? { metropolisLost: false } : {}),
      }));
    case 'walls-built':
      return changeOne(state, 'towns', event.data.townId, () => ({ walls: true }));
    case 'knight-renamed':
      return changeOne(state, 'knights', event.data.knightId, () => ({ name: event.data.to }));
  }
}
