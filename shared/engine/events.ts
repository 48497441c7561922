/**
 * Typed events (engine v2): a ruleset declares its events once, as zod schemas; the TypeScript
 * types come from them (a discriminated union on `type`), and stored events are checked against
 * the same schemas when they are folded — on replay, on opening a campaign and on import.
 */
import type { z } from 'zod';
import type { RulesEvent } from './ruleset';

/** The schema of each event's `data`, by event type. */
export type EventSchemas = Record<string, z.ZodType<Record<string, unknown>>>;

/** The union of a ruleset's events, discriminated on `type`: `switch (event.type)` narrows `data`. */
export type EventOf<M extends EventSchemas> = {
  [K in keyof M & string]: { type: K; data: z.output<M[K]>; cause?: string };
}[keyof M & string];

/**
 * Rewrites a stored event of an older shape or a retired type into a current event
 * (see "Versioning" in docs/architecture.md). It receives the event as stored.
 */
export type EventUpgrade = (event: RulesEvent) => RulesEvent;

/** Raised when a stored event does not match its schema: replay and import report it with the event's seq. */
export class EventShapeError extends Error {
  constructor(
    readonly type: string,
    readonly issues: string,
  ) {
    super(`event "${type}" does not match its schema: ${issues}`);
  }
}

/** A ruleset's event catalog: the schemas, and how a stored event becomes a typed one. */
export interface EventCatalog<M extends EventSchemas> {
  readonly schemas: M;
  /** Every current event type, in declaration order. */
  readonly types: readonly (keyof M & string)[];
  /** Retired types and old shapes, rewritten before the check. */
  readonly upgrades: Readonly<Record<string, EventUpgrade>>;
  /** The stored event, upgraded and checked; throws `EventShapeError` when it does not fit. */
  parse: (event: RulesEvent) => EventOf<M>;
}

/**
 * Declares a ruleset's events. `upgrades` maps an event type as it may be stored (a retired type,
 * or a current one whose old shape must be rewritten) to the function that rewrites it.
 *
 * ```ts
 * export const diceTrayEvents = defineEvents({
 *   rolled: z.object({ notation: z.string(), values: z.array(z.number()), total: z.number() }),
 * });
 * export type DiceTrayEvent = EventOf<typeof diceTrayEvents.schemas>;
 * ```
 */
export function defineEvents<M extends EventSchemas>(schemas: M, upgrades: Record<string, EventUpgrade> = {}): EventCatalog<M> {
  const types = Object.keys(schemas) as (keyof M & string)[];
  return {
    schemas,
    types,
    upgrades,
    parse: (stored) => {
      const event = upgrades[stored.type]?.(stored) ?? stored;
      const schema = Object.hasOwn(schemas, event.type) ? schemas[event.type] : undefined;
      if (!schema) throw new EventShapeError(event.type, 'no such event type in these rules');
      const data = schema.safeParse(event.data);
      if (!data.success) {
        throw new EventShapeError(event.type, data.error.issues.map((i) => `${i.path.join('.') || 'data'}: ${i.message}`).join('; '));
      }
      return { type: event.type, data: data.data, ...(event.cause !== undefined ? { cause: event.cause } : {}) } as EventOf<M>;
    },
  };
}

/** The exhaustive check at the end of a reducer's switch: a new event type left unhandled fails to compile. */
export function unhandledEvent(event: never): never {
  throw new Error(`unhandled event ${JSON.stringify(event)}`);
}
