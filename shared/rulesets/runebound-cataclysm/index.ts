/** The `runebound-cataclysm` ruleset (VA 51): destroyed and cursed towns, curse decks I/II/III, quests, victory points; with the VA 46-49 add-ons. */
import { defineRuleset, type RulesetV2 } from '../../engine/define';
import type { Outcome, Tracker } from '../../engine/ruleset';
import { ok, refuse } from '../../engine/result';
import { addonActions, addonOptionDescriptors, addonsWithOptions } from '../../kits/runebound-addons';
import * as a from './actions';
import { reactCataclysm, reduceCataclysm } from './apply';
import { cataclysmEvents } from './events';
import { CURSE_DECK, CURSES, MAX_GOLD } from './data/cataclysm';
import { instructionCataclysm } from './prompt';
import { victoryPoints } from './rules';
import { cataclysmOptionsSchema, setupCataclysm, type CataclysmOptions, type CataclysmState } from './state';
import { cataclysmHeadlines } from './headlines';
import { cataclysmPlayerRecords } from './player-records';
import { keyTracks } from './key-tracks';
import { roundAndSeat } from './round-and-seat';

function trackers(state: CataclysmState): Tracker[] {
  return [
    ...state.players.map((p) => ({
      id: `vp-${p.id}`,
      code: 'cataclysm/tracker/vp',
      params: { name: p.name },
      value: victoryPoints(state, p.id),
      min: 0,
      max: 40,
    })),
    ...state.players.map((p) => ({
      id: `gold-${p.id}`,
      code: 'cataclysm/tracker/gold',
      params: { name: p.name },
      value: state.gold[p.id] ?? 0,
      min: 0,
      max: MAX_GOLD,
    })),
    ...CURSES.flatMap((c) => {
      const deck = state.curses[c];
      if (!deck) return [];
      return [
        {
          id: `level-one-${c}`,
          code: 'cataclysm/tracker/level-one',
          params: { curse: c, town: deck.town },
          value: deck.levelOne,
          min: 0,
          max: CURSE_DECK[1],
        },
        {
          id: `quests-${c}`,
          code: 'cataclysm/tracker/quests',
          params: { curse: c, town: deck.town },
          value: deck.questsRevealed,
          min: 0,
          max: CURSE_DECK[2],
        },
      ];
    }),
  ];
}

function setTracker(state: CataclysmState, id: string, value: number): CataclysmState {
  const player = state.players.find((p) => id === `vp-${p.id}`);
  if (player)
    return {
      ...state,
      vpAdjust: { ...state.vpAdjust, [player.id]: (state.vpAdjust[player.id] ?? 0) + value - victoryPoints(state, player.id) },
    };
  const goldOwner = state.players.find((p) => id === `gold-${p.id}`);
  if (goldOwner) return { ...state, gold: { ...state.gold, [goldOwner.id]: value } };
  for (const c of CURSES) {
    const deck = state.curses[c];
    if (!deck) continue;
    if (id === `level-one-${c}`) return { ...state, curses: { ...state.curses, [c]: { ...deck, levelOne: value } } };
    if (id === `quests-${c}`) return { ...state, curses: { ...state.curses, [c]: { ...deck, questsRevealed: value } } };
  }
  return state;
}

function outcome(state: CataclysmState): Outcome | null {
  if (state.winner === null) return null;
  const name = state.players.find((p) => p.id === state.winner)?.name ?? state.winner;
  return { result: 'won', code: 'cataclysm/outcome/winner', params: { name, vp: victoryPoints(state, state.winner) } };
}

export const runeboundCataclysm: RulesetV2<CataclysmState, CataclysmOptions, typeof cataclysmEvents.schemas> = defineRuleset({
  id: 'runebound-cataclysm',
  /**
   * 2: gold is tracked per hero; a failed curse card ends the adventure step; one market step and one
   * trading pool a turn. Version 1 events replay unchanged and leave gold alone (see the fixture test).
   */
  version: 2,
  minPlayers: 2,
  maxPlayers: 5,
  optionsSchema: cataclysmOptionsSchema,
  options: [
    { key: 'oneCurseCardPerAdventure', kind: 'boolean', default: false, houseRule: true, ruling: 'C-10' },
    ...addonOptionDescriptors,
  ],
  setup: (options, players) => {
    const parsed = cataclysmOptionsSchema.safeParse(options ?? {});
    if (!parsed.success) return refuse('rules/invalid_options', { fields: parsed.error.issues.map((i) => i.path.join('.')).join(', ') });
    if (players.length < 2 || players.length > 5) return refuse('rules/player-count', { min: 2, max: 5 });
    return ok(setupCataclysm(parsed.data, players));
  },
  events: cataclysmEvents,
  headlines: cataclysmHeadlines,
  keyTracks,
  roundAndSeat,
  playerRecords: cataclysmPlayerRecords,
  actions: {
    'setup-done': a.setupDone,
    'place-hero': a.placeHero,
    'draw-cataclysm': a.drawCataclysm,
    'choose-quest-counter': a.chooseQuestCounter,
    'end-turn': a.endTurn,
    'attempt-curse': a.attemptCurse,
    'claim-quest': a.claimQuest,
    'curse-result': a.curseResult,
    'market-step': a.marketStep,
    trade: a.trade,
    ...addonActions<CataclysmState>({ ritualsOpen: (state) => state.phase === 'turn' }),
  },
  reduce: reduceCataclysm,
  react: reactCataclysm,
  instruction: instructionCataclysm,
  trackers,
  setTracker,
  withOptions: (state, options) => {
    const parsed = cataclysmOptionsSchema.safeParse(options ?? {});
    return parsed.success ? { ...state, options: parsed.data, addons: addonsWithOptions(state.addons, parsed.data) } : state;
  },
  turnInfo: (state) => ({
    turn: state.round,
    phase: `cataclysm/phase/${['setup', 'starting-towns', 'cataclysm-draw', 'quest-counters'].includes(state.phase) ? 'setup' : state.phase === 'curse-attempt' ? 'turn' : state.phase}`,
  }),
  outcome,
});
