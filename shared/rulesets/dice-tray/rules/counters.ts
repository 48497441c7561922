/** The counter rules, written once: read by the prompt (what it offers) and by the actions (what they accept). */
import { allowed, refuse, type Availability } from '../../../engine/define';
import type { Counter, DiceTrayState } from '../state';

/** The counters on the table: removed ones stay in the state, retired, for the history. */
export const liveCounters = (state: DiceTrayState): Counter[] => state.counters.filter((c) => !c.retired);

/** A live counter by id. */
export const liveCounter = (state: DiceTrayState, counterId: string): Counter | undefined =>
  state.counters.find((c) => c.id === counterId && !c.retired);

/** Changing or removing a counter needs one on the table. */
export const anyCounter = (state: DiceTrayState): Availability => (liveCounters(state).length > 0 ? allowed : refuse('rules/no_counters'));

/** A counter moves only within its limits. */
export const withinLimits = (counter: Counter, delta: number): boolean =>
  counter.value + delta >= counter.min && counter.value + delta <= counter.max;

/** Two live counters never share a name (compared without case). */
export const nameTaken = (state: DiceTrayState, name: string): boolean =>
  liveCounters(state).some((c) => c.name.toLowerCase() === name.toLowerCase());
