/**
 * Harm and its consequences: knights hurt, demoted, killed or sent mad; towns damaged, calmed,
 * repaired, razed and invaded; players going mad; the Drunkards festival. The fold deals the damage
 * itself with the rules (`takeDamage`, `takeSanity`, `damageTown`) on the state it folds; the events
 * keep the narration the words read (names, ranks, the mad players' rewards, what fell).
 */
import { z } from 'zod';
import type { EventOf } from '../../../engine/events';
import { afterFestival } from '../../../kits/barrels';
import { RANKS, TOWN_SIZES, type CatanHorrorState, type Pending } from '../state';
import { cellarOf } from '../rules/barrels';
import { hidersAt, hidersWithout } from '../rules/invasion';
import { knightById, madnessTurns, takeDamage, takeSanity } from '../rules/knights';
import { madTownsTaken } from '../rules/players';
import { damageTown } from '../rules/towns';
import { leaveSquad } from '../rules/squads';
import { changeOne } from './entities';

const names = z.array(z.string());
const rank = z.enum(RANKS);
const size = z.enum(TOWN_SIZES);

/** A knight's damage and what followed: `amount` taken, demoted through `demotions` to `rank` (now `damage`), or killed. */
const knightHarm = z.object({
  /** The player whose knights struck a mad knight. */
  byPlayer: z.string().optional(),
  knightId: z.string(),
  name: z.string(),
  owner: z.string(),
  amount: z.number(),
  fromRank: rank,
  rank,
  died: z.boolean(),
  demotions: z.array(rank),
  damage: z.number(),
  ownerName: z.string(),
  /** Mad players who draw a resource from the owner's hand (a monster killed a sane knight). */
  madReward: names,
});

/**
 * Horror and structural damage dealt to a town (negative amounts remove it) and what followed: now
 * `horrorNow` and `structuralNow`, reduced through `reduced` to `size`, gone mad, fallen, walls lost.
 */
const townHarm = z.object({
  /** The monsters that dealt it (invaders, nightmarish or overwhelming assailants). */
  foe: z.string().optional(),
  townId: z.string(),
  label: z.string(),
  owner: z.string(),
  horror: z.number(),
  structural: z.number(),
  horrorNow: z.number(),
  structuralNow: z.number(),
  size,
  reduced: z.array(size),
  wentMad: z.boolean(),
  fell: z.boolean(),
  lostWalls: z.boolean(),
  /** Mad players who draw any 2 resources from the bank (invaders destroyed a settlement). */
  madReward: names,
});

/** One player's share of a festival: barrels before, returned, left, and the drinks taken. */
const festivalShare = z.object({
  playerId: z.string(),
  name: z.string(),
  before: z.number(),
  returned: z.number(),
  after: z.number(),
  drinks: z.number(),
});

export const harmFacts = {
  /** A knight takes `amount` damage and lives (demoted through `demotions` when it reached its strength). */
  'knight-hurt': knightHarm,
  /** A knight takes `amount` damage and dies of it (leaving its squad). */
  'knight-killed': knightHarm,
  /**
   * A knight takes `amount` sanity damage past its strength and goes mad for `turns` turns (now a foe
   * of combat `strength`): in sight again, out of its squad.
   */
  'knight-went-mad': z.object({
    knightId: z.string(),
    name: z.string(),
    owner: z.string(),
    amount: z.number(),
    sanity: z.number(),
    turns: z.number(),
    strength: z.number(),
  }),
  /** Monsters deal a town horror and structural damage (invaders every monster turn, nightmarish or overwhelming assailants). */
  'town-damaged': townHarm,
  /** A unit calms a town: its horror goes down by the unit's strength (never below 0). */
  'town-calmed': townHarm,
  /** A unit repairs a town: its structural damage goes down by the unit's strength (never below 0). */
  'town-repaired': townHarm,
  /** A unit razes a town (after a Raze check where one is owed): structural damage equal to the unit's strength. */
  'town-razed': townHarm,
  /**
   * Monsters stand at an undefended town: it is invaded. The units that chose to hide there owe a
   * Hide check at once (`hiders`, their names), first in the queue; nobody hides there any more.
   */
  'town-invaded': z.object({ townId: z.string(), label: z.string(), foes: names, hiders: names.optional() }),
  /**
   * A player becomes a mad player: chosen to start mad (`starts-mad`: their towns and knights mad
   * from the start), every town and knight of theirs mad (`all-mad`: they take over the mad towns no
   * mad player holds, `takes` by label), or wiped out with the "dead players become mad" option.
   */
  'player-went-mad': z.object({
    player: z.string(),
    who: z.string(),
    reason: z.enum(['starts-mad', 'all-mad', 'wiped-out']),
    takes: names.optional(),
  }),
  /**
   * A Drunkards festival (house rule: doubles on the red and yellow dice): every player returns
   * their share of barrels, one drink each (`shares`, named).
   */
  'festival-held': z.object({ red: z.number(), yellow: z.number(), shares: z.array(festivalShare) }),
};
type HarmEvent = EventOf<typeof harmFacts>;

/** The state with a player gone mad, as the reason says: a mad player from the start, or taking over the mad towns no mad player holds. */
function madPlayer(state: CatanHorrorState, playerId: string, reason: 'starts-mad' | 'all-mad' | 'wiped-out'): CatanHorrorState {
  const mad = changeOne(state, 'players', playerId, () => ({ mad: true }));
  if (reason === 'all-mad') {
    const taken = madTownsTaken(state, playerId).map((t) => t.id);
    return { ...mad, towns: mad.towns.map((t) => (taken.includes(t.id) ? { ...t, owner: playerId } : t)) };
  }
  if (reason !== 'starts-mad') return mad;
  return {
    ...mad,
    towns: mad.towns.map((t) => (t.owner === playerId ? { ...t, state: 'mad' as const } : t)),
    knights: mad.knights.map((k) => (k.owner === playerId ? { ...k, madTurns: madnessTurns(k.rank), madSince: state.turn } : k)),
  };
}

export function foldHarm(state: CatanHorrorState, event: HarmEvent): CatanHorrorState {
  switch (event.type) {
    case 'knight-hurt':
    case 'knight-killed': {
      const knight = knightById(state, event.data.knightId);
      if (!knight) return state;
      const result = takeDamage(state, knight, event.data.amount);
      const hurt = changeOne(state, 'knights', knight.id, () => ({ rank: result.rank, damage: result.damage, alive: !result.died }));
      return result.died ? leaveSquad(hurt, knight.id) : hurt;
    }
    case 'knight-went-mad': {
      const knight = knightById(state, event.data.knightId);
      if (!knight) return state;
      const { sanity, madTurns } = takeSanity(knight, event.data.amount);
      const mad = changeOne(state, 'knights', knight.id, () => ({ sanity, madTurns, madSince: state.turn, hidden: false }));
      return leaveSquad(mad, knight.id);
    }
    case 'town-damaged':
    case 'town-calmed':
    case 'town-repaired':
    case 'town-razed': {
      const town = state.towns.find((t) => t.id === event.data.townId);
      if (!town) return state;
      const after = damageTown(town, event.data.horror, event.data.structural);
      // metropolisLost is written only when it changes, so a town that never was a metropolis has none
      const lost = after.metropolisLost !== (town.metropolisLost ?? false) ? { metropolisLost: after.metropolisLost } : {};
      const { size, horror, structural, state: townState, walls } = after;
      return changeOne(state, 'towns', town.id, () => ({ size, horror, structural, state: townState, walls, ...lost }));
    }
    case 'town-invaded': {
      const town = state.towns.find((t) => t.id === event.data.townId);
      if (!town) return state;
      const invaded = changeOne(state, 'towns', town.id, () => ({ state: 'invaded' as const }));
      const hiders = hidersAt(state, town);
      if (hiders.length === 0 && !(state.invasionHiders ?? []).some((h) => h.townId === town.id)) return invaded;
      const checks: Pending[] = hiders.length ? [{ kind: 'invasion-hide', townId: town.id, units: hiders.map((u) => u.id) }] : [];
      return { ...invaded, invasionHiders: hidersWithout(state, town.id), pending: [...checks, ...state.pending] };
    }
    case 'player-went-mad':
      return madPlayer(state, event.data.player, event.data.reason);
    case 'festival-held': {
      const { shares } = event.data;
      const drunk = shares.reduce(
        (next, share) =>
          changeOne(next, 'players', share.playerId, (p) => {
            const { barrels, drinks } = afterFestival(cellarOf(p), share);
            return { barrels, drinks };
          }),
        state,
      );
      return { ...drunk, festivalDue: false, lastFestival: { turn: state.turn, shares } };
    }
  }
}
