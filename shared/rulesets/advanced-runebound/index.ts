/** The `advanced-runebound` ruleset: the doom track, travel hazards, first-turn dice, the harder rules and the Endgame. */
import type { Tracker } from '../../engine/ruleset';
import { defineRuleset, type RulesetV2 } from '../../engine/define';
import { ok, refuse } from '../../engine/result';
import { COLOURS, SETUP_CARD_COLOUR, type Colour } from './data/tables';
import {
  buyExperience,
  buyHealing,
  correctCard,
  drawEvent,
  endTurn,
  finishKnockout,
  gainExperience,
  goldCounted,
  keepRedChallenge,
  knockedOut,
  placeCard,
  reshuffleDiscards,
} from './actions-play';
import { checkHazard, hazardNumber, resolveHazard } from './actions-hazard';
import { confrontation, setEndgameOrder } from './actions-endgame';
import { reduce } from './apply';
import { advancedRuneboundEvents } from './events';
import { instruction } from './prompt';
import { react } from './react';
import { advancedRuneboundOptionsSchema, type AdvancedRuneboundOptions, type AdvancedRuneboundState, type Hero } from './state';
import { manifestTrack, phaseCode } from '../manifest';
import { advancedRuneboundManifest } from './manifest';
import { keyTracks } from './key-tracks';
import { roundAndSeat } from './round-and-seat';
import { advancedRuneboundPlayerRecords } from './player-records';

const DOOM = manifestTrack(advancedRuneboundManifest, 'doom-counters');
const DISCARDS = manifestTrack(advancedRuneboundManifest, 'discards');
/** Each hero's tracks (the manifest's), by the field they show. */
const HERO_FIELD = { level: 'level', gold: 'gold', experience: 'experience', red: 'redChallenges' } as const satisfies Record<
  string,
  keyof Pick<Hero, 'level' | 'gold' | 'experience' | 'redChallenges'>
>;
type HeroTracker = keyof typeof HERO_FIELD;
const HERO_TRACKS = (Object.keys(HERO_FIELD) as HeroTracker[]).map((key) => manifestTrack(advancedRuneboundManifest, key));

export const advancedRunebound: RulesetV2<AdvancedRuneboundState, AdvancedRuneboundOptions, typeof advancedRuneboundEvents.schemas> =
  defineRuleset({
    // Its version (and why it is 3), players and options: the manifest's.
    id: advancedRuneboundManifest.id,
    version: advancedRuneboundManifest.version,
    minPlayers: advancedRuneboundManifest.players.min,
    maxPlayers: advancedRuneboundManifest.players.max,
    optionsSchema: advancedRuneboundOptionsSchema,
    events: advancedRuneboundEvents,
    headlines: advancedRuneboundManifest.headlines,
    playerRecords: advancedRuneboundPlayerRecords,
    keyTracks,
    roundAndSeat,
    options: advancedRuneboundManifest.options,
    setup: (options, players) => {
      const { min, max } = advancedRuneboundManifest.players;
      if (players.length < min || players.length > max) return refuse('setup/player_count', { min, max });
      const parsed = advancedRuneboundOptionsSchema.safeParse(options ?? {});
      if (!parsed.success) return refuse('setup/invalid_options', { fields: parsed.error.issues.map((i) => i.path.join('.')).join(', ') });
      return ok({
        options: parsed.data,
        heroes: players.map((p) => ({ id: p.id, name: p.name, level: 0, gold: 0, experience: 0, redChallenges: 0, counters: [] })),
        phase: 'play',
        round: 1,
        seat: 0,
        track: [SETUP_CARD_COLOUR],
        doomCounters: 0,
        discards: Object.fromEntries(COLOURS.map((c) => [c, 0])) as Record<Colour, number>,
        eventInPlay: null,
        hazard: null,
        knockout: null,
        lastPlacedSpace: 1,
        lastHazardSpace: null,
        endgame: null,
        outcome: null,
      });
    },
    // In the order the prompt lists them: what the table must settle first, the Endgame, then the turn's actions.
    actions: {
      'finish-knockout': finishKnockout,
      'hazard-number': hazardNumber,
      'resolve-hazard': resolveHazard,
      'set-endgame-order': setEndgameOrder,
      confrontation,
      'place-card': placeCard,
      'check-hazard': checkHazard,
      'draw-event': drawEvent,
      'end-turn': endTurn,
      'gain-experience': gainExperience,
      'buy-experience': buyExperience,
      'buy-healing': buyHealing,
      'gold-counted': goldCounted,
      'keep-red-challenge': keepRedChallenge,
      'knocked-out': knockedOut,
      'reshuffle-discards': reshuffleDiscards,
      'correct-card': correctCard,
    },
    reduce,
    react,
    instruction,
    trackers: (state) => {
      const trackers: Tracker[] = [];
      if (state.phase === 'play') trackers.push({ id: DOOM.id, code: DOOM.code, value: state.doomCounters, min: DOOM.min, max: DOOM.max });
      for (const hero of state.heroes) {
        for (const track of HERO_TRACKS) {
          const value = hero[HERO_FIELD[track.id as HeroTracker]];
          trackers.push({
            id: `${track.id}:${hero.id}`,
            code: track.code,
            params: { name: hero.name },
            value,
            min: track.min,
            max: Math.max(track.max, value),
          });
        }
      }
      for (const colour of COLOURS) {
        const value = state.discards[colour];
        trackers.push({
          id: `${DISCARDS.id}:${colour}`,
          code: DISCARDS.code,
          params: { colour },
          value,
          min: DISCARDS.min,
          max: Math.max(DISCARDS.max, value),
        });
      }
      return trackers;
    },
    setTracker: (state, trackerId, value) => {
      if (trackerId === DOOM.id) return { ...state, doomCounters: value };
      const [key, id] = trackerId.split(':');
      if (key === DISCARDS.id) return { ...state, discards: { ...state.discards, [id]: value } };
      if (key in HERO_FIELD) {
        const field = HERO_FIELD[key as HeroTracker];
        return { ...state, heroes: state.heroes.map((h) => (h.id === id ? { ...h, [field]: value } : h)) };
      }
      return state;
    },
    withOptions: (state, options) => ({ ...state, options: advancedRuneboundOptionsSchema.parse(options ?? {}) }),
    turnInfo: (state) => ({
      turn: state.round,
      phase: phaseCode(advancedRuneboundManifest, state.phase === 'endgame-order' ? 'endgame' : state.phase),
    }),
    outcome: (state) => {
      if (!state.outcome) return null;
      const names = state.outcome.winners.map((id) => state.heroes.find((h) => h.id === id)?.name ?? id);
      return {
        result: state.outcome.how === 'solo-eliminated' ? 'lost' : 'won',
        code: `advanced-runebound/outcome/${state.outcome.how}`,
        params: { names, count: names.length, hero: state.heroes[0].name },
      };
    },
  });
