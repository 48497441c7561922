/** How dice tray events fold into its state: one spread-switch over the typed events. */
import { unhandledEvent } from '../../engine/events';
import type { DiceTrayEvent } from './events';
import type { DiceTrayState } from './state';

export function reduce(state: DiceTrayState, event: DiceTrayEvent): DiceTrayState {
  switch (event.type) {
    case 'rolled': {
      const { notation, values, total } = event.data;
      return { ...state, rollCount: state.rollCount + 1, lastRoll: { notation, values, total } };
    }
    case 'counter-added': {
      const { counterId, name, min, max, value } = event.data;
      return {
        ...state,
        nextCounter: state.nextCounter + 1,
        counters: [...state.counters, { id: counterId, name, min, max, value, retired: false }],
      };
    }
    case 'counter-changed':
      return setCounter(state, event.data.counterId, event.data.to);
    case 'counter-removed':
      return { ...state, counters: state.counters.map((c) => (c.id === event.data.counterId ? { ...c, retired: true } : c)) };
    default:
      return unhandledEvent(event);
  }
}

/** A counter set to a value (by an event or by hand). */
export function setCounter(state: DiceTrayState, counterId: string, value: number): DiceTrayState {
  return { ...state, counters: state.counters.map((c) => (c.id === counterId ? { ...c, value } : c)) };
}
