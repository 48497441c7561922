/** Set-up limits (002:374-380, 625): the towns each player places, the free city wall, the players who start mad. */
import { refuse } from '../../../engine/result';
import type { CatanHorrorState, TownSize } from '../state';
import type { Refusal } from './allowed';

/**
 * A town entered during set-up (002:374, 378): each player places one settlement and one city
 * (no metropolis), and only the city gets the free wall.
 */
export function setupTownRefusal(state: CatanHorrorState, owner: string, size: TownSize, walls: boolean | undefined): Refusal | null {
  if (size === 'metropolis') return refuse('rules/setup_one_settlement_one_city', { size });
  if (state.towns.some((t) => t.owner === owner && t.size === size)) {
    return refuse('rules/setup_one_settlement_one_city', { size });
  }
  if (size === 'city' && walls === false) return null;
  if (size === 'settlement' && walls) return refuse('rules/walls_need_city');
  return null;
}

/**
 * The players who begin mad (002:625): only with the option; any number ("it is suggested to start
 * with only a single Mad player, but not a requirement"), as long as one sane player is left to play against.
 */
export function startMadRefusal(state: CatanHorrorState, chosen: readonly string[]): Refusal | null {
  if (chosen.length === 0) return null;
  if (!state.options.startMadPlayer) return refuse('rules/no_mad_start', { player: chosen[0] });
  const unknown = chosen.find((id) => !state.players.some((p) => p.id === id));
  if (unknown) return refuse('rules/no_mad_start', { player: unknown });
  if (chosen.length >= state.players.length) return refuse('rules/mad_start_needs_sane', { mad: chosen.length });
  return null;
}
