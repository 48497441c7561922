/** Advanced Runebound's round and seat: the state counts rounds of turns and holds whose seat it is. */
import type { RoundAndSeat } from '../../engine/ruleset';
import type { AdvancedRuneboundState } from './state';

/** "Round 4 · Ada (seat 2 of 3)". */
export function roundAndSeat(state: AdvancedRuneboundState): RoundAndSeat | null {
  const hero = state.heroes[state.seat];
  if (!state.round || !hero) return null;
  return { round: state.round, seat: state.seat + 1, seats: state.heroes.length, name: hero.name };
}
