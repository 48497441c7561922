/** Eldritch Express's round and seat: turns pass round the seats from the first player (003:99). */
import { roundFromTurns, type RoundAndSeat } from '../../engine/ruleset';
import type { EldritchState } from './state';

/** "Round 2 · Ada (seat 3 of 4)"; null in set-up, or once a player is out (their turns are skipped, the turn count no longer gives rounds). */
export function roundAndSeat(state: EldritchState): RoundAndSeat | null {
  if (state.stage === 'setup' || state.seats.some((s) => s.out)) return null;
  return roundFromTurns(state.turn, state.current, state.firstSeat, state.seats.length, state.seats[state.current]?.player.name ?? '');
}
