/**
 * Advanced Runebound's numbers and names, as the players can read them (seed 004, rulings "Advanced Runebound").
 * Everything a rule looks up lives here; the rules in `../rules.ts` only read these tables.
 */

/** The four adventure decks, by colour. */
export const COLOURS = ['green', 'yellow', 'blue', 'red'] as const;
export type Colour = (typeof COLOURS)[number];

/**
 * The doom track: the eight market-stack spaces from the bottom (Tamalir) upward.
 * The seed names six of the towns; spaces 5 and 7 are labelled by number only (`town: null`).
 */
export const DOOM_SPACES: readonly { space: number; town: string | null }[] = [
  { space: 1, town: 'Tamalir' },
  { space: 2, town: 'Riverwatch' },
  { space: 3, town: 'Dawnsmoor' },
  { space: 4, town: 'Vynelvale' },
  { space: 5, town: null },
  { space: 6, town: 'Nerekhall' },
  { space: 7, town: null },
  { space: 8, town: 'Frostgate' },
];

/** Doom counters on the track that end the normal game (the last one lands on Frostgate). */
export const DOOM_COUNTERS_TO_ENDGAME = 8;

/** The colour of the card placed face-down on space 1 at set-up (the top of the green deck). */
export const SETUP_CARD_COLOUR: Colour = 'green';

/**
 * Cards on the doom track that trigger a doom counter, by number of players.
 * 1 player: the 2-player figure (rulings), or 3 with the `soloThreeCards` option.
 */
export const DOOM_TRIGGER: Readonly<Record<number, number>> = { 1: 4, 2: 4, 3: 6, 4: 8, 5: 8, 6: 8 };
export const SOLO_OPTION_TRIGGER = 3;

/**
 * First-turn movement dice: rows by number of players (4 = four or more), columns by seat
 * (player 1, 2, 3, 4+). A solo hero uses the 2-player row, player 1 (our ruling).
 */
export const FIRST_TURN_DICE: readonly { players: string; minPlayers: number; bySeat: readonly [number, number, number, number] }[] = [
  { players: '2', minPlayers: 2, bySeat: [4, 5, 5, 5] },
  { players: '3', minPlayers: 3, bySeat: [3, 4, 5, 5] },
  { players: '4+', minPlayers: 4, bySeat: [2, 3, 4, 5] },
];

/** Experience points for a pair of experience counters, by number of players (1 player: the 2-player price, our ruling). */
export const EXPERIENCE_PRICE: readonly { players: string; counts: readonly number[]; points: number }[] = [
  { players: '2', counts: [1, 2], points: 6 },
  { players: '3-4', counts: [3, 4], points: 5 },
  { players: '5', counts: [5], points: 4 },
  { players: '6', counts: [6], points: 3 },
];

/** The kinds of experience counter a hero can buy (two at once, never two of one kind). */
export const EXPERIENCE_TYPES = ['mind', 'body', 'spirit', 'life', 'stamina'] as const;
export type ExperienceType = (typeof EXPERIENCE_TYPES)[number];
/** The largest bonus one experience counter carries. */
export const MAX_COUNTER_BONUS = 4;

/** Market healing prices in gold. */
export const HEALING_PRICE = { perWound: 1, clearExhaustion: 1 } as const;

/** Terrain of a wilderness space, and the symbols the movement dice can show. */
export const TERRAINS = ['plains', 'road', 'river', 'hills', 'forest', 'mountains', 'swamp'] as const;
export type Terrain = (typeof TERRAINS)[number];

/** The symbols counted on the second hazard roll: two movement dice show at least 1 and (we accept) at most 12. */
export const HAZARD_NUMBER_RANGE = { min: 1, max: 12 } as const;

/** Hero's red challenge cards that win the Endgame. */
export const RED_CHALLENGES_TO_WIN = 3;

/** Knock-out steps the table carries out, in order (the app empties gold and unspent experience itself). */
export const KNOCKOUT_STEPS = [
  'discard-counters',
  'discard-gold',
  'discard-costliest',
  'move-to-town',
  'undefeated-track',
  'new-hero',
] as const;

/** Endgame preparation of the red deck, in order. */
export const ENDGAME_PREPARATION = ['remove-events-encounters', 'return-undefeated-red', 'shuffle-red', 'hero-levels'] as const;

/** Special rules for resolving a travel hazard card. */
export const HAZARD_RULES = ['one-card', 'no-before-combat', 'no-escape', 'no-reward', 'experience', 'failure'] as const;

/** Cards the table places on the track by hand, by why they were discarded. */
export const PLACE_REASONS = ['challenge-defeated', 'encounter-resolved', 'card-used', 'other'] as const;
export type PlaceReason = (typeof PLACE_REASONS)[number];
