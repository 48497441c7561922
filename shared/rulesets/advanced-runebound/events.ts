/**
 * Every event Advanced Runebound writes, as zod schemas of its `data` (engine v2's typed events):
 * the reducer switches over the union they give, and every stored event is checked against them
 * when it is folded. Fields older events lack are optional.
 */
import { z } from 'zod';
import { defineEvents, type EventOf } from '../../engine/events';
import { COLOURS, EXPERIENCE_TYPES, TERRAINS } from './data/tables';

const colour = z.enum(COLOURS);
const terrain = z.enum(TERRAINS);
const player = z.string();
const name = z.string();

const schemas = {
  'card-placed': z.object({ colour, reason: z.string(), space: z.number(), town: z.string().nullable() }),
  'card-colour-corrected': z.object({ space: z.number(), from: colour, to: colour }),
  'doom-counter-placed': z.object({
    counter: z.number(),
    space: z.number(),
    town: z.string().nullable(),
    lastCard: colour,
    returned: z.object({ green: z.number(), yellow: z.number(), blue: z.number(), red: z.number() }),
    trigger: z.number(),
  }),
  'discards-reshuffled': z.object({ colour, cards: z.number() }),
  'endgame-began': z.object({ counters: z.number() }),
  'turn-ended': z.object({ player, name, next: player, nextName: name, nextSeat: z.number(), round: z.number() }),
  'hazard-checked': z.object({ player, name, terrain, shown: z.array(terrain), hazard: z.boolean() }),
  'hazard-colour-found': z.object({
    player,
    name,
    terrain,
    number: z.number(),
    cardsOnTrack: z.number(),
    space: z.number(),
    colour,
    looped: z.boolean(),
  }),
  'hazard-resolved': z.object({
    player,
    name,
    colour,
    kind: z.enum(['challenge-defeated', 'challenge-failed', 'encounter', 'event']),
    experience: z.number(),
  }),
  'event-drawn': z.object({ colour, number: z.number(), inPlay: z.number().nullable(), takesEffect: z.boolean() }),
  'experience-gained': z.object({ player, name, points: z.number(), total: z.number() }),
  'experience-bought': z.object({
    player,
    name,
    cost: z.number(),
    counters: z.array(z.object({ type: z.enum(EXPERIENCE_TYPES), bonus: z.number() })),
    level: z.number(),
    experienceLeft: z.number(),
  }),
  'healing-bought': z.object({ player, name, wounds: z.number(), exhaustion: z.number(), cost: z.number(), goldLeft: z.number() }),
  'hero-knocked-out': z.object({ player, name, goldLost: z.number(), experienceLost: z.number(), hazard: z.boolean() }),
  'knockout-checklist-done': z.object({ player, name }),
  'red-challenge-kept': z.object({ player, name, redChallenges: z.number() }),
  'gold-counted': z.object({ player, name, from: z.number(), to: z.number() }),
  'endgame-order-set': z.object({
    order: z.array(player),
    names: z.array(name),
    ranking: z.array(z.object({ player, level: z.number(), gold: z.number() })),
    tieRolls: z.array(z.object({ players: z.array(player), rolls: z.array(z.number()) })),
  }),
  /** `reward` and `gold`: from version 2 (version-1 events carry neither, and leave gold as it was). */
  'endgame-challenge-defeated': z.object({
    player,
    name,
    redChallenges: z.number(),
    reward: z.number().optional(),
    gold: z.number().optional(),
  }),
  'margath-defeated': z.object({ player, name }),
  'endgame-eliminated': z.object({ player, name, next: player.nullable(), nextName: name.nullable() }),
  'game-decided': z.object({ players: z.array(player), names: z.array(name), how: z.string() }),
} as const;

/** Advanced Runebound's event catalog, checked on every fold (live, replay, open, import). */
export const advancedRuneboundEvents = defineEvents(schemas);

export type AdvancedRuneboundEvent = EventOf<typeof advancedRuneboundEvents.schemas>;
