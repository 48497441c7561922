/** Advanced Runebound: options, state and the small pure look-ups the rules share. */
import { z } from 'zod';
import {
  DOOM_TRIGGER,
  EXPERIENCE_PRICE,
  FIRST_TURN_DICE,
  SOLO_OPTION_TRIGGER,
  type Colour,
  type ExperienceType,
  type Terrain,
} from './data/tables';

export const advancedRuneboundOptionsSchema = z
  .object({
    /** Solo games trigger a doom counter at 3 cards instead of the 2-player figure of 4 (rulings: option). */
    soloThreeCards: z.boolean().default(false),
  })
  .strict();
export type AdvancedRuneboundOptions = z.infer<typeof advancedRuneboundOptionsSchema>;

export interface ExperienceCounter {
  type: ExperienceType;
  bonus: number;
}

/** What the app keeps for each hero. */
export interface Hero {
  id: string;
  name: string;
  /** Total bonus of the hero's experience counters (the Endgame's "level"). */
  level: number;
  gold: number;
  /** Unspent experience points (adventure counters in front of the player). */
  experience: number;
  /** Red challenge cards in the hero's inventory. */
  redChallenges: number;
  counters: ExperienceCounter[];
}

/** A travel hazard under way for the player who is up. */
export type Hazard =
  | { stage: 'number'; player: string; terrain: Terrain }
  | { stage: 'resolve'; player: string; terrain: Terrain; number: number; space: number; colour: Colour };

export interface EventInPlay {
  colour: Colour;
  number: number;
}

export interface Endgame {
  /** Player ids in confrontation order; empty until the order is set. */
  order: string[];
  /** Index in `order` of the player facing the red deck. */
  up: number;
  eliminated: string[];
  /** Challenges the player who is up has defeated in this confrontation. */
  defeatedThisTurn: number;
  margathDefeatedBy: string | null;
}

export interface Outcome {
  winners: string[];
  /** How the game was decided: `margath`, `three-red`, `tiebreak-red`, `tiebreak-level`, `tiebreak-gold`, `tiebreak-shared`, `solo-eliminated`. */
  how: string;
}

export type Phase = 'play' | 'endgame-order' | 'endgame' | 'over';

export interface AdvancedRuneboundState {
  options: AdvancedRuneboundOptions;
  heroes: Hero[];
  phase: Phase;
  /** Round of turns, from 1; round 1 is everyone's very first turn. */
  round: number;
  /** Index in `heroes` of the player whose turn it is. */
  seat: number;
  /** Colours of the face-down cards on the doom track, space 1 first. */
  track: Colour[];
  doomCounters: number;
  /** Cards in each colour's discard pile (moved there when a doom counter clears the track). */
  discards: Record<Colour, number>;
  eventInPlay: EventInPlay | null;
  hazard: Hazard | null;
  /** A hero knocked out whose checklist the table is working through. */
  knockout: { player: string; hazard: boolean } | null;
  /** What the board lights: the space just placed on, and the space a hazard counted to. */
  lastPlacedSpace: number | null;
  lastHazardSpace: number | null;
  endgame: Endgame | null;
  outcome: Outcome | null;
}

/** Cards on the track that trigger a doom counter with this many players and these options. */
export function doomTrigger(playerCount: number, options: AdvancedRuneboundOptions): number {
  if (playerCount <= 1 && options.soloThreeCards) return SOLO_OPTION_TRIGGER;
  return DOOM_TRIGGER[Math.min(Math.max(playerCount, 1), 6)];
}

/** The row of the first-turn table a game uses (index into FIRST_TURN_DICE); a solo game reads the 2-player row. */
export function firstTurnRow(playerCount: number): number {
  const players = Math.max(playerCount, 2);
  let row = 0;
  FIRST_TURN_DICE.forEach((r, i) => {
    if (players >= r.minPlayers) row = i;
  });
  return row;
}

/** Movement dice for a player's very first turn, by number of players and seat (1-based; seat 4 and later share a column). */
export function firstTurnDice(playerCount: number, seat: number): number {
  return FIRST_TURN_DICE[firstTurnRow(playerCount)].bySeat[Math.min(Math.max(seat, 1), 4) - 1];
}

/** Experience points for two experience counters with this many players (1 player: the 2-player price). */
export function experiencePrice(playerCount: number): number {
  const count = Math.min(Math.max(playerCount, 1), 6);
  return EXPERIENCE_PRICE.find((r) => r.counts.includes(count))!.points;
}

/** The space (1-based) a hazard number counts to, looping around the cards on the track. */
export function hazardSpace(hazardNumber: number, cardsOnTrack: number): number {
  return ((hazardNumber - 1) % cardsOnTrack) + 1;
}

/** A hero's name for narration (events carry names, so the history reads without the state). */
export function nameOf(state: AdvancedRuneboundState, id: string | null | undefined): string {
  return state.heroes.find((h) => h.id === id)?.name ?? String(id ?? '');
}

export function heroById(state: AdvancedRuneboundState, id: string): Hero | undefined {
  return state.heroes.find((h) => h.id === id);
}

/** Replaces one hero, returning new state. */
export function withHero(state: AdvancedRuneboundState, id: string, change: (hero: Hero) => Hero): AdvancedRuneboundState {
  return { ...state, heroes: state.heroes.map((h) => (h.id === id ? change(h) : h)) };
}

/** Endgame order: level, then gold, both highest first. Returns groups of players still tied after both. */
export function endgameRanking(heroes: readonly Hero[]): Hero[][] {
  const sorted = [...heroes].sort((a, b) => b.level - a.level || b.gold - a.gold);
  const groups: Hero[][] = [];
  for (const hero of sorted) {
    const last = groups[groups.length - 1];
    if (last && last[0].level === hero.level && last[0].gold === hero.gold) last.push(hero);
    else groups.push([hero]);
  }
  return groups;
}
