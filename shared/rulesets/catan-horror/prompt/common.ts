/** Shared bits of the prompt: the code prefix, choice labels, unit names and the optional trophy field. */
import type { PromptChoice, PromptField } from '../../../engine/ruleset';
import { d6, described, type DiceRequest } from '../../../engine/dice';
import type { CatanHorrorState } from '../state';
import { type Unit } from '../rules/knights';

export const P = 'catan-horror';

/**
 * The one die of a Hide check (002:433) and of a Raze check (002:445), as the actions' `dice` describe them: the
 * offers carry the same description, so the prompt need not ask the action's dice again for each offer's looks.
 */
export const HIDE_DIE: DiceRequest = described([d6], `${P}/die/hide`);
export const RAZE_DIE: DiceRequest = described([d6], `${P}/die/raze`);
export const choice = (value: string | number, text: string, disabled = false): PromptChoice => ({
  value,
  code: `${P}/choice`,
  params: { label: text },
  ...(disabled ? { disabled } : {}),
});
/** A choice whose label is its own catalog code (`catan-horror/choice/…`) with params. */
export const coded = (value: string | number, code: string, params: Record<string, unknown>, disabled = false): PromptChoice => ({
  value,
  code: `${P}/choice/${code}`,
  params,
  ...(disabled ? { disabled } : {}),
});
export const names = (unit: Unit) => unit.knights.map((k) => k.name).join(' + ');

/** The optional trophy a player (by default the current one) may spend on a check (its toughness is added). */
export function trophyFields(state: CatanHorrorState, playerId?: string): PromptField[] {
  const player = (playerId && state.players.find((p) => p.id === playerId)) || state.players[state.current];
  const trophies = player?.trophies ?? [];
  if (!trophies.length) return [];
  return [
    {
      name: 'trophy',
      kind: 'choice',
      optional: true,
      choices: trophies.map((t, i) => coded(i, 'trophy', { kind: t.kind, toughness: t.toughness })),
    },
  ];
}
