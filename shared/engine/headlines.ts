/**
 * Headlines: the events a ruleset counts as the big moments of a game (a death, a fallen town, Doom
 * moving, the game won), each with a weight. Declared once per ruleset beside its events
 * (`shared/rulesets/<id>/headlines.ts`); the play screen's "just happened" strip, the table
 * display, the recap and the chronicle's session summary all read that one declaration. The words
 * are the events' own narration in the renderer's catalogs.
 */

/** How much a headline weighs: what the table most needs to see comes first. */
export const WEIGHT = {
  /** The game is won or lost. */
  outcome: 100,
  /** A hero, knight or investigator dies or is out of the game. */
  death: 90,
  /** Madness, a town or city lost for good, a player fallen. */
  fall: 80,
  /** A gate or lair opens, a city closes, the endgame begins. */
  threat: 60,
  /** Doom, Terror, the omen or the storm moves. */
  track: 50,
  /** Good news the table cheers: a gate sealed, a lair closed, a boss beaten. */
  relief: 40,
  /** Worth a line in the recap, not a fanfare. */
  notable: 20,
} as const;

/** An event as a declaration sees it: its type and data (stored data may predate the current schema). */
export interface HeadlineEvent {
  type: string;
  data: Record<string, unknown>;
}

type DataOf<E, T> = E extends { type: T; data: infer D } ? D : never;

/** One event type's headline: its weight, or its weight and when it is one (e.g. only when Doom went up). */
export type HeadlineRule<D> = number | { weight: number; when: (data: D) => boolean };

/** A ruleset's headlines, by event type, typed on its event union: a misspelt type does not compile. */
export type HeadlineDeclaration<E extends { type: string }> = { readonly [T in E['type']]?: HeadlineRule<DataOf<E, T>> };

/** A ruleset's declared headlines, as the app reads them. */
export interface Headlines {
  /** Every event type declared, for the tests and the docs. */
  readonly types: readonly string[];
  /** The event's weight when it is a headline, else null. */
  weightOf(event: HeadlineEvent): number | null;
}

/** Declares a ruleset's headlines: `defineHeadlines<XEvent>({ 'knight-killed': WEIGHT.death, … })`. */
export function defineHeadlines<E extends { type: string }>(declaration: HeadlineDeclaration<E>): Headlines {
  const rules = declaration as Readonly<Record<string, HeadlineRule<Record<string, unknown>> | undefined>>;
  return {
    types: Object.keys(rules),
    weightOf: (event) => {
      const rule = Object.hasOwn(rules, event.type) ? rules[event.type] : undefined;
      if (rule === undefined) return null;
      if (typeof rule === 'number') return rule;
      try {
        return rule.when(event.data) ? rule.weight : null;
      } catch {
        return null; // a stored event of an older shape: not a headline rather than a broken screen
      }
    },
  };
}

/** A headline found among events: the event and its weight. */
export interface Headline<T extends HeadlineEvent> {
  event: T;
  weight: number;
}

/** The headlines among `events`, heaviest first (equal weights keep the order they happened in). */
export function rankHeadlines<T extends HeadlineEvent>(headlines: Headlines | undefined, events: readonly T[]): Headline<T>[] {
  if (!headlines) return [];
  return events
    .map((event, at) => ({ event, weight: headlines.weightOf(event), at }))
    .filter((h): h is { event: T; weight: number; at: number } => h.weight !== null)
    .sort((a, b) => b.weight - a.weight || a.at - b.at)
    .map(({ event, weight }) => ({ event, weight }));
}
