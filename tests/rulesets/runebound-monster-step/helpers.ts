/** Test helpers: a campaign from set-up, actions with the table's dice, and whole turns. */
import type { DieValue, RolledDie } from '../../../shared/engine/dice';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import { CORE, diceRequestFor, foldEvents, runAction } from '../../../shared/engine/run';
import { runeboundMonsterStep as rules } from '../../../shared/rulesets/runebound-monster-step';
import type { MonsterStepState } from '../../../shared/rulesets/runebound-monster-step/state';

export { rules };
export type State = MonsterStepState;

export const setupEvent = (options: Record<string, unknown> = {}): RulesEvent => ({
  type: CORE.setup,
  data: { options, players: [{ id: 'p1', name: 'Dan' }] },
});

export const start = (options: Record<string, unknown> = {}): State => foldEvents(rules, undefined, [setupEvent(options)]);

/** The dice an action asks for, showing the table's values. */
export function tableDice(state: State, type: string, payload: Record<string, unknown>, values: readonly DieValue[]): RolledDie[] {
  const request = diceRequestFor(rules, state, type, payload);
  if (!request.ok) return [];
  const dice = request.value?.dice ?? [];
  if (dice.length !== values.length) throw new Error(`${type} wants ${dice.length} dice, the test gave ${values.length}`);
  return dice.map((die, i) => ({ die, value: values[i], source: 'table' as const }));
}

export interface Step {
  state: State;
  events: RulesEvent[];
}

/** Runs an action that must be accepted; returns the new state and every event it produced. */
export function act(state: State, type: string, payload: Record<string, unknown> = {}, values: readonly DieValue[] = []): Step {
  const result = runAction(rules, state, type, payload, tableDice(state, type, payload, values));
  if (!result.ok) throw new Error(`${type} refused: ${result.error.code} ${result.error.message}`);
  return result.value;
}

/** Runs an action that must be refused; returns the error code. */
export function refuse(state: State, type: string, payload: Record<string, unknown> = {}, values: readonly DieValue[] = []): string {
  const result = runAction(rules, state, type, payload, tableDice(state, type, payload, values));
  if (result.ok) throw new Error(`${type} was accepted`);
  return result.error.code;
}

export const types = (events: readonly RulesEvent[]): string[] => events.map((e) => e.type);

/** The hero's four steps with nothing of the variant's happening; ends ready for the Lair chart. */
export function quietHeroTurn(state: State, experience = state.hero.experience): State {
  let s = act(state, 'hero-moved', { at: 'elsewhere' }).state;
  s = act(s, 'adventure-done').state;
  s = act(s, 'market-done').state;
  return act(s, 'experience-done', { experience }).state;
}

/** The turn's end from the Experience step: the experience kept, the given Lair chart roll, a movement check of 1 (no monster moves). */
export function endTurn(state: State, lairRoll: number, experience = 0): State {
  const s = act(act(state, 'experience-done', { experience }).state, 'roll-lair-chart', {}, [lairRoll]).state;
  return act(s, 'roll-movement-check', {}, [1]).state;
}

/** A whole quiet turn: the given Lair chart roll, then a movement check of 1 (no monster moves). */
export function quietTurn(state: State, lairRoll: number, experience = state.hero.experience): State {
  const s = act(quietHeroTurn(state, experience), 'roll-lair-chart', {}, [lairRoll]).state;
  return act(s, 'roll-movement-check', {}, [1]).state;
}

/** Six turns rolling Lair chart rows 1-6: six lairs open, markers 1-6, one monster each. */
export function sixLairs(options: Record<string, unknown> = {}): State {
  let s = start(options);
  for (const roll of [1, 2, 3, 4, 5, 6]) s = quietTurn(s, roll);
  return s;
}
