/** The Drunkards house rule read from Catan Horror's state: each player's cellar and who takes part in a festival. */
import type { Cellar, FestivalShare } from '../../../kits/barrels';
import { festivalOnRoll } from '../../../kits/barrels';
import type { CatanHorrorState, PlayerState } from '../state';

/** A player's barrels and drinks (none until the first barrel). */
export const cellarOf = (player: PlayerState): Cellar => ({ barrels: player.barrels ?? 0, drinks: player.drinks ?? 0 });

/** Players who deal in barrels: everyone still in the game (a fallen player sits the festivals out). */
export const drinkers = (state: CatanHorrorState): PlayerState[] => state.players.filter((p) => !p.dead);

/**
 * The festival the red and yellow number dice bring (the event die plays no part), each share named,
 * or null when they differ or the house rule is off.
 */
export function festivalFor(state: CatanHorrorState, red: number, yellow: number): (FestivalShare & { name: string })[] | null {
  if (!state.options.drunkards) return null;
  const players = drinkers(state);
  const shares = festivalOnRoll(
    [red, yellow],
    players.map((p) => ({ playerId: p.id, barrels: cellarOf(p).barrels })),
  );
  return shares?.map((share, i) => ({ ...share, name: players[i].name })) ?? null;
}
