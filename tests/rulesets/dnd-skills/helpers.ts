/** The D&D skill tests' table: two players, a set-up with the declared defaults, and play/refuse that throw readably. */
import { dN, type RolledDie } from '../../../shared/engine/dice';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import { CORE, foldEvents, runAction } from '../../../shared/engine/run';
import { dndSkills } from '../../../shared/rulesets/dnd-skills';
import type { DndState } from '../../../shared/rulesets/dnd-skills/state';

export const players = [
  { id: 'tardok', name: 'Tardok' },
  { id: 'vel', name: 'Vel' },
];
/** A new campaign's set-up: the declared option defaults (as the set-up screen fills them), then `options`. */
export const setupEvent = (options = {}): RulesEvent => ({
  type: CORE.setup,
  data: { options: { ...Object.fromEntries(dndSkills.options.map((o) => [o.key, o.default])), ...options }, players },
});
export const start = (options = {}) => foldEvents(dndSkills, undefined, [setupEvent(options)]);
export const d20 = (value: number): RolledDie[] => [{ die: dN(20), value, source: 'table' }];

export function play(state: DndState, type: string, payload: Record<string, unknown> = {}, dice: RolledDie[] = []) {
  const result = runAction(dndSkills, state, type, payload, dice);
  if (!result.ok) throw new Error(`${type}: ${result.error.code} ${result.error.message}`);
  return result.value;
}

export function refuse(state: DndState, type: string, payload: Record<string, unknown> = {}, dice: RolledDie[] = []) {
  const result = runAction(dndSkills, state, type, payload, dice);
  if (result.ok) throw new Error(`${type} was accepted`);
  return result.error.code;
}
