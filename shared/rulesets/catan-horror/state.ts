/** Catan Horror: the state the app keeps for the table (knight cards, towns, gates, monsters, turn) and its options. */
import { z } from 'zod';
import type { FestivalShare } from '../../kits/barrels';

export const RANKS = ['basic', 'strong', 'mighty', 'general'] as const;
export type Rank = (typeof RANKS)[number];

export const TOWN_SIZES = ['settlement', 'city', 'metropolis'] as const;
export type TownSize = (typeof TOWN_SIZES)[number];

export const TOWN_STATES = ['sane', 'assaulted', 'invaded', 'mad', 'destroyed'] as const;
export type TownState = (typeof TOWN_STATES)[number];

/** Movement by border colour (002:513, 524): normal black, fast red, stationary yellow, flying blue, aquatic orange, stalker purple, special green ('unique'). */
export const MOVEMENTS = ['normal', 'fast', 'stationary', 'flying', 'aquatic', 'stalker', 'unique'] as const;
export type Movement = (typeof MOVEMENTS)[number];

export const WEAPON_DEFENCES = ['none', 'resistant', 'immune'] as const;
export type WeaponDefence = (typeof WEAPON_DEFENCES)[number];

/** The production numbers a board can show once its 2 and 12 chits are replaced. */
export const CHIT_NUMBERS = [3, 4, 5, 6, 8, 9, 10, 11] as const;

export const catanHorrorOptionsSchema = z
  .object({
    piecesPerRank: z.number().int().min(1).max(4).default(2),
    chits3: z.number().int().min(0).max(6).default(2),
    chits4: z.number().int().min(0).max(6).default(3),
    chits5: z.number().int().min(0).max(6).default(2),
    chits6: z.number().int().min(0).max(6).default(2),
    chits8: z.number().int().min(0).max(6).default(2),
    chits9: z.number().int().min(0).max(6).default(2),
    chits10: z.number().int().min(0).max(6).default(3),
    chits11: z.number().int().min(0).max(6).default(2),
    specialMovementMonsters: z.boolean().default(false),
    startMadPlayer: z.boolean().default(false),
    deadBecomeMad: z.boolean().default(false),
    /** House rule: the Drunkards of Catan barrels and their festival on doubles of the red and yellow dice. */
    drunkards: z.boolean().default(false),
  })
  .strict();
export type CatanHorrorOptions = z.infer<typeof catanHorrorOptionsSchema>;

/** A monster kind in the library (Arkham Horror stats as Catan Horror reads them). */
export interface MonsterKind {
  name: string;
  movement: Movement;
  awareness: number;
  horrorDamage: number;
  combatDamage: number;
  toughness: number;
  physical: WeaponDefence;
  magical: WeaponDefence;
  nightmarish: number;
  overwhelming: number;
  count: number;
  notes: string[];
  /** Evasive (002:433, 451, 549): knights leave it without a Hide check, and fight it only once found. Absent = no. */
  evasive?: boolean;
}

export interface Knight {
  id: string;
  owner: string;
  /** The table's own mark for telling two knights of a rank apart ("blue tape"). */
  name: string;
  rank: Rank;
  damage: number;
  sanity: number;
  /** Turns of madness left; 0 = sane. */
  madTurns: number;
  /** The turn the knight went mad (it does not wane in that same turn). */
  madSince: number | null;
  hidden: boolean;
  squad: string | null;
  location: string;
  alive: boolean;
}

export interface Squad {
  id: string;
  owner: string;
  members: string[];
}

export interface Town {
  id: string;
  owner: string;
  label: string;
  size: TownSize;
  walls: boolean;
  horror: number;
  structural: number;
  state: TownState;
  /** A metropolis reduced to a city (002:532): any player may rebuild it. Absent = no. */
  metropolisLost?: boolean;
  /** A mad player's monster being built on this town's card: progress counts builds toward its toughness. */
  building?: { kind: string; progress: number } | null;
}

export interface Gate {
  id: string;
  number: number;
  label: string;
  /** The gate token's printed modifier: added to the attacking strength (most are negative). */
  modifier: number;
  damage: number;
  status: 'open' | 'closed' | 'sealed';
}

export interface Monster {
  id: string;
  kind: string;
  location: string;
  wounds: number;
  alive: boolean;
}

export interface Trophy {
  kind: string;
  toughness: number;
}

export interface PlayerState {
  id: string;
  name: string;
  mad: boolean;
  dead: boolean;
  trophies: Trophy[];
  clues: number;
  hasFortress: boolean;
  /** Drunkards house rule: barrels held and drinks taken (absent until the first one). */
  barrels?: number;
  drinks?: number;
}

/** Something pending that the prompt must ask before play goes on. */
export type Pending =
  | { kind: 'setup-gate'; left: number }
  | { kind: 'gate-location'; rerolled?: boolean }
  | { kind: 'gate-hex'; number: number; choices: number; rerolled?: boolean }
  | { kind: 'gate-token'; number: number; hex: number | null; label: string | null; rerolled?: boolean }
  | { kind: 'place-monster'; location: string; reason: 'gate' | 'surge' | 'setup' | 'mad-town'; minToughness: number }
  | { kind: 'seal-gate'; gateId: string; player: string }
  | { kind: 'monster-moves'; moving: string[] }
  | { kind: 'squad-dice'; squadId: string; values: number[]; needs: number }
  /** A monster entered a town: each knight or squad there (unit ids) chooses fight, hide or flee. */
  | { kind: 'monster-response'; townId: string; foeId: string; units: string[] }
  /** A town was invaded: the units that chose to hide there make a Hide check at once. */
  | { kind: 'invasion-hide'; townId: string; units: string[] };

/** A knight that chose to stay and hide when a monster entered its town: it checks when the town is invaded. */
export interface InvasionHider {
  knightId: string;
  townId: string;
}

export interface PendingRecruit {
  player: string;
  location: string;
  via: 'recruit' | 'militia';
  townId: string;
}

/** The steps of a turn, in order (set-up first, the game's end last). */
export const PHASES = [
  'setup',
  'player/combat',
  'player/production',
  'player/actions',
  'monster/move',
  'monster/report',
  'monster/invaded',
  'monster/mad-towns',
  'monster/sanity',
  'wrapup',
  'over',
] as const;
export type Phase = (typeof PHASES)[number];
/** The steps of a game turn: the player's turn, the monster turn and the wrap-up (002:384). */
export const TURN_STEPS = PHASES.filter((p) => p !== 'setup' && p !== 'over');

export interface LastRoll {
  kind: 'production' | 'hide' | 'raze' | 'attack' | 'gate-location' | 'movement' | 'mad-towns';
  values: (number | string)[];
  total?: number;
  success?: boolean;
}

export interface CatanHorrorState {
  options: CatanHorrorOptions;
  players: PlayerState[];
  knights: Knight[];
  squads: Squad[];
  towns: Town[];
  gates: Gate[];
  monsters: Monster[];
  library: MonsterKind[];
  phase: Phase;
  turn: number;
  /** Index into `players` of whose turn it is. */
  current: number;
  actionsLeft: number;
  pending: Pending[];
  recruits: PendingRecruit[];
  /** Towns that recruited this turn (one recruit per town per turn). */
  recruitedFrom: string[];
  /** Foes (monster ids or mad knight ids) that struck this turn, and knights that attacked. */
  struck: string[];
  attacked: string[];
  /** Places where the current player's knights took the Attack action this turn: the monsters there strike back (absent until the first). */
  fights?: string[];
  /** Evasive monsters found this turn with a Hide check (002:451, 549): they can be fought (absent until the first). */
  found?: string[];
  /** Hidden knights that made their start-of-turn Hide check this turn. */
  hideChecked: string[];
  lastRoll: LastRoll | null;
  winner: { code: string; player: string | null } | null;
  /** Knights that chose to hide from a monster entering their town (absent until the first one). */
  invasionHiders?: InvasionHider[];
  /** Drunkards house rule: the production roll showed doubles and the festival is still to be held. */
  festivalDue?: boolean;
  /** Drunkards house rule: the last festival held, for the barrels panel. */
  lastFestival?: { turn: number; shares: FestivalShare[] } | null;
}
