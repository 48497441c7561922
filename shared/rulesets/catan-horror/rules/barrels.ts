/** The Drunkards house rule read from Catan Horror's state: each player's cellar and who takes part in a festival. */
import type { Cellar, FestivalShare } from '../../../kits/barrels';
import { festivalOnRoll } from '../../../kits/barrels';
import { refuse } from '../../../engine/result';
import type { CatanHorrorState, PlayerState } from '../state';
import type { Refusal } from './allowed';

/** A player's barrels and drinks (none until the first barrel). */
export const cellarOf = (player: PlayerState): Cellar => ({ barrels: player.barrels ?? 0, drinks: player.drinks ?? 0 });

/** Players who deal in barrels: everyone still in the game (a fallen player sits the festivals out). */
export const drinkers = (state: CatanHorrorState): PlayerState[] => state.players.filter((p) => !p.dead);

/**
 * Whether these two may trade barrels: one of them is the player whose turn it is (ruling 47), and "mad
 * players can not trade with sane players" (002:598) — two mad players may.
 */
export function tradeRefusal(state: CatanHorrorState, giver: PlayerState, receiver: PlayerState): Refusal | null {
  const now = state.players[state.current];
  if (giver.id !== now.id && receiver.id !== now.id) return refuse('rules/trade_with_current', { player: now.name });
  if (giver.mad !== receiver.mad) {
    const [mad, sane] = giver.mad ? [giver, receiver] : [receiver, giver];
    return refuse('rules/mad_trades_with_mad', { mad: mad.name, sane: sane.name });
  }
  return null;
}

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
