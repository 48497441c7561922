/** VA 51 The Cataclysm: the facts the rules need, as data the players can read. */

/** The eight free towns of the Runebound board (each gets one cataclysm counter). */
export const TOWNS = ['tamalir', 'riverwatch', 'dawnsmoor', 'vynelvale', 'forge', 'greyhaven', 'nerekhall', 'frostgate'] as const;
export type Town = (typeof TOWNS)[number];

/** The five curses, each with its own deck. */
export const CURSES = ['ashen-flock', 'demon-horde', 'frenzied-rage', 'savage-brood', 'winter-lord'] as const;
export type Curse = (typeof CURSES)[number];

/**
 * The eight cataclysm counters: one per curse, and three with the comet on both sides
 * (destroyed towns) — eight counters for eight towns (ruling C-1).
 */
export const CATACLYSM_COUNTERS: readonly (Curse | 'destroyed')[] = [...CURSES, 'destroyed', 'destroyed', 'destroyed'];

/** Each curse deck: three Level I cards, two Level II (quests), one Level III, stacked I, I, I, II, II, III. */
export const CURSE_DECK = { 1: 3, 2: 2, 3: 1 } as const;
export type CurseLevel = 1 | 2 | 3;

/** A claimed card is worth its level in victory points, and grants that many experience points and gold. */
export const CLAIM_REWARD = (level: CurseLevel) => ({ vp: level, xp: level, gold: level });

/** Victory points a hero needs (with at least one freed town): 15 minus the number of players. */
export const VICTORY_BASE = 15;

/** The undefeated encounter tokens the players choose their quest counters from. */
export const QUEST_SPACES = [1, 2, 3, 4, 5, 6] as const;

/** Movement dice a hero may split between travel and trading pools (the hero's usual roll). */
export const MAX_MOVEMENT_DICE = 5;

/** The most gold a hero's gold tracker holds (the table enters and corrects it). */
export const MAX_GOLD = 200;
