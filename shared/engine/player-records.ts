/**
 * Per-player records across campaigns (issue "Table display v2": games, wins, deaths, madness — what
 * BG Stats users expect). A ruleset declares once, beside its events
 * (`shared/rulesets/<id>/player-records.ts`), which of its events are a player's win, a death of one
 * of their heroes or knights, or their madness, and whose; statistics count them over the events in force.
 */
import type { Player } from './ruleset';

type DataOf<E, T> = E extends { type: T; data: infer D } ? D : never;

/** Whose moment an event is: a player's id (or several: a shared victory), or null when it is nobody's. */
export type Whose<D> = (data: D, players: readonly Player[]) => string | readonly string[] | null | undefined;
type ByEvent<E extends { type: string }> = { readonly [T in E['type']]?: Whose<DataOf<E, T>> };

/** A ruleset's declaration, typed on its event union: a misspelt type does not compile. */
export interface PlayerRecordDeclaration<E extends { type: string }> {
  /** Who wins a game that ends won: every player (cooperative or solo), or the player an event names. */
  wins: 'everyone' | ByEvent<E>;
  /** Events in which one of a player's heroes, knights or investigators dies or is out. */
  deaths?: ByEvent<E>;
  /** Events in which a player, or one of their knights, goes mad. */
  madness?: ByEvent<E>;
}

/** The declaration as the app reads it. */
export interface PlayerRecordRules {
  wins: 'everyone' | Readonly<Record<string, Whose<never>>>;
  deaths: Readonly<Record<string, Whose<never>>>;
  madness: Readonly<Record<string, Whose<never>>>;
}

export function definePlayerRecords<E extends { type: string }>(declaration: PlayerRecordDeclaration<E>): PlayerRecordRules {
  const rules = declaration as unknown as PlayerRecordRules;
  return { wins: rules.wins, deaths: rules.deaths ?? {}, madness: rules.madness ?? {} };
}

/** One player's record in one game. */
export interface PlayerTally {
  won: boolean;
  deaths: number;
  madness: number;
}

/**
 * Each player's record in one game, from its events in force (oldest first) and whether it ended
 * won. A stored event of an older shape that a rule cannot read counts for nobody.
 */
export function tallyGame(
  rules: PlayerRecordRules | undefined,
  players: readonly Player[],
  events: readonly { type: string; data: Record<string, unknown> }[],
  won: boolean,
): Map<string, PlayerTally> {
  const tally = new Map(players.map((p) => [p.id, { won: false, deaths: 0, madness: 0 }]));
  if (!rules) return tally;
  const whose = (table: Readonly<Record<string, Whose<never>>>, event: { type: string; data: Record<string, unknown> }) => {
    const rule = Object.hasOwn(table, event.type) ? table[event.type] : undefined;
    if (!rule) return [];
    try {
      const who = (rule as Whose<Record<string, unknown>>)(event.data, players) ?? [];
      return typeof who === 'string' ? [who] : who;
    } catch {
      return [];
    }
  };
  for (const event of events) {
    for (const id of whose(rules.deaths, event)) if (tally.has(id)) tally.get(id)!.deaths++;
    for (const id of whose(rules.madness, event)) if (tally.has(id)) tally.get(id)!.madness++;
    if (won && rules.wins !== 'everyone') for (const id of whose(rules.wins, event)) if (tally.has(id)) tally.get(id)!.won = true;
  }
  if (won && rules.wins === 'everyone') for (const t of tally.values()) t.won = true;
  return tally;
}

/** How a player's name is matched across campaigns: case and surrounding spaces ignored. */
export const playerKey = (name: string): string => name.trim().toLocaleLowerCase();
