/** Gold, where the rules read it: the Endgame order (004:76) and the last tiebreak (004:92). */
import type { AdvancedRuneboundState, Hero } from '../state';

/** The most gold a hero's tracker accepts. */
export const MAX_GOLD = 999;

/**
 * Heroes whose gold decides the Endgame order now: those tied on level with another hero (004:76).
 * The prompt asks the table to count their gold before the order is set.
 */
export function goldDecidesOrder(state: AdvancedRuneboundState): Hero[] {
  const byLevel = new Map<number, Hero[]>();
  for (const hero of state.heroes) byLevel.set(hero.level, [...(byLevel.get(hero.level) ?? []), hero]);
  return state.heroes.filter((h) => (byLevel.get(h.level)?.length ?? 0) > 1);
}

/** Gold may be counted in the normal game and in the Endgame (a red challenge beaten pays its reward, 004:80-87), never once the game is over. */
export const goldCountable = (state: AdvancedRuneboundState): boolean => state.phase !== 'over';
