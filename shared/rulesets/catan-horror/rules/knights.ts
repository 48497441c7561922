/** Knight card rules: strength by rank, damage and demotion, sanity and madness, pieces per rank, squads. */
import type { CatanHorrorState, Knight, Rank, Squad } from '../state';

/** Strength by rank (a General is strength 4 and a Mighty knight for every other purpose). */
export const STRENGTH: Record<Rank, number> = { basic: 1, strong: 2, mighty: 3, general: 4 };

/** The rank below: a General steps down to Mighty (same piece, marker removed); Basic has none. */
export const RANK_BELOW: Record<Rank, Rank | null> = { general: 'mighty', mighty: 'strong', strong: 'basic', basic: null };

/** The piece a rank uses on the board: a General stands on a Mighty piece. */
export const PIECE_OF: Record<Rank, 'basic' | 'strong' | 'mighty'> = {
  basic: 'basic',
  strong: 'strong',
  mighty: 'mighty',
  general: 'mighty',
};

export const strengthOf = (knight: Pick<Knight, 'rank'>): number => STRENGTH[knight.rank];

/** Ranks as an order (for "weakest first" and "at least Strong"). */
export const rankOrder = (rank: Rank): number => STRENGTH[rank];

/** Sanity damage a knight can hold before madness: strength + 1 (goes mad when it exceeds strength). */
export const sanityLimit = (rank: Rank): number => STRENGTH[rank] + 1;

/** Sanity damage can still be dealt: a mad knight takes no more until it recovers. */
export const canLoseSanity = (knight: Pick<Knight, 'madTurns'>): boolean => knight.madTurns === 0;

/** Sanity damage filling the card (set by hand) on a knight that is not mad: the madness rule has not run. */
export const madWithoutMadness = (knight: Pick<Knight, 'rank' | 'sanity' | 'madTurns'>): boolean =>
  knight.madTurns === 0 && knight.sanity > STRENGTH[knight.rank];

/** Turns a knight stays mad: 5 - strength, a General 1 (ruling: counts as Mighty). */
export const madnessTurns = (rank: Rank): number => (rank === 'general' ? 1 : 5 - STRENGTH[rank]);

/** Most damage a knight can be assigned at once: its strength summed down through every demotion. */
export function damageCap(knight: Pick<Knight, 'rank' | 'damage'>): number {
  let total = 0;
  for (let rank: Rank | null = knight.rank; rank; rank = RANK_BELOW[rank]) total += STRENGTH[rank];
  return total - knight.damage;
}

export const liveKnights = (state: CatanHorrorState): Knight[] => state.knights.filter((k) => k.alive);

export const knightById = (state: CatanHorrorState, id: string): Knight | undefined => state.knights.find((k) => k.id === id && k.alive);

/** Pieces of a rank the player has off the board (recruits waiting to appear hold a Basic piece). */
export function freePieces(state: CatanHorrorState, player: string, piece: 'basic' | 'strong' | 'mighty'): number {
  const onBoard = state.knights.filter((k) => k.alive && k.owner === player && PIECE_OF[k.rank] === piece).length;
  const waiting = piece === 'basic' ? state.recruits.filter((r) => r.player === player).length : 0;
  return state.options.piecesPerRank - onBoard - waiting;
}

export interface DamageResult {
  rank: Rank;
  damage: number;
  died: boolean;
  /** Ranks passed through, e.g. ['mighty', 'strong'] for a Mighty knight demoted twice. */
  demotions: Rank[];
  /** Damage actually taken (the rest of the blow is lost, never spilling over). */
  taken: number;
}

/**
 * Deals damage point by point: reaching the knight's strength demotes it (removing that much
 * damage); a Basic knight dies on any damage; a demotion with no free piece of the lower rank kills.
 */
export function takeDamage(state: CatanHorrorState, knight: Knight, amount: number): DamageResult {
  let rank = knight.rank;
  let damage = knight.damage;
  const demotions: Rank[] = [];
  let taken = 0;
  // Pieces freed by this knight's own demotions return to the supply as it steps down.
  const free = {
    basic: freePieces(state, knight.owner, 'basic'),
    strong: freePieces(state, knight.owner, 'strong'),
    mighty: freePieces(state, knight.owner, 'mighty'),
  };
  while (taken < amount) {
    taken += 1;
    damage += 1;
    if (damage < STRENGTH[rank]) continue;
    const below = RANK_BELOW[rank];
    if (!below) return { rank, damage: 0, died: true, demotions, taken };
    if (PIECE_OF[below] !== PIECE_OF[rank]) {
      if (free[PIECE_OF[below]] <= 0) return { rank, damage: 0, died: true, demotions, taken };
      free[PIECE_OF[rank]] += 1;
      free[PIECE_OF[below]] -= 1;
    }
    damage -= STRENGTH[rank];
    demotions.push(rank);
    rank = below;
  }
  return { rank, damage, died: false, demotions, taken };
}

/** A knight's sanity after `amount` more, and whether that sends it mad. */
export function takeSanity(knight: Knight, amount: number): { sanity: number; mad: boolean; madTurns: number } {
  const sanity = knight.sanity + amount;
  const mad = sanity > STRENGTH[knight.rank];
  return { sanity, mad, madTurns: mad ? madnessTurns(knight.rank) : 0 };
}

export const squadById = (state: CatanHorrorState, id: string): Squad | undefined => state.squads.find((s) => s.id === id);

export const squadMembers = (state: CatanHorrorState, squad: Squad): Knight[] =>
  squad.members.map((id) => knightById(state, id)).filter((k): k is Knight => k !== undefined);

/** A unit that takes one knight action: a lone knight, or a whole squad. */
export interface Unit {
  id: string;
  owner: string;
  knights: Knight[];
  location: string;
  hidden: boolean;
  isSquad: boolean;
}

/** The unit a knight belongs to (its squad, or itself). */
export function unitOf(state: CatanHorrorState, knight: Knight): Unit {
  const squad = knight.squad ? squadById(state, knight.squad) : undefined;
  if (squad) {
    const knights = squadMembers(state, squad);
    return { id: squad.id, owner: squad.owner, knights, location: knight.location, hidden: knights.every((k) => k.hidden), isSquad: true };
  }
  return { id: knight.id, owner: knight.owner, knights: [knight], location: knight.location, hidden: knight.hidden, isSquad: false };
}

/** Looks up a unit by a knight id or a squad id. */
export function unitById(state: CatanHorrorState, id: string): Unit | undefined {
  const squad = squadById(state, id);
  if (squad) {
    const first = squadMembers(state, squad)[0];
    return first ? unitOf(state, first) : undefined;
  }
  const knight = knightById(state, id);
  return knight ? unitOf(state, knight) : undefined;
}

/** Strength for strength-based actions (Calm, Repair, Raze, Harvest): a squad adds its members up. */
export const unitStrength = (unit: Unit): number => unit.knights.reduce((sum, k) => sum + strengthOf(k), 0);

/**
 * How many intersections a Move action can take a unit (002:427, 452, 463): its strength — a squad at its
 * weakest member's pace — and one more while unhidden. The table moves the piece; the prompt shows the reach.
 */
export const knightReach = (unit: Unit): number => Math.min(...unit.knights.map(strengthOf)) + (unit.hidden ? 0 : 1);

/** Harvest (002:474): "If the strength of the knight is 3 or greater, the Harvest action draws two resources" — a squad's strength summed (002:463). */
export const harvestYield = (unit: Unit): 1 | 2 => (unitStrength(unit) >= 3 ? 2 : 1);

/** A squad hides with its strongest member's strength. */
export const hideStrength = (unit: Unit): number => Math.max(...unit.knights.map(strengthOf));

/** Sane (not mad) live knights. */
export const isSane = (knight: Knight): boolean => knight.alive && knight.madTurns === 0;
