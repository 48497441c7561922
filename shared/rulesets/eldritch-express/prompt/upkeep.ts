/** The upkeep step: return from Lost in time and space, choose the encounter (with its task), hide or exchange health and sanity. */
import { d6 } from '../../../engine/dice';
import type { PromptAction } from '../../../engine/ruleset';
import type { EldritchState, Investigator, TurnState } from '../state';
import { canHide, encounterKey, encountersIn, knowledgeIs, regionOf, taskNeedOf } from '../rules';
import { P } from './common';

export function upkeepActions(state: EldritchState, inv: Investigator, turn: TurnState): PromptAction[] {
  if (inv.region === 'lost') return [{ type: 'return-from-lost', code: `${P}/action/return-from-lost`, primary: true, dice: { dice: [d6] } }];
  const actions: PromptAction[] = [{
    type: 'assign', code: `${P}/action/assign`, primary: true,
    fields: [{ name: 'encounter', kind: 'choice', choices: encountersIn(state, inv.region).map((e) => ({ value: encounterKey(e), code: `${P}/encounter`, params: { kind: e.kind, investigator: e.kind === 'defeated' ? e.investigator : null, task: taskLabel(state, inv.region as number, e) } })) }],
  }];
  if (canHide(regionOf(state, inv.region))) actions.push({ type: 'hide', code: `${P}/action/hide` });
  if (knowledgeIs(inv, 'exchange-health-sanity') && !turn.exchanged) {
    const total = inv.health + inv.sanity;
    actions.push({ type: 'exchange', code: `${P}/action/exchange`, fields: [{ name: 'health', kind: 'number', min: Math.max(1, total - inv.maxSanity), max: Math.min(inv.maxHealth, total - 1), default: inv.health }] });
  }
  return actions;
}

function taskLabel(state: EldritchState, region: number, e: Parameters<typeof taskNeedOf>[2]): string {
  const need = taskNeedOf(state, region, e);
  return need ? 'R'.repeat(need.research) + 'I'.repeat(need.investigation) : '';
}
