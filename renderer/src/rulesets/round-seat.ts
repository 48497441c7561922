/** "Round 3 · Ada (seat 2 of 4)": the whose-turn line of a ruleset that declares `roundAndSeat` (shared/), as a code of the app's catalog. */
import type { RoundAndSeat } from '../../../shared/engine/ruleset';
import type { Coded } from './types';

export const ROUND_SEAT = 'whose-turn/round-seat';

/** The line for where the game stands, or null to keep the ruleset's own "Turn n" line. */
export const roundSeatLine = (at: RoundAndSeat | null): Coded | null => (at ? { code: ROUND_SEAT, params: { ...at } } : null);
