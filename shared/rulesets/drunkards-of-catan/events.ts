/** Drunkards of Catan events, declared once: the types come from these schemas and every stored event is checked against them. */
import { z } from 'zod';
import { defineEvents, type EventOf } from '../../engine/events';

const move = z.object({ from: z.string(), to: z.string(), fromName: z.string(), toName: z.string(), count: z.number().int() });
const share = z.object({
  playerId: z.string(),
  before: z.number(),
  returned: z.number(),
  after: z.number(),
  drinks: z.number(),
  name: z.string(),
});

export const drunkardsEvents = defineEvents({
  /** Barrels built (the table paid 1 grain + 1 lumber each on the board). */
  'barrel-built': z.object({ player: z.string(), name: z.string(), count: z.number().int() }),
  /** Barrels that changed hands; nobody drinks. */
  'barrels-traded': move,
  /** Barrels given; the receiver drinks once per barrel. */
  'barrels-gifted': move,
  /** A barrel drunk for a resource card from the bank. */
  'barrel-drunk': z.object({ player: z.string(), name: z.string(), resource: z.string() }),
  'production-rolled': z.object({ dice: z.tuple([z.number(), z.number()]), total: z.number(), doubles: z.boolean() }),
  /** The festival doubles bring: each player's share of barrels returned and drinks taken. */
  festival: z.object({ shares: z.array(share) }),
  'game-ended': z.object({ winner: z.string(), name: z.string() }),
});

export type DrunkardsEvent = EventOf<typeof drunkardsEvents.schemas>;
