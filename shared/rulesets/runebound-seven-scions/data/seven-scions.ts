/** VA 50 The Seven Scions: the facts the rules need, as data the players can read. */

/** The market stacks the storm counter climbs, bottom to top (unnamed stacks are labelled by number). */
export const STORM_TRACK = [
  { space: 1, town: 'tamalir' },
  { space: 2, town: 'riverwatch' },
  { space: 3, town: 'dawnsmoor' },
  { space: 4, town: 'vynelvale' },
  { space: 5, town: null },
  { space: 6, town: 'nerekhall' },
  { space: 7, town: null },
  { space: 8, town: 'frostgate' },
] as const;

/** The storm counter starts (and resets) just below the bottom stack. */
export const STORM_START = 0;
/** The top stack; a move past it sends the counter off the top. */
export const STORM_TOP = STORM_TRACK.length;

/** The colour of the Challenge defeated this turn (or none), and how far the storm counter moves. */
export const STORM_ADVANCE = { none: 1, green: 1, yellow: 2, blue: 3 } as const;
export type ChallengeDefeated = keyof typeof STORM_ADVANCE;

/** Storm card colours, lowest first; a storm always takes the lowest colour with cards left. */
export const STORM_COLOURS = ['green', 'yellow', 'blue'] as const;
export type StormColour = (typeof STORM_COLOURS)[number];

/** Cards in the box: 6 Storm cards of each colour, 6 Stormlords, 6 Scions. */
export const STORM_CARDS_PER_COLOUR = 6;
export const STORMLORDS_IN_BOX = 6;

/** The six scions, each on the undefeated adventure space of its number (the seed names the first two). */
export const SCIONS = [
  { space: 1, name: 'archer' },
  { space: 2, name: 'trickster' },
  { space: 3, name: null },
  { space: 4, name: null },
  { space: 5, name: null },
  { space: 6, name: null },
] as const;

/** What a storm card turned out to be and how it ended, as reported by the table. */
export const STORM_RESULTS = ['event-resolved', 'challenge-defeated', 'all-knocked-out'] as const;
export type StormResult = (typeof STORM_RESULTS)[number];

/** Combat phases in the cooperative endgame, and the ability each one reads. */
export const COMBAT_PHASES = { ranged: 'mind', melee: 'body', magic: 'spirit' } as const;
export type CombatPhase = keyof typeof COMBAT_PHASES;
