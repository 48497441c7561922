/** Munchkin RPG: options, state, and how its events fold. */
import { z } from 'zod';
import type { RulesEvent } from '../../engine/ruleset';
import { apPerRound, milestonesReached, minimumLevel, type StatLine } from './rules';

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

type Data = Record<string, any>;

/** The player whose turn it is, when turns are being taken. */
export function currentPlayer(state: MunchkinState): Munchkin | null {
  if (state.phase !== 'turn' && state.phase !== 'last-stand') return null;
  return state.players[(state.firstSeat + state.turnInRound) % state.players.length] ?? null;
}

/** The players' names for a list of ids, joined with "&" (seat order). */
export function namesOf(state: MunchkinState, ids: readonly string[]): string {
  return state.players.filter((p) => ids.includes(p.id)).map((p) => p.name).join(' & ');
}

const withPlayer = (state: MunchkinState, id: string, change: (p: Munchkin) => Munchkin): MunchkinState => ({
  ...state,
  players: state.players.map((p) => (p.id === id ? change(p) : p)),
});

/** A level change: never below the player's minimum; milestone levels add their action point at once. */
export function levelTo(state: MunchkinState, player: Munchkin, level: number): Munchkin {
  const to = Math.max(minimumLevel(player.stats, state.options), level);
  return { ...player, level: to, ap: player.ap + milestonesReached(player.level, to) };
}

const spend = (state: MunchkinState, id: string, ap: number) => withPlayer(state, id, (p) => ({ ...p, ap: p.ap - ap }));

function newRound(state: MunchkinState, phase: MunchkinPhase): MunchkinState {
  return {
    ...state,
    phase,
    round: state.round + 1,
    firstSeat: (state.firstSeat + 1) % state.players.length,
    turnInRound: 0,
    boughtSlots: [],
    restocked: [],
    lastRestock: state.restocked,
    lastRestockRoll: null,
    players: state.players.map((p) => {
      const stats = p.retrainTo ?? p.stats;
      const raised = { ...p, stats, retrainTo: null, dead: false };
      const level = Math.max(minimumLevel(stats, state.options), p.level);
      return { ...raised, level, ap: apPerRound(level, stats) };
    }),
  };
}

/** Folds one Munchkin RPG event into a new state. */
export function applyMunchkin(state: MunchkinState, event: RulesEvent): MunchkinState {
  const d = event.data as Data;
  switch (event.type) {
    case 'stats-chosen':
      return withPlayer(state, d.player, (p) => {
        const stats = { high: d.high, medium: d.medium, low: d.low };
        const level = minimumLevel(stats, state.options);
        return { ...p, stats, level, ap: apPerRound(level, stats) };
      });
    case 'stats-complete':
      return { ...state, phase: 'first-player' };
    case 'first-player-chosen':
      return {
        ...state,
        phase: 'turn',
        round: 1,
        firstSeat: d.seat,
        turnInRound: 0,
        players: state.players.map((p) => ({ ...p, ap: apPerRound(p.level, p.stats) })),
      };
    case 'action-taken':
      return spend(state, d.player, d.cost);
    case 'item-sold':
      return withPlayer(state, d.player, (p) => ({ ...p, gold: p.gold + d.gold }));
    case 'item-bought':
      return { ...withPlayer(spend(state, d.player, d.cost), d.player, (p) => ({ ...p, gold: p.gold - d.price })), boughtSlots: [...state.boughtSlots, d.slot] };
    case 'gift-basket':
      return withPlayer(spend(state, d.player, d.cost), d.player, (p) => ({ ...p, gold: p.gold - d.price }));
    case 'grenade-thrown':
      return spend(state, d.player, d.cost);
    case 'level-bought':
      return withPlayer(state, d.player, (p) => levelTo(state, { ...p, gold: p.gold - d.price }, p.level + 1));
    case 'level-changed':
      return withPlayer(state, d.player, (p) => levelTo(state, p, d.to));
    case 'special-used':
      return withPlayer(state, d.player, (p) => ({ ...p, specialUsed: true, tired: p.tired || d.special === 'munchkin-rage' }));
    case 'retrain-chosen':
      return withPlayer(spend(state, d.player, d.cost), d.player, (p) => ({ ...p, retrainTo: { high: d.high, medium: d.medium, low: d.low } }));
    case 'combat-ended': {
      let next = withPlayer(state, d.player, (p) => ({ ...levelTo(state, p, p.level + d.levels), gold: p.gold + d.gold, tired: false }));
      if (d.helper) next = withPlayer(next, d.helper, (p) => ({ ...p, gold: p.gold + d.helperGold }));
      return next;
    }
    case 'player-died':
      return withPlayer(state, d.player, (p) => ({ ...p, dead: true, specialUsed: false, tired: false }));
    case 'boss-trapped': {
      const spent = spend(state, d.player, d.cost);
      const boss = state.boss;
      if (boss.revealed) return { ...spent, boss: { ...boss, enhancerLevels: boss.enhancerLevels + (d.kind === 'enhancer' ? d.levels : 0) } };
      return {
        ...spent,
        boss: d.kind === 'enhancer'
          ? { ...boss, hiddenEnhancers: boss.hiddenEnhancers + 1, hiddenEnhancerLevels: boss.hiddenEnhancerLevels + d.levels }
          : { ...boss, hiddenCurses: boss.hiddenCurses + 1 },
      };
    }
    case 'boss-revealed':
      return {
        ...spend(state, d.player, d.cost),
        boss: { ...state.boss, revealed: true, enhancerLevels: state.boss.enhancerLevels + state.boss.hiddenEnhancerLevels, hiddenCurses: 0, hiddenEnhancers: 0, hiddenEnhancerLevels: 0, fighting: d.player },
      };
    case 'boss-challenged':
      return { ...state, boss: { ...state.boss, fighting: d.player } };
    case 'boss-polymorphed':
      return { ...spend(state, d.player, d.cost), boss: { ...state.boss, enhancerLevels: 0, kills: 0, fighting: null } };
    case 'boss-fight-ended': {
      const fighter = withPlayer(state, d.player, (p) => ({ ...p, tired: false }));
      if (d.result === 'won') return { ...fighter, boss: { ...state.boss, fighting: null, defeated: true }, victors: [d.player, ...d.helpers] };
      // Version 1 recorded no `kills` (only the fighter could die): a death was one kill.
      const kills = typeof d.kills === 'number' ? d.kills : d.result === 'died' ? 1 : 0;
      return { ...fighter, boss: { ...state.boss, fighting: null, kills: state.boss.kills + kills } };
    }
    case 'victory-claimed':
      return { ...state, phase: d.next };
    case 'game-won':
      return { ...state, phase: 'over', winners: d.winners, endCode: d.code };
    case 'tally-entered':
      return withPlayer(state, d.player, (p) => ({ ...p, tally: d.total }));
    case 'last-stand-began':
      return newRound(state, 'last-stand');
    case 'player-defeated':
      return withPlayer(state, d.player, (p) => ({ ...p, out: true }));
    case 'turn-ended':
      return d.next === null ? { ...state, phase: state.phase === 'last-stand' ? state.phase : 'restock', turnInRound: state.players.length } : { ...state, turnInRound: d.next };
    case 'restock-rerolled':
      return { ...state, lastRestockRoll: d.slot };
    case 'store-restocked':
      return { ...state, lastRestockRoll: d.slot, restocked: [...state.restocked, d.slot] };
    case 'store-refilled':
      return { ...state, boughtSlots: [] };
    case 'round-ended':
      return newRound(state, state.phase === 'last-stand' ? 'last-stand' : 'turn');
    default:
      return state;
  }
}
