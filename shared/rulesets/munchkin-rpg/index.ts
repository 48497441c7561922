/** The `munchkin-rpg` ruleset: action points, a rotating first player, the store's restock and the dungeon boss. */
import { phaseCode } from '../manifest';
import { defineRuleset, type RulesetV2 } from '../../engine/define';
import { ok, refuse } from '../../engine/result';
import { munchkinEvents } from './events';
import { instruction } from './instruction';
import { reduce } from './reduce';
import { munchkinOptionsSchema, namesOf, type MunchkinOptions, type MunchkinState } from './state';
import { react } from './react';
import { setTracker, trackers } from './trackers';
import { backstab, enterTally, handshake } from './actions/ending';
import { attackPlayer, defeatPlayer } from './actions/last-stand';
import { challengeBoss, polymorphBoss, reportBossFight, revealBoss, trapBoss } from './actions/boss';
import { goUpALevel, menuAction, retrain, throwItem, useSpecial } from './actions/menu';
import { changeLevel, reportCombat } from './actions/reports';
import { pickFirstPlayer, rollFirstPlayer, setStats } from './actions/setup';
import { buy, buyLevel, giftBasket, sell } from './actions/store';
import { endTurn, restockRoll } from './actions/turns';
import { munchkinManifest } from './manifest';
import { keyTracks } from './key-tracks';
import { roundAndSeat } from './round-and-seat';
import { munchkinPlayerRecords } from './player-records';

export { apPerRound, bossLevel, grenadeBonus, salePrice, purchasePrice } from './rules';

export const munchkinRpg: RulesetV2<MunchkinState, MunchkinOptions, typeof munchkinEvents.schemas> = defineRuleset({
  // Its version (and why it is 2), players and options: the manifest's.
  id: munchkinManifest.id,
  version: munchkinManifest.version,
  minPlayers: munchkinManifest.players.min,
  maxPlayers: munchkinManifest.players.max,
  optionsSchema: munchkinOptionsSchema,
  options: munchkinManifest.options,
  setup: (options, players) => {
    const parsed = munchkinOptionsSchema.safeParse(options ?? {});
    if (!parsed.success) return refuse('rules/invalid_options');
    return ok({
      options: parsed.data,
      players: players.map((p) => ({
        id: p.id,
        name: p.name,
        stats: null,
        retrainTo: null,
        level: 1,
        gold: 0,
        ap: 0,
        specialUsed: false,
        tired: false,
        dead: false,
        out: false,
        tally: null,
      })),
      phase: 'stats',
      round: 0,
      firstSeat: 0,
      turnInRound: 0,
      boughtSlots: [],
      restocked: [],
      lastRestockRoll: null,
      lastRestock: [],
      boss: {
        revealed: false,
        enhancerLevels: 0,
        kills: 0,
        hiddenCurses: 0,
        hiddenEnhancers: 0,
        hiddenEnhancerLevels: 0,
        fighting: null,
        defeated: false,
      },
      victors: [],
      winners: [],
      endCode: null,
    });
  },
  withOptions: (state, options) => {
    const parsed = munchkinOptionsSchema.safeParse(options ?? {});
    return parsed.success ? { ...state, options: parsed.data } : state;
  },
  events: munchkinEvents,
  headlines: munchkinManifest.headlines,
  playerRecords: munchkinPlayerRecords,
  keyTracks,
  roundAndSeat,
  /** In the prompt's order: set-up, the end of round and the endings, then a turn's actions (002:109-137). */
  actions: {
    'set-stats': setStats,
    'roll-first-player': rollFirstPlayer,
    'pick-first-player': pickFirstPlayer,
    'restock-roll': restockRoll,
    handshake,
    backstab,
    'enter-tally': enterTally,
    'report-boss-fight': reportBossFight,
    'end-turn': endTurn,
    'attack-player': attackPlayer,
    'defeat-player': defeatPlayer,
    'menu-action': menuAction,
    'throw-item': throwItem,
    sell,
    buy,
    'gift-basket': giftBasket,
    'buy-level': buyLevel,
    'go-up-a-level': goUpALevel,
    'trap-boss': trapBoss,
    'reveal-boss': revealBoss,
    'challenge-boss': challengeBoss,
    'polymorph-boss': polymorphBoss,
    retrain,
    'use-special': useSpecial,
    'report-combat': reportCombat,
    'change-level': changeLevel,
  },
  reduce,
  react,
  instruction,
  trackers,
  setTracker,
  turnInfo: (state) => ({ turn: state.round, phase: phaseCode(munchkinManifest, state.phase) }),
  outcome: (state) => {
    if (state.phase !== 'over') return null;
    const names = namesOf(state, state.winners);
    return state.winners.length === 0
      ? { result: 'lost', code: state.endCode ?? 'munchkin/won/double-backstab' }
      : { result: 'won', code: state.endCode ?? 'munchkin/won/boss-slain', params: { names } };
  },
});
