/** The Cataclysm: options, state and set-up. */
import { z } from 'zod';
import type { Player } from '../../engine/ruleset';
import { addonOptionsShape, addonsSetup, buildChecklist, type WithAddons } from '../../kits/runebound-addons';
import { CURSE_DECK, CURSES, TOWNS, type Curse, type Town } from './data/cataclysm';

export const cataclysmOptionsSchema = z.object({
  /** House rule (ruling 10): claiming a curse card also ends the adventure step, as failing one does. */
  oneCurseCardPerAdventure: z.boolean().default(false),
  ...addonOptionsShape,
});
export type CataclysmOptions = z.infer<typeof cataclysmOptionsSchema>;

export type Phase = 'setup' | 'starting-towns' | 'cataclysm-draw' | 'quest-counters' | 'turn' | 'curse-attempt' | 'over';

/** One curse's deck on its town's market stack. */
export interface CurseDeck {
  town: Town;
  /** Level I cards still in the deck. */
  levelOne: number;
  /** Level II cards still face down in the deck. */
  levelTwoHidden: number;
  /** Quests (Level II) revealed beside the stack and not yet claimed. */
  questsRevealed: number;
  /** The Level III card is still there. */
  levelThree: boolean;
  freedBy: string | null;
}

/** Where the active hero's turn stands: trading belongs to movement, curse cards to the adventure step, then one market step. */
export interface TurnSteps {
  /** The trading pool was rolled this turn (once, during movement: 001:292-294). */
  traded: boolean;
  /** The town of this adventure step's curse cards, once one was drawn. */
  town: Town | null;
  /** The adventure step is over: a curse card was failed (001:327), or the market step began. */
  adventureOver: boolean;
  /** This turn's market step (step 4) was taken. */
  market: boolean;
}

export const freshTurn = (): TurnSteps => ({ traded: false, town: null, adventureOver: false, market: false });

/** The curse cards a hero has claimed from one deck. */
export interface Claims {
  1: boolean;
  2: boolean;
  3: boolean;
}

export interface CataclysmState extends WithAddons {
  options: CataclysmOptions;
  players: Player[];
  phase: Phase;
  round: number;
  active: number;
  /** Index into players of the hero placing a figure (last to first) or choosing a quest counter. */
  setupTurn: number;
  startingTowns: Record<string, Town>;
  /** What each town's cataclysm counter showed; null before the draw. */
  towns: Record<Town, Curse | 'destroyed' | null>;
  curses: Partial<Record<Curse, CurseDeck>>;
  questSpaces: Record<string, number>;
  claims: Record<string, Record<Curse, Claims>>;
  /** Hand corrections to a hero's victory points (tracker adjustments). */
  vpAdjust: Record<string, number>;
  attempt: { player: string; curse: Curse; level: 1 | 3 } | null;
  /** Each hero's gold: set by the table, raised by curse cards claimed, lowered by market steps and trades. */
  gold: Record<string, number>;
  steps: TurnSteps;
  lastMarket: { player: string; town: Town; spent: number; discount: number; pays: number } | null;
  lastTrade: { player: string; travel: number; trading: number; matches: number } | null;
  winner: string | null;
}

export function cataclysmChecklist() {
  return [
    { code: 'cataclysm/step/curse-decks' },
    { code: 'cataclysm/step/counters-comet-up' },
    { code: 'cataclysm/step/market-empty' },
    { code: 'cataclysm/step/red-to-box' },
    { code: 'cataclysm/step/starting-gold' },
  ];
}

const noClaims = (): Record<Curse, Claims> =>
  Object.fromEntries(CURSES.map((c) => [c, { 1: false, 2: false, 3: false }])) as Record<Curse, Claims>;

export function setupCataclysm(options: CataclysmOptions, players: readonly Player[]): CataclysmState {
  return {
    options,
    players: [...players],
    phase: 'setup',
    checklist: buildChecklist(cataclysmChecklist(), options),
    addons: addonsSetup(options),
    round: 1,
    active: 0,
    setupTurn: players.length - 1,
    startingTowns: {},
    towns: Object.fromEntries(TOWNS.map((t) => [t, null])) as Record<Town, null>,
    curses: {},
    questSpaces: {},
    claims: Object.fromEntries(players.map((p) => [p.id, noClaims()])),
    vpAdjust: Object.fromEntries(players.map((p) => [p.id, 0])),
    attempt: null,
    gold: Object.fromEntries(players.map((p) => [p.id, 0])),
    steps: freshTurn(),
    lastMarket: null,
    lastTrade: null,
    winner: null,
  };
}

/** A fresh deck on a cursed town. */
export function newCurseDeck(town: Town): CurseDeck {
  return { town, levelOne: CURSE_DECK[1], levelTwoHidden: CURSE_DECK[2], questsRevealed: 0, levelThree: true, freedBy: null };
}
