/**
 * What Advanced Runebound's board shows, computed by the ruleset: the board component draws this and
 * decides no rule (issue 13). Words stay in the renderer; this holds codes and numbers.
 */
import {
  COLOURS,
  DOOM_COUNTERS_TO_ENDGAME,
  DOOM_SPACES,
  EXPERIENCE_PRICE,
  FIRST_TURN_DICE,
  HEALING_PRICE,
  type Colour,
} from './data/tables';
import { doomTrigger, firstTurnDice, firstTurnRow, type AdvancedRuneboundState, type EventInPlay } from './state';

export interface HeroRow {
  id: string;
  name: string;
  /** Seat (1-based) in the normal game; place in the confrontation order (1-based, 0 = not set) in the Endgame. */
  place: number;
  up: boolean;
  eliminated: boolean;
  winner: boolean;
  /** Movement dice for the very first turn (004:139-150), while round 1 lasts. */
  firstTurnDice: number | null;
  level: number;
  gold: number;
  experience: number;
  redChallenges: number;
}

export interface AdvancedRuneboundBoard {
  phase: AdvancedRuneboundState['phase'];
  round: number;
  track: {
    cards: number;
    trigger: number;
    counters: number;
    countersToEndgame: number;
    /** Space 1 (Tamalir) first. */
    spaces: { space: number; town: string | null; colour: Colour | null; doomed: boolean; lastPlaced: boolean; hazard: boolean }[];
  };
  eventInPlay: EventInPlay | null;
  discards: { colour: Colour; cards: number }[];
  heroes: HeroRow[];
  firstTurnTable: { players: string; bySeat: readonly number[]; lit: boolean; litSeat: number | null }[];
  experienceTable: { players: string; points: number; lit: boolean }[];
  healing: typeof HEALING_PRICE;
}

export function boardView(state: AdvancedRuneboundState): AdvancedRuneboundBoard {
  const endgame = state.endgame;
  const order = endgame?.order ?? [];
  const play = state.phase === 'play';
  const firstRound = play && state.round === 1;
  const upId = play ? state.heroes[state.seat]?.id : state.phase === 'endgame' ? order[endgame?.up ?? 0] : undefined;
  const heroes: HeroRow[] = state.heroes.map((h, seat) => ({
    id: h.id,
    name: h.name,
    place: play ? seat + 1 : order.indexOf(h.id) + 1,
    up: h.id === upId,
    eliminated: endgame?.eliminated.includes(h.id) ?? false,
    winner: state.outcome?.winners.includes(h.id) ?? false,
    firstTurnDice: firstRound ? firstTurnDice(state.heroes.length, seat + 1) : null,
    level: h.level,
    gold: h.gold,
    experience: h.experience,
    redChallenges: h.redChallenges,
  }));
  if (order.length) heroes.sort((a, b) => a.place - b.place);
  const row = firstTurnRow(state.heroes.length);
  const players = Math.min(Math.max(state.heroes.length, 1), 6);
  return {
    phase: state.phase,
    round: state.round,
    track: {
      cards: state.track.length,
      trigger: doomTrigger(state.heroes.length, state.options),
      counters: state.doomCounters,
      countersToEndgame: DOOM_COUNTERS_TO_ENDGAME,
      spaces: DOOM_SPACES.map((s) => ({
        space: s.space,
        town: s.town,
        colour: state.track[s.space - 1] ?? null,
        doomed: state.doomCounters >= s.space,
        lastPlaced: state.lastPlacedSpace === s.space && state.track[s.space - 1] !== undefined,
        hazard: state.lastHazardSpace === s.space,
      })),
    },
    eventInPlay: state.eventInPlay,
    discards: COLOURS.map((colour) => ({ colour, cards: state.discards[colour] })),
    heroes,
    firstTurnTable: FIRST_TURN_DICE.map((r, i) => ({
      players: r.players,
      bySeat: r.bySeat,
      lit: i === row,
      litSeat: i === row && firstRound ? Math.min(state.seat, 3) : null,
    })),
    experienceTable: EXPERIENCE_PRICE.map((r) => ({ players: r.players, points: r.points, lit: r.counts.includes(players) })),
    healing: HEALING_PRICE,
  };
}
