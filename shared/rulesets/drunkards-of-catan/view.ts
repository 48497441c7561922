/** What the Drunkards table shows, computed by the ruleset: each player's barrels, their victory points (002:18) and last festival share. */
import { barrelVictoryPoints, type FestivalShare } from '../../kits/barrels';
import type { Drinker, DrunkardsState } from './state';

export interface DrinkerView extends Drinker {
  vp: number;
  share: FestivalShare | null;
}

export const drinkersView = (state: DrunkardsState): DrinkerView[] =>
  state.players.map((p) => ({
    ...p,
    vp: barrelVictoryPoints(p.barrels),
    share: state.lastFestival?.find((s) => s.playerId === p.id) ?? null,
  }));
