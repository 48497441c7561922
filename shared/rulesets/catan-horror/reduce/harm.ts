/**
 * Harm and its consequences: knights hurt, demoted, killed or sent mad; towns damaged, calmed,
 * repaired, razed and invaded; players going mad; the Drunkards festival. The fold deals the damage
 * itself with the rules (`takeDamage`, `takeSanity`, `damageTown`) on the state it folds; the events
 * keep the narration the words read (names, ranks, the mad players' rewards, what fell).
 */
import { z } from 'zod';
import type { EventOf } from '../../../engine/events';
import { RANKS, type CatanHorrorState } from '../state';
import { knightById, takeDamage } from '../rules/knights';
import { leaveSquad } from '../rules/squads';
import { changeOne } from './entities';

const names = z.array(z.string());
const rank = z.enum(RANKS);

/** A knight's damage and what followed: `amount` taken, demoted through `demotions` to `rank` (now `damage`), or killed. */
const knightHarm = z.object({
  /** The player whose knights struck a mad knight. */
  byPlayer: z.string().optional(),
  knightId: z.string(),
  name: z.string(),
  owner: z.string(),
  amount: z.number(),
  fromRank: rank,
  rank,
  died: z.boolean(),
  demotions: z.array(rank),
  damage: z.number(),
  ownerName: z.string(),
  /** Mad players who draw a resource from the owner's hand (a monster killed a sane knight). */
  madReward: names,
});

export const harmFacts = {
  /** A knight takes `amount` damage and lives (demoted through `demotions` when it reached its strength). */
  'knight-hurt': knightHarm,
  /** A knight takes `amount` damage and dies of it (leaving its squad). */
  'knight-killed': knightHarm,
};
type HarmEvent = EventOf<typeof harmFacts>;

export function foldHarm(state: CatanHorrorState, event: HarmEvent): CatanHorrorState {
  switch (event.type) {
    case 'knight-hurt':
    case 'knight-killed': {
      const knight = knightById(state, event.data.knightId);
      if (!knight) return state;
      const result = takeDamage(state, knight, event.data.amount);
      const hurt = changeOne(state, 'knights', knight.id, () => ({ rank: result.rank, damage: result.damage, alive: !result.died }));
      return result.died ? leaveSquad(hurt, knight.id) : hurt;
    }
  }
}
