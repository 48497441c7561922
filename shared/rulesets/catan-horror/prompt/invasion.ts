/** Prompts for a monster entering a town: each knight or squad there answers fight / hide / flee; hiders check when it invades. */
import { d6 } from '../../../engine/dice';
import type { Prompt, PromptAction } from '../../../engine/ruleset';
import type { CatanHorrorState, Pending } from '../state';
import { foeById } from '../rules/combat';
import { hideOdds } from '../rules/checks';
import { owedUnit, RESPONSES } from '../rules/invasion';
import { P, names, trophyFields } from './common';

const ownerName = (state: CatanHorrorState, id: string) => state.players.find((p) => p.id === id)?.name ?? id;

/** Each unit's answer to the monster: the choice (hide shows its Hide check's exact odds) and, to flee, where to. */
export function responsePrompt(state: CatanHorrorState, head: Extract<Pending, { kind: 'monster-response' }>): Prompt {
  const town = state.towns.find((t) => t.id === head.townId);
  const foe = foeById(state, head.foeId)?.name ?? '';
  const actions = head.units.flatMap((unitId, i): PromptAction[] => {
    const unit = owedUnit(state, head, unitId);
    if (!unit) return [];
    const odds = hideOdds(state, unit);
    return [{
      type: 'respond-to-monster', code: `${P}/act/respond-to-monster`, primary: i === 0,
      params: { knights: names(unit), player: ownerName(state, unit.owner), foe, town: town?.label ?? '' },
      payload: { unitId: unit.id },
      fields: [
        { name: 'response', kind: 'choice', choices: RESPONSES.map((r) => ({ value: r, code: `${P}/response/${r}`, params: { odds: `${(odds * 100).toFixed(1)}%`, town: town?.label ?? '' } })) },
        { name: 'fleeTo', kind: 'text', maxLength: 60, optional: true },
      ],
    }];
  });
  return { phase: `${P}/phase/${state.phase}`, code: `${P}/monster-response`, params: { foe, town: town?.label ?? '', count: actions.length }, actions };
}

/** The hiders' Hide checks as the monster invades, each with its exact odds (+1 in the town) before the roll. */
export function invasionHidePrompt(state: CatanHorrorState, head: Extract<Pending, { kind: 'invasion-hide' }>): Prompt {
  const town = state.towns.find((t) => t.id === head.townId);
  const actions = head.units.flatMap((unitId, i): PromptAction[] => {
    const unit = owedUnit(state, head, unitId);
    if (!unit) return [];
    return [{
      type: 'invasion-hide-check', code: `${P}/act/invasion-hide-check`, primary: i === 0,
      params: { knights: names(unit), player: ownerName(state, unit.owner), town: town?.label ?? '' },
      payload: { unitId: unit.id }, dice: { dice: [d6] }, odds: hideOdds(state, unit), fields: trophyFields(state, unit.owner),
    }];
  });
  return { phase: `${P}/phase/${state.phase}`, code: `${P}/invasion-hide`, params: { town: town?.label ?? '' }, actions };
}
