/** The Seven Scions' events, as stored (fields added in version 2 are optional: version 1 events lack them). */
import { z } from 'zod';
import { defineEvents, type EventOf } from '../../engine/events';
import { addonEventSchemas } from '../../kits/runebound-addons/events';
import { COMBAT_PHASES, STORM_ADVANCE, STORM_COLOURS, STORM_RESULTS } from './data/seven-scions';

const colour = z.enum(STORM_COLOURS);
const challenge = z.enum(Object.keys(STORM_ADVANCE) as [keyof typeof STORM_ADVANCE, ...(keyof typeof STORM_ADVANCE)[]]);
const phaseKeys = Object.keys(COMBAT_PHASES) as [keyof typeof COMBAT_PHASES, ...(keyof typeof COMBAT_PHASES)[]];
const hero = { player: z.string(), playerName: z.string() };
const run = { player: z.string().nullable(), playerName: z.string().nullable() };
const n = z.number().int();

export const sevenScionsEvents = defineEvents({
  ...addonEventSchemas,
  'setup-finished': z.object({ first: z.string() }),
  'storm-advanced': z.object({ player: z.string(), challenge, from: n, to: n, spaces: n, offTop: z.boolean() }),
  'storm-reset': z.object({ from: n }),
  'storm-card-drawn': z.object({
    colour,
    by: z.string(),
    byName: z.string(),
    order: z.array(z.string()),
    orderNames: z.array(z.string()),
    left: n,
  }),
  'endgame-begun': z.object({ stormlords: n }),
  'storm-card-resolved': z.object({ colour, result: z.enum(STORM_RESULTS), by: z.string() }),
  'turn-ended': z.object({ player: z.string(), next: z.string(), nextIndex: n }),
  'event-card-drawn': z.object({
    drawer: z.string(),
    order: z.array(z.string()),
    returned: z.array(z.object({ space: n, from: z.string() })),
  }),
  'scion-counter-taken': z.object({ ...hero, scion: n }),
  'scion-counter-passed': z.object(hero),
  'scion-counter-used': z.object({ ...hero, scion: n }),
  'scion-awakened': z.object({ ...hero, scion: n, previous: n.nullable(), counterFrom: z.string().nullable() }),
  'scion-returned': z.object({ ...hero, scion: n, reason: z.enum(['killed', 'discarded']) }),
  /** Version 1: a level (counters + 1) and no gold; version 2: the experience bonus total and gold. */
  'hero-level-set': z.object({ ...hero, level: n, gold: n.optional(), measure: z.literal('experience-bonus').optional() }),
  'stormlords-faced': z.object({
    mode: z.enum(['competitive', 'cooperative']),
    heroOrder: z.array(z.string()),
    names: z.array(z.string()),
    tieBroken: z.boolean().optional(),
    levels: z.array(n.nullable()).optional(),
    gold: z.array(n.nullable()).optional(),
  }),
  'stormlord-order-rolled': z.object({ ...run, order: z.array(n) }),
  'stormlord-defeated': z.object({ ...run, stormlord: n, defeated: n, of: n }),
  'hero-knocked-out': z.object({ ...run, stormlord: n, wounds: n, defeated: n }),
  'heroes-knocked-out': z.object({ stormlord: n, defeated: n }),
  'stormlords-result': z.object({ winners: z.array(z.string()), names: z.array(z.string()), code: z.string() }),
  'combat-values-recorded': z.object({
    ...hero,
    combatPhase: z.enum(phaseKeys),
    score: n,
    damage: n,
    scionScore: n.nullable(),
    scionDamage: n.nullable(),
    replace: z.enum(['none', 'score', 'damage']),
  }),
});

export type SevenScionsEvent = EventOf<typeof sevenScionsEvents.schemas>;
