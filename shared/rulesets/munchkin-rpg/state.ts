/** Munchkin RPG: options, state, and how its events fold. */
import { z } from 'zod';
import type { StatLine } from './rules';

export const ENDINGS = ['handshake', 'real-golden-rule', 'last-man-standing'] as const;
export type Ending = (typeof ENDINGS)[number];

export const munchkinOptionsSchema = z
  .object({
    /** Alternate rule: players choose the cards of their backpacks, 4 at a time in turn. */
    packingYourBag: z.boolean().default(false),
    /** Alternate rule: the players agree on the dungeon boss instead of drawing it. */
    biggerAndScarier: z.boolean().default(false),
    /** How the game is won once the boss falls: the handshake (standard), The Real Golden Rule, or Last Man Standing. */
    ending: z.enum(ENDINGS).default('handshake'),
    /**
     * A High stat also grants its Medium bonus (002:45): High Strength starts at level 2, High Intellect
     * buys levels. New campaigns get `true` from the option's declared default; a set-up recorded
     * before version 2 has no such key and keeps the reading it was played with (High's own line only).
     */
    highGrantsMedium: z.boolean().default(false),
  })
  .strict();
export type MunchkinOptions = z.infer<typeof munchkinOptionsSchema>;

export interface Munchkin {
  id: string;
  name: string;
  stats: StatLine | null;
  /** Stats chosen by Retrain, taking effect at the end of the round. */
  retrainTo: StatLine | null;
  level: number;
  gold: number;
  /** Action points left this round. */
  ap: number;
  /** The High stat's special ability has been used this life. */
  specialUsed: boolean;
  /** MUNCHKIN RAGE was used: the next combat counts the level 5 lower. */
  tired: boolean;
  /** Died this round; back (with 4 fresh cards) at the end of the round. */
  dead: boolean;
  /** Last Man Standing: defeated, out of the game. */
  out: boolean;
  /** Final tally for The Real Golden Rule, once entered. */
  tally: number | null;
}

export interface DungeonBoss {
  revealed: boolean;
  /** Level change from monster enhancers attached to the revealed boss. */
  enhancerLevels: number;
  /** Players it has killed (each +2 levels, permanent). */
  kills: number;
  /** Cards placed face down on the unrevealed boss: curses (for the revealer) and enhancers (for the boss). */
  hiddenCurses: number;
  hiddenEnhancers: number;
  hiddenEnhancerLevels: number;
  /** The player fighting it now, if any. */
  fighting: string | null;
  defeated: boolean;
}

export type MunchkinPhase = 'stats' | 'first-player' | 'turn' | 'restock' | 'handshake' | 'tally' | 'last-stand' | 'over';

export interface MunchkinState {
  options: MunchkinOptions;
  players: Munchkin[];
  phase: MunchkinPhase;
  round: number;
  /** Seat of the player who began this round; play passes left (up the seat list). */
  firstSeat: number;
  /** How far round the table this round's turn is (0 = the first player). */
  turnInRound: number;
  /** Store slots (1-6) bought empty this round. */
  boughtSlots: number[];
  /** Store slots replaced by the restock rolls this round. */
  restocked: number[];
  lastRestockRoll: number | null;
  /** Slots the previous round's restock replaced, for the board. */
  lastRestock: number[];
  boss: DungeonBoss;
  /** The boss's killers-to-be: the fighter and helpers, for the handshake. */
  victors: string[];
  winners: string[];
  endCode: string | null;
}

/** The player whose turn it is, when turns are being taken. */
export function currentPlayer(state: MunchkinState): Munchkin | null {
  if (state.phase !== 'turn' && state.phase !== 'last-stand') return null;
  return state.players[(state.firstSeat + state.turnInRound) % state.players.length] ?? null;
}

/** The players' names for a list of ids, joined with "&" (seat order). */
export function namesOf(state: MunchkinState, ids: readonly string[]): string {
  return state.players
    .filter((p) => ids.includes(p.id))
    .map((p) => p.name)
    .join(' & ');
}
