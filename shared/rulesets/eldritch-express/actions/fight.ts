/** Step 2, fighting every monster in the region at once: horror, damage with resistances, strength, spells at 1 sanity. */
import { z } from 'zod';
import type { ActionDef } from '../../../engine/ruleset';
import { fail, ok } from '../../../engine/result';
import { allyCard, artifactCard, itemCard, spellCard } from '../data/cards';
import { monsterKind, type MonsterKind, type Resistance } from '../data/monsters';
import type { EldritchState, Investigator } from '../state';
import { canTrade, hasCondition, knowledgeIs, regionOf, skillIs } from '../rules';
import { inStep } from './guard';
import { prevention } from './steps';

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
  const items = inv.items.filter((i) => !i.exhausted && (() => {
    const c = itemCard(i.key);
    return !!(c?.physical || c?.magical || c?.horrorPrevent || c?.strengthPrevent);
  })()).map((i) => i.key);
  const artifacts = inv.artifacts.filter((a) => {
    const c = artifactCard(a);
    return !!(c?.physical || c?.magical || c?.effect === 'avoid-monsters');
  });
  const spells = hasCondition(inv, 'hallucination') || inv.sanity < 1 ? [] : inv.spells.filter((s) => !spellsCast.includes(s) && isFightSpell(s));
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
    if (!canKill(chosen.map((i) => monsters[i]), physical, magical)) continue;
    const value = chosen.reduce((v, i) => v + (monsters[i].strength === 'delay' ? 2 : (monsters[i].strength as number)) * 100 + 1, 0);
    if (value > best.value) best = { killed: chosen, value };
  }
  return best.killed;
}

function canKill(targets: readonly MonsterKind[], physical: number, magical: number): boolean {
  if (targets.length === 0) return true;
  const [first, ...rest] = targets;
  const p = cost(first.toughness, first.physical);
  const m = cost(first.toughness, first.magical);
  for (let usedP = 0; usedP <= physical; usedP++) {
    const throughP = first.physical === 'all' ? 0 : Math.max(0, usedP - (first.physical as number));
    const left = first.toughness - throughP;
    if (usedP > 0 && p === null) break;
    const needM = left <= 0 ? 0 : m === null ? null : left + (first.magical as number);
    if (needM === null || needM > magical) continue;
    if (canKill(rest, physical - usedP, magical - needM)) return true;
  }
  return false;
}

const fightSchema = z.object({
  tradeSanity: z.boolean().optional(),
  tradeHealth: z.boolean().optional(),
  shriveling: z.enum(['physical', 'magical']).optional(),
  banish: z.number().int().min(0).max(30).optional(),
}).catchall(z.union([z.boolean(), z.string(), z.number()]));
type Fight = z.infer<typeof fightSchema>;

/** The monsters the player aims the damage at (`kill-<i>`), or null when the payload names none (the app's suggestion then). */
export function aimedMonsters(payload: Record<string, unknown>, count: number): number[] | null {
  const named = Object.keys(payload).some((k) => /^kill-\d+$/.test(k));
  if (!named) return null;
  return Array.from({ length: count }, (_, i) => i).filter((i) => payload[`kill-${i}`] === true);
}

/** Whether this damage can destroy exactly these monsters. */
export const canDestroy = (targets: readonly MonsterKind[], physical: number, magical: number): boolean => canKill(targets, physical, magical);

/**
 * Step 2, the battle, in the seed's order (003:117-125): spells are paid (1 sanity each), then
 * 1 the horror of every monster is lost as sanity; 2 the damage is distributed as the player says;
 * 3 the strength of the survivors is lost as health (a Delay monster delays and costs the turn).
 * An investigator whose sanity runs out at 1 deals no damage and takes none: they are defeated there.
 */
export const fight: ActionDef<EldritchState, Fight> = {
  schema: fightSchema,
  decide: (state, payload) => {
    const ctx = inStep(state, 'fight');
    if (!ctx.ok) return ctx;
    const { inv, turn, seat } = ctx.value;
    const region = regionOf(state, inv.region as number);
    const options = fightOptions(inv, turn.spellsCast);
    const itemsUsed = options.items.filter((k) => payload[`use-${k}`] === true);
    const artifactsUsed = options.artifacts.filter((k) => payload[`use-${k}`] === true);
    const spellsCast = options.spells.filter((k) => payload[`cast-${k}`] === true);
    const helpers = helperSpells(state, seat, turn.spellsCast).filter((h) => payload[`help-${h.seat}-${h.spell}`] === true);
    if (spellsCast.length > inv.sanity) return fail('rules/not_enough_sanity', 'Each spell costs 1 sanity: not enough sanity for that many.', { sanity: inv.sanity });
    for (const h of helpers) {
      const caster = state.seats[h.seat].investigator!;
      if (helpers.filter((o) => o.seat === h.seat).length > caster.sanity) return fail('rules/not_enough_sanity', 'Each spell costs 1 sanity: not enough sanity for that many.', { seat: h.seat, sanity: caster.sanity });
    }
    const allSpells = [...spellsCast, ...helpers.map((h) => h.spell)];
    const kinds = region.monsters.map(monsterKind);
    const base = { seat, region: region.id, monsters: region.monsters, itemsUsed, artifactsUsed, spellsCast, helpers };
    const spent = itemSpending(itemsUsed);
    const nothing = { madness: false, physical: 0, magical: 0, killed: [], strength: 0, healthLoss: 0, injury: false, delayed: false, clues: 0 };
    if (artifactsUsed.includes('pallid-mask') || allSpells.includes('mists-of-rlyeh')) {
      return ok([{ type: 'fight-resolved', data: { ...base, ...spent, ...nothing, avoided: true, horror: 0, sanityLoss: spellsCast.length } }]);
    }
    // Greater Banishment removes one monster before anything else.
    let banished: number | null = null;
    if (allSpells.includes('greater-banishment')) {
      if (payload.banish === undefined || !kinds[payload.banish]) return fail('rules/invalid_target', 'Choose the monster to banish.');
      banished = payload.banish;
    }
    const each = (pick: (k: MonsterKind) => number) => kinds.reduce((sum, k, i) => sum + (i === banished ? 0 : pick(k)), 0);
    const facing = kinds.filter((_, i) => i !== banished).length;
    const prevent = prevention(inv);

    // 1 Lose sanity.
    let horror = each((k) => k.horror);
    if (knowledgeIs(inv, 'horror-minus-1') && horror > 0) horror -= 1;
    if (allSpells.includes('instill-bravery')) horror -= facing;
    horror -= itemsUsed.reduce((s, k) => s + (itemCard(k)?.horrorPrevent ?? 0), 0) + prevent.sanity;
    horror = Math.max(0, horror);
    const madness = payload.tradeSanity === true && horror >= 3 && canTrade(inv, 'madness');
    const sanityLoss = horror - (madness ? 3 : 0) + spellsCast.length;
    if (inv.sanity - sanityLoss <= 0) {
      return ok([{ type: 'fight-resolved', data: { ...base, ...spent, ...nothing, avoided: false, banished, horror, sanityLoss, madness, killed: banished === null ? [] : [banished] } }]);
    }

    // 2 Apply damage, as the player distributes it.
    let physical = itemsUsed.reduce((s, k) => s + (itemCard(k)?.physical ?? 0), 0) + artifactsUsed.reduce((s, k) => s + (artifactCard(k)?.physical ?? 0), 0);
    let magical = itemsUsed.reduce((s, k) => s + (itemCard(k)?.magical ?? 0), 0) + artifactsUsed.reduce((s, k) => s + (artifactCard(k)?.magical ?? 0), 0);
    const spellDamage = [...spellsCast.map((spell) => ({ spell, key: spell })), ...helpers.map((h) => ({ spell: h.spell, key: `${h.seat}-${h.spell}` }))];
    for (const { spell, key } of spellDamage) {
      const c = spellCard(spell)!;
      physical += c.physical ?? 0;
      magical += c.magical ?? 0;
      const as = payload[`shriveling-${key}`] ?? payload.shriveling;
      if (c.either) as === 'physical' ? (physical += c.either) : (magical += c.either);
    }
    const ally = inv.ally ? allyCard(inv.ally) : undefined;
    physical += (ally?.physical ?? 0) + (skillIs(inv, 'physical-plus-1') ? 1 : 0);
    magical += (ally?.magical ?? 0) + (skillIs(inv, 'magical-plus-1') ? 1 : 0);
    const remaining = kinds.map((k, i) => ({ k, i })).filter(({ i }) => i !== banished);
    const aimed = aimedMonsters(payload, kinds.length);
    let killedHere: number[];
    if (aimed === null) killedHere = allocateDamage(remaining.map((r) => r.k), physical, magical).map((j) => remaining[j].i);
    else {
      killedHere = aimed.filter((i) => i !== banished);
      if (!canKill(killedHere.map((i) => kinds[i]), physical, magical)) {
        return fail('rules/not_enough_damage', 'That damage cannot destroy all the monsters chosen.', { physical, magical });
      }
    }
    const killed = banished === null ? killedHere : [banished, ...killedHere];

    // 3 Lose health.
    const survivors = kinds.filter((_, i) => !killed.includes(i));
    let strength = survivors.reduce((s, k) => s + (k.strength === 'delay' ? 0 : k.strength), 0);
    if (allSpells.includes('flesh-ward')) strength -= survivors.filter((k) => k.strength !== 'delay').length;
    strength -= itemsUsed.reduce((s, k) => s + (itemCard(k)?.strengthPrevent ?? 0), 0) + prevent.health;
    strength = Math.max(0, strength);
    const injury = payload.tradeHealth === true && strength >= 3 && canTrade(inv, 'injury');
    const healthLoss = strength - (injury ? 3 : 0);
    const delayed = survivors.some((k) => k.strength === 'delay');
    const clues = skillIs(inv, 'clue-on-tough-kill') ? killedHere.filter((i) => kinds[i].toughness >= 2).length : 0;
    return ok([{
      type: 'fight-resolved',
      data: { ...base, ...spent, avoided: false, banished, horror, sanityLoss, madness, physical, magical, killed, strength, healthLoss, injury, delayed, clues, ...(delayed ? { losesTurn: true } : {}) },
    }]);
  },
};

function itemSpending(itemsUsed: readonly string[]) {
  return {
    itemsDiscarded: itemsUsed.filter((k) => itemCard(k)?.use === 'discard'),
    itemsExhausted: itemsUsed.filter((k) => itemCard(k)?.use === 'exhaust'),
  };
}
