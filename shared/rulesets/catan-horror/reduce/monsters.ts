/**
 * Monsters coming onto the board and the monster turn: a monster drawn from the cup or built, and
 * knights that can no longer answer a monster that entered their town.
 */
import { z } from 'zod';
import type { EventOf } from '../../../engine/events';
import type { CatanHorrorState } from '../state';
import { afterMonsterDrawn, withoutAnswerers } from '../rules/queue';
import { addOne, changeOne } from './entities';

const names = z.array(z.string());

export const monsterFacts = {
  /**
   * A monster comes onto the board at `location`: drawn from the cup for the spot the table was asked
   * about (`reason` gate, surge, setup, mad-town), or finished on a mad town's card (`reason` built,
   * `townId` the town whose card it leaves).
   */
  'monster-appeared': z.object({
    monsterId: z.string(),
    kind: z.string(),
    location: z.string(),
    reason: z.enum(['gate', 'surge', 'setup', 'mad-town', 'built']),
    townId: z.string().optional(),
  }),
  /** `count` knights (the `units` named in the question at the head) can no longer answer the monster: gone, mad or moved away. */
  'answers-lapsed': z.object({ count: z.number(), units: names }),
};
type MonsterEvent = EventOf<typeof monsterFacts>;

export function foldMonsters(state: CatanHorrorState, event: MonsterEvent): CatanHorrorState {
  switch (event.type) {
    case 'monster-appeared': {
      const { monsterId, kind, location, reason, townId } = event.data;
      const appeared = addOne(state, 'monsters', { id: monsterId, kind, location, wounds: 0, alive: true });
      // A built monster leaves its town's card; one from the cup answers the question asked.
      return reason === 'built' && townId
        ? changeOne(appeared, 'towns', townId, () => ({ building: null }))
        : { ...appeared, pending: afterMonsterDrawn(state) };
    }
    case 'answers-lapsed':
      return { ...state, pending: withoutAnswerers(state, event.data.units) };
  }
}
