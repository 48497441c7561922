/** The move step: where the travel dice reach, and shipping an asset to another investigator. */
import type { Prompt, PromptAction } from '../../../engine/ruleset';
import type { EldritchState, Investigator, TurnState } from '../state';
import { reachable } from '../rules/steps';
import { distance } from '../data/world';
import { P } from './common';

export function moveStep(state: EldritchState, phase: string, inv: Investigator, turn: TurnState, who: Record<string, unknown>): Prompt {
  const from = inv.region as number;
  const actions: PromptAction[] = [{
    type: 'move', code: `${P}/action/move`, primary: true,
    fields: [{ name: 'to', kind: 'choice', choices: reachable(from, turn.travel).map((r) => ({ value: r, code: `${P}/region-choice`, params: { region: r, cost: distance(from, r) } })) }],
  }];
  const receivers = state.seats.flatMap((s, i) => (i !== state.current && s.investigator && s.investigator.region !== 'lost' && 1 + distance(from, s.investigator.region) <= turn.travel ? [i] : []));
  const assets = [...(inv.clues > 0 ? ['clue'] : []), ...inv.items.map((i) => `item:${i.key}`), ...inv.spells.map((s) => `spell:${s}`)];
  if (receivers.length > 0 && assets.length > 0) {
    actions.push({
      type: 'ship', code: `${P}/action/ship`,
      fields: [
        { name: 'asset', kind: 'choice', choices: [...new Set(assets)].map((a) => ({ value: a, code: `${P}/asset`, params: { asset: a } })) },
        { name: 'to', kind: 'choice', choices: receivers.map((i) => ({ value: i, code: `${P}/seat`, params: { name: state.seats[i].player.name, cost: 1 + distance(from, state.seats[i].investigator!.region as number) } })) },
      ],
    });
  }
  return { phase, code: `${P}/prompt/move`, params: { ...who, travel: turn.travel }, actions };
}
