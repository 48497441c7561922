/** The cheaper identify calculator: detect magic, the Spellcraft check, what identifying then costs, and casting it (002:323-326). */
import { z } from 'zod';
import { allowed, refuse } from '../../../engine/define';
import { ok } from '../../../engine/result';
import { claimBeyondCheck, claimExceedsItem, d20Odds, identifyCost, learned, schoolDc } from '../rules';
import { owedStep } from '../rules/availability';
import type { Detection, DndState } from '../state';
import { action, checkDie, empty, modifier, name, pc, pcChoices } from './common';

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
/** Detect magic on an item: the Spellcraft DC is 15 + spell level, or 15 + half the caster level for other effects (002:324). */
export const detectMagic = action({
  schema: detectSchema,
  available: (state) => (state.detection ? refuse('rules/detection_open', { item: state.detection.item }) : allowed),
  offer: (state) => ({
    code: 'dnd/detect-magic',
    fields: [
      { name: 'caster', kind: 'choice', choices: pcChoices(state) },
      { name: 'item', kind: 'text', maxLength: 60 },
      {
        name: 'effect',
        kind: 'choice',
        choices: [
          { value: 'spell', code: 'dnd/effect/spell' },
          { value: 'other', code: 'dnd/effect/other' },
        ],
      },
      { name: 'level', kind: 'number', min: 0, max: 40, default: 3 },
      { name: 'spellcraftModifier', kind: 'number', min: -20, max: 80, default: 5 },
      { name: 'hasSubschool', kind: 'boolean', default: false },
      { name: 'descriptors', kind: 'number', min: 0, max: 8, default: 0 },
    ],
  }),
  decide: (state, p) => {
    const who = pc(state, p.caster);
    if (!who.ok) return who;
    return ok([{ type: 'magic-detected', data: { ...p, caster: who.value, dc: schoolDc(p.effect, p.level) } }]);
  },
});

const studying = (state: DndState) => (state.detection ? allowed : refuse('rules/wrong_phase', { waiting: 'spellcraft' }));
const detection = (state: DndState): Detection => state.detection!;

/** The Spellcraft check: school at the DC, subschool at +5, descriptors at +10; the identify price follows (002:324-325). */
export const rollSpellcraft = action({
  schema: empty,
  available: studying,
  offer: (state) => {
    const det = detection(state);
    return {
      code: 'dnd/roll-spellcraft',
      params: { caster: det.caster, item: det.item, dc: det.dc },
      dice: checkDie('spellcraft'),
      odds: d20Odds(det.spellcraftModifier, det.dc),
      primary: owedStep(state) === 'roll-spellcraft',
    };
  },
  dice: () => checkDie('spellcraft'),
  decide: (state, _p, dice) => {
    const det = detection(state);
    const roll = Number(dice[0].value);
    const total = roll + det.spellcraftModifier;
    const known = learned(total, det.dc, det.hasSubschool, det.descriptors);
    const cost = identifyCost(known);
    return ok([
      {
        type: 'spellcraft-checked',
        data: {
          caster: det.caster,
          item: det.item,
          roll,
          total,
          dc: det.dc,
          school: known.school,
          subschool: known.subschool,
          hasSubschool: det.hasSubschool,
          descriptorsKnown: known.descriptors,
          cost: cost.total,
          material: cost.material,
          saved: cost.saved,
        },
      },
    ]);
  },
});

/** Drop a detection before its Spellcraft check. */
export const dropDetection = action({
  schema: empty,
  available: studying,
  offer: () => ({ code: 'dnd/drop-detection', rare: true }),
  decide: (state) => ok([{ type: 'detection-dropped', data: { item: detection(state).item } }]),
});

const unidentified = (state: DndState) => state.identifies.filter((i) => i.status !== 'identified');

const castSchema = z
  .object({
    record: z.number().int().min(1),
    school: z.boolean().default(false),
    subschool: z.boolean().default(false),
    descriptors: z.number().int().min(0).max(8).default(0),
    /** The DM's word on the knowledge relied on; what the Spellcraft check revealed is right, so it defaults to yes. */
    knowledgeRight: z.boolean().default(true),
  })
  .strict();
/**
 * Cast identify on a priced item, relying on what the caster says they know of its school, subschool and
 * descriptors (by default what the Spellcraft check revealed). The price follows the claim; wrong knowledge
 * makes the identify fail automatically and wastes the components (002:326).
 */
export const castIdentify = action({
  schema: castSchema,
  available: (state) => (unidentified(state).length > 0 ? allowed : refuse('rules/nothing_to_identify')),
  offer: (state) =>
    unidentified(state).map((item) => ({
      code: 'dnd/cast-identify',
      params: { item: item.item, caster: item.caster },
      payload: { record: item.id },
      fields: [
        { name: 'school', kind: 'boolean' as const, default: item.school },
        { name: 'subschool', kind: 'boolean' as const, default: item.subschool },
        { name: 'descriptors', kind: 'number' as const, min: 0, max: 8, default: item.descriptors },
        { name: 'knowledgeRight', kind: 'boolean' as const, default: true },
      ],
    })),
  decide: (state, { record, knowledgeRight, ...claim }) => {
    const found = state.identifies.find((i) => i.id === record);
    if (!found) return refuse('rules/unknown_item', { record });
    if (found.status === 'identified') return refuse('rules/already_identified', { item: found.item });
    const exceeds = claimExceedsItem(claim, found.hasSubschool, found.itemDescriptors);
    // 002:326 fails an identify on *incorrect* knowledge; one relying on none has none to be wrong (ruling 11).
    const reliesOnKnowledge = claim.school || claim.subschool || claim.descriptors > 0;
    const success = !exceeds && (knowledgeRight || !reliesOnKnowledge);
    // The components bought are those the claim calls for, right or wrong.
    const price = identifyCost({
      school: claim.school,
      hasSubschool: found.hasSubschool || claim.subschool,
      subschool: claim.subschool,
      descriptors: claim.descriptors,
    });
    return ok([
      {
        type: 'identify-cast',
        data: {
          record,
          caster: found.caster,
          item: found.item,
          ...claim,
          beyondCheck: claimBeyondCheck(claim, found),
          success,
          reason: success ? 'right' : exceeds ? 'not-on-item' : 'wrong',
          material: price.material,
          service: price.service,
          cost: price.total,
        },
      },
    ]);
  },
});
