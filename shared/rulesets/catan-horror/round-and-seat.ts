/** Catan Horror's round and seat: turns pass round the table from the first player, one turn each (002:384). */
import { roundFromTurns, type RoundAndSeat } from '../../engine/ruleset';
import type { CatanHorrorState } from './state';

/** "Round 3 · Ada (seat 2 of 4)"; null in set-up, or once a dead player's turns are skipped (the turn count no longer gives rounds). */
export function roundAndSeat(state: CatanHorrorState): RoundAndSeat | null {
  if (state.phase === 'setup' || state.players.some((p) => p.dead)) return null;
  return roundFromTurns(state.turn, state.current, 0, state.players.length, state.players[state.current]?.name ?? '');
}
