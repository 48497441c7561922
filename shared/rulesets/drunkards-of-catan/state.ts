/** Drunkards of Catan: options, state, and how its events fold. */
import { z } from 'zod';
import type { RulesEvent } from '../../engine/ruleset';
import { afterFestival, buildBarrels, drinkBarrel, passBarrels, type FestivalShare } from '../../kits/barrels';

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

type Data = Record<string, any>;

const withPlayer = (state: DrunkardsState, id: string, change: (p: Drinker) => Drinker): DrunkardsState => ({
  ...state,
  players: state.players.map((p) => (p.id === id ? change(p) : p)),
});

/** Folds one Drunkards event into a new state. */
export function applyDrunkards(state: DrunkardsState, event: RulesEvent): DrunkardsState {
  const d = event.data as Data;
  switch (event.type) {
    case 'barrel-built':
      return withPlayer(state, d.player, (p) => buildBarrels(p, d.count));
    case 'barrels-traded':
    case 'barrels-gifted': {
      const giver = state.players.find((p) => p.id === d.from)!;
      const receiver = state.players.find((p) => p.id === d.to)!;
      const moved = passBarrels(giver, receiver, d.count, event.type === 'barrels-gifted');
      return withPlayer(withPlayer(state, d.from, () => moved.giver), d.to, () => moved.receiver);
    }
    case 'barrel-drunk':
      return withPlayer(state, d.player, drinkBarrel);
    case 'production-rolled':
      return {
        ...state,
        rolls: state.rolls + 1,
        lastRoll: { dice: [d.dice[0], d.dice[1]], total: d.total, doubles: d.doubles },
        festivalDue: d.doubles && state.options.festivals,
        lastFestival: null,
      };
    case 'festival': {
      const shares = d.shares as FestivalShare[];
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
      return { ...state, winner: d.winner };
    default:
      return state;
  }
}
