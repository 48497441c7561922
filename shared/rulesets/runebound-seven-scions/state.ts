/** The Seven Scions: options, state and set-up. */
import { z } from 'zod';
import type { Player } from '../../engine/ruleset';
import { addonOptionsShape, addonsSetup, buildChecklist, type WithAddons } from '../../kits/runebound-addons';
import { SCIONS, STORM_START, type ChallengeDefeated, type CombatPhase, type StormColour, type StormResult } from './data/seven-scions';

export const sevenScionsOptionsSchema = z.object({
  cooperative: z.boolean().default(false),
  /** House rule (ruling 12): as in Advanced Runebound's endgame, the first hero to defeat every Stormlord wins at once. */
  firstToDefeatAllWins: z.boolean().default(false),
  ...addonOptionsShape,
});
export type SevenScionsOptions = z.infer<typeof sevenScionsOptionsSchema>;

export type Phase = 'setup' | 'turn' | 'storm' | 'event-scions' | 'endgame-prepare' | 'endgame-shuffle' | 'endgame-fight' | 'over';

/** A scion on its undefeated adventure space: slumbering (its counter on the card or held) or awakened by a hero. */
export interface Scion {
  space: number;
  /** The hero who awakened it; null while it slumbers. */
  awakenedBy: string | null;
  /** The player holding its scion counter; null while the counter sits on the card (or is set aside because it is awake). */
  holder: string | null;
}

/** A storm card drawn and not yet resolved. */
export interface PendingStorm {
  colour: StormColour;
  by: string;
  /** Heroes resolve it starting with the one who triggered it, then clockwise. */
  order: string[];
}

/** One hero's (or, cooperatively, the group's) run against the Stormlords. */
export interface StormlordRun {
  player: string | null;
  /** Stormlords (numbered as laid out, 1..n) in the order rolled; null until rolled. */
  order: number[] | null;
  defeated: number;
  /** Wounds on the Stormlord that knocked the hero out; null when none did. */
  lastWounds: number | null;
  knockedOut: boolean;
}

/** What a hero brings to one combat phase of the cooperative endgame. */
export interface CombatValues {
  score: number;
  damage: number;
  scionScore: number | null;
  scionDamage: number | null;
  /** Which value the hero takes from his awakened scion, if any. */
  replace: 'none' | 'score' | 'damage';
}

export interface Endgame {
  mode: 'competitive' | 'cooperative';
  /** Competitive: who faces the Stormlords, highest level first. */
  heroOrder: string[];
  current: number;
  runs: StormlordRun[];
  result: { winners: string[]; code: string } | null;
}

export interface SevenScionsState extends WithAddons {
  options: SevenScionsOptions;
  players: Player[];
  phase: Phase;
  /** Round number, counted from 1; a round ends when the last player ends a turn. */
  round: number;
  /** Index of the active player in `players` (clockwise order). */
  active: number;
  storm: {
    position: number;
    resets: number;
    lastMove: { from: number; to: number; spaces: number; challenge: ChallengeDefeated } | null;
    /** A storm card must be drawn (the counter just came off the top). */
    cardDue: boolean;
  };
  stormDeck: Record<StormColour, number>;
  stormlords: number;
  pendingStorm: PendingStorm | null;
  stormLog: { colour: StormColour; result: StormResult; by: string; round: number }[];
  scions: Scion[];
  eventPick: { drawer: string; order: string[]; index: number } | null;
  /**
   * Each hero's level for the endgame order: the total of his experience counters' bonuses
   * (004:74, 004:225, read through 001:228), and his gold for ties (004:76); null until the table enters them.
   */
  levels: Record<string, number | null>;
  gold: Record<string, number | null>;
  /** The active hero has awakened a scion this turn (the red jewel he stood on is discarded). */
  awakenedThisTurn: boolean;
  coopValues: Record<string, Partial<Record<CombatPhase, CombatValues>>>;
  endgame: Endgame | null;
}

/** The Seven Scions' own set-up steps (the app shows them with the numbers this game needs). */
export function sevenScionsChecklist(players: number) {
  return [
    { code: 'seven-scions/step/scions-on-spaces' },
    { code: 'seven-scions/step/storm-decks', params: { count: players } },
    { code: 'seven-scions/step/stormlords', params: { count: players } },
    { code: 'seven-scions/step/storm-counter' },
    { code: 'seven-scions/step/red-to-box' },
  ];
}

export function setupSevenScions(options: SevenScionsOptions, players: readonly Player[]): SevenScionsState {
  const n = players.length;
  return {
    options,
    players: [...players],
    phase: 'setup',
    checklist: buildChecklist(sevenScionsChecklist(n), options),
    addons: addonsSetup(options),
    round: 1,
    active: 0,
    storm: { position: STORM_START, resets: 0, lastMove: null, cardDue: false },
    stormDeck: { green: n, yellow: n, blue: n },
    stormlords: n,
    pendingStorm: null,
    stormLog: [],
    scions: SCIONS.map((s) => ({ space: s.space, awakenedBy: null, holder: null })),
    eventPick: null,
    levels: Object.fromEntries(players.map((p) => [p.id, null])),
    gold: Object.fromEntries(players.map((p) => [p.id, null])),
    awakenedThisTurn: false,
    coopValues: {},
    endgame: null,
  };
}

/** Player ids starting with `from` and going clockwise. */
export function clockwiseFrom(players: readonly Player[], from: number): string[] {
  return players.map((_, i) => players[(from + i) % players.length].id);
}

export function activePlayer(state: SevenScionsState): Player {
  return state.players[state.active];
}
