/** What the table must do now: the pending roll or choice first, then the current step of the turn, with odds on every check. */
import type { Prompt, PromptAction } from '../../../engine/ruleset';
import type { EldritchState } from '../state';
import { setupDice } from '../actions/setup';
import { usablePossessions } from '../rules/possessions';
import { P } from './common';
import { gameEnd } from '../rules';
import { pendingPrompt } from './pending';
import { stepPrompt } from './steps';

export function phaseOf(state: EldritchState): string {
  if (state.stage === 'setup') return `${P}/setup`;
  if (state.stage === 'over' || gameEnd(state)) return `${P}/over`;
  return `${P}/step/${state.turnState?.step ?? 'upkeep'}`;
}

export function prompt(state: EldritchState): Prompt {
  const phase = phaseOf(state);
  if (state.stage === 'over' || gameEnd(state)) return { phase, code: `${P}/prompt/over`, actions: [] };
  if (state.pending.length > 0) return pendingPrompt(state, phase, state.pending[0]);
  if (state.stage === 'setup') {
    return { phase, code: `${P}/prompt/setup`, actions: [{ type: 'roll-setup', code: `${P}/action/roll-setup`, primary: true, dice: { dice: setupDice(state) } }] };
  }
  const turn = state.turnState;
  const inv = state.seats[state.current]?.investigator;
  if (!turn || !inv) return { phase, code: `${P}/prompt/wait`, actions: [] };
  const base = stepPrompt(state, phase, inv, turn);
  const uses: PromptAction[] = usablePossessions(state, inv, turn).map((u) => ({
    type: 'use-possession', code: u.by === undefined ? `${P}/action/use` : `${P}/action/use-by`,
    params: { card: u.card, ...(u.by === undefined ? {} : { name: state.seats[u.by].player.name, investigator: state.seats[u.by].investigator!.key }) },
    payload: { card: u.card, ...(u.by === undefined ? {} : { by: u.by }) }, ...(u.fields.length ? { fields: u.fields } : {}),
  }));
  return uses.length ? { ...base, actions: [...base.actions, ...uses] } : base;
}
