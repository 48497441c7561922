/** Step 2, fighting every monster in the region at once: horror, damage with resistances, strength, spells at 1 sanity. */
import { z } from 'zod';
import type { ActionDef } from '../../../engine/ruleset';
import { fail, ok } from '../../../engine/result';
import { allyCard, artifactCard, itemCard, spellCard } from '../data/cards';
import { monsterKind, type MonsterKind } from '../data/monsters';
import type { EldritchState } from '../state';
import { canTrade, knowledgeIs, regionOf, skillIs } from '../rules';
import { aimedMonsters, allocateDamage, canKill, fightOptions, helperSpells } from '../rules/fight';
import { prevention } from '../rules/steps';
import { inStep } from './guard';

const fightSchema = z.object({
  tradeSanity: z.boolean().optional(),
  tradeHealth: z.boolean().optional(),
  shriveling: z.enum(['physical', 'magical']).optional(),
  banish: z.number().int().min(0).max(30).optional(),
}).catchall(z.union([z.boolean(), z.string(), z.number()]));
type Fight = z.infer<typeof fightSchema>;

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
      if (c.either && as === 'physical') physical += c.either;
      else if (c.either) magical += c.either;
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
