/** The fight step: the items, artifacts and spells to use, and the trades against heavy horror and strength. */
import type { PromptAction, PromptField } from '../../../engine/ruleset';
import { spellCard } from '../data/cards';
import { monsterKind } from '../data/monsters';
import type { EldritchState, Investigator, TurnState } from '../state';
import { regionOf } from '../rules';
import { fightOptions } from '../actions/fight';
import { P } from './common';

export function fightAction(state: EldritchState, inv: Investigator, turn: TurnState): PromptAction {
  const opts = fightOptions(inv, turn.spellsCast);
  const fields: PromptField[] = [
    ...[...opts.items, ...opts.artifacts].map((k): PromptField => ({ name: `use-${k}`, kind: 'boolean', default: false })),
    ...opts.spells.map((k): PromptField => ({ name: `cast-${k}`, kind: 'boolean', default: false })),
  ];
  if (opts.spells.some((k) => spellCard(k)?.either)) fields.push({ name: 'shriveling', kind: 'choice', choices: [{ value: 'physical', code: `${P}/damage/physical` }, { value: 'magical', code: `${P}/damage/magical` }] });
  const monsters = regionOf(state, inv.region as number).monsters;
  if (opts.spells.includes('greater-banishment')) fields.push({ name: 'banish', kind: 'choice', optional: true, choices: monsters.map((m, i) => ({ value: i, code: `${P}/monster`, params: { key: m } })) });
  const horror = monsters.reduce((s, m) => s + monsterKind(m).horror, 0);
  const strength = monsters.reduce((s, m) => s + (monsterKind(m).strength === 'delay' ? 0 : (monsterKind(m).strength as number)), 0);
  if (horror >= 3) fields.push({ name: 'tradeSanity', kind: 'boolean', default: false });
  if (strength >= 3) fields.push({ name: 'tradeHealth', kind: 'boolean', default: false });
  return { type: 'fight', code: `${P}/action/fight`, primary: true, fields };
}
