/** The Cataclysm's events, as stored (version 1 events lack the gold fields, which are optional). */
import { z } from 'zod';
import { defineEvents, type EventOf } from '../../engine/events';
import { addonEventSchemas } from '../../kits/runebound-addons/events';
import { CURSES, TOWNS } from './data/cataclysm';

const curse = z.enum(CURSES);
const town = z.enum(TOWNS);
const level = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const hero = { player: z.string(), playerName: z.string() };
const goldChange = { goldFrom: z.number().int().optional(), goldTo: z.number().int().optional() };

export const cataclysmEvents = defineEvents({
  ...addonEventSchemas,
  'setup-finished': z.object({ placer: z.string() }),
  'hero-placed': z.object({ ...hero, town }),
  'cataclysm-drawn': z.object({
    towns: z.record(town, z.union([curse, z.literal('destroyed')])),
    strandedIn: z.array(z.object({ player: z.string(), town })),
  }),
  'quest-counter-chosen': z.object({ ...hero, space: z.number().int() }),
  'curse-card-drawn': z.object({ ...hero, curse, level: z.union([z.literal(1), z.literal(3)]), town }),
  'curse-attempt-failed': z.object({ ...hero, curse, level: z.union([z.literal(1), z.literal(3)]), town }),
  'curse-card-claimed': z.object({
    ...hero,
    curse,
    level,
    town,
    vp: z.number().int(),
    xp: z.number().int(),
    gold: z.number().int(),
    ...goldChange,
    /** House rule (ruling 10): the claim ends the adventure step. Absent in version 1. */
    adventureOver: z.boolean().optional(),
  }),
  'quest-revealed': z.object({ curse, town, hiddenLeft: z.number().int() }),
  'town-freed': z.object({ ...hero, curse, town, returned: z.number().int(), discount: z.number().int() }),
  'market-priced': z.object({
    ...hero,
    town,
    curse,
    healing: z.number().int(),
    cards: z.number().int(),
    spent: z.number().int(),
    discount: z.number().int(),
    pays: z.number().int(),
    sold: z.number().int().optional(),
    ...goldChange,
  }),
  'trading-pool-rolled': z.object({
    ...hero,
    travel: z.number().int(),
    trading: z.number().int(),
    matches: z.number().int(),
    cardsToDraw: z.number().int(),
    healingCap: z.number().int(),
    spent: z.number().int().optional(),
    sold: z.number().int().optional(),
    ...goldChange,
  }),
  'turn-ended': z.object({ player: z.string(), next: z.string(), nextIndex: z.number().int() }),
  'game-won': z.object({ ...hero, vp: z.number().int(), target: z.number().int(), freed: z.number().int() }),
});

export type CataclysmEvent = EventOf<typeof cataclysmEvents.schemas>;
