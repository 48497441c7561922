/** Munchkin RPG's rules as pure functions: action points, level floors, prices, grenades, the boss's level and seat order. */
import { ACTION_POINTS, BOSS, GOLD } from '../data/actions';
import type { Stat } from '../data/stats';

export interface StatLine {
  high: Stat;
  medium: Stat;
  low: Stat;
}

/** A player's action points per round: 5, +1 at level 4 and at level 8, +1 High Intellect, -1 Low Intellect. */
export function apPerRound(level: number, stats: StatLine | null): number {
  const milestones = ACTION_POINTS.milestoneLevels.filter((l) => level >= l).length;
  const intellect = stats?.high === 'intellect' ? 1 : stats?.low === 'intellect' ? -1 : 0;
  return ACTION_POINTS.base + milestones + intellect;
}

/** Milestone levels (4, 8) passed going up from `from` to `to`; each gives a point at once. */
export function milestonesReached(from: number, to: number): number {
  return ACTION_POINTS.milestoneLevels.filter((l) => from < l && to >= l).length;
}

/** How a campaign reads the stat table: whether a High stat also grants its Medium bonus (002:45). */
export interface StatReading {
  highGrantsMedium: boolean;
}

/** Whether a player has a stat's Medium bonus: from the Medium stat, and from the High one too when the campaign reads 002:45 so. */
export function hasMediumBonus(stats: StatLine | null, stat: Stat, reading: StatReading): boolean {
  return stats?.medium === stat || (reading.highGrantsMedium && stats?.high === stat);
}

/** The lowest (and starting) level a player can be: 1, or 2 with the Medium Strength bonus (002:195). */
export function minimumLevel(stats: StatLine | null, reading: StatReading): number {
  return hasMediumBonus(stats, 'strength', reading) ? 2 : 1;
}

/** Whether a player may buy a level for 1000 gold: the Medium Intellect bonus (002:207). */
export function canBuyLevels(stats: StatLine | null, reading: StatReading): boolean {
  return hasMediumBonus(stats, 'intellect', reading);
}

/** Gold for selling a card: half its cost (rounded down), or 200 for a card without a cost. */
export function salePrice(cost: number | null): number {
  return cost === null ? GOLD.costlessSale : Math.floor(cost / 2);
}

/** Gold to buy a store card: its cost, or 400 for a card without a cost. */
export function purchasePrice(cost: number | null): number {
  return cost === null ? GOLD.costlessPurchase : cost;
}

/** A grenade's bonus as thrown: doubled for a High Agility thrower who wants it doubled. */
export function grenadeBonus(bonus: number, stats: StatLine | null, doubled: boolean): number {
  return stats?.high === 'agility' && doubled ? bonus * 2 : bonus;
}

/** Gold for a defeated monster: 200 per treasure it is worth. */
export function goldForTreasures(treasures: number): number {
  return treasures * GOLD.perTreasure;
}

/** The dungeon boss's level: 20, +2 for each player it has killed, plus its monster enhancers. */
export function bossLevel(kills: number, enhancerLevels: number): number {
  return BOSS.baseLevel + BOSS.levelsPerKill * kills + enhancerLevels;
}

/** The next seat to the left that may still play, or null when the round has gone all the way round. */
export function nextSeat(firstSeat: number, turnInRound: number, seats: number, canPlay: (seat: number) => boolean): number | null {
  for (let offset = turnInRound + 1; offset < seats; offset++) {
    if (canPlay((firstSeat + offset) % seats)) return offset;
  }
  return null;
}

/** Probability that a restock roll (d6) lands on a slot that still holds a card. */
export function restockOdds(emptySlots: number, slots: number): number {
  return (slots - emptySlots) / slots;
}
