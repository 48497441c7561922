/** Step 2, fighting every monster in the region at once: horror, damage with resistances, strength, spells at 1 sanity. */
import { z } from 'zod';
import type { Offer, PromptField } from '../../../engine/ruleset';
import { ok, refuse } from '../../../engine/result';
import { allyCard, artifactCard, itemCard, spellCard } from '../data/cards';
import { monsterKind, type MonsterKind } from '../data/monsters';
import type { EldritchState, Investigator } from '../state';
import { canTrade, knowledgeIs, regionOf, skillIs } from '../rules';
import { aimedMonsters, allocateDamage, fightOptions, helperSpells, horrorFaced, strengthFaced } from '../rules/fight';
import { prevention } from '../rules/steps';
import { P } from '../prompt/common';
import { action, atStep, turnOf } from './guard';

const fightSchema = z
  .object({
    tradeSanity: z.boolean().optional(),
    tradeHealth: z.boolean().optional(),
    shriveling: z.enum(['physical', 'magical']).optional(),
    banish: z.number().int().min(0).max(30).optional(),
  })
  .catchall(z.union([z.boolean(), z.string(), z.number()]));
type Fight = z.infer<typeof fightSchema>;

/**
 * Step 2, the battle, in the seed's order (003:117-125): spells are paid (1 sanity each), then
 * 1 the horror of every monster is lost as sanity; 2 the damage is distributed as the player says;
 * 3 the strength of the survivors is lost as health (a Delay monster delays and costs the turn).
 * An investigator whose sanity runs out at 1 deals no damage and takes none: they are defeated there.
 */
export const fight = action({
  schema: fightSchema,
  available: atStep('fight'),
  offer: (state) => fightOffer(state),
  decide: (state, payload: Fight) => {
    const { inv, turn, seat } = turnOf(state, 'fight');
    const region = regionOf(state, inv.region as number);
    const options = fightOptions(inv, turn.spellsCast);
    const itemsUsed = options.items.filter((k) => payload[`use-${k}`] === true);
    const artifactsUsed = options.artifacts.filter((k) => payload[`use-${k}`] === true);
    const spellsCast = options.spells.filter((k) => payload[`cast-${k}`] === true);
    const helpers = helperSpells(state, seat, turn.spellsCast).filter((h) => payload[`help-${h.seat}-${h.spell}`] === true);
    if (spellsCast.length > inv.sanity) return refuse('rules/not_enough_sanity', { sanity: inv.sanity });
    for (const h of helpers) {
      const caster = state.seats[h.seat].investigator!;
      if (helpers.filter((o) => o.seat === h.seat).length > caster.sanity)
        return refuse('rules/not_enough_sanity', {
          seat: h.seat,
          sanity: caster.sanity,
        });
    }
    const allSpells = [...spellsCast, ...helpers.map((h) => h.spell)];
    const kinds = region.monsters.map(monsterKind);
    const base = { seat, region: region.id, monsters: region.monsters, itemsUsed, artifactsUsed, spellsCast, helpers };
    const spent = itemSpending(itemsUsed);
    const nothing = {
      madness: false,
      physical: 0,
      magical: 0,
      killed: [],
      strength: 0,
      healthLoss: 0,
      injury: false,
      delayed: false,
      clues: 0,
    };
    if (artifactsUsed.includes('pallid-mask') || allSpells.includes('mists-of-rlyeh')) {
      return ok([
        { type: 'fight-resolved', data: { ...base, ...spent, ...nothing, avoided: true, horror: 0, sanityLoss: spellsCast.length } },
      ]);
    }
    // Greater Banishment removes one monster before anything else.
    let banished: number | null = null;
    if (allSpells.includes('greater-banishment')) {
      if (payload.banish === undefined || !kinds[payload.banish]) return refuse('rules/invalid_target', { why: 'banish' });
      banished = payload.banish;
    }
    const each = (pick: (k: MonsterKind) => number) => kinds.reduce((sum, k, i) => sum + (i === banished ? 0 : pick(k)), 0);
    const prevent = prevention(inv);

    // 1 Lose sanity.
    let horror = each((k) => horrorFaced(k, allSpells));
    if (knowledgeIs(inv, 'horror-minus-1') && horror > 0) horror -= 1;
    horror -= itemsUsed.reduce((s, k) => s + (itemCard(k)?.horrorPrevent ?? 0), 0) + prevent.sanity;
    horror = Math.max(0, horror);
    const madness = payload.tradeSanity === true && horror >= 3 && canTrade(inv, 'madness');
    const sanityLoss = horror - (madness ? 3 : 0) + spellsCast.length;
    if (inv.sanity - sanityLoss <= 0) {
      return ok([
        {
          type: 'fight-resolved',
          data: {
            ...base,
            ...spent,
            ...nothing,
            avoided: false,
            banished,
            horror,
            sanityLoss,
            madness,
            killed: banished === null ? [] : [banished],
          },
        },
      ]);
    }

    // 2 Apply damage, as the player distributes it.
    let physical =
      itemsUsed.reduce((s, k) => s + (itemCard(k)?.physical ?? 0), 0) +
      artifactsUsed.reduce((s, k) => s + (artifactCard(k)?.physical ?? 0), 0);
    let magical =
      itemsUsed.reduce((s, k) => s + (itemCard(k)?.magical ?? 0), 0) +
      artifactsUsed.reduce((s, k) => s + (artifactCard(k)?.magical ?? 0), 0);
    const spellDamage = [
      ...spellsCast.map((spell) => ({ spell, key: spell })),
      ...helpers.map((h) => ({ spell: h.spell, key: `${h.seat}-${h.spell}` })),
    ];
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
    // The damage goes where the player aims it (all monsters when the payload names none, the app's
    // suggestion then); of those, it destroys what it can, the most strength first (ruling 10).
    const targets = aimed === null ? remaining : remaining.filter(({ i }) => aimed.includes(i));
    const killedHere = allocateDamage(
      targets.map((r) => r.k),
      physical,
      magical,
    ).map((j) => targets[j].i);
    const killed = banished === null ? killedHere : [banished, ...killedHere];

    // 3 Lose health.
    const survivors = kinds.filter((_, i) => !killed.includes(i));
    let strength = survivors.reduce((s, k) => s + strengthFaced(k, allSpells), 0);
    strength -= itemsUsed.reduce((s, k) => s + (itemCard(k)?.strengthPrevent ?? 0), 0) + prevent.health;
    strength = Math.max(0, strength);
    const injury = payload.tradeHealth === true && strength >= 3 && canTrade(inv, 'injury');
    const healthLoss = strength - (injury ? 3 : 0);
    const delayed = survivors.some((k) => k.strength === 'delay');
    const clues = skillIs(inv, 'clue-on-tough-kill') ? killedHere.filter((i) => kinds[i].toughness >= 2).length : 0;
    return ok([
      {
        type: 'fight-resolved',
        data: {
          ...base,
          ...spent,
          avoided: false,
          banished,
          horror,
          sanityLoss,
          madness,
          physical,
          magical,
          killed,
          strength,
          healthLoss,
          injury,
          delayed,
          clues,
          ...(delayed ? { losesTurn: true } : {}),
        },
      },
    ]);
  },
});

function itemSpending(itemsUsed: readonly string[]) {
  return {
    itemsDiscarded: itemsUsed.filter((k) => itemCard(k)?.use === 'discard'),
    itemsExhausted: itemsUsed.filter((k) => itemCard(k)?.use === 'exhaust'),
  };
}

/** Free to use, so used by default: reusable items and artifacts (the Pallid Mask is a choice of its own). */
const usedByDefault = (key: string): boolean =>
  itemCard(key)?.use === 'reusable' || (!!artifactCard(key) && artifactCard(key)?.effect !== 'avoid-monsters');

/**
 * The fight's offer: the items, artifacts and spells to use (the caster's and those other investigators
 * in the region cast on the fighter), which monsters the damage goes to, and the trades against heavy
 * horror and strength. The player decides each; the defaults are a suggestion (ruling 10).
 */
function fightOffer(state: EldritchState): Offer {
  const { inv, turn } = turnOf(state, 'fight');
  const opts = fightOptions(inv, turn.spellsCast);
  const helpers = helperSpells(state, state.current, turn.spellsCast);
  const fields: PromptField[] = [
    ...[...opts.items, ...opts.artifacts].map((k): PromptField => ({ name: `use-${k}`, kind: 'boolean', default: usedByDefault(k) })),
    ...opts.spells.map((k): PromptField => ({ name: `cast-${k}`, kind: 'boolean', default: false })),
    ...helpers.map((h): PromptField => ({ name: `help-${h.seat}-${h.spell}`, kind: 'boolean', default: false })),
  ];
  const damageKind = (name: string): PromptField => ({
    name,
    kind: 'choice',
    default: 'magical',
    choices: [
      { value: 'magical', code: `${P}/damage/magical` },
      { value: 'physical', code: `${P}/damage/physical` },
    ],
  });
  if (opts.spells.some((k) => spellCard(k)?.either)) fields.push(damageKind('shriveling'));
  for (const h of helpers) if (spellCard(h.spell)?.either) fields.push(damageKind(`shriveling-${h.seat}-${h.spell}`));
  const monsters = regionOf(state, inv.region as number).monsters;
  if (opts.spells.includes('greater-banishment') || helpers.some((h) => h.spell === 'greater-banishment')) {
    fields.push({
      name: 'banish',
      kind: 'choice',
      default: 0,
      choices: monsters.map((m, i) => ({ value: i, code: `${P}/monster`, params: { key: m } })),
    });
  }
  // Where the damage goes (003:121 "Distribute all your physical damage or magical damage on the monsters"):
  // one switch per monster, suggested for what the default loadout can destroy.
  const suggested = new Set(allocateDamage(monsters.map(monsterKind), ...defaultDamage(inv, opts)));
  monsters.forEach((m, i) => fields.push({ name: `kill-${i}`, kind: 'boolean', default: suggested.has(i) }));
  const horror = monsters.reduce((s, m) => s + monsterKind(m).horror, 0);
  const strength = monsters.reduce((s, m) => s + (monsterKind(m).strength === 'delay' ? 0 : (monsterKind(m).strength as number)), 0);
  if (horror >= 3) fields.push({ name: 'tradeSanity', kind: 'boolean', default: false });
  if (strength >= 3) fields.push({ name: 'tradeHealth', kind: 'boolean', default: false });
  return { code: `${P}/action/fight`, primary: true, params: { monsters: monsters.map((m, i) => ({ key: m, n: i + 1 })) }, fields };
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
