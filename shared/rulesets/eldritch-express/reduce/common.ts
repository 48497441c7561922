/**
 * Small helpers every area of the fold uses. Each returns a new state (or list) and shares what did
 * not change; none edits its input.
 */
import type { Deck, EldritchState, Investigator, Pending, RegionState, Step, TurnState } from '../state';
import { firstNeededStep } from '../rules';

/** The list without the first copy of `card` (the list itself when it holds none). */
export function without(list: readonly string[], card: string): string[] {
  const at = list.indexOf(card);
  return at < 0 ? (list as string[]) : [...list.slice(0, at), ...list.slice(at + 1)];
}

/** The list without the entry at `index`, counted from the end when negative (as `splice(index, 1)` does). */
export function removeAt<T>(list: readonly T[], index: number): T[] {
  const at = index < 0 ? list.length + index : index;
  return at < 0 || at >= list.length ? (list as T[]) : [...list.slice(0, at), ...list.slice(at + 1)];
}

/** A seat's investigator; a stored event naming a seat without one does not fold. */
export function inv(s: EldritchState, seat: number): Investigator {
  const found = s.seats[seat]?.investigator;
  if (!found) throw new Error(`seat ${seat} has no investigator`);
  return found;
}

/** The state with one seat's investigator changed. */
export function withInv(s: EldritchState, seat: number, change: (i: Investigator) => Partial<Investigator>): EldritchState {
  const i = inv(s, seat);
  return { ...s, seats: s.seats.map((it, n) => (n === seat ? { ...it, investigator: { ...i, ...change(i) } } : it)) };
}

/** The state with one region changed; a stored event naming no region of the board does not fold. */
export function withRegion(s: EldritchState, id: number, change: (r: RegionState) => Partial<RegionState>): EldritchState {
  if (!s.regions.some((r) => r.id === id)) throw new Error(`no region ${id}`);
  return { ...s, regions: s.regions.map((r) => (r.id === id ? { ...r, ...change(r) } : r)) };
}

/** The state with the turn in progress changed; an event of a turn step folds only during a turn. */
export function withTurn(s: EldritchState, change: (t: TurnState) => Partial<TurnState>): EldritchState {
  if (!s.turnState) throw new Error('no turn in progress');
  return { ...s, turnState: { ...s.turnState, ...change(s.turnState) } };
}

/** The state with the turn's dice tray changed. */
export function withTray(
  s: EldritchState,
  change: (t: NonNullable<TurnState['dice']>) => Partial<NonNullable<TurnState['dice']>>,
): EldritchState {
  return withTurn(s, (t) => {
    if (!t.dice) throw new Error('no dice rolled this turn');
    return { dice: { ...t.dice, ...change(t.dice) } };
  });
}

/** Something more the table must roll or choose, after what already waits. */
export const pushPending = (s: EldritchState, ...more: Pending[]): EldritchState => ({ ...s, pending: [...s.pending, ...more] });

/** Cards back at the bottom of a deck. */
export const toDeck = (s: EldritchState, deck: Deck, ...cards: string[]): EldritchState => ({
  ...s,
  decks: { ...s.decks, [deck]: [...s.decks[deck], ...cards] },
});

/** A card taken out of a deck. */
export const fromDeck = (s: EldritchState, deck: Deck, card: string): EldritchState => ({
  ...s,
  decks: { ...s.decks, [deck]: without(s.decks[deck], card) },
});

/** Clues out of (negative: back into) the supply. */
export const fromSupply = (s: EldritchState, count: number): EldritchState => ({ ...s, clueSupply: s.clueSupply - count });

/** The turn moves on to the first step from `from` with something to do (read from the state as it now stands). */
export const goTo = (s: EldritchState, from: Step): EldritchState =>
  s.turnState ? { ...s, turnState: { ...s.turnState, step: firstNeededStep(s, from) } } : s;

/** Clamps a track: doom and elder sign never rise above their start. */
export const clampTrack = (s: EldritchState, value: number) => Math.max(0, Math.min(s.doomStart, value));

/** The items without the first one of that card (unchanged when there is none). */
export function withoutItem<T extends { key: string }>(items: readonly T[], key: string): T[] {
  const at = items.findIndex((it) => it.key === key);
  return at < 0 ? (items as T[]) : removeAt(items, at);
}
