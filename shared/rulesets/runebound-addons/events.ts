/** The add-ons' events: the kit's (checklists, rituals) and the end of set-up. */
import { z } from 'zod';
import { defineEvents, type EventOf } from '../../engine/events';
import { addonEventSchemas } from '../../kits/runebound-addons';

export const runeboundAddonsEvents = defineEvents({ ...addonEventSchemas, 'setup-finished': z.object({}) });
export type RuneboundAddonsEvent = EventOf<typeof runeboundAddonsEvents.schemas>;
