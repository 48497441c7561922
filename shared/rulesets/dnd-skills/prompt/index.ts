/** What the table may do now: the rolls it owes first (the first is the primary step), then the calculators. */
import type { Prompt } from '../../../engine/ruleset';
import { clockText } from '../rules';
import type { DndState } from '../state';
import { calculators } from './calculators';
import { pending } from './pending';

export const PHASE = 'dnd/toolkit';

/** The prompt for the state as it stands. */
export function prompt(state: DndState): Prompt {
  const waiting = pending(state);
  const actions = [...waiting, ...calculators(state)].map((a, i) => (i === 0 ? { ...a, primary: true } : a));
  return { phase: PHASE, code: waiting.length > 0 ? 'dnd/roll-waiting' : 'dnd/choose-calculator', params: { day: Math.floor(state.clock / 86400) + 1, time: clockText(state.clock) }, actions };
}
