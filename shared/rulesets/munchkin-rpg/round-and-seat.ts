/** Munchkin RPG's round and seat: the state counts rounds and how far round the table this round's turn is. */
import type { RoundAndSeat } from '../../engine/ruleset';
import { currentPlayer, type MunchkinState } from './state';

/** "Round 2 · Bo (seat 1 of 3)" while someone takes a turn; null between turns. */
export function roundAndSeat(state: MunchkinState): RoundAndSeat | null {
  const now = currentPlayer(state);
  if (!state.round || !now) return null;
  return { round: state.round, seat: state.players.indexOf(now) + 1, seats: state.players.length, name: now.name };
}
