/** Small pieces the lab's profiles share: finding an offer, a stated chance, and news the table reports at most once a turn. */
import { choiceOf, randomFieldValue } from '../runner';
import { pickOne } from '../random';
import type { Choice, PolicyContext } from '../types';
import type { PromptAction } from '../../engine/ruleset';

/** The offer of this type (and payload, when given), if the prompt makes it. */
export const offer = <S>(ctx: PolicyContext<S>, type: string, payload?: Record<string, unknown>): PromptAction | undefined =>
  ctx.prompt.actions.find((a) => a.type === type && (!payload || Object.entries(payload).every(([k, v]) => a.payload?.[k] === v)));

/** True with the chance the user stated for `key`. */
export const chance = <S>(ctx: PolicyContext<S>, key: string): boolean => ctx.random() < (ctx.params[key] ?? 0);

/** True the first time it is asked for this kind of news on this turn (the table reports it once a turn at most). */
export function firstThisTurn<S>(ctx: PolicyContext<S>, kind: string, turn: number): boolean {
  const key = `${kind}@${turn}`;
  if (ctx.memo[key]) return false;
  ctx.memo[key] = true;
  return true;
}

/** The offer sent with its remaining fields drawn uniformly from what the prompt offers. */
export const report = <S>(ctx: PolicyContext<S>, action: PromptAction, overrides: Record<string, unknown> = {}): Choice =>
  choiceOf(action, (f) => randomFieldValue(ctx.random, f), overrides);

/** One of the offers of this type (each with its own payload), drawn uniformly. */
export const anyOffer = <S>(ctx: PolicyContext<S>, type: string): PromptAction | undefined => {
  const all = ctx.prompt.actions.filter((a) => a.type === type);
  return all.length ? pickOne(ctx.random, all) : undefined;
};
