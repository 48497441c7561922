/** The `catan-horror` ruleset: Catan Horror v0.3 (seed 002) — knight cards, towns, gates, monsters, combat with odds. */
import { phaseCode } from '../manifest';
import { defineRuleset, type RulesetV2 } from '../../engine/define';
import { refuse, ok } from '../../engine/result';
import monsterData from './data/monsters.json';
import { catanHorrorOptionsSchema, type CatanHorrorOptions, type CatanHorrorState, type MonsterKind } from './state';
import { catanHorrorEvents, reduce } from './events';
import { react } from './react';
import { instruction } from './prompt';
import { notAsked, questionOf } from './rules/when';
import { setTracker, trackers } from './trackers';
import { addTown, begin } from './actions/setup';
import { leaveUnsealed, openGate, placeMonster, rollGateHex, rollGateLocation, rollSetupGate, sealGate } from './actions/gates';
import {
  declareVictory,
  endActions,
  endCombat,
  endTurn,
  monsterMoved,
  movementDone,
  rollMadTurns,
  rollMonsterMovement,
  rollProduction,
} from './actions/turn';
import { allocateSquadDiceAction, foeStrike, hideCheck, knightsAttack, squadAttack } from './actions/combat';
import { attackGate, colonize, formSquad, harvest, joinSquad, militia, recruit, rest } from './actions/knights';
import { findMonster, hide, move, unhide } from './actions/moves';
import { calm, raze, repair } from './actions/town-work';
import { buyClue, spendClueForAction } from './actions/trophies';
import { buildWalls, makeGeneral, promote, renameKnight, setFortress, upgradeTown } from './actions/builds';
import { libraryRemove, librarySet } from './actions/library';
import { chooseGateHex, madBuildAdd, madBuildStart, madRerollGate, madTownTo } from './actions/mad';
import { buildBarrels, drinkBarrel, giftBarrels, tradeBarrels } from './actions/barrels';
import { invasionHideCheck, respondToMonster } from './actions/invasion';
import { applyMadness, harmKnight } from './actions/harm';
import { catanHorrorManifest } from './manifest';
import { catanHorrorPlayerRecords } from './player-records';
import { keyTracks } from './key-tracks';
import { roundAndSeat } from './round-and-seat';

/** The default monster library (Arkham Horror base-game cup), as shipped in `data/monsters.json`. */
export const DEFAULT_LIBRARY: readonly MonsterKind[] = monsterData.monsters as MonsterKind[];

export const catanHorror: RulesetV2<CatanHorrorState, CatanHorrorOptions, typeof catanHorrorEvents.schemas> = defineRuleset({
  // Its version (and why it is 4), players and options: the manifest's.
  id: catanHorrorManifest.id,
  version: catanHorrorManifest.version,
  minPlayers: catanHorrorManifest.players.min,
  maxPlayers: catanHorrorManifest.players.max,
  optionsSchema: catanHorrorOptionsSchema,
  options: catanHorrorManifest.options,
  events: catanHorrorEvents,
  keyTracks,
  roundAndSeat,
  headlines: catanHorrorManifest.headlines,
  playerRecords: catanHorrorPlayerRecords,
  setup: (raw, players) => {
    const parsed = catanHorrorOptionsSchema.safeParse(raw ?? {});
    if (!parsed.success) return refuse('rules/invalid_options', { fields: parsed.error.issues.map((i) => i.path.join('.')).join(', ') });
    if (players.length < catanHorrorManifest.players.min) return refuse('rules/too_few_players', { min: catanHorrorManifest.players.min });
    const state: CatanHorrorState = {
      options: parsed.data,
      players: players.map((p) => ({ id: p.id, name: p.name, mad: false, dead: false, trophies: [], clues: 0, hasFortress: false })),
      knights: [],
      squads: [],
      towns: [],
      gates: [],
      monsters: [],
      library: DEFAULT_LIBRARY.map((k) => ({ ...k, notes: [...k.notes] })),
      phase: 'setup',
      turn: 0,
      current: 0,
      actionsLeft: 3,
      pending: [],
      recruits: [],
      recruitedFrom: [],
      struck: [],
      attacked: [],
      hideChecked: [],
      lastRoll: null,
      winner: null,
    };
    return ok(state);
  },
  // In the order the prompt lists them: the questions the table must answer first, set-up, the
  // steps of the turn (what must be settled, the step's main action, the knight actions), builds, barrels.
  actions: {
    'roll-setup-gate': rollSetupGate,
    'roll-gate-location': rollGateLocation,
    'choose-gate-hex': chooseGateHex,
    'roll-gate-hex': rollGateHex,
    'open-gate': openGate,
    'mad-reroll-gate': madRerollGate,
    'place-monster': placeMonster,
    'seal-gate': sealGate,
    'leave-unsealed': leaveUnsealed,
    'respond-to-monster': respondToMonster,
    'invasion-hide-check': invasionHideCheck,
    'allocate-squad-dice': allocateSquadDiceAction,
    'monster-moved': monsterMoved,
    'movement-done': movementDone,
    begin,
    'add-town': addTown,
    'hide-check': hideCheck,
    'foe-strike': foeStrike,
    'end-combat': endCombat,
    'roll-production': rollProduction,
    'end-actions': endActions,
    'knights-attack': knightsAttack,
    'squad-attack': squadAttack,
    move,
    'find-monster': findMonster,
    hide,
    unhide,
    'attack-gate': attackGate,
    calm,
    repair,
    raze,
    recruit,
    harvest,
    rest,
    'form-squad': formSquad,
    'join-squad': joinSquad,
    colonize,
    militia,
    'spend-clue-for-action': spendClueForAction,
    'roll-monster-movement': rollMonsterMovement,
    'roll-mad-towns': rollMadTurns,
    'end-turn': endTurn,
    promote,
    'buy-clue': buyClue,
    'upgrade-town': upgradeTown,
    'build-walls': buildWalls,
    'make-general': makeGeneral,
    'mad-town-to': madTownTo,
    'mad-build-start': madBuildStart,
    'mad-build-add': madBuildAdd,
    'set-fortress': setFortress,
    'declare-victory': declareVictory,
    'build-barrels': buildBarrels,
    'trade-barrels': tradeBarrels,
    'gift-barrels': giftBarrels,
    'drink-barrel': drinkBarrel,
    'apply-madness': applyMadness,
    // Sent by the board only (knight cards, the monster library).
    'rename-knight': renameKnight,
    'harm-knight': harmKnight,
    'library-set': librarySet,
    'library-remove': libraryRemove,
  },
  reduce,
  react,
  // The step an action's `phases` name: the prompt asks only the actions of the state's step.
  phaseOf: (state) => state.phase,
  // The question an answer needs (`asks`): the prompt does not ask the other answers.
  questions: { of: questionOf, notAsked },
  instruction,
  trackers,
  setTracker,
  withOptions: (state, opts) => ({ ...state, options: opts }),
  turnInfo: (state) => ({ turn: state.turn, phase: phaseCode(catanHorrorManifest, state.phase) }),
  outcome: (state) => {
    if (!state.winner) return null;
    const result = state.winner.code === 'sole-winner' || state.winner.code === 'catan-freed' ? 'won' : 'lost';
    return {
      result,
      code: `catan-horror/outcome/${state.winner.code}`,
      params: { player: state.players.find((p) => p.id === state.winner?.player)?.name ?? '' },
    };
  },
});
