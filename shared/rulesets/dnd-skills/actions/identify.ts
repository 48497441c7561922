/** The cheaper identify calculator: detect magic, the Spellcraft check, what identifying then costs, and casting it. */
import { z } from 'zod';
import type { ActionDef } from '../../../engine/ruleset';
import { fail, ok } from '../../../engine/result';
import { claimBeyondCheck, claimExceedsItem, identifyCost, learned, schoolDc } from '../rules';
import type { DndState } from '../state';
import { d20, empty, modifier, name, pc } from './common';

const detectSchema = z
  .object({
    caster: z.string().min(1),
    item: name,
    effect: z.enum(['spell', 'other']),
    level: z.number().int().min(0).max(40),
    spellcraftModifier: modifier,
    hasSubschool: z.boolean().default(false),
    descriptors: z.number().int().min(0).max(8).default(0),
  })
  .strict();
/** Detect magic on an item: the Spellcraft DC is 15 + spell level, or 15 + half the caster level for other effects. */
export const detectMagic: ActionDef<DndState, z.infer<typeof detectSchema>> = {
  schema: detectSchema,
  decide: (state, p) => {
    if (state.detection) return fail('rules/detection_open', `Finish the Spellcraft check on ${state.detection.item} first.`, { item: state.detection.item });
    const who = pc(state, p.caster);
    if (!who.ok) return who;
    return ok([{ type: 'magic-detected', data: { ...p, caster: who.value, dc: schoolDc(p.effect, p.level) } }]);
  },
};

/** The Spellcraft check: school at the DC, subschool at +5, descriptors at +10; the identify price follows. */
export const rollSpellcraft: ActionDef<DndState, z.infer<typeof empty>> = {
  schema: empty,
  dice: () => ({ dice: [d20] }),
  decide: (state, _p, dice) => {
    const det = state.detection;
    if (!det) return fail('rules/wrong_phase', 'Detect magic on an item first.');
    const roll = Number(dice[0].value);
    const total = roll + det.spellcraftModifier;
    const known = learned(total, det.dc, det.hasSubschool, det.descriptors);
    const cost = identifyCost(known);
    return ok([{
      type: 'spellcraft-checked',
      data: { caster: det.caster, item: det.item, roll, total, dc: det.dc, school: known.school, subschool: known.subschool, hasSubschool: det.hasSubschool, descriptorsKnown: known.descriptors, cost: cost.total, material: cost.material, saved: cost.saved },
    }]);
  },
};

/** Drop a detection before its Spellcraft check. */
export const dropDetection: ActionDef<DndState, z.infer<typeof empty>> = {
  schema: empty,
  decide: (state) => (state.detection ? ok([{ type: 'detection-dropped', data: { item: state.detection.item } }]) : fail('rules/wrong_phase', 'Nothing is being detected.')),
};

const castSchema = z
  .object({
    record: z.number().int().min(1),
    school: z.boolean().default(false),
    subschool: z.boolean().default(false),
    descriptors: z.number().int().min(0).max(8).default(0),
    /** The table's word on knowledge beyond what the Spellcraft check revealed; true when nothing goes beyond it. */
    knowledgeRight: z.boolean().default(true),
  })
  .strict();
/**
 * Cast identify on a priced item, relying on what the caster claims to know of its school, subschool and
 * descriptors (by default what the Spellcraft check revealed). The price follows the claim; wrong
 * knowledge makes the identify fail automatically and wastes the components (002:326).
 */
export const castIdentify: ActionDef<DndState, z.infer<typeof castSchema>> = {
  schema: castSchema,
  decide: (state, { record, knowledgeRight, ...claim }) => {
    const found = state.identifies.find((i) => i.id === record);
    if (!found) return fail('rules/unknown_item', 'No item has been priced under that number.', { record });
    if (found.status === 'identified') return fail('rules/already_identified', `${found.item} is identified already.`, { item: found.item });
    const beyond = claimBeyondCheck(claim, found);
    if (!beyond && !knowledgeRight) return fail('rules/knowledge_from_check', 'What the Spellcraft check revealed is right; only knowledge beyond it can be wrong.', { item: found.item });
    const exceeds = claimExceedsItem(claim, found.hasSubschool, found.itemDescriptors);
    const success = !exceeds && knowledgeRight;
    // The components bought are those the claim calls for, right or wrong.
    const price = identifyCost({ school: claim.school, hasSubschool: found.hasSubschool || claim.subschool, subschool: claim.subschool, descriptors: claim.descriptors });
    return ok([{
      type: 'identify-cast',
      data: {
        record, caster: found.caster, item: found.item, ...claim, beyondCheck: beyond, success, reason: success ? 'right' : exceeds ? 'not-on-item' : 'wrong',
        material: price.material, service: price.service, cost: price.total,
      },
    }]);
  },
};
