/** Runebound Cataclysm's round and seat: the state counts rounds and holds the active player's seat. */
import type { RoundAndSeat } from '../../engine/ruleset';
import type { CataclysmState } from './state';

/** Set-up's placing and drawing go last to first, not round the table: no round then. */
const SETTING_UP: readonly string[] = ['setup', 'starting-towns', 'cataclysm-draw', 'quest-counters'];

/** "Round 2 · Bo (seat 2 of 3)" once play is under way; null in set-up. */
export function roundAndSeat(state: CataclysmState): RoundAndSeat | null {
  const player = state.players[state.active];
  if (!state.round || SETTING_UP.includes(state.phase) || !player) return null;
  return { round: state.round, seat: state.active + 1, seats: state.players.length, name: player.name };
}
