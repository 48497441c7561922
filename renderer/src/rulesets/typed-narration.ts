/**
 * Narration typed over a ruleset's own events: each function reads its event type's data as the
 * ruleset declares it (`shared/rulesets/<id>/events.ts`), so a renamed event field or event type
 * fails the type check in every language's narration, not at run time. Used by the translations
 * (`<id>/locales/<lang>.ts`); the result is the plain `narrate` record the registry merges.
 */
import type { Narrator } from './types';

interface AnyEvent {
  type: string;
  data: unknown;
}

/** Event type → a sentence over that event's typed data. */
export type TypedNarration<E extends AnyEvent> = {
  [T in E['type']]?: (data: Extract<E, { type: T }>['data']) => string;
};

/** A typed narration as the registry keeps it. */
export const typedNarration = <E extends AnyEvent>(narration: TypedNarration<E>): Record<string, Narrator> =>
  narration as unknown as Record<string, Narrator>;
