/** The `drunkards-of-catan` ruleset: barrels of alcohol beside a Catan game, with festivals on doubles. */
import type { PromptAction, Ruleset } from '../../engine/ruleset';
import { d6, times } from '../../engine/dice';
import { fail, ok } from '../../engine/result';
import { buildBarrel, drinkBarrel, endGame, giftBarrels, productionRoll, tradeBarrels } from './actions';
import { barrelVictoryPoints, festival } from '../../kits/barrels';
import { RESOURCES } from './data/rules';
import { applyDrunkards, drunkardsOptionsSchema, type DrunkardsOptions, type DrunkardsState } from './state';

export { barrelVictoryPoints, festival, festivalOnRoll, festivalReturn, isFestivalRoll } from '../../kits/barrels';

const PHASE = 'drunkards/play';

export const drunkardsOfCatan: Ruleset<DrunkardsState, DrunkardsOptions> = {
  id: 'drunkards-of-catan',
  version: 1,
  minPlayers: 2,
  maxPlayers: 6,
  optionsSchema: drunkardsOptionsSchema,
  options: [{ key: 'festivals', kind: 'boolean', default: true }],
  setup: (options, players) => {
    const parsed = drunkardsOptionsSchema.safeParse(options ?? {});
    if (!parsed.success) return fail('rules/invalid_options', 'These set-up options are not valid for Drunkards of Catan.');
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
  apply: applyDrunkards,
  react: (state) =>
    state.festivalDue
      ? [{
        type: 'festival',
        data: { shares: festival(state.players.map((p) => ({ playerId: p.id, barrels: p.barrels }))).map((share, i) => ({ ...share, name: state.players[i].name })) },
        cause: 'drunkards/doubles',
      }]
      : [],
  prompt: (state) => {
    const playerChoices = state.players.map((p) => ({ value: p.id, code: 'drunkards/player', params: { name: p.name } }));
    const holders = state.players.filter((p) => p.barrels > 0).map((p) => ({ value: p.id, code: 'drunkards/player', params: { name: p.name } }));
    const actions: PromptAction[] = [
      { type: 'production-roll', code: 'drunkards/production-roll', primary: true, dice: { dice: times(2, d6) }, odds: state.options.festivals ? 1 / 6 : undefined },
      { type: 'build-barrel', code: 'drunkards/build-barrel', fields: [{ name: 'player', kind: 'choice', choices: playerChoices }, { name: 'count', kind: 'number', min: 1, max: 10, default: 1 }] },
    ];
    if (holders.length > 0) {
      const moveFields = [
        { name: 'from', kind: 'choice' as const, choices: holders },
        { name: 'to', kind: 'choice' as const, choices: playerChoices },
        { name: 'count', kind: 'number' as const, min: 1, max: 50, default: 1 },
      ];
      actions.push(
        { type: 'drink-barrel', code: 'drunkards/drink-barrel', fields: [
          { name: 'player', kind: 'choice', choices: holders },
          { name: 'resource', kind: 'choice', choices: RESOURCES.map((r) => ({ value: r, code: `drunkards/resource/${r}` })) },
        ] },
        { type: 'gift-barrels', code: 'drunkards/gift-barrels', fields: moveFields },
        { type: 'trade-barrels', code: 'drunkards/trade-barrels', fields: moveFields },
      );
    }
    actions.push({ type: 'end-game', code: 'drunkards/end-game', fields: [{ name: 'winner', kind: 'choice', choices: playerChoices }] });
    return { phase: PHASE, code: 'drunkards/roll-or-trade', params: { rolls: state.rolls }, actions };
  },
  trackers: (state) =>
    state.players.flatMap((p) => [
      { id: `barrels/${p.id}`, code: 'drunkards/tracker/barrels', params: { name: p.name, vp: barrelVictoryPoints(p.barrels) }, value: p.barrels, min: 0, max: 99 },
      { id: `drinks/${p.id}`, code: 'drunkards/tracker/drinks', params: { name: p.name }, value: p.drinks, min: 0, max: 999 },
    ]),
  setTracker: (state, trackerId, value) => {
    const [kind, id] = trackerId.split('/');
    return {
      ...state,
      players: state.players.map((p) => (p.id !== id ? p : kind === 'barrels' ? { ...p, barrels: value } : kind === 'drinks' ? { ...p, drinks: value } : p)),
    };
  },
  turnInfo: (state) => ({ turn: state.rolls, phase: PHASE }),
  outcome: (state) => (state.winner ? { result: 'ended', code: 'drunkards/won', params: { name: state.players.find((p) => p.id === state.winner)?.name } } : null),
};
