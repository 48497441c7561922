/** Eldritch Express: the state of the table (world, tracks, clock, investigators, the turn in progress) and the options. */
import { z } from 'zod';
import { ANCIENT_ONES, GATES, type Omen } from './data/world';
import { DECKS } from './data/cards';
import { MONSTER_POOL } from './data/monsters';

export const eldritchOptionsSchema = z
  .object({
    /** `random` rolls a d6 at set-up (1-2 Cthulhu, 3-4 Shub-Niggurath, 5-6 Azathoth). */
    ancientOne: z.enum(['random', 'cthulhu', 'shub-niggurath', 'azathoth']).default('random'),
    /**
     * A turn lost to delay, hiding, a rumor or lost in time and space still ends with the omen clock.
     * Off by default: the seed skips to the next player (003:99, 003:103). A turn ended by defeat always does (ruling 12).
     */
    lostTurnAdvancesClock: z.boolean().default(false),
    /** Clues come from unused pairs of the same face (true) or of any two investigation/research dice (false). */
    cluePairsSameFace: z.boolean().default(true),
  })
  .strict();
export type EldritchOptions = z.infer<typeof eldritchOptionsSchema>;

export type Deck = 'item' | 'spell' | 'artifact' | 'ally' | 'condition' | 'monster' | 'gate';

export interface RegionState {
  id: number;
  gate: { key: string; sealed: boolean } | null;
  monsters: string[];
  clues: number;
  /** Defeated investigators lying face down here, with the possessions on their sheet. */
  defeated: DefeatedToken[];
}

export interface Possessions {
  items: { key: string; exhausted: boolean }[];
  spells: string[];
  artifacts: string[];
  ally: string | null;
  clues: number;
}

export interface DefeatedToken extends Possessions {
  investigator: string;
}

export interface Investigator extends Possessions {
  key: string;
  health: number;
  sanity: number;
  maxHealth: number;
  maxSanity: number;
  /** A region 1-6, or `lost` in time and space. */
  region: number | 'lost';
  delayed: boolean;
  conditions: string[];
}

export interface Seat {
  player: { id: string; name: string };
  investigator: Investigator | null;
  /** No investigator was left to take after a defeat: the player is out of the game. */
  out?: boolean;
}

export type Encounter = { kind: 'gate' | 'expedition' | 'mystery' | 'city' } | { kind: 'defeated'; investigator: string };

export type Step = 'upkeep' | 'fight' | 'dice' | 'threats' | 'encounter' | 'rest' | 'clues' | 'move' | 'omen';

export interface DiceTray {
  /** Dice in hand after the last roll, waiting to be set aside or re-rolled. */
  rolled: string[];
  /** Dice set aside for good. */
  kept: string[];
  rolls: number;
  /** True when every die is set aside: modifiers may now be used, then the dice are confirmed. */
  settled: boolean;
  confirmed: boolean;
  /** Only one artifact or ally die ability a turn. */
  artifactOrAllyUsed: boolean;
  abilitiesUsed: string[];
}

export interface TurnState {
  step: Step;
  /** Set once the upkeep choices (hide or assignment) are made. */
  assignment: Encounter | null;
  /**
   * Why the rest of the turn is lost: delayed at upkeep, hid, fed a rumor, defeated, delayed by a
   * monster in the fight (003:541), or lost in time and space after a failed gate (003:159, 003:543).
   */
  lostTurn: 'delayed' | 'hid' | 'rumor' | 'defeated' | 'monster-delay' | 'lost' | null;
  spellsCast: string[];
  dice: DiceTray | null;
  /** Result dice left over after the encounter, for clues. */
  leftover: { research: number; investigation: number };
  travel: number;
  rest: number;
  /** The encounter's result, once resolved. */
  encounterResult: 'passed' | 'failed' | 'done' | null;
  /** Lily Chen's health/sanity exchange, once at the start of her turn. */
  exchanged?: boolean;
  omenDone: boolean;
  /** Flying monsters have been checked after a blue omen. */
  flyingChecked?: boolean;
  legChecked: boolean;
}

/** Something the table must roll or choose before play goes on, first in first out. */
export type Pending =
  | { kind: 'draw'; deck: Deck; seat: number | null; region?: number; reason: string; filter?: string; count?: number }
  | { kind: 'pick'; deck: 'item' | 'spell'; seat: number; cards: string[] }
  | { kind: 'place'; what: 'setup-clue' | 'expedition' | 'mystery-move' | 'new-mystery' | 'clue' | 'lost'; seat?: number; avoid?: number }
  | { kind: 'investigator'; seat: number }
  | { kind: 'flying'; region: number; monsters: string[]; choices: number[] }
  | { kind: 'destroy-monster'; seat: number }
  /** Back Injury gained with more items than it allows: the player keeps `keep` of them, the rest are discarded. */
  | { kind: 'discard-items'; seat: number; keep: number; cause: string };

export interface EldritchState {
  options: EldritchOptions;
  stage: 'setup' | 'play' | 'over';
  seats: Seat[];
  ancientOne: string | null;
  /** Both count down from the Ancient One's value: doom 0 loses, elder sign 0 wins. */
  doomStart: number;
  doom: number;
  elderSign: number;
  /** Index into OMEN_CLOCK. */
  omen: number;
  lastOmen: Omen | null;
  regions: RegionState[];
  expedition: number | null;
  mystery: { region: number; side: 'front' | 'back' } | null;
  /** One rumor at a time: its token on a region and its marker on the doom track. */
  rumor: { region: number; track: number; clues: number } | null;
  clueSupply: number;
  /** What is left to draw in each deck and pool, in list order. */
  decks: Record<Deck, string[]>;
  /** Investigators defeated in this game: out for good. */
  retired: string[];
  firstSeat: number;
  current: number;
  turn: number;
  turnState: TurnState | null;
  pending: Pending[];
  /** The last mythos or placement roll, lit on the board. */
  lastRoll: { what: string; values: number[] } | null;
  outcome: { result: 'won' | 'lost'; code: string } | null;
}

export function freshDecks(): Record<Deck, string[]> {
  return {
    item: [...DECKS.item],
    spell: [...DECKS.spell],
    artifact: [...DECKS.artifact],
    ally: [...DECKS.ally],
    condition: [...DECKS.condition],
    monster: [...MONSTER_POOL],
    gate: GATES.map((g) => g.key),
  };
}

export const ancientOneDoom = (key: string): number => ANCIENT_ONES.find((a) => a.key === key)?.doom ?? 0;
