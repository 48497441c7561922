/** Step 1, upkeep and assignment: back from lost in time and space, Lily's exchange, hiding, choosing an encounter. */
import { z } from 'zod';
import { d6 } from '../../../engine/dice';
import type { ActionDef } from '../../../engine/ruleset';
import { fail, ok } from '../../../engine/result';
import type { EldritchState } from '../state';
import { canHide, encounterKey, encountersIn, knowledgeIs, regionOf } from '../rules';
import { inStep } from './guard';

const empty = z.object({}).strict() as z.ZodType<Record<string, never>>;

/** Lost in time and space and no longer delayed: a d6 says where the investigator comes back. */
export const returnFromLost: ActionDef<EldritchState, Record<string, never>> = {
  schema: empty,
  dice: () => ({ dice: [d6] }),
  decide: (state, _p, dice) => {
    const ctx = inStep(state, 'upkeep');
    if (!ctx.ok) return ctx;
    if (ctx.value.inv.region !== 'lost') return fail('rules/not_lost', 'This investigator is not lost in time and space.');
    const region = Number(dice[0].value);
    return ok([{ type: 'returned-from-lost', data: { seat: ctx.value.seat, region, die: region } }]);
  },
};

const exchangeSchema = z.object({ health: z.number().int().min(1).max(12) }).strict();

/** Lily Chen's knowledge: at the start of her turn she may move points between health and sanity. */
export const exchange: ActionDef<EldritchState, z.infer<typeof exchangeSchema>> = {
  schema: exchangeSchema,
  decide: (state, { health }) => {
    const ctx = inStep(state, 'upkeep');
    if (!ctx.ok) return ctx;
    const { inv, turn, seat } = ctx.value;
    if (!knowledgeIs(inv, 'exchange-health-sanity') || turn.exchanged) return fail('rules/no_ability', 'This investigator cannot exchange health and sanity now.');
    const total = inv.health + inv.sanity;
    const sanity = total - health;
    if (health > inv.maxHealth || sanity < 1 || sanity > inv.maxSanity) {
      return fail('rules/out_of_range', 'Health and sanity must stay between 1 and their maximum.', { health, sanity });
    }
    return ok([{ type: 'health-sanity-exchanged', data: { seat, health, sanity, fromHealth: inv.health, fromSanity: inv.sanity } }]);
  },
};

/** Hiding: the turn is lost, but no monster is met — not in a stack with a No Hiding monster. */
export const hide: ActionDef<EldritchState, Record<string, never>> = {
  schema: empty,
  decide: (state) => {
    const ctx = inStep(state, 'upkeep');
    if (!ctx.ok) return ctx;
    const { inv, seat } = ctx.value;
    if (inv.region === 'lost') return fail('rules/not_lost', 'Come back from lost in time and space first.');
    if (!canHide(regionOf(state, inv.region))) return fail('rules/no_hiding', 'A monster here prevents hiding.');
    return ok([{ type: 'hid', data: { seat, region: inv.region } }]);
  },
};

const assignSchema = z.object({ encounter: z.string() }).strict();

/** Assignment to an encounter of the region or to its city (which refreshes exhausted items). */
export const assign: ActionDef<EldritchState, z.infer<typeof assignSchema>> = {
  schema: assignSchema,
  decide: (state, { encounter }) => {
    const ctx = inStep(state, 'upkeep');
    if (!ctx.ok) return ctx;
    const { inv, seat } = ctx.value;
    if (inv.region === 'lost') return fail('rules/not_lost', 'Come back from lost in time and space first.');
    const chosen = encountersIn(state, inv.region).find((e) => encounterKey(e) === encounter);
    if (!chosen) return fail('rules/no_encounter', 'There is no such encounter in this region.', { encounter });
    const refreshed = chosen.kind === 'city' ? inv.items.filter((i) => i.exhausted).map((i) => i.key) : [];
    return ok([{ type: 'assigned', data: { seat, region: inv.region, encounter: chosen, refreshed } }]);
  },
};
