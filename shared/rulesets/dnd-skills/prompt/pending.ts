/** The rolls the table owes: a taunt's checks, a detection's Spellcraft, the research under way. */
import type { PromptAction } from '../../../engine/ruleset';
import { d20 } from '../actions/common';
import { nextForcedDc } from '../actions/research';
import { RESEARCH } from '../data/research';
import { bonusAfter, d20Odds, hoursForBonus, hoursLeftToday } from '../rules';
import type { DndState } from '../state';

/** The rolls waiting to be made, most urgent first; the first is the primary step. */
export function pending(state: DndState): PromptAction[] {
  const actions: PromptAction[] = [];
  const t = state.taunt;
  if (t && t.intimidateTotal === null) {
    actions.push(
      { type: 'roll-intimidate', code: 'dnd/roll-intimidate', params: { intimidator: t.intimidator, target: t.target, dc: t.dc }, dice: { dice: [d20] }, odds: d20Odds(t.intimidateModifier, t.dc) },
      { type: 'withdraw-taunt', code: 'dnd/withdraw-taunt' },
    );
  } else if (t) {
    actions.push({ type: 'roll-will-save', code: 'dnd/roll-will-save', params: { target: t.target, dc: t.intimidateTotal }, dice: { dice: [d20] }, odds: d20Odds(t.willSave, t.intimidateTotal!) });
  }
  const det = state.detection;
  if (det) {
    actions.push(
      { type: 'roll-spellcraft', code: 'dnd/roll-spellcraft', params: { caster: det.caster, item: det.item, dc: det.dc }, dice: { dice: [d20] }, odds: d20Odds(det.spellcraftModifier, det.dc) },
      { type: 'drop-detection', code: 'dnd/drop-detection' },
    );
  }
  const r = state.research;
  if (r) {
    const bonus = bonusAfter(r.hours, r.wanted);
    const left = hoursForBonus(r.wanted) - r.hours;
    const free = RESEARCH.freeHoursPerDay - r.hoursToday;
    const checkParams = { researcher: r.researcher, bonus, dc: r.dc };
    const check: PromptAction = { type: 'research-check', code: 'dnd/research-check', params: checkParams, dice: { dice: [d20] }, odds: d20Odds(r.knowledgeModifier + bonus, r.dc) };
    const take10: PromptAction = { type: 'research-check', code: 'dnd/research-take-10', params: checkParams, payload: { take10: true }, odds: 10 + r.knowledgeModifier + bonus >= r.dc ? 1 : 0 };
    if (r.passedOut || left <= 0) {
      actions.push(check, take10);
    } else {
      const most = Math.min(free, left, hoursLeftToday(r.dayStart, state.clock));
      if (most > 0) actions.push({ type: 'research', code: 'dnd/research', params: { researcher: r.researcher, free }, fields: [{ name: 'hours', kind: 'number', min: 1, max: most, default: most }] });
      else if (free <= 0) actions.push({ type: 'push-on', code: 'dnd/push-on', params: { researcher: r.researcher, dc: nextForcedDc(state, r) }, dice: { dice: [d20] }, odds: d20Odds(r.conModifier, nextForcedDc(state, r)) });
      actions.push({ type: 'sleep', code: 'dnd/sleep', params: { researcher: r.researcher }, fields: [{ name: 'hours', kind: 'number', min: 1, max: 24, default: 8 }] }, check, take10);
    }
    actions.push({ type: 'abandon-research', code: 'dnd/abandon-research' });
  }
  return actions;
}

