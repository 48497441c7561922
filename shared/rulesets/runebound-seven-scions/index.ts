/** The `runebound-seven-scions` ruleset (VA 50): storm counter and storm cards, scions, the Stormlord endgame; with the VA 46-49 add-ons. */
import { defineRuleset, type RulesetV2 } from '../../engine/define';
import type { Outcome, Tracker } from '../../engine/ruleset';
import { ok, refuse } from '../../engine/result';
import { addonActions, addonsWithOptions } from '../../kits/runebound-addons';
import { STORM_COLOURS, STORM_TOP } from './data/seven-scions';
import { reactSevenScions, reduceSevenScions } from './apply';
import * as endgame from './endgame-actions';
import { sevenScionsEvents } from './events';
import { instructionSevenScions } from './prompt';
import { setupSevenScions, sevenScionsOptionsSchema, type Phase, type SevenScionsOptions, type SevenScionsState } from './state';
import * as turn from './turn-actions';
import { sevenScionsManifest } from './manifest';
import { phaseCode, type PhaseId } from '../manifest';
import { sevenScionsPlayerRecords } from './player-records';
import { keyTracks } from './key-tracks';
import { roundAndSeat } from './round-and-seat';

/** Each of the state's phases as the phase of the turn order it belongs to: the scions' event and the Endgame's steps show as one. */
const TURN_PHASE: Record<Phase, PhaseId<typeof sevenScionsManifest>> = {
  setup: 'setup',
  turn: 'turn',
  storm: 'storm',
  'event-scions': 'event',
  'endgame-prepare': 'endgame',
  'endgame-shuffle': 'endgame',
  'endgame-fight': 'endgame',
  over: 'over',
};

/** The manifest's tracks with the state's values (the storm's position capped at the top of its track). */
function trackers(state: SevenScionsState): Tracker[] {
  const value = (id: string): number =>
    id === 'storm-position'
      ? Math.min(state.storm.position, STORM_TOP)
      : id === 'stormlords'
        ? state.stormlords
        : state.stormDeck[STORM_COLOURS.find((c) => id === `storm-${c}`)!];
  return sevenScionsManifest.tracks.map(({ id, code, min, max }) => ({ id, code, value: value(id), min, max }));
}

function setTracker(state: SevenScionsState, id: string, value: number): SevenScionsState {
  if (id === 'storm-position') return { ...state, storm: { ...state.storm, position: value } };
  if (id === 'stormlords') return { ...state, stormlords: value };
  const colour = STORM_COLOURS.find((c) => id === `storm-${c}`);
  return colour ? { ...state, stormDeck: { ...state.stormDeck, [colour]: value } } : state;
}

function outcome(state: SevenScionsState): Outcome | null {
  const result = state.endgame?.result;
  if (!result) return null;
  const names = result.winners.map((id) => state.players.find((p) => p.id === id)?.name ?? id).join(', ');
  if (result.code === 'coop-lost') return { result: 'lost', code: 'seven-scions/outcome/coop-lost' };
  return { result: 'won', code: `seven-scions/outcome/${result.code}`, params: { names } };
}

export const runeboundSevenScions: RulesetV2<SevenScionsState, SevenScionsOptions, typeof sevenScionsEvents.schemas> = defineRuleset({
  // Its version (and why it is 2), players and options: the manifest's.
  id: sevenScionsManifest.id,
  version: sevenScionsManifest.version,
  minPlayers: sevenScionsManifest.players.min,
  maxPlayers: sevenScionsManifest.players.max,
  optionsSchema: sevenScionsOptionsSchema,
  options: sevenScionsManifest.options,
  setup: (options, players) => {
    const parsed = sevenScionsOptionsSchema.safeParse(options ?? {});
    if (!parsed.success) return refuse('rules/invalid_options', { fields: parsed.error.issues.map((i) => i.path.join('.')).join(', ') });
    const { min, max } = sevenScionsManifest.players;
    if (players.length < min || players.length > max) return refuse('rules/player-count', { min, max });
    return ok(setupSevenScions(parsed.data, players));
  },
  events: sevenScionsEvents,
  headlines: sevenScionsManifest.headlines,
  keyTracks,
  roundAndSeat,
  playerRecords: sevenScionsPlayerRecords,
  actions: {
    'setup-done': turn.setupDone,
    'storm-step': turn.stormStep,
    'resolve-storm-card': turn.resolveStormCard,
    'end-turn': turn.endTurn,
    'event-drawn': turn.eventDrawn,
    'take-scion-counter': turn.takeScionCounter,
    'pass-scion-counter': turn.passScionCounter,
    'awaken-scion': turn.awakenScion,
    'use-scion-counter': turn.useScionCounter,
    'face-stormlords': endgame.faceStormlords,
    'set-hero-level': endgame.setHeroLevel,
    'shuffle-stormlords': endgame.shuffleStormlords,
    'stormlord-defeated': endgame.stormlordDefeated,
    'hero-knocked-out': endgame.heroKnockedOut,
    'heroes-knocked-out': endgame.heroesKnockedOut,
    'record-combat-values': endgame.recordCombatValues,
    'scion-lost': turn.scionLost,
    ...addonActions<SevenScionsState>({ ritualsOpen: (state) => state.phase === 'turn' || state.phase === 'storm' }),
  },
  reduce: reduceSevenScions,
  react: reactSevenScions,
  instruction: instructionSevenScions,
  trackers,
  setTracker,
  withOptions: (state, options) => {
    const parsed = sevenScionsOptionsSchema.safeParse(options ?? {});
    return parsed.success ? { ...state, options: parsed.data, addons: addonsWithOptions(state.addons, parsed.data) } : state;
  },
  turnInfo: (state) => ({
    turn: state.round,
    phase: phaseCode(sevenScionsManifest, TURN_PHASE[state.phase]),
  }),
  outcome,
});
