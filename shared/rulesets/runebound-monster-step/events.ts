/**
 * Every event the Monster Step writes, as zod schemas of its `data` (engine v2's typed events): the
 * reducer switches over the union they give, and every stored event is checked against them when it
 * is folded. Fields older events lack are optional (see "Versioning" in docs/architecture.md).
 */
import { z } from 'zod';
import { defineEvents, type EventOf } from '../../engine/events';
import { CITIES, LOCATIONS, TERRAINS } from './data/charts';

const city = z.enum(CITIES);
const location = z.enum(LOCATIONS);
const colour = z.enum(['green', 'yellow', 'blue']);
const phase = z.enum(['ranged', 'melee', 'magic']);
const heroAt = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('elsewhere') }),
  z.object({ kind: z.literal('monster'), monster: z.number() }),
  z.object({ kind: z.literal('lair'), marker: z.number() }),
]);
const defeated = z.object({ monster: z.number(), life: z.number(), colour });
const nothing = z.object({});

const schemas = {
  'hero-moved': z.object({ to: heroAt }),
  'lair-marker-returned': z.object({ marker: z.number(), location: location.nullable() }),
  'monster-defeated': z.object({
    monster: z.number(),
    city: city.nullable(),
    duringMonsterStep: z.boolean(),
    lair: z.number().nullable(),
    life: z.number(),
    colour,
    recorded: z.boolean(),
  }),
  'hero-knocked-out': z.object({ monster: z.number(), city: city.nullable(), duringMonsterStep: z.boolean() }),
  'seeking-events-drawn': z.object({ monster: z.number(), count: z.number() }),
  'lair-check-planned': z.object({ marker: z.number(), phase, skill: z.number(), targets: z.array(z.number()), dice: z.number() }),
  'lair-check-cancelled': z.object({ marker: z.number() }),
  'lair-check-rolled': z.object({
    marker: z.number(),
    phase,
    skill: z.number(),
    success: z.boolean(),
    checks: z.array(z.object({ values: z.array(z.number()), total: z.number(), target: z.number(), success: z.boolean() })),
  }),
  'lair-closed': z.object({
    marker: z.number(),
    location: location.nullable(),
    discarded: z.array(defeated),
    orphans: z.array(z.number()),
  }),
  'lair-sealed': z.object({ marker: z.number(), location: location.nullable(), payment: z.enum(['gold', 'ally']), gold: z.number() }),
  'doom-lowered': z.object({ from: z.number(), to: z.number() }),
  'adventure-done': nothing,
  'market-done': z.object({ freeHealing: z.boolean() }),
  'experience-recorded': z.object({ experience: z.number(), level: z.number(), colour }),
  'event-card-in-play': nothing,
  'dragon-rune-gained': z.object({ runes: z.number() }),
  'lair-chart-rolled': z.object({ value: z.number(), location: location.nullable() }),
  'spawn-blocked': z.object({ location, reason: z.enum(['sealed', 'closed', 'no-marker']), marker: z.number().optional() }),
  'lair-opened': z.object({ marker: z.number(), location }),
  'monster-spawned': z.object({ monster: z.number(), lair: z.number(), location, colour, onHero: z.boolean() }),
  'monster-to-outskirts': z.object({
    location,
    lair: z.number().optional(),
    reason: z.enum(['board-full', 'no-marker']),
    outskirts: z.number(),
  }),
  'outskirts-cleared': z.object({ count: z.number() }),
  'terror-raised': z.object({ from: z.number(), to: z.number(), cityChart: z.boolean() }),
  'terror-at-max': z.object({ terror: z.number() }),
  'doom-raised': z.object({ from: z.number(), to: z.number(), length: z.number(), full: z.boolean() }),
  'ally-discarded': z.object({ none: z.boolean(), terror: z.number(), stack: city.optional() }),
  'city-chart-rolled': z.object({
    value: z.number(),
    city: city.nullable(),
    result: z.enum(['closes', 'blank', 'already-closed', 'held']),
  }),
  'city-chart-skipped': z.object({ terror: z.number(), reason: z.literal('no-city-can-close') }),
  /** `monsterRemoved`: version 1, or the `cityChartClosesHeldCity` house rule — the held city's monster left with it. */
  'city-closed': z.object({ city, monsterRemoved: z.number().nullable() }),
  'movement-check-rolled': z.object({ value: z.number(), movementDice: z.number(), simple: z.boolean(), walking: z.number() }),
  'movement-die-shown': z.object({ die: z.number(), symbols: z.array(z.enum(TERRAINS)) }),
  'monster-entered-city': z.object({
    monster: z.number(),
    city,
    turnsLeft: z.number(),
    faces: z.array(z.array(z.enum(TERRAINS)).nullable()).optional(),
  }),
  'city-timer-ticked': z.object({ monster: z.number(), city, turnsLeft: z.number() }),
  'city-destroyed': z.object({ city, monster: z.number() }),
  'monster-step-ended': z.object({ turn: z.number() }),
  'turn-ended': z.object({ turn: z.number() }),
  'margath-fought': z.object({ result: z.enum(['hero-won', 'margath-won']) }),
} as const;

/** The Monster Step's event catalog: the schemas, checked on every fold (live, replay, open, import). */
export const monsterStepEvents = defineEvents(schemas);

/** The Monster Step's events, discriminated on `type`: `switch (event.type)` narrows `data`. */
export type MonsterStepEvent = EventOf<typeof monsterStepEvents.schemas>;
