/**
 * What may be done, one predicate per rule: each returns the refusal (code, words, details) or null
 * when allowed. The prompt offers an action only when its predicate allows it, and the action's
 * guard refuses with the same predicate, so the two can never drift apart.
 */
import { fail, type ErrorData } from '../../../engine/result';
import type { CatanHorrorState, Knight, PlayerState, Rank, Town } from '../state';
import { freePieces, isSane, PIECE_OF, rankOrder, type Unit } from './knights';

export type Refusal = { ok: false; error: ErrorData };

/** Sane towns (002:576: a town being assaulted is still a "Sane town with defenses"): they produce, build, recruit and raise militia. */
export const isSaneTown = (town: Town): boolean => town.state === 'sane' || town.state === 'assaulted';

/** The rank a promotion reaches (a wool and an ore, 002:421); Mighty and General are the top. */
export const RANK_ABOVE: Partial<Record<Rank, Rank>> = { basic: 'strong', strong: 'mighty' };

const live = (state: CatanHorrorState, player: string): Knight[] => state.knights.filter((k) => k.alive && k.owner === player);

/**
 * Promotion (002:421 "still promoted" as in Cities & Knights): one rank, a free piece of it, a
 * Mighty knight only with the Fortress (ruling catan-horror#14), never a General beside two Mighty knights (002:640).
 */
export function promoteRefusal(state: CatanHorrorState, knight: Knight, player: PlayerState): Refusal | null {
  if (!isSane(knight)) return fail('rules/knight_mad', 'A mad knight cannot be promoted.');
  const to = RANK_ABOVE[knight.rank];
  if (!to) return fail('rules/top_rank', 'A Mighty knight or General cannot be promoted further.');
  if (to === 'mighty' && !player.hasFortress)
    return fail('rules/mighty_needs_fortress', 'A Strong knight becomes Mighty only with the Fortress city improvement.', {
      knight: knight.name,
    });
  if (freePieces(state, knight.owner, PIECE_OF[to]) < 1) return fail('rules/no_free_piece', `No ${to} knight piece is free.`, { rank: to });
  const mine = live(state, knight.owner);
  if (to === 'mighty' && mine.some((k) => k.rank === 'general') && mine.filter((k) => k.rank === 'mighty').length >= 1) {
    return fail('rules/general_and_two_mighty', 'No General alongside two Mighty knights.');
  }
  return null;
}

/** A General (002:640): the Fortress, at most one, never with two Mighty knights, on a sane city of the player's, a Mighty piece free. */
export function generalRefusal(state: CatanHorrorState, player: PlayerState, town: Town): Refusal | null {
  if (town.owner !== player.id || !isSaneTown(town) || town.size === 'settlement')
    return fail('rules/needs_sane_city', 'A General appears on a sane city of yours.');
  if (!player.hasFortress) return fail('rules/needs_fortress', 'A General needs the Fortress city improvement.');
  const mine = live(state, player.id);
  if (mine.some((k) => k.rank === 'general')) return fail('rules/one_general', 'A player has at most one General.');
  if (mine.filter((k) => k.rank === 'mighty').length >= 2)
    return fail('rules/general_and_two_mighty', 'No General alongside two Mighty knights.');
  if (freePieces(state, player.id, 'mighty') < 1) return fail('rules/no_free_piece', 'No Mighty piece is free to stand for the General.');
  return null;
}

/** Whether this city is a metropolis reduced to a city (002:532), which any player may rebuild. */
export const reducedMetropolis = (town: Town): boolean => town.size === 'city' && town.metropolisLost === true;

/** A town built up a size by `by`: a sane town of theirs, or any player rebuilding a reduced metropolis (002:532). */
export function upgradeRefusal(town: Town, by: string): Refusal | null {
  if (!isSaneTown(town)) return fail('rules/needs_sane_town', 'Only a sane town is built up.');
  if (town.size === 'metropolis') return fail('rules/top_size', 'A metropolis is as large as a town grows.');
  if (town.owner !== by && !reducedMetropolis(town))
    return fail('rules/not_your_town', 'Only its owner builds a town up (any player may rebuild a reduced metropolis).', {
      town: town.label,
    });
  return null;
}

/** City walls (a free one on the first city, 002:378): around a sane city or metropolis without walls. */
export function wallsRefusal(town: Town): Refusal | null {
  if (town.size === 'settlement') return fail('rules/walls_need_city', 'City walls stand only around a city or metropolis.');
  if (town.walls) return fail('rules/already_walled', 'The town already has walls.');
  if (!isSaneTown(town)) return fail('rules/needs_sane_town', 'Only a sane town is built up.');
  return null;
}

/** Recruit (002:460): a knight at least Strong (a squad needs one, 002:463) in a sane town of its colour, one recruit per town a turn, a Basic piece free. */
export function recruitRefusal(state: CatanHorrorState, unit: Unit, town: Town | undefined): Refusal | null {
  if (!unit.knights.some((k) => rankOrder(k.rank) >= 2)) return fail('rules/needs_strong', 'Only a Strong knight or better recruits.');
  if (!town || town.owner !== unit.owner || !isSaneTown(town))
    return fail('rules/needs_own_sane_town', 'Recruiting needs a sane town of your colour.');
  if (state.recruitedFrom.includes(town.id))
    return fail('rules/one_recruit_per_town', 'That town already gave a recruit this turn.', { town: town.label });
  if (freePieces(state, unit.owner, 'basic') < 1) return fail('rules/no_free_piece', 'You have no Basic knight piece left.');
  return null;
}

/** Militia (002:477): a non-mad town the player controls (an invaded town is no longer controlled, 002:588), a Basic piece free. */
export function militiaRefusal(state: CatanHorrorState, player: string, town: Town | undefined): Refusal | null {
  if (!town || town.owner !== player || !isSaneTown(town))
    return fail('rules/needs_own_sane_town', 'Militia rises only in a non-mad town you control.');
  if (freePieces(state, player, 'basic') < 1) return fail('rules/no_free_piece', 'You have no Basic knight piece left.');
  return null;
}

/** Calm (002:439): removes horror; never in an invaded town, and a mad town is beyond saving (002:536). */
export function calmRefusal(town: Town): Refusal | null {
  if (town.state === 'invaded') return fail('rules/town_invaded', 'An invaded town cannot be calmed.');
  if (town.state === 'mad') return fail('rules/town_mad', 'A mad town is beyond calming; raze it.');
  if (town.horror === 0) return fail('rules/nothing_to_calm', 'The town has no horror damage.');
  return null;
}

/** Repair (002:442): removes structural damage; never in an invaded town. */
export function repairRefusal(town: Town): Refusal | null {
  if (town.state === 'invaded') return fail('rules/town_invaded', 'An invaded town cannot be repaired.');
  if (town.structural === 0) return fail('rules/nothing_to_repair', 'The town has no structural damage.');
  return null;
}
