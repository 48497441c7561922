/**
 * The add-ons' event schemas, as stored. A kit owns no events: each ruleset that carries the
 * add-ons spreads these into its own `defineEvents`, so all three record the same shape.
 */
import { z } from 'zod';
import type { EventOf } from '../../engine/events';
import { TERRAINS } from './data';

const terrain = z.enum(TERRAINS);

export const addonEventSchemas = {
  'setup-step-ticked': z.object({ item: z.string(), params: z.record(z.string(), z.unknown()), done: z.boolean() }),
  'ritual-added': z.object({ ritualId: z.string(), title: z.string(), owner: z.string(), ownerName: z.string(), slots: z.array(terrain) }),
  'ritual-slot-filled': z.object({
    ritualId: z.string(),
    title: z.string(),
    slot: z.number().int(),
    terrain,
    filled: z.number().int(),
    total: z.number().int(),
  }),
  'ritual-empowered': z.object({ ritualId: z.string(), title: z.string(), ownerName: z.string() }),
  'ritual-transferred': z.object({
    ritualId: z.string(),
    title: z.string(),
    fromName: z.string(),
    to: z.string(),
    toName: z.string(),
    cleared: z.number().int(),
  }),
  'ritual-removed': z.object({ ritualId: z.string(), title: z.string(), ownerName: z.string() }),
};

export type AddonEvent = EventOf<typeof addonEventSchemas>;

/** Whether a typed event of a carrying ruleset is one of the add-ons'. */
export function isAddonEvent(event: { type: string }): event is AddonEvent {
  return Object.hasOwn(addonEventSchemas, event.type);
}
