/**
 * What the table must do now, in words: the phase and the instruction (the pending roll or choice
 * first, then the current step of the turn). The actions listed with it are the offers of the
 * actions available now (engine v2: `defineRuleset` derives them from each action's `available`).
 */
import { phaseCode } from '../../manifest';
import { eldritchManifest } from '../manifest';
import type { Prompt } from '../../../engine/ruleset';
import type { EldritchState } from '../state';
import { gameEnd } from '../rules';
import { P } from './common';
import { pendingInstruction } from './pending';
import { stepInstruction } from './steps';

export function phaseOf(state: EldritchState): string {
  if (state.stage === 'setup') return phaseCode(eldritchManifest, 'setup');
  if (state.stage === 'over' || gameEnd(state)) return phaseCode(eldritchManifest, 'over');
  return phaseCode(eldritchManifest, `step/${state.turnState?.step ?? 'upkeep'}`);
}

export function instruction(state: EldritchState): Omit<Prompt, 'actions'> {
  const phase = phaseOf(state);
  if (state.stage === 'over' || gameEnd(state)) return { phase, code: `${P}/prompt/over` };
  if (state.pending.length > 0) return { phase, ...pendingInstruction(state, state.pending[0]) };
  if (state.stage === 'setup') return { phase, code: `${P}/prompt/setup` };
  const turn = state.turnState;
  const inv = state.seats[state.current]?.investigator;
  if (!turn || !inv) return { phase, code: `${P}/prompt/wait` };
  return { phase, ...stepInstruction(state, inv, turn) };
}
