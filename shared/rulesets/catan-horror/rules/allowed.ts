/**
 * What may be done, one predicate per rule: each returns the refusal (code, words, details) or null
 * when allowed. The prompt offers an action only when its predicate allows it, and the action's
 * guard refuses with the same predicate, so the two can never drift apart.
 */
import { refuse, type ErrorData } from '../../../engine/result';
import type { CatanHorrorState, Knight, PlayerState, Rank, Town } from '../state';
import { freePieces, isSane, PIECE_OF, rankOrder, type Unit } from './knights';

export type Refusal = { ok: false; error: ErrorData };

/** Sane towns (002:576: a town being assaulted is still a "Sane town with defenses"): they produce, build, recruit and raise militia. */
export const isSaneTown = (town: Town): boolean => town.state === 'sane' || town.state === 'assaulted';

/** The rank a promotion reaches (a wool and an ore, 002:421); Mighty and General are the top. */
export const RANK_ABOVE: Partial<Record<Rank, Rank>> = { basic: 'strong', strong: 'mighty' };

/** A player's knights still alive, in card order: asked for each town and knight a build offer weighs, so kept per list of knights. */
const live = (state: CatanHorrorState, player: string): readonly Knight[] => {
  let byOwner = liveByOwner.get(state.knights);
  if (!byOwner) liveByOwner.set(state.knights, (byOwner = new Map()));
  let mine = byOwner.get(player);
  if (!mine) byOwner.set(player, (mine = state.knights.filter((k) => k.alive && k.owner === player)));
  return mine;
};

const liveByOwner = new WeakMap<readonly Knight[], Map<string, readonly Knight[]>>();

/**
 * Promotion (002:421 "still promoted" as in Cities & Knights): one rank, a free piece of it, a
 * Mighty knight only with the Fortress (ruling catan-horror#14), never a General beside two Mighty knights (002:640).
 */
export function promoteRefusal(state: CatanHorrorState, knight: Knight, player: PlayerState): Refusal | null {
  if (!isSane(knight)) return refuse('rules/knight_mad_promote');
  const to = RANK_ABOVE[knight.rank];
  if (!to) return refuse('rules/top_rank');
  if (to === 'mighty' && !player.hasFortress)
    return refuse('rules/mighty_needs_fortress', {
      knight: knight.name,
    });
  if (freePieces(state, knight.owner, PIECE_OF[to]) < 1) return refuse('rules/no_free_piece', { rank: to });
  const mine = live(state, knight.owner);
  if (to === 'mighty' && mine.some((k) => k.rank === 'general') && mine.filter((k) => k.rank === 'mighty').length >= 1) {
    return refuse('rules/general_and_two_mighty');
  }
  return null;
}

/** A General (002:640): the Fortress, at most one, never with two Mighty knights, on a sane city of the player's, a Mighty piece free. */
export function generalRefusal(state: CatanHorrorState, player: PlayerState, town: Town): Refusal | null {
  if (town.owner !== player.id || !isSaneTown(town) || town.size === 'settlement') return refuse('rules/needs_sane_city');
  if (!player.hasFortress) return refuse('rules/needs_fortress');
  const mine = live(state, player.id);
  if (mine.some((k) => k.rank === 'general')) return refuse('rules/one_general');
  if (mine.filter((k) => k.rank === 'mighty').length >= 2) return refuse('rules/general_and_two_mighty');
  if (freePieces(state, player.id, 'mighty') < 1) return refuse('rules/no_piece_for_general');
  return null;
}

/**
 * A settlement built in play (002:419): "the location of the build must be connected to one of that
 * player's sane towns" — the app does not know the roads, so it checks that the builder has a sane town
 * at all. A mad player has none, nor has a player whose towns are all invaded, mad or destroyed.
 */
export function settlementRefusal(state: CatanHorrorState, player: PlayerState): Refusal | null {
  return state.towns.some((t) => t.owner === player.id && isSaneTown(t))
    ? null
    : refuse('rules/build_needs_sane_town', { player: player.name });
}

/** Whether this city is a metropolis reduced to a city (002:532), which any player may rebuild. */
export const reducedMetropolis = (town: Town): boolean => town.size === 'city' && town.metropolisLost === true;

/**
 * A town built up a size by `by`: a sane town of theirs, or any player rebuilding a reduced metropolis
 * (002:532) — who, to build there, needs a sane town of his own to connect it to (002:419, `settlementRefusal`).
 */
export function upgradeRefusal(state: CatanHorrorState, town: Town, by: PlayerState): Refusal | null {
  if (!isSaneTown(town)) return refuse('rules/needs_sane_town');
  if (town.size === 'metropolis') return refuse('rules/top_size');
  if (town.owner === by.id) return null;
  if (!reducedMetropolis(town))
    return refuse('rules/not_your_town', {
      town: town.label,
    });
  return settlementRefusal(state, by);
}

/** City walls (a free one on the first city, 002:378): around a sane city or metropolis without walls. */
export function wallsRefusal(town: Town): Refusal | null {
  if (town.size === 'settlement') return refuse('rules/walls_need_city');
  if (town.walls) return refuse('rules/already_walled');
  if (!isSaneTown(town)) return refuse('rules/needs_sane_town');
  return null;
}

/** Recruit (002:460): a knight at least Strong (a squad needs one, 002:463) in a sane town of its colour, one recruit per town a turn, a Basic piece free. */
export function recruitRefusal(state: CatanHorrorState, unit: Unit, town: Town | undefined): Refusal | null {
  if (!unit.knights.some((k) => rankOrder(k.rank) >= 2)) return refuse('rules/recruit_needs_strong');
  if (!town || town.owner !== unit.owner || !isSaneTown(town)) return refuse('rules/needs_own_sane_town');
  if (state.recruitedFrom.includes(town.id)) return refuse('rules/one_recruit_per_town', { town: town.label });
  if (freePieces(state, unit.owner, 'basic') < 1) return refuse('rules/no_basic_piece');
  return null;
}

/** Militia (002:477): a non-mad town the player controls (an invaded town is no longer controlled, 002:588), a Basic piece free. */
export function militiaRefusal(state: CatanHorrorState, player: string, town: Town | undefined): Refusal | null {
  if (!town || town.owner !== player || !isSaneTown(town)) return refuse('rules/militia_needs_own_town');
  if (freePieces(state, player, 'basic') < 1) return refuse('rules/no_basic_piece');
  return null;
}

/** Calm (002:439): removes horror; never in an invaded town, and a mad town is beyond saving (002:536). */
export function calmRefusal(town: Town): Refusal | null {
  if (town.state === 'invaded') return refuse('rules/town_invaded');
  if (town.state === 'mad') return refuse('rules/town_mad');
  if (town.horror === 0) return refuse('rules/nothing_to_calm');
  return null;
}

/** Repair (002:442): removes structural damage; never in an invaded town. */
export function repairRefusal(town: Town): Refusal | null {
  if (town.state === 'invaded') return refuse('rules/repair_invaded');
  if (town.structural === 0) return refuse('rules/nothing_to_repair');
  return null;
}
