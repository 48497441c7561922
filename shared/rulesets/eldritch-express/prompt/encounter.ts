/** The encounter step: the task, whether the dice meet it, and the clues to spend. */
import type { Prompt } from '../../../engine/ruleset';
import type { EldritchState, Investigator, TurnState } from '../state';
import { encounterCheck } from '../actions/steps';
import { P } from './common';

export function encounterStep(state: EldritchState, phase: string, inv: Investigator, turn: TurnState, who: Record<string, unknown>): Prompt {
  const found = encounterCheck(state, inv.clues);
  if (!found) {
    return { phase, code: `${P}/prompt/city`, params: { ...who, kind: turn.assignment?.kind }, actions: [{ type: 'resolve-encounter', code: `${P}/action/resolve-encounter`, primary: true }] };
  }
  const { task, check } = found;
  const clues = Math.min(check.cluesNeeded, inv.clues);
  return {
    phase, code: `${P}/prompt/encounter`,
    params: { ...who, kind: turn.assignment!.kind, task, met: check.met, missingResearch: check.missingResearch, missingInvestigation: check.missingInvestigation, cluesNeeded: check.cluesNeeded, clues: inv.clues },
    actions: [{ type: 'resolve-encounter', code: `${P}/action/resolve-encounter`, primary: true, odds: check.met ? 1 : 0, fields: [{ name: 'clues', kind: 'number', min: 0, max: inv.clues, default: clues }] }],
  };
}
