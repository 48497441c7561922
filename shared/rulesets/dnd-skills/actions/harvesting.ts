/** The harvesting calculator: a defeated creature's parts, then selling or preserving them. */
import { z } from 'zod';
import { allowed, refuse } from '../../../engine/define';
import { ok } from '../../../engine/result';
import { CREATURE_TYPES, HARVEST } from '../data/harvest';
import { harvestSynergy, harvestValue, harvestWorth } from '../rules';
import type { DndState, HarvestLot } from '../state';
import { action, checkDie, modifier, name, pc, pcChoices } from './common';
import { owedStep } from '../rules/availability';

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
/** Harvest a defeated creature: 1 minute per HD, then Knowledge (d20 + modifier + synergy + favored enemy) × HD in parts (002:252-255). */
export const harvest = action({
  schema: harvestSchema,
  offer: (state) => ({
    code: 'dnd/harvest',
    dice: checkDie('knowledge'),
    primary: owedStep(state) === null,
    fields: [
      { name: 'harvester', kind: 'choice', choices: pcChoices(state) },
      { name: 'creature', kind: 'text', maxLength: 60 },
      { name: 'creatureType', kind: 'choice', choices: CREATURE_TYPES.map((t) => ({ value: t, code: `dnd/creature/${t}` })) },
      { name: 'hd', kind: 'number', min: 1, max: 60, default: 4 },
      { name: 'knowledgeModifier', kind: 'number', min: -20, max: 80, default: 5 },
      { name: 'synergyRanks', kind: 'boolean', default: false, advanced: true },
      { name: 'synergyAbility', kind: 'boolean', default: false, advanced: true },
      { name: 'favoredEnemy', kind: 'number', min: 0, max: 20, default: 0, advanced: true },
      { name: 'decays', kind: 'boolean', default: true },
    ],
  }),
  dice: () => checkDie('knowledge'),
  decide: (state, p, dice) => {
    const who = pc(state, p.harvester);
    if (!who.ok) return who;
    const roll = Number(dice[0].value);
    const synergy = harvestSynergy(p.creatureType, p.synergyRanks, p.synergyAbility);
    const total = roll + p.knowledgeModifier + synergy + p.favoredEnemy;
    return ok([
      {
        type: 'harvested',
        data: {
          harvester: who.value,
          creature: p.creature,
          creatureType: p.creatureType,
          hd: p.hd,
          roll,
          modifier: p.knowledgeModifier,
          synergy,
          favoredEnemy: p.favoredEnemy,
          total,
          value: harvestValue(total, p.hd),
          decays: p.decays,
          seconds: p.hd * HARVEST.minutesPerHd * 60,
        },
      },
    ]);
  },
});

/** Held parts' worth now: 2% off an hour unsold (002:253), unless they do not decay. */
export const worthNow = (state: DndState, lot: HarvestLot): number =>
  lot.decays ? harvestWorth(lot.value, Math.floor((state.clock - lot.at) / 3600)) : lot.value;

/** A held lot as both closing actions offer it: the lot to send and its words' parameters. */
interface HeldOffer {
  payload: { lot: number };
  params: { creature: string; worth: number };
}
/**
 * The held lots and their worth now, worked out once per harvests and clock: the sell and the
 * preserve offers (and their availability) read the same list, and a prompt asked again for an
 * unchanged state reuses it. A long campaign can hold hundreds of lots; the prompt stays one pass.
 */
const heldCache = new WeakMap<readonly HarvestLot[], { clock: number; held: readonly HeldOffer[] }>();
function heldLots(state: DndState): readonly HeldOffer[] {
  const cached = heldCache.get(state.harvests);
  if (cached?.clock === state.clock) return cached.held;
  const held = state.harvests
    .filter((h) => h.status === 'held')
    .map((lot) => ({ payload: { lot: lot.id }, params: { creature: lot.creature, worth: worthNow(state, lot) } }));
  heldCache.set(state.harvests, { clock: state.clock, held });
  return held;
}
const anyHeld = (state: DndState) => (heldLots(state).length > 0 ? allowed : refuse('rules/no_harvest_held'));

const lotSchema = z.object({ lot: z.number().int().min(1) }).strict();
function closeLot(type: 'harvest-sold' | 'harvest-preserved') {
  const code = type === 'harvest-sold' ? 'dnd/sell-harvest' : 'dnd/preserve-harvest';
  return action({
    schema: lotSchema,
    available: anyHeld,
    offer: (state) => heldLots(state).map(({ payload, params }) => ({ code, params, payload })),
    decide: (state, { lot }) => {
      const found = state.harvests.find((h) => h.id === lot);
      if (!found) return refuse('rules/unknown_lot', { lot });
      if (found.status !== 'held')
        return refuse('rules/lot_closed', {
          creature: found.creature,
          status: found.status,
        });
      const hours = Math.floor((state.clock - found.at) / 3600);
      return ok([{ type, data: { lot, creature: found.creature, value: found.value, hours, worth: worthNow(state, found) } }]);
    },
  });
}
/** Sell held parts at their worth now. */
export const sellHarvest = closeLot('harvest-sold');
/** Preserve held parts: their worth stops falling. */
export const preserveHarvest = closeLot('harvest-preserved');
