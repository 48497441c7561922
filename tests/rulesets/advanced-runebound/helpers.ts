/** Test helpers: start a table, act, and fail loudly when an action the test expects to work is refused. */
import type { RolledDie } from '../../../shared/engine/dice';
import { CORE, foldEvents, runAction } from '../../../shared/engine/run';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import { advancedRunebound } from '../../../shared/rulesets/advanced-runebound';
import type { AdvancedRuneboundOptions, AdvancedRuneboundState } from '../../../shared/rulesets/advanced-runebound/state';
import type { Colour } from '../../../shared/rulesets/advanced-runebound/data/tables';

export const NAMES = ['John', 'Mara', 'Tess', 'Oren', 'Ilsa', 'Bram'];

export function start(players = 3, options: Partial<AdvancedRuneboundOptions> = {}): AdvancedRuneboundState {
  const setup: RulesEvent = {
    type: CORE.setup,
    data: {
      options: { soloThreeCards: false, ...options },
      players: NAMES.slice(0, players).map((name, i) => ({ id: `p${i + 1}`, name })),
    },
  };
  return foldEvents(advancedRunebound, undefined, [setup]);
}

export interface Step {
  state: AdvancedRuneboundState;
  events: RulesEvent[];
}

export function act(state: AdvancedRuneboundState, type: string, payload: Record<string, unknown> = {}, dice: RolledDie[] = []): Step {
  const result = runAction(advancedRunebound, state, type, payload, dice);
  if (!result.ok) throw new Error(`${type} refused: ${result.error.code} ${result.error.message}`);
  return result.value;
}

export function attempt(state: AdvancedRuneboundState, type: string, payload: Record<string, unknown> = {}, dice: RolledDie[] = []) {
  return runAction(advancedRunebound, state, type, payload, dice);
}

/** Places cards of these colours on the doom track, one action each. */
export function place(state: AdvancedRuneboundState, ...colours: Colour[]): AdvancedRuneboundState {
  return colours.reduce((s, colour) => act(s, 'place-card', { colour, reason: 'challenge-defeated' }).state, state);
}

export const types = (events: readonly RulesEvent[]) => events.map((e) => e.type);
