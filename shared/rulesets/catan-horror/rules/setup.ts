/** Set-up limits (002:374-380, 625): the towns each player places, the free city wall, the players who start mad. */
import { fail } from '../../../engine/result';
import type { CatanHorrorState, TownSize } from '../state';
import type { Refusal } from './allowed';

/**
 * A town entered during set-up (002:374, 378): each player places one settlement and one city
 * (no metropolis), and only the city gets the free wall.
 */
export function setupTownRefusal(state: CatanHorrorState, owner: string, size: TownSize, walls: boolean | undefined): Refusal | null {
  if (size === 'metropolis')
    return fail('rules/setup_one_settlement_one_city', 'At set-up each player places one settlement and one city.', { size });
  if (state.towns.some((t) => t.owner === owner && t.size === size)) {
    return fail('rules/setup_one_settlement_one_city', 'At set-up each player places one settlement and one city.', { size });
  }
  if (size === 'city' && walls === false) return null;
  if (size === 'settlement' && walls) return fail('rules/walls_need_city', 'City walls stand only around a city or metropolis.');
  return null;
}

/**
 * The players who begin mad (002:625): only with the option; any number ("it is suggested to start
 * with only a single Mad player, but not a requirement"), as long as one sane player is left to play against.
 */
export function startMadRefusal(state: CatanHorrorState, chosen: readonly string[]): Refusal | null {
  if (chosen.length === 0) return null;
  if (!state.options.startMadPlayer)
    return fail('rules/no_mad_start', 'Starting with a mad player is an option chosen at set-up.', { player: chosen[0] });
  const unknown = chosen.find((id) => !state.players.some((p) => p.id === id));
  if (unknown) return fail('rules/no_mad_start', 'Starting with a mad player is an option chosen at set-up.', { player: unknown });
  if (chosen.length >= state.players.length)
    return fail('rules/mad_start_needs_sane', 'At least one player must begin sane.', { mad: chosen.length });
  return null;
}
