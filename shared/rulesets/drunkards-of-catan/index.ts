/** The `drunkards-of-catan` ruleset: barrels of alcohol beside a Catan game, with festivals on doubles. */
import { defineRuleset, type RulesetV2 } from '../../engine/define';
import { ok, refuse } from '../../engine/result';
import { buildBarrel, drinkBarrel, endGame, giftBarrels, productionRoll, tradeBarrels } from './actions';
import { barrelVictoryPoints, festival } from '../../kits/barrels';
import { drunkardsEvents } from './events';
import { reduce } from './reduce';
import { drunkardsOptionsSchema, type DrunkardsOptions, type DrunkardsState } from './state';
import { drunkardsManifest } from './manifest';
import { manifestTrack, phaseCode } from '../manifest';
import { keyTracks } from './key-tracks';
import { drunkardsPlayerRecords } from './player-records';

export { barrelVictoryPoints, festival, festivalOnRoll, festivalReturn, isFestivalRoll } from '../../kits/barrels';

const PHASE = phaseCode(drunkardsManifest, 'play');
const BARRELS = manifestTrack(drunkardsManifest, 'barrels');
const DRINKS = manifestTrack(drunkardsManifest, 'drinks');

export const drunkardsOfCatan: RulesetV2<DrunkardsState, DrunkardsOptions, typeof drunkardsEvents.schemas> = defineRuleset({
  id: drunkardsManifest.id,
  version: drunkardsManifest.version,
  minPlayers: drunkardsManifest.players.min,
  maxPlayers: drunkardsManifest.players.max,
  optionsSchema: drunkardsOptionsSchema,
  options: drunkardsManifest.options,
  events: drunkardsEvents,
  headlines: drunkardsManifest.headlines,
  playerRecords: drunkardsPlayerRecords,
  keyTracks,
  setup: (options, players) => {
    const parsed = drunkardsOptionsSchema.safeParse(options ?? {});
    if (!parsed.success) return refuse('rules/invalid_options');
    return ok({
      options: parsed.data,
      players: players.map((p) => ({ id: p.id, name: p.name, barrels: 0, drinks: 0 })),
      rolls: 0,
      lastRoll: null,
      festivalDue: false,
      festivals: 0,
      lastFestival: null,
      winner: null,
    });
  },
  withOptions: (state, options) => {
    const parsed = drunkardsOptionsSchema.safeParse(options ?? {});
    return parsed.success ? { ...state, options: parsed.data } : state;
  },
  actions: {
    'production-roll': productionRoll,
    'build-barrel': buildBarrel,
    'trade-barrels': tradeBarrels,
    'gift-barrels': giftBarrels,
    'drink-barrel': drinkBarrel,
    'end-game': endGame,
  },
  reduce,
  react: (state) =>
    state.festivalDue
      ? [
          {
            type: 'festival' as const,
            data: {
              shares: festival(state.players.map((p) => ({ playerId: p.id, barrels: p.barrels }))).map((share, i) => ({
                ...share,
                name: state.players[i].name,
              })),
            },
            cause: 'drunkards/doubles',
          },
        ]
      : [],
  instruction: (state) => ({ phase: PHASE, code: 'drunkards/roll-or-trade', params: { rolls: state.rolls } }),
  trackers: (state) =>
    state.players.flatMap((p) => [
      {
        id: `${BARRELS.id}/${p.id}`,
        code: BARRELS.code,
        params: { name: p.name, vp: barrelVictoryPoints(p.barrels) },
        value: p.barrels,
        min: BARRELS.min,
        max: BARRELS.max,
      },
      { id: `${DRINKS.id}/${p.id}`, code: DRINKS.code, params: { name: p.name }, value: p.drinks, min: DRINKS.min, max: DRINKS.max },
    ]),
  setTracker: (state, trackerId, value) => {
    const [kind, id] = trackerId.split('/');
    return {
      ...state,
      players: state.players.map((p) =>
        p.id !== id ? p : kind === 'barrels' ? { ...p, barrels: value } : kind === 'drinks' ? { ...p, drinks: value } : p,
      ),
    };
  },
  turnInfo: (state) => ({ turn: state.rolls, phase: PHASE }),
  outcome: (state) =>
    state.winner
      ? { result: 'ended', code: 'drunkards/won', params: { name: state.players.find((p) => p.id === state.winner)?.name } }
      : null,
});
