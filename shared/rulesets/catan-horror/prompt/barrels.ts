/** The Drunkards house rule's offers: build and trade barrels in the build/trade step, gift and drink them at any time. */
import type { Prompt, PromptAction, PromptField } from '../../../engine/ruleset';
import { RESOURCES } from '../../../kits/barrels';
import type { CatanHorrorState } from '../state';
import { cellarOf, drinkers } from '../rules/barrels';
import { P, choice } from './common';

const countField = (max: number): PromptField => ({ name: 'count', kind: 'number', min: 1, max, default: 1 });

/** The barrel actions open now, or none when the campaign plays without the house rule. */
export function barrelActions(state: CatanHorrorState): PromptAction[] {
  if (!state.options.drunkards || state.phase === 'setup' || state.phase === 'over') return [];
  const players = drinkers(state);
  const everyone = players.map((p) => choice(p.id, p.name));
  const holders = players.filter((p) => cellarOf(p).barrels > 0);
  const out: PromptAction[] = [];
  const building = state.pending.every((x) => x.kind === 'seal-gate');
  const current = state.players[state.current];
  if (building && state.phase === 'player/actions' && !current.dead) {
    out.push({ type: 'build-barrels', code: `${P}/act/build-barrels`, params: { player: current.name }, payload: { player: current.id }, fields: [countField(10)] });
  } else if (building && state.phase === 'wrapup') {
    out.push({ type: 'build-barrels', code: `${P}/act/build-barrels-anyone`, fields: [{ name: 'player', kind: 'choice', choices: everyone }, countField(10)] });
  }
  if (holders.length === 0) return out;
  const most = Math.max(...holders.map((p) => cellarOf(p).barrels));
  // Receivers listed so the first one is not the first giver (a form's defaults then make a valid move).
  const receivers = [...everyone.filter((c) => c.value !== holders[0].id), ...everyone.filter((c) => c.value === holders[0].id)];
  const moveFields = (givers: typeof players): PromptField[] => [
    { name: 'giver', kind: 'choice', choices: givers.map((p) => choice(p.id, `${p.name} (${cellarOf(p).barrels})`)) },
    { name: 'receiver', kind: 'choice', choices: receivers },
    countField(most),
  ];
  if (state.phase === 'player/actions' && state.pending.length === 0) {
    out.push({ type: 'trade-barrels', code: `${P}/act/trade-barrels`, params: { player: current.name }, fields: moveFields(holders) });
  }
  out.push(
    { type: 'gift-barrels', code: `${P}/act/gift-barrels`, fields: moveFields(holders) },
    {
      type: 'drink-barrel', code: `${P}/act/drink-barrel`,
      fields: [
        { name: 'player', kind: 'choice', choices: holders.map((p) => choice(p.id, `${p.name} (${cellarOf(p).barrels})`)) },
        { name: 'resource', kind: 'choice', choices: RESOURCES.map((r) => ({ value: r, code: `${P}/resource/${r}` })) },
      ],
    },
  );
  return out;
}

/** The prompt with the barrel actions after the step's own (never primary: the step's own action stays first). */
export function withBarrels(state: CatanHorrorState, prompt: Prompt): Prompt {
  const extra = barrelActions(state);
  return extra.length ? { ...prompt, actions: [...prompt.actions, ...extra] } : prompt;
}
