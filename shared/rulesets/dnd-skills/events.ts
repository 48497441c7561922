/** The D&D skill toolkit's events, declared once: the types come from these schemas, and stored events are checked against them. */
import { z } from 'zod';
import { defineEvents, type EventOf } from '../../engine/events';
import { CREATURE_TYPES } from './data/harvest';

const n = z.number();
const name = z.string();

export const dndEvents = defineEvents({
  'time-passed': z.object({ seconds: n, days: n, hours: n, minutes: n, rounds: n }),
  /** A creature harvested: the Knowledge check, the parts' value, and the minutes it took (002:253). */
  harvested: z.object({
    harvester: name, creature: name, creatureType: z.enum(CREATURE_TYPES), hd: n, roll: n, modifier: n, synergy: n, favoredEnemy: n,
    total: n, value: n, decays: z.boolean(), seconds: n,
  }),
  'harvest-sold': z.object({ lot: n, creature: name, value: n, hours: n, worth: n }),
  'harvest-preserved': z.object({ lot: n, creature: name, value: n, hours: n, worth: n }),
  'research-started': z.object({
    researcher: name, topic: name, library: name, libraryBonus: n, wanted: n, knowledgeModifier: n, trained: z.boolean(), conModifier: n, dc: n,
    drawn: n, left: n, hoursNeeded: n,
  }),
  researched: z.object({ researcher: name, hours: n, total: n, bonus: n }),
  'forced-research-hour': z.object({ researcher: name, extraHour: n, roll: n, total: n, dc: n, success: z.boolean(), bonus: n }),
  'researcher-slept': z.object({ researcher: name, hours: n, day: n }),
  /** Version 2: the campaign clock passed the end of the research day (002:310). */
  'research-day-began': z.object({ researcher: name, day: n, days: n }),
  'research-checked': z.object({
    researcher: name, topic: name, library: name, bonus: n, roll: n.nullable(), take10: z.boolean(), total: n, dc: n, success: z.boolean(), hours: n, days: n,
  }),
  'research-abandoned': z.object({ researcher: name, topic: name }),
  'taunt-declared': z.object({ intimidator: name, target: name, hd: n, wisdomModifier: n, intimidateModifier: n, willSave: n, dc: n }),
  'taunt-intimidated': z.object({ intimidator: name, target: name, roll: n, total: n, dc: n, success: z.boolean(), lockoutSeconds: n }),
  'taunt-locked-out': z.object({ intimidator: name, target: name, secondsLeft: n }),
  'taunt-withdrawn': z.object({ intimidator: name, target: name }),
  'taunt-will-saved': z.object({ intimidator: name, target: name, roll: n, total: n, dc: n, success: z.boolean() }),
  'pep-talk': z.object({ intimidator: name, target: name, lockoutSeconds: n }),
  'reckless-ended': z.object({ id: n, target: name, intimidator: name, reason: z.enum(['minute', 'defeated', 'out-of-sight']) }),
  'magic-detected': z.object({
    caster: name, item: name, effect: z.enum(['spell', 'other']), level: n, spellcraftModifier: n, hasSubschool: z.boolean(), descriptors: n, dc: n,
  }),
  'spellcraft-checked': z.object({
    caster: name, item: name, roll: n, total: n, dc: n, school: z.boolean(), subschool: z.boolean(), hasSubschool: z.boolean(), descriptorsKnown: n,
    cost: n, material: n, saved: n,
  }),
  'detection-dropped': z.object({ item: name }),
  /** Version 2: identify cast on stated knowledge; wrong knowledge fails it and wastes the components (002:326). */
  'identify-cast': z.object({
    record: n, caster: name, item: name, school: z.boolean(), subschool: z.boolean(), descriptors: n, beyondCheck: z.boolean(), success: z.boolean(),
    reason: z.enum(['right', 'wrong', 'not-on-item']), material: n, service: n, cost: n,
  }),
});

export type DndEvent = EventOf<typeof dndEvents.schemas>;
