/** Dice tray events, declared once: the types below come from these schemas, and stored events are checked against them. */
import { z } from 'zod';
import { defineEvents, type EventOf } from '../../engine/events';

export const diceTrayEvents = defineEvents({
  /** Dice were rolled (by the app or entered from the table); a d10's 0 counts 10 in the total. */
  rolled: z.object({ notation: z.string(), values: z.array(z.number()), total: z.number() }),
  'counter-added': z.object({ counterId: z.string(), name: z.string(), min: z.number(), max: z.number(), value: z.number() }),
  'counter-changed': z.object({ counterId: z.string(), name: z.string(), from: z.number(), to: z.number() }),
  /** A removed counter is retired, not deleted: the history still names it. */
  'counter-removed': z.object({ counterId: z.string(), name: z.string() }),
});

export type DiceTrayEvent = EventOf<typeof diceTrayEvents.schemas>;
