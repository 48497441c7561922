/** The action dice's rules: a legal set-aside, and the modifiers usable once every die is set aside. */
import { refuse } from '../../../engine/result';
import { allyCard, artifactCard, itemCard } from '../data/cards';
import type { EldritchState, Investigator, TurnState } from '../state';
import { isThreat } from '../tasks';
import { hasCondition, knowledgeIs, skillIs } from './index';

/** The set-aside rules: at least one die, and at least one threat when threats show (not in a city). */
export function setAsideProblem(turn: TurnState, kept: number[]) {
  const tray = turn.dice!;
  if (kept.length === 0) return refuse('rules/set_aside_one');
  const threatsShown = tray.rolled.some(isThreat);
  if (threatsShown && turn.assignment?.kind !== 'city' && !kept.some((i) => isThreat(tray.rolled[i]))) {
    return refuse('rules/keep_threat');
  }
  return null;
}

/** The die modifiers this investigator may still use this turn, by code. */
export function availableModifiers(state: EldritchState, inv: Investigator, turn: TurnState): string[] {
  const tray = turn.dice;
  if (!tray || !tray.settled || tray.confirmed) return [];
  const used = new Set(tray.abilitiesUsed);
  const list: string[] = [];
  const nonThreat = tray.kept.some((f) => !isThreat(f));
  if (hasCondition(inv, 'blessed') && !used.has('blessed-discard') && tray.kept.length > 0) list.push('blessed-discard');
  if (skillIs(inv, 'change-face') && !used.has('change-face') && nonThreat) list.push('change-face');
  if (knowledgeIs(inv, 'cancel-health-threat') && !used.has('cancel-health-threat') && tray.kept.includes('health-threat'))
    list.push('cancel-health-threat');
  if (knowledgeIs(inv, 'investigation-face') && !used.has('investigation-face')) list.push('investigation-face');
  if (!tray.artifactOrAllyUsed) {
    const ally = inv.ally ? allyCard(inv.ally) : undefined;
    if (ally?.extraFace) list.push(`ally:${ally.key}`);
    if (nonThreat) for (const a of inv.artifacts) if (artifactCard(a)?.convert) list.push(`artifact:${a}`);
  }
  for (const item of inv.items) {
    const effect = itemCard(item.key)?.effect;
    if (item.exhausted) continue;
    if (effect === 'reroll-threat' && tray.kept.some(isThreat)) list.push(`item:${item.key}`);
    if (effect === 'reroll-other' && nonThreat) list.push(`item:${item.key}`);
  }
  return list;
}
