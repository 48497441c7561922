/** Drunkards of Catan: options and state (events fold in reduce.ts). */
import { z } from 'zod';
import type { FestivalShare } from '../../kits/barrels';

export const drunkardsOptionsSchema = z
  .object({
    /** Doubles on a production roll hold a festival (the variant's rule; a table may switch it off). */
    festivals: z.boolean().default(true),
  })
  .strict();
export type DrunkardsOptions = z.infer<typeof drunkardsOptionsSchema>;

export interface Drinker {
  id: string;
  name: string;
  barrels: number;
  /** Drinks taken so far this campaign (drunk barrels, gifts received, festivals). */
  drinks: number;
}

export interface ProductionRoll {
  dice: [number, number];
  total: number;
  doubles: boolean;
}

export interface DrunkardsState {
  options: DrunkardsOptions;
  players: Drinker[];
  /** Production rolls made so far; the turn number in the history. */
  rolls: number;
  lastRoll: ProductionRoll | null;
  /** A festival the last roll earned and the chain has not held yet. */
  festivalDue: boolean;
  festivals: number;
  lastFestival: FestivalShare[] | null;
  winner: string | null;
}
