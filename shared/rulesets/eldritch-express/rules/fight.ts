/** The fight's rules: what may be used and cast, who may cast for the fighter, and what damage can destroy. */
import { artifactCard, itemCard, spellCard } from '../data/cards';
import type { MonsterKind, Resistance } from '../data/monsters';
import type { EldritchState, Investigator } from '../state';
import { hasCondition } from './index';

/** Spells that do something in a fight. */
const FIGHT_EFFECTS = ['ignore-monsters', 'banish', 'strength-down', 'horror-down'];

const isFightSpell = (key: string): boolean => {
  const c = spellCard(key);
  return !!(c?.physical || c?.magical || c?.either || FIGHT_EFFECTS.includes(c?.effect ?? ''));
};

/**
 * Items and artifacts that can be used in a fight, and spells that can be cast: 1 sanity each
 * (003:115, 003:225), once a turn each — the seed sets no other limit, so the last sanity may be spent.
 */
export function fightOptions(inv: Investigator, spellsCast: readonly string[]) {
  const items = inv.items
    .filter(
      (i) =>
        !i.exhausted &&
        (() => {
          const c = itemCard(i.key);
          return !!(c?.physical || c?.magical || c?.horrorPrevent || c?.strengthPrevent);
        })(),
    )
    .map((i) => i.key);
  const artifacts = inv.artifacts.filter((a) => {
    const c = artifactCard(a);
    return !!(c?.physical || c?.magical || c?.effect === 'avoid-monsters');
  });
  const spells =
    hasCondition(inv, 'hallucination') || inv.sanity < 1 ? [] : inv.spells.filter((s) => !spellsCast.includes(s) && isFightSpell(s));
  return { items: [...new Set(items)], artifacts, spells };
}

/** Another investigator's spell cast into this fight: `help-<seat>-<spell>`, recorded as `<seat>:<spell>` among the turn's casts. */
export const helpKey = (seat: number, spell: string): string => `${seat}:${spell}`;

/**
 * The spells other investigators in the fighter's region may cast on the fighter (003:225: "on yourself
 * or any other investigator in the same area at any time"), each paid with 1 of the caster's sanity.
 */
export function helperSpells(state: EldritchState, seat: number, spellsCast: readonly string[]): { seat: number; spell: string }[] {
  const fighter = state.seats[seat]?.investigator;
  if (!fighter || fighter.region === 'lost') return [];
  return state.seats.flatMap((s, i) => {
    const inv = s.investigator;
    if (i === seat || !inv || inv.region !== fighter.region || hasCondition(inv, 'hallucination') || inv.sanity < 1) return [];
    return inv.spells.filter((sp) => isFightSpell(sp) && !spellsCast.includes(helpKey(i, sp))).map((spell) => ({ seat: i, spell }));
  });
}

/** A monster's horror in this fight: Instill Bravery takes 1 off each monster's, never below 0 (003:401). */
export const horrorFaced = (k: MonsterKind, spells: readonly string[]): number =>
  Math.max(0, k.horror - (spells.includes('instill-bravery') ? 1 : 0));

/** A monster's strength as health lost (a Delay monster delays instead): Flesh Ward takes 1 off each, never below 0 (003:400). */
export const strengthFaced = (k: MonsterKind, spells: readonly string[]): number =>
  k.strength === 'delay' ? 0 : Math.max(0, k.strength - (spells.includes('flesh-ward') ? 1 : 0));

/** Points of one damage type needed to get through a resistance and a toughness; null when immune. */
function cost(toughness: number, resistance: Resistance): number | null {
  return resistance === 'all' ? null : toughness + resistance;
}

/**
 * Spreads physical and magical damage over the monsters to prevent as much strength as possible
 * (a delaying monster counts as 2), then to kill as many as possible. Returns the indices killed.
 */
export function allocateDamage(monsters: readonly MonsterKind[], physical: number, magical: number): number[] {
  let best: { killed: number[]; value: number } = { killed: [], value: 0 };
  const n = monsters.length;
  for (let mask = 1; mask < 1 << n; mask++) {
    const chosen = monsters.map((_, i) => i).filter((i) => mask & (1 << i));
    if (
      !canKill(
        chosen.map((i) => monsters[i]),
        physical,
        magical,
      )
    )
      continue;
    const value = chosen.reduce((v, i) => v + (monsters[i].strength === 'delay' ? 2 : monsters[i].strength) * 100 + 1, 0);
    if (value > best.value) best = { killed: chosen, value };
  }
  return best.killed;
}

/** Whether this damage can destroy exactly these monsters. */
export function canKill(targets: readonly MonsterKind[], physical: number, magical: number): boolean {
  if (targets.length === 0) return true;
  const [first, ...rest] = targets;
  const p = cost(first.toughness, first.physical);
  const m = cost(first.toughness, first.magical);
  for (let usedP = 0; usedP <= physical; usedP++) {
    const throughP = first.physical === 'all' ? 0 : Math.max(0, usedP - first.physical);
    const left = first.toughness - throughP;
    if (usedP > 0 && p === null) break;
    const needM = left <= 0 ? 0 : m === null ? null : left + (first.magical as number);
    if (needM === null || needM > magical) continue;
    if (canKill(rest, physical - usedP, magical - needM)) return true;
  }
  return false;
}

/** The monsters the player aims the damage at (`kill-<i>`), or null when the payload names none (the app's suggestion then). */
export function aimedMonsters(payload: Record<string, unknown>, count: number): number[] | null {
  const named = Object.keys(payload).some((k) => /^kill-\d+$/.test(k));
  if (!named) return null;
  return Array.from({ length: count }, (_, i) => i).filter((i) => payload[`kill-${i}`] === true);
}
