/** The prompt's words: the toolkit's one phase, and whether a roll is owed or a calculator may be opened. */
import type { Prompt } from '../../engine/ruleset';
import { phaseCode } from '../manifest';
import { dndManifest } from './manifest';
import { clockText } from './rules';
import { owedStep } from './rules/availability';
import type { DndState } from './state';

/** The toolkit's one phase (the manifest's). */
export const PHASE = phaseCode(dndManifest, 'toolkit');

/** The phase and instruction codes; the actions come from each action's offer. */
export function instruction(state: DndState): Omit<Prompt, 'actions'> {
  return {
    phase: PHASE,
    code: owedStep(state) ? 'dnd/roll-waiting' : 'dnd/choose-calculator',
    params: { day: Math.floor(state.clock / 86400) + 1, time: clockText(state.clock) },
  };
}
