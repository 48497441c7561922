/** The `advanced-runebound` ruleset: the doom track, travel hazards, first-turn dice, the harder rules and the Endgame. */
import type { Tracker } from '../../engine/ruleset';
import { defineRuleset, type RulesetV2 } from '../../engine/define';
import { ok, refuse } from '../../engine/result';
import { COLOURS, DOOM_COUNTERS_TO_ENDGAME, SETUP_CARD_COLOUR, type Colour } from './data/tables';
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
import { MAX_GOLD } from './rules/gold';
import { react } from './react';
import { advancedRuneboundOptionsSchema, type AdvancedRuneboundOptions, type AdvancedRuneboundState, type Hero } from './state';
import { advancedRuneboundHeadlines } from './headlines';
import { keyTracks } from './key-tracks';
import { roundAndSeat } from './round-and-seat';
import { advancedRuneboundPlayerRecords } from './player-records';

const HERO_TRACKERS = {
  level: { max: 99 },
  gold: { max: MAX_GOLD },
  experience: { max: 99 },
  red: { max: 9 },
} as const;
type HeroTracker = keyof typeof HERO_TRACKERS;
const HERO_FIELD: Record<HeroTracker, keyof Pick<Hero, 'level' | 'gold' | 'experience' | 'redChallenges'>> = {
  level: 'level',
  gold: 'gold',
  experience: 'experience',
  red: 'redChallenges',
};

export const advancedRunebound: RulesetV2<AdvancedRuneboundState, AdvancedRuneboundOptions, typeof advancedRuneboundEvents.schemas> =
  defineRuleset({
    id: 'advanced-runebound',
    /**
     * 2: gold counted by the table as game events, red-challenge rewards in the Endgame (version-1 events replay unchanged).
     * 3 (issue 29): a travel hazard is checked, and market healing bought, only for the hero whose turn it is; a check or
     * a healing versions 1-2 took for another hero replays as recorded (that hazard is played out as it stands).
     */
    version: 3,
    minPlayers: 1,
    maxPlayers: 6,
    optionsSchema: advancedRuneboundOptionsSchema,
    events: advancedRuneboundEvents,
    headlines: advancedRuneboundHeadlines,
    playerRecords: advancedRuneboundPlayerRecords,
    keyTracks,
    roundAndSeat,
    options: [{ key: 'soloThreeCards', kind: 'boolean', default: false, houseRule: true, ruling: 'rulings.md › Advanced Runebound' }],
    setup: (options, players) => {
      if (players.length < 1 || players.length > 6) return refuse('setup/player_count', { min: 1, max: 6 });
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
      if (state.phase === 'play') {
        trackers.push({
          id: 'doom-counters',
          code: 'advanced-runebound/tracker/doom-counters',
          value: state.doomCounters,
          min: 0,
          max: DOOM_COUNTERS_TO_ENDGAME - 1,
        });
      }
      for (const hero of state.heroes) {
        for (const key of Object.keys(HERO_TRACKERS) as HeroTracker[]) {
          trackers.push({
            id: `${key}:${hero.id}`,
            code: `advanced-runebound/tracker/${key}`,
            params: { name: hero.name },
            value: hero[HERO_FIELD[key]],
            min: 0,
            max: Math.max(HERO_TRACKERS[key].max, hero[HERO_FIELD[key]]),
          });
        }
      }
      for (const colour of COLOURS) {
        trackers.push({
          id: `discards:${colour}`,
          code: 'advanced-runebound/tracker/discards',
          params: { colour },
          value: state.discards[colour],
          min: 0,
          max: Math.max(99, state.discards[colour]),
        });
      }
      return trackers;
    },
    setTracker: (state, trackerId, value) => {
      if (trackerId === 'doom-counters') return { ...state, doomCounters: value };
      const [key, id] = trackerId.split(':');
      if (key === 'discards') return { ...state, discards: { ...state.discards, [id]: value } };
      if (key in HERO_FIELD) {
        const field = HERO_FIELD[key as HeroTracker];
        return { ...state, heroes: state.heroes.map((h) => (h.id === id ? { ...h, [field]: value } : h)) };
      }
      return state;
    },
    withOptions: (state, options) => ({ ...state, options: advancedRuneboundOptionsSchema.parse(options ?? {}) }),
    turnInfo: (state) => ({
      turn: state.round,
      phase: `advanced-runebound/phase/${state.phase === 'endgame-order' ? 'endgame' : state.phase}`,
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
