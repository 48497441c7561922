/** Runebound Monster Step: options, state shape and the set-up. */
import { z } from 'zod';
import type { Player } from '../../engine/ruleset';
import { CITIES, RULES, type CityId, type LocationId, type MonsterColour, type Terrain } from './data/charts';

export const optionsSchema = z
  .object({
    doomLength: z.number().int().min(RULES.doomLength.min).max(RULES.doomLength.max).default(RULES.doomLength.default),
    lairCheckOneDie: z.boolean().default(false),
    noMarkerToOutskirts: z.boolean().default(false),
    simpleMonsterMovement: z.boolean().default(false),
    /** House rule: the City chart closes a city a monster holds for good, and the monster leaves (ruling 20). */
    cityChartClosesHeldCity: z.boolean().default(false),
    /** House rule: a closed lair may be sealed on a later turn while the hero stays on it (ruling 22). */
    sealWhileStaying: z.boolean().default(false),
    /** House rule: an Event card drawn while seeking a monster's challenge raises Terror (ruling 16). */
    seekingEventsRaiseTerror: z.boolean().default(false),
  })
  .strict();
export type MonsterStepOptions = z.infer<typeof optionsSchema>;

/** The hero's turn (the base game's four steps as a checklist) then the Monster Step's parts. */
export type Step = 'movement' | 'adventure' | 'market' | 'experience' | 'spawn' | 'movement-check' | 'monster-movement' | 'end-of-turn';

export const HERO_STEPS: readonly Step[] = ['movement', 'adventure', 'market', 'experience'];

export type LairStatus = 'free' | 'open' | 'closed' | 'sealed';

/** A defeated monster's card lying on its lair's space of the undefeated challenge track. */
export interface DefeatedMonster {
  monster: number;
  life: number;
  colour: MonsterColour;
}

/** One of the six lair markers: on the track (free) or on a location (open, closed, sealed). */
export interface Lair {
  marker: number;
  status: LairStatus;
  location: LocationId | null;
  defeated: DefeatedMonster[];
  /** The turn it closed (sealing is offered in that turn's Adventure step, ruling 22); absent until it closes. */
  closedTurn?: number;
}

/** A monster (doom token) on the board. `lair` is null once its lair has closed. */
export interface Monster {
  id: number;
  lair: number | null;
  colour: MonsterColour;
  city: CityId | null;
  /** Turn it entered its city; its countdown starts at the end of the following turn. */
  arrivedTurn: number | null;
  /** Ends of turn left before its city is destroyed. */
  turnsLeft: number | null;
}

export type CityStatus = 'open' | 'closed' | 'destroyed';

/** Where the hero ended the Movement step, as far as the variant cares. */
export type HeroAt = { kind: 'elsewhere' } | { kind: 'monster'; monster: number } | { kind: 'lair'; marker: number };

/** Things the chain still owes: `doom` resolves itself, the rest wait for the table. */
export type Pending =
  | { kind: 'doom'; cause: string }
  | { kind: 'face-margath' }
  | { kind: 'city-chart'; terror: number }
  | { kind: 'ally-discard'; terror: number }
  | { kind: 'fight-now'; monster: number };

export type CombatPhase = 'ranged' | 'melee' | 'magic';

/** A lair check the hero has set up but not yet rolled. */
export interface LairCheckPlan {
  marker: number;
  phase: CombatPhase;
  skill: number;
  targets: number[];
}

export interface MonsterStepState {
  options: MonsterStepOptions;
  players: Player[];
  turn: number;
  step: Step;
  hero: {
    experience: number;
    dragonRunes: number;
    at: HeroAt;
    /** The adventure of this turn has been spent (a fight or a lair check). */
    adventured: boolean;
    /** A monster was defeated in a city this turn: heal for free in the Market step. */
    freeHealing: boolean;
    lastSkill: Record<CombatPhase, number>;
  };
  lairs: Lair[];
  monsters: Monster[];
  nextMonster: number;
  outskirts: number;
  terror: number;
  doom: number;
  cities: Record<CityId, CityStatus>;
  pending: Pending[];
  lairCheck: LairCheckPlan | null;
  /** Movement dice the monsters move with this Monster Step (0 = none). */
  movementDice: number;
  /** Monsters reported entering a city during this Monster Step. */
  enteredThisStep: number[];
  /** The symbols each movement die showed, as the table recorded them (index 0 = die 1); optional. */
  movementFaces: (Terrain[] | null)[];
  lastLairRoll: number | null;
  lastCityRoll: number | null;
  lastMovementCheck: number | null;
  margath: 'waiting' | 'defeated' | 'won';
}

/** The state before the first turn: all markers on the track, all cities open, tracks at 0. */
export function initialState(options: MonsterStepOptions, players: readonly Player[]): MonsterStepState {
  return {
    options,
    players: [...players],
    turn: 1,
    step: 'movement',
    hero: {
      experience: 0,
      dragonRunes: 0,
      at: { kind: 'elsewhere' },
      adventured: false,
      freeHealing: false,
      lastSkill: { ranged: 2, melee: 2, magic: 2 },
    },
    lairs: Array.from({ length: RULES.lairMarkers }, (_, i) => ({ marker: i + 1, status: 'free' as const, location: null, defeated: [] })),
    monsters: [],
    nextMonster: 1,
    outskirts: 0,
    terror: 0,
    doom: 0,
    cities: Object.fromEntries(CITIES.map((c) => [c, 'open'])) as Record<CityId, CityStatus>,
    pending: [],
    lairCheck: null,
    movementDice: 0,
    enteredThisStep: [],
    movementFaces: [],
    lastLairRoll: null,
    lastCityRoll: null,
    lastMovementCheck: null,
    margath: 'waiting',
  };
}

export type S = MonsterStepState;

export const lairAt = (state: S, location: LocationId): Lair | undefined => state.lairs.find((l) => l.location === location);
export const lairByMarker = (state: S, marker: number): Lair | undefined => state.lairs.find((l) => l.marker === marker);
export const monsterById = (state: S, id: number): Monster | undefined => state.monsters.find((m) => m.id === id);
export const occupant = (state: S, city: CityId): Monster | undefined => state.monsters.find((m) => m.city === city);
export const isHeroStep = (step: Step): boolean => HERO_STEPS.includes(step);
export const sealedCount = (state: S): number => state.lairs.filter((l) => l.status === 'sealed').length;
export const closedCities = (state: S): CityId[] => CITIES.filter((c) => state.cities[c] !== 'open');
