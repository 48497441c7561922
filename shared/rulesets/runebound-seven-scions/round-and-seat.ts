/** Runebound Seven Scions' round and seat: the state counts rounds and holds the active player's seat (clockwise). */
import type { RoundAndSeat } from '../../engine/ruleset';
import type { SevenScionsState } from './state';

/** "Round 2 · Bo (seat 2 of 3)" once play is under way; null in set-up. */
export function roundAndSeat(state: SevenScionsState): RoundAndSeat | null {
  const player = state.players[state.active];
  if (!state.round || state.phase === 'setup' || !player) return null;
  return { round: state.round, seat: state.active + 1, seats: state.players.length, name: player.name };
}
