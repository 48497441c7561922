/** Small private helpers of the fold: a spread that changes one entity by id and shares the rest. */
import type { CatanHorrorState, Gate, Knight, Monster, PlayerState, Town } from '../state';

type Lists = { knights: Knight; towns: Town; monsters: Monster; gates: Gate; players: PlayerState };

/** The state with the entity `id` of `list` changed by `change` (left as it is when there is none). */
export function changeOne<L extends keyof Lists>(
  state: CatanHorrorState,
  list: L,
  id: string,
  change: (one: Lists[L]) => Partial<Lists[L]>,
): CatanHorrorState {
  const items = state[list] as Lists[L][];
  return { ...state, [list]: items.map((x) => (x.id === id ? { ...x, ...change(x) } : x)) };
}

/** The state with a new entity at the end of `list`. */
export function addOne<L extends keyof Lists>(state: CatanHorrorState, list: L, one: Lists[L]): CatanHorrorState {
  return { ...state, [list]: [...(state[list] as Lists[L][]), one] };
}

/** A knight as it first stands on the board: unhurt, sane, in sight, in no squad. */
export const freshKnight = (id: string, owner: string, name: string, rank: Knight['rank'], location: string): Knight => ({
  id,
  owner,
  name,
  rank,
  damage: 0,
  sanity: 0,
  madTurns: 0,
  madSince: null,
  hidden: false,
  squad: null,
  location,
  alive: true,
});
