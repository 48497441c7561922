/** The `runebound-cataclysm` ruleset (VA 51): destroyed and cursed towns, curse decks I/II/III, quests, victory points; with the VA 46-49 add-ons. */
import { defineRuleset, type RulesetV2 } from '../../engine/define';
import type { Outcome, Tracker } from '../../engine/ruleset';
import { ok, refuse } from '../../engine/result';
import { addonActions, addonsWithOptions } from '../../kits/runebound-addons';
import * as a from './actions';
import { reactCataclysm, reduceCataclysm } from './apply';
import { cataclysmEvents } from './events';
import { CURSES } from './data/cataclysm';
import { instructionCataclysm } from './prompt';
import { victoryPoints } from './rules';
import { cataclysmOptionsSchema, setupCataclysm, type CataclysmOptions, type CataclysmState, type Phase } from './state';
import { cataclysmManifest } from './manifest';
import { manifestTrack, phaseCode, type PhaseId } from '../manifest';
import { cataclysmPlayerRecords } from './player-records';
import { keyTracks } from './key-tracks';
import { roundAndSeat } from './round-and-seat';

/** Each of the state's phases as the phase of the turn order it belongs to: the set-up's steps show as one, a curse attempt as the turn. */
const TURN_PHASE: Record<Phase, PhaseId<typeof cataclysmManifest>> = {
  setup: 'setup',
  'starting-towns': 'setup',
  'cataclysm-draw': 'setup',
  'quest-counters': 'setup',
  turn: 'turn',
  'curse-attempt': 'turn',
  over: 'over',
};

const VP = manifestTrack(cataclysmManifest, 'vp');
const GOLD = manifestTrack(cataclysmManifest, 'gold');
const LEVEL_ONE = manifestTrack(cataclysmManifest, 'level-one');
const QUESTS = manifestTrack(cataclysmManifest, 'quests');

/** The manifest's tracks with the state's values: each hero's points and gold, each curse deck in play. */
function trackers(state: CataclysmState): Tracker[] {
  return [
    ...state.players.map((p) => ({
      id: `vp-${p.id}`,
      code: VP.code,
      params: { name: p.name },
      value: victoryPoints(state, p.id),
      min: VP.min,
      max: VP.max,
    })),
    ...state.players.map((p) => ({
      id: `gold-${p.id}`,
      code: GOLD.code,
      params: { name: p.name },
      value: state.gold[p.id] ?? 0,
      min: GOLD.min,
      max: GOLD.max,
    })),
    ...CURSES.flatMap((c) => {
      const deck = state.curses[c];
      if (!deck) return [];
      const params = { curse: c, town: deck.town };
      return [
        { id: `level-one-${c}`, code: LEVEL_ONE.code, params, value: deck.levelOne, min: LEVEL_ONE.min, max: LEVEL_ONE.max },
        { id: `quests-${c}`, code: QUESTS.code, params, value: deck.questsRevealed, min: QUESTS.min, max: QUESTS.max },
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
  // Its version (and why it is 2), players and options: the manifest's.
  id: cataclysmManifest.id,
  version: cataclysmManifest.version,
  minPlayers: cataclysmManifest.players.min,
  maxPlayers: cataclysmManifest.players.max,
  optionsSchema: cataclysmOptionsSchema,
  options: cataclysmManifest.options,
  setup: (options, players) => {
    const parsed = cataclysmOptionsSchema.safeParse(options ?? {});
    if (!parsed.success) return refuse('rules/invalid_options', { fields: parsed.error.issues.map((i) => i.path.join('.')).join(', ') });
    const { min, max } = cataclysmManifest.players;
    if (players.length < min || players.length > max) return refuse('rules/player-count', { min, max });
    return ok(setupCataclysm(parsed.data, players));
  },
  events: cataclysmEvents,
  headlines: cataclysmManifest.headlines,
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
    phase: phaseCode(cataclysmManifest, TURN_PHASE[state.phase]),
  }),
  outcome,
});
