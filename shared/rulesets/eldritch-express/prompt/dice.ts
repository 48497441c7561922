/** The action dice step: the roll, setting dice aside and the modifiers, with the odds of meeting the task. */
import type { Prompt, PromptAction, PromptField } from '../../../engine/ruleset';
import type { EldritchState, Investigator, TurnState } from '../state';
import { skillIs, taskNeedOf } from '../rules';
import { ACTION_FACES, actionDie, handOdds, isThreat, taskOdds } from '../tasks';
import { availableModifiers } from '../rules/dice';
import { P } from './common';

/** The task and the odds of meeting it with the dice still to roll. */
function taskOddsFor(state: EldritchState, inv: Investigator, turn: TurnState, hand: readonly string[] | null): number | undefined {
  if (!turn.assignment || turn.assignment.kind === 'city' || inv.region === 'lost') return undefined;
  const need = taskNeedOf(state, inv.region, turn.assignment);
  if (!need) return undefined;
  const atGate = turn.assignment.kind === 'gate';
  const swap = atGate && skillIs(inv, 'swap-at-gates');
  const clues = inv.clues + (atGate && inv.artifacts.includes('gate-box') ? 1 : 0);
  const kept = turn.dice?.kept ?? [];
  const r = need.research - kept.filter((f) => f === 'research').length;
  const i = need.investigation - kept.filter((f) => f === 'investigation').length;
  const opts = { city: false, swap };
  if (hand) return handOdds(Math.max(0, r), Math.max(0, i), hand, clues, opts);
  return taskOdds(Math.max(0, r), Math.max(0, i), poolOf(inv), clues, opts);
}

const poolOf = (inv: Investigator) => 5 + (inv.conditions.includes('blessed') ? 1 : 0) - (inv.conditions.includes('cursed') ? 1 : 0);

export function diceStep(state: EldritchState, phase: string, inv: Investigator, turn: TurnState, who: Record<string, unknown>): Prompt {
  const tray = turn.dice;
  if (!tray) {
    const odds = taskOddsFor(state, inv, turn, null);
    const actions: PromptAction[] = [{ type: 'roll-action-dice', code: `${P}/action/roll-action-dice`, params: { count: poolOf(inv) }, primary: true, dice: { dice: Array.from({ length: poolOf(inv) }, () => actionDie) }, ...(odds !== undefined ? { odds } : {}) }];
    if (state.rumor && state.rumor.region === inv.region && inv.clues > 0) {
      actions.push({ type: 'feed-rumor', code: `${P}/action/feed-rumor`, fields: [{ name: 'count', kind: 'number', min: 1, max: Math.min(inv.clues, 4 - state.rumor.clues), default: Math.min(inv.clues, 4 - state.rumor.clues) }] });
    }
    return { phase, code: `${P}/prompt/roll-dice`, params: { ...who, count: poolOf(inv) }, actions };
  }
  if (!tray.settled) {
    const odds = taskOddsFor(state, inv, turn, tray.rolled);
    const mustThreat = tray.rolled.some(isThreat) && turn.assignment?.kind !== 'city';
    const suggested = suggestedKeep(tray.rolled, mustThreat);
    return {
      phase, code: `${P}/prompt/set-aside`, params: { ...who, inHand: tray.rolled.length, mustThreat },
      actions: [{
        type: 'set-aside', code: `${P}/action/set-aside`, primary: true, rolls: true,
        fields: tray.rolled.map((face, i): PromptField => {
          const keep = { value: 1, code: `${P}/keep`, params: { face, n: i + 1 } };
          const reroll = { value: 0, code: `${P}/reroll`, params: { face, n: i + 1 } };
          return { name: `keep-${i}`, kind: 'choice', choices: suggested.includes(i) ? [keep, reroll] : [reroll, keep] };
        }),
        params: { faces: tray.rolled }, ...(odds !== undefined ? { odds } : {}),
      }],
    };
  }
  const actions: PromptAction[] = [{ type: 'confirm-dice', code: `${P}/action/confirm-dice`, primary: true }];
  const indexField = (want: (f: string) => boolean): PromptField => ({
    name: 'index', kind: 'choice',
    choices: tray.kept.map((f, i) => ({ value: i, code: `${P}/die`, params: { face: f, n: i + 1 }, disabled: !want(f) })),
  });
  for (const ability of availableModifiers(state, inv, turn)) {
    const base = { type: 'modify-dice', code: `${P}/modifier`, params: { ability }, payload: { ability } };
    if (ability === 'investigation-face' || ability.startsWith('ally:')) actions.push(base);
    else if (ability === 'cancel-health-threat') actions.push({ ...base, fields: [indexField((f) => f === 'health-threat')] });
    else if (ability === 'blessed-discard') actions.push({ ...base, fields: [indexField(() => true)] });
    else if (ability === 'change-face') actions.push({ ...base, fields: [indexField((f) => !isThreat(f)), { name: 'face', kind: 'choice', choices: ACTION_FACES.map((f) => ({ value: f, code: `${P}/face`, params: { face: f } })) }] });
    else if (ability.startsWith('artifact:')) actions.push({ ...base, fields: [indexField((f) => !isThreat(f))] });
    else if (ability.startsWith('item:')) {
      const threat = ability === 'item:protective-amulet';
      actions.push({ ...base, dice: { dice: [actionDie] }, fields: [indexField((f) => isThreat(f) === threat)] });
    }
  }
  return { phase, code: `${P}/prompt/modify`, params: who, actions };
}

/** A suggestion for the prompter's defaults: set aside research and investigation and one threat if one must go; never nothing. */
function suggestedKeep(hand: readonly string[], mustThreat: boolean): number[] {
  const keep = hand.flatMap((f, i) => (f === 'research' || f === 'investigation' ? [i] : []));
  const threat = hand.findIndex(isThreat);
  if (mustThreat && threat >= 0) keep.push(threat);
  return keep.length > 0 ? keep : [0];
}
