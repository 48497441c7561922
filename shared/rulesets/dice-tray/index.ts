/** The `dice-tray` ruleset ("free play"): any dice, any counters — a tool for any game. */
import type { Ruleset } from '../../engine/ruleset';
import { ok } from '../../engine/result';
import { addCounter, changeCounter, removeCounter, roll, DIE_KINDS } from './actions';
import { diceTrayOptionsSchema, type DiceTrayOptions, type DiceTrayState } from './state';

export const diceTray: Ruleset<DiceTrayState, DiceTrayOptions> = {
  id: 'dice-tray',
  version: 1,
  minPlayers: 0,
  maxPlayers: 8,
  optionsSchema: diceTrayOptionsSchema,
  options: [],
  setup: (options, players) =>
    ok({ options, players: [...players], counters: [], nextCounter: 1, rollCount: 0, lastRoll: null }),
  actions: { roll, 'add-counter': addCounter, 'change-counter': changeCounter, 'remove-counter': removeCounter },
  apply: (state, event) => {
    const d = event.data as Record<string, any>;
    switch (event.type) {
      case 'rolled':
        return { ...state, rollCount: state.rollCount + 1, lastRoll: { notation: d.notation, values: d.values, total: d.total } };
      case 'counter-added':
        return {
          ...state,
          nextCounter: state.nextCounter + 1,
          counters: [...state.counters, { id: d.counterId, name: d.name, min: d.min, max: d.max, value: d.value, retired: false }],
        };
      case 'counter-changed':
        return setCounter(state, d.counterId, d.to);
      case 'counter-removed':
        return { ...state, counters: state.counters.map((c) => (c.id === d.counterId ? { ...c, retired: true } : c)) };
      default:
        return state;
    }
  },
  prompt: (state) => ({
    phase: 'dice-tray/free-play',
    code: 'dice-tray/roll-or-count',
    actions: [
      { type: 'roll', code: 'dice-tray/roll', primary: true, rolls: true, payload: { count: 1 },
        fields: [
          { name: 'count', kind: 'number', min: 1, max: 30, default: 2 },
          { name: 'die', kind: 'choice', default: 'd6', choices: DIE_KINDS.map((k) => ({ value: k, code: 'dice-tray/die', params: { die: k } })) },
        ] },
      { type: 'add-counter', code: 'dice-tray/add-counter',
        fields: [
          { name: 'name', kind: 'text', maxLength: 40 },
          { name: 'min', kind: 'number', min: -99999, max: 99999, default: 0 },
          { name: 'max', kind: 'number', min: -99999, max: 99999, default: 10 },
          { name: 'start', kind: 'number', min: -99999, max: 99999, default: 0 },
        ] },
      ...state.counters.filter((c) => !c.retired).flatMap((c) => [
        { type: 'change-counter', code: 'dice-tray/decrement', params: { name: c.name }, payload: { counterId: c.id, delta: -1 } },
        { type: 'change-counter', code: 'dice-tray/increment', params: { name: c.name }, payload: { counterId: c.id, delta: 1 } },
      ]),
    ],
  }),
  trackers: (state) =>
    state.counters.filter((c) => !c.retired).map((c) => ({ id: c.id, code: 'dice-tray/counter', params: { name: c.name }, value: c.value, min: c.min, max: c.max })),
  setTracker: (state, trackerId, value) => setCounter(state, trackerId, value),
  turnInfo: (state) => ({ turn: state.rollCount, phase: 'dice-tray/free-play' }),
};

function setCounter(state: DiceTrayState, counterId: string, value: number): DiceTrayState {
  return { ...state, counters: state.counters.map((c) => (c.id === counterId ? { ...c, value } : c)) };
}
