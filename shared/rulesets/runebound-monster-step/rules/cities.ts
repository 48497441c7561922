/** Which cities the City chart can close, and which are closed to a monster (000:35-37, 000:61-72). */
import { CITIES, type CityId } from '../data/charts';
import { occupant, type S } from '../state';

/**
 * What the City chart does with the city it names (000:72): a city a monster holds counts as
 * closed (000:37 "Riverwatch is now closed"), so it re-rolls like one closed for good — unless the
 * `cityChartClosesHeldCity` house rule closes it for good and takes its monster off the board.
 */
export function cityChartResult(state: S, city: CityId): 'closes' | 'already-closed' | 'held' {
  if (state.cities[city] !== 'open') return 'already-closed';
  if (occupant(state, city) && !state.options.cityChartClosesHeldCity) return 'held';
  return 'closes';
}

/** The cities the City chart could still close; when none is left the roll is skipped (ruling 21). */
export const chartClosableCities = (state: S): CityId[] => CITIES.filter((c) => cityChartResult(state, c) === 'closes');

/** Cities a roaming monster may enter: open and not held by another monster (ruling 4). */
export const enterableCities = (state: S): CityId[] => CITIES.filter((c) => state.cities[c] === 'open' && !occupant(state, c));

/**
 * Market stacks an Ally can still be discarded from: those of cities not closed for good. The City
 * chart discards a closed city's stack before the Ally is chosen (000:74); a destroyed city is closed
 * for good too (000:37). A city a monster holds keeps its stack (ruling 25).
 */
export const allyStacks = (state: S): CityId[] => CITIES.filter((c) => state.cities[c] === 'open');
