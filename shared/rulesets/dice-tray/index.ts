/** The `dice-tray` ruleset ("free play"): any dice, any counters — a tool for any game. The worked example of engine v2. */
import { defineRuleset, type RulesetV2 } from '../../engine/define';
import { ok } from '../../engine/result';
import { addCounter, changeCounter, removeCounter, roll } from './actions';
import { diceTrayEvents } from './events';
import { reduce, setCounter } from './reduce';
import { liveCounters } from './rules/counters';
import { diceTrayOptionsSchema, type DiceTrayOptions, type DiceTrayState } from './state';
import { phaseCode } from '../manifest';
import { diceTrayManifest } from './manifest';

const PHASE = phaseCode(diceTrayManifest, 'free-play');

export const diceTray: RulesetV2<DiceTrayState, DiceTrayOptions, typeof diceTrayEvents.schemas> = defineRuleset({
  id: diceTrayManifest.id,
  version: diceTrayManifest.version,
  minPlayers: diceTrayManifest.players.min,
  maxPlayers: diceTrayManifest.players.max,
  optionsSchema: diceTrayOptionsSchema,
  options: diceTrayManifest.options,
  events: diceTrayEvents,
  headlines: diceTrayManifest.headlines,
  setup: (options, players) => ok({ options, players: [...players], counters: [], nextCounter: 1, rollCount: 0, lastRoll: null }),
  actions: { roll, 'add-counter': addCounter, 'change-counter': changeCounter, 'remove-counter': removeCounter },
  reduce,
  instruction: () => ({ phase: PHASE, code: 'dice-tray/roll-or-count' }),
  trackers: (state) =>
    liveCounters(state).map((c) => ({
      id: c.id,
      code: 'dice-tray/counter',
      params: { name: c.name },
      value: c.value,
      min: c.min,
      max: c.max,
    })),
  setTracker: setCounter,
  turnInfo: (state) => ({ turn: state.rollCount, phase: PHASE }),
});
