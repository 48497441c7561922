/**
 * The fight step: the items, artifacts and spells to use (the caster's and those other investigators
 * in the region cast on the fighter), which monsters the damage goes to, and the trades against heavy
 * horror and strength. The player decides each; the defaults are a suggestion (ruling 10).
 */
import type { PromptAction, PromptField } from '../../../engine/ruleset';
import { allyCard, artifactCard, itemCard, spellCard } from '../data/cards';
import { monsterKind } from '../data/monsters';
import type { EldritchState, Investigator, TurnState } from '../state';
import { regionOf, skillIs } from '../rules';
import { allocateDamage, fightOptions, helperSpells } from '../rules/fight';
import { P } from './common';

/** Free to use, so used by default: reusable items and artifacts (the Pallid Mask is a choice of its own). */
const usedByDefault = (key: string): boolean =>
  itemCard(key)?.use === 'reusable' || (!!artifactCard(key) && artifactCard(key)?.effect !== 'avoid-monsters');

export function fightAction(state: EldritchState, inv: Investigator, turn: TurnState): PromptAction {
  const opts = fightOptions(inv, turn.spellsCast);
  const helpers = helperSpells(state, state.current, turn.spellsCast);
  const fields: PromptField[] = [
    ...[...opts.items, ...opts.artifacts].map((k): PromptField => ({ name: `use-${k}`, kind: 'boolean', default: usedByDefault(k) })),
    ...opts.spells.map((k): PromptField => ({ name: `cast-${k}`, kind: 'boolean', default: false })),
    ...helpers.map((h): PromptField => ({ name: `help-${h.seat}-${h.spell}`, kind: 'boolean', default: false })),
  ];
  const damageKind = (name: string): PromptField => ({ name, kind: 'choice', default: 'magical', choices: [{ value: 'magical', code: `${P}/damage/magical` }, { value: 'physical', code: `${P}/damage/physical` }] });
  if (opts.spells.some((k) => spellCard(k)?.either)) fields.push(damageKind('shriveling'));
  for (const h of helpers) if (spellCard(h.spell)?.either) fields.push(damageKind(`shriveling-${h.seat}-${h.spell}`));
  const monsters = regionOf(state, inv.region as number).monsters;
  if (opts.spells.includes('greater-banishment') || helpers.some((h) => h.spell === 'greater-banishment')) {
    fields.push({ name: 'banish', kind: 'choice', optional: true, choices: monsters.map((m, i) => ({ value: i, code: `${P}/monster`, params: { key: m } })) });
  }
  // Where the damage goes (003:121 "Distribute all your physical damage or magical damage on the monsters"):
  // one switch per monster, suggested for what the default loadout can destroy.
  const suggested = new Set(allocateDamage(monsters.map(monsterKind), ...defaultDamage(inv, opts)));
  monsters.forEach((m, i) => fields.push({ name: `kill-${i}`, kind: 'boolean', default: suggested.has(i) }));
  const horror = monsters.reduce((s, m) => s + monsterKind(m).horror, 0);
  const strength = monsters.reduce((s, m) => s + (monsterKind(m).strength === 'delay' ? 0 : (monsterKind(m).strength as number)), 0);
  if (horror >= 3) fields.push({ name: 'tradeSanity', kind: 'boolean', default: false });
  if (strength >= 3) fields.push({ name: 'tradeHealth', kind: 'boolean', default: false });
  return { type: 'fight', code: `${P}/action/fight`, primary: true, params: { monsters: monsters.map((m, i) => ({ key: m, n: i + 1 })) }, fields };
}

/** Physical and magical damage of the default loadout, with the investigator's and the ally's bonuses. */
function defaultDamage(inv: Investigator, opts: ReturnType<typeof fightOptions>): [number, number] {
  let physical = 0;
  let magical = 0;
  for (const k of [...opts.items, ...opts.artifacts].filter(usedByDefault)) {
    physical += (itemCard(k)?.physical ?? 0) + (artifactCard(k)?.physical ?? 0);
    magical += (itemCard(k)?.magical ?? 0) + (artifactCard(k)?.magical ?? 0);
  }
  const ally = inv.ally ? allyCard(inv.ally) : undefined;
  physical += (ally?.physical ?? 0) + (skillIs(inv, 'physical-plus-1') ? 1 : 0);
  magical += (ally?.magical ?? 0) + (skillIs(inv, 'magical-plus-1') ? 1 : 0);
  return [physical, magical];
}
