/** The harvesting calculator: a defeated creature's parts, then selling or preserving them. */
import { z } from 'zod';
import type { ActionDef } from '../../../engine/ruleset';
import { fail, ok } from '../../../engine/result';
import { CREATURE_TYPES, HARVEST } from '../data/harvest';
import { harvestSynergy, harvestValue, harvestWorth } from '../rules';
import type { DndState } from '../state';
import { d20, modifier, name, pc } from './common';

const harvestSchema = z
  .object({
    harvester: z.string().min(1),
    creature: name,
    creatureType: z.enum(CREATURE_TYPES),
    hd: z.number().int().min(1).max(60),
    knowledgeModifier: modifier,
    synergyRanks: z.boolean().default(false),
    synergyAbility: z.boolean().default(false),
    favoredEnemy: z.number().int().min(0).max(20).default(0),
    decays: z.boolean().default(true),
  })
  .strict();
/** Harvest a defeated creature: 1 minute per HD, then Knowledge (d20 + modifier + synergy + favored enemy) × HD in parts. */
export const harvest: ActionDef<DndState, z.infer<typeof harvestSchema>> = {
  schema: harvestSchema,
  dice: () => ({ dice: [d20] }),
  decide: (state, p, dice) => {
    const who = pc(state, p.harvester);
    if (!who.ok) return who;
    const roll = Number(dice[0].value);
    const synergy = harvestSynergy(p.creatureType, p.synergyRanks, p.synergyAbility);
    const total = roll + p.knowledgeModifier + synergy + p.favoredEnemy;
    return ok([{
      type: 'harvested',
      data: {
        harvester: who.value, creature: p.creature, creatureType: p.creatureType, hd: p.hd, roll, modifier: p.knowledgeModifier, synergy, favoredEnemy: p.favoredEnemy,
        total, value: harvestValue(total, p.hd), decays: p.decays, seconds: p.hd * HARVEST.minutesPerHd * 60,
      },
    }]);
  },
};

const lotSchema = z.object({ lot: z.number().int().min(1) }).strict();
function closeLot(type: 'harvest-sold' | 'harvest-preserved'): ActionDef<DndState, z.infer<typeof lotSchema>> {
  return {
    schema: lotSchema,
    decide: (state, { lot }) => {
      const found = state.harvests.find((h) => h.id === lot);
      if (!found) return fail('rules/unknown_lot', 'There is no such harvest.', { lot });
      if (found.status !== 'held') return fail('rules/lot_closed', `The ${found.creature} parts were already ${found.status}.`, { creature: found.creature, status: found.status });
      const hours = Math.floor((state.clock - found.at) / 3600);
      const worth = found.decays ? harvestWorth(found.value, hours) : found.value;
      return ok([{ type, data: { lot, creature: found.creature, value: found.value, hours, worth } }]);
    },
  };
}
/** Sell held parts at their worth now. */
export const sellHarvest = closeLot('harvest-sold');
/** Preserve held parts: their worth stops falling. */
export const preserveHarvest = closeLot('harvest-preserved');
