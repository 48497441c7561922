/** The encounter step: the task, whether the dice meet it, and the clues to spend. */
import type { Prompt, PromptField } from '../../../engine/ruleset';
import type { EldritchState, Investigator, TurnState } from '../state';
import { cityOffer, encounterCheck } from '../rules/steps';
import { P } from './common';

export function encounterStep(state: EldritchState, phase: string, inv: Investigator, turn: TurnState, who: Record<string, unknown>): Prompt {
  const found = encounterCheck(state, inv.clues);
  if (!found) {
    // A city: the player takes the items and spells the pairs give ("may gain", 003:167), and may spend clues one by one as results.
    const kept = turn.dice?.kept ?? [];
    const offer = cityOffer(kept, 0, 0);
    const most = cityOffer(kept, inv.clues, inv.clues);
    const fields: PromptField[] = [];
    if (inv.clues > 0) {
      fields.push({ name: 'clueInvestigation', kind: 'number', min: 0, max: inv.clues, default: 0 }, { name: 'clueResearch', kind: 'number', min: 0, max: inv.clues, default: 0 });
    }
    if (most.items > 0) fields.push({ name: 'items', kind: 'number', min: 0, max: most.items, default: most.items });
    if (most.spells > 0) fields.push({ name: 'spells', kind: 'number', min: 0, max: most.spells, default: most.spells });
    return {
      phase, code: `${P}/prompt/city`, params: { ...who, kind: turn.assignment?.kind, items: offer.items, spells: offer.spells, special: offer.special, clues: inv.clues },
      actions: [{ type: 'resolve-encounter', code: `${P}/action/resolve-encounter`, primary: true, ...(fields.length ? { fields } : {}) }],
    };
  }
  const { task, check } = found;
  const clues = Math.min(check.cluesNeeded, inv.clues);
  return {
    phase, code: `${P}/prompt/encounter`,
    params: { ...who, kind: turn.assignment!.kind, task, met: check.met, missingResearch: check.missingResearch, missingInvestigation: check.missingInvestigation, cluesNeeded: check.cluesNeeded, clues: inv.clues },
    actions: [{ type: 'resolve-encounter', code: `${P}/action/resolve-encounter`, primary: true, odds: check.met ? 1 : 0, fields: [{ name: 'clues', kind: 'number', min: 0, max: inv.clues, default: clues }] }],
  };
}
