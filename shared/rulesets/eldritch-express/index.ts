/** The `eldritch-express` ruleset: Eldritch Express (seed 003) — omen clock, doom and elder signs, six regions, action dice and tasks. */
import type { Tracker } from '../../engine/ruleset';
import { defineRuleset, type RulesetV2 } from '../../engine/define';
import { ok } from '../../engine/result';
import { CLUE_TOKENS, REGIONS } from './data/world';
import { eldritchEvents } from './events';
import { reduce } from './reduce';
import { react } from './react';
import { instruction, phaseOf } from './prompt';
import { gameEnd } from './rules';
import { eldritchOptionsSchema, freshDecks, type EldritchOptions, type EldritchState } from './state';
import { draw, pick, place, chooseInvestigator, fly, destroyMonster, discardItems } from './actions/pending';
import { rollSetup } from './actions/setup';
import { returnFromLost, exchange, hide, assign } from './actions/upkeep';
import { fight } from './actions/fight';
import { rollActionDice, setAside, modifyDice, confirmDice, feedRumor } from './actions/dice';
import { resolveThreats, resolveEncounter, rest, move, ship } from './actions/steps';
import { advanceOmen } from './actions/omen';
import { usePossession } from './actions/possessions';
import { manifestTrack } from '../manifest';
import { eldritchManifest } from './manifest';
import { eldritchPlayerRecords } from './player-records';
import { keyTracks } from './key-tracks';
import { roundAndSeat } from './round-and-seat';

export type { EldritchState, EldritchOptions } from './state';

export const eldritchExpress: RulesetV2<EldritchState, EldritchOptions, typeof eldritchEvents.schemas> = defineRuleset({
  // Its version (and why it is 2), players and options: the manifest's.
  id: eldritchManifest.id,
  version: eldritchManifest.version,
  minPlayers: eldritchManifest.players.min,
  maxPlayers: eldritchManifest.players.max,
  optionsSchema: eldritchOptionsSchema,
  options: eldritchManifest.options,
  events: eldritchEvents,
  keyTracks,
  roundAndSeat,
  headlines: eldritchManifest.headlines,
  playerRecords: eldritchPlayerRecords,
  setup: (options, players) =>
    ok({
      options,
      stage: 'setup',
      seats: players.map((p) => ({ player: { id: p.id, name: p.name }, investigator: null })),
      ancientOne: null,
      doomStart: 0,
      doom: 0,
      elderSign: 0,
      omen: 0,
      lastOmen: null,
      regions: REGIONS.map((r) => ({ id: r.id, gate: null, monsters: [], clues: 0, defeated: [] })),
      expedition: null,
      mystery: null,
      rumor: null,
      clueSupply: CLUE_TOKENS,
      decks: freshDecks(),
      retired: [],
      firstSeat: 0,
      current: 0,
      turn: 0,
      turnState: null,
      pending: [],
      lastRoll: null,
      outcome: null,
    }),
  // In the order the prompt lists them (each is offered only while available).
  actions: {
    'roll-setup': rollSetup,
    draw,
    pick,
    place,
    'choose-investigator': chooseInvestigator,
    fly,
    'destroy-monster': destroyMonster,
    'discard-items': discardItems,
    'return-from-lost': returnFromLost,
    assign,
    hide,
    exchange,
    fight,
    'roll-action-dice': rollActionDice,
    'feed-rumor': feedRumor,
    'set-aside': setAside,
    'confirm-dice': confirmDice,
    'modify-dice': modifyDice,
    'resolve-threats': resolveThreats,
    'resolve-encounter': resolveEncounter,
    rest,
    move,
    ship,
    'advance-omen': advanceOmen,
    'use-possession': usePossession,
  },
  reduce,
  react,
  instruction,
  trackers,
  setTracker,
  // House rules may change mid-campaign; the Ancient One stays the one that awoke at set-up.
  withOptions: (state, options) => ({
    ...state,
    options: { ...options, ancientOne: state.ancientOne ? state.options.ancientOne : options.ancientOne },
  }),
  turnInfo: (state) => ({ turn: state.turn, phase: phaseOf(state) }),
  outcome: (state) => {
    const end = gameEnd(state);
    return end ? { result: end.result, code: `eldritch-express/outcome/${end.code}` } : null;
  },
});

/** The manifest's tracks, by id. */
const TRACK = Object.fromEntries(eldritchManifest.tracks.map((t) => [t.id, manifestTrack(eldritchManifest, t.id)]));

/** A tracker of a manifest track: its code and range, its top given where the state decides it (the doom start, an investigator's card). */
function tracker(track: string, id: string, value: number, max = TRACK[track].max, params?: Record<string, unknown>): Tracker {
  const { code, min } = TRACK[track];
  return { id, code, ...(params ? { params } : {}), value, min, max };
}

function trackers(state: EldritchState): Tracker[] {
  const list: Tracker[] = [];
  if (state.ancientOne) {
    list.push(
      tracker('doom', 'doom', state.doom, state.doomStart),
      tracker('elder-sign', 'elder-sign', state.elderSign, state.doomStart),
      tracker('omen', 'omen', state.omen),
    );
  }
  if (state.rumor)
    list.push(
      tracker('rumor-track', 'rumor-track', state.rumor.track, state.doomStart),
      tracker('rumor-clues', 'rumor-clues', state.rumor.clues),
    );
  state.seats.forEach((seat, i) => {
    const inv = seat.investigator;
    if (!inv) return;
    const params = { name: seat.player.name, investigator: inv.key };
    list.push(
      tracker('health', `health-${i}`, inv.health, inv.maxHealth, params),
      tracker('sanity', `sanity-${i}`, inv.sanity, inv.maxSanity, params),
      tracker('clues', `clues-${i}`, inv.clues, undefined, params),
    );
  });
  for (const region of state.regions)
    list.push(tracker('region-clues', `region-clues-${region.id}`, region.clues, undefined, { region: region.id }));
  return list;
}

function setTracker(state: EldritchState, trackerId: string, value: number): EldritchState {
  switch (trackerId) {
    case 'doom':
      return { ...state, doom: value };
    case 'elder-sign':
      return { ...state, elderSign: value };
    case 'omen':
      return { ...state, omen: value };
    case 'rumor-track':
      return state.rumor ? { ...state, rumor: { ...state.rumor, track: value } } : state;
    case 'rumor-clues':
      return state.rumor ? { ...state, rumor: { ...state.rumor, clues: value } } : state;
  }
  const match = /^(health|sanity|clues|region-clues)-(\d+)$/.exec(trackerId);
  if (!match) return state;
  const n = Number(match[2]);
  if (match[1] === 'region-clues') return { ...state, regions: state.regions.map((r, k) => (k === n - 1 ? { ...r, clues: value } : r)) };
  const inv = state.seats[n]?.investigator;
  if (!inv) return state;
  const field = match[1] as 'health' | 'sanity' | 'clues';
  return { ...state, seats: state.seats.map((seat, k) => (k === n ? { ...seat, investigator: { ...inv, [field]: value } } : seat)) };
}
