/** The Cataclysm's rules as small pure functions: the counter draw, who may attempt what, points, discount, victory. */
import { orderFromDice } from '../../kits/dice-shuffle';
import { CATACLYSM_COUNTERS, CURSES, TOWNS, VICTORY_BASE, type Curse, type CurseLevel, type Town } from './data/cataclysm';
import type { CataclysmState } from './state';

/** The counters dealt to the towns, in board order, each die picking one of the counters still face down. */
export function countersFromDice(values: readonly number[]): Record<Town, Curse | 'destroyed'> {
  const dealt = orderFromDice(CATACLYSM_COUNTERS, values);
  return Object.fromEntries(TOWNS.map((t, i) => [t, dealt[i]])) as Record<Town, Curse | 'destroyed'>;
}

/** The hero already standing in this town at set-up (his player id), or null when a hero may still start there (001:269-272). */
export function startingTownHolder(state: CataclysmState, town: Town): string | null {
  return Object.entries(state.startingTowns).find(([, t]) => t === town)?.[0] ?? null;
}

/** The towns a hero may still start in, in board order: the placement's choices and its default (the first). */
export const freeStartingTowns = (state: CataclysmState): Town[] => TOWNS.filter((t) => startingTownHolder(state, t) === null);

/** Victory points a hero needs: 15 minus the number of players. */
export function victoryTarget(players: number): number {
  return VICTORY_BASE - players;
}

/** A hero's victory points: the levels of every claimed curse card, plus any hand correction. */
export function victoryPoints(state: CataclysmState, player: string): number {
  const claims = state.claims[player];
  if (!claims) return 0;
  const fromCards = CURSES.reduce((sum, c) => sum + (claims[c][1] ? 1 : 0) + (claims[c][2] ? 2 : 0) + (claims[c][3] ? 3 : 0), 0);
  return fromCards + (state.vpAdjust[player] ?? 0);
}

/** The towns this hero has freed (by defeating their Level III card). */
export function townsFreedBy(state: CataclysmState, player: string): Town[] {
  return CURSES.flatMap((c) => (state.curses[c]?.freedBy === player ? [state.curses[c].town] : []));
}

/** Whether this hero has won: at least one freed town and 15 - players victory points. */
export function hasWon(state: CataclysmState, player: string): boolean {
  return townsFreedBy(state, player).length > 0 && victoryPoints(state, player) >= victoryTarget(state.players.length);
}

/** The curse whose deck sits on a town, if the town is cursed. */
export function curseOfTown(state: CataclysmState, town: Town): Curse | null {
  const counter = state.towns[town];
  return counter && counter !== 'destroyed' ? counter : null;
}

/** Cards a hero holds from one curse deck: his discount in that town's market, in gold. */
export function marketDiscount(state: CataclysmState, player: string, curse: Curse): number {
  const c = state.claims[player]?.[curse];
  return c ? [c[1], c[2], c[3]].filter(Boolean).length : 0;
}

/** What the hero pays for a market step: the total less the discount, never below zero. */
export function marketPrice(spent: number, discount: number): number {
  return Math.max(0, spent - discount);
}

/** Why this hero may not try this curse card now, as an error code, or null when he may. */
export function attemptBlock(state: CataclysmState, player: string, curse: Curse, level: CurseLevel): string | null {
  const deck = state.curses[curse];
  if (!deck) return 'rules/not-cursed';
  if (deck.freedBy !== null) return 'rules/town-freed';
  if (level !== 2) {
    // Level I and III cards are faced in the adventure step, in the town the hero stands in (001:310-311, 325-326).
    if (state.steps.market) return 'rules/after-market';
    if (state.steps.adventureOver) return 'rules/adventure-over';
    if (state.steps.town !== null && state.steps.town !== deck.town) return 'rules/other-town';
  }
  const claims = state.claims[player][curse];
  if (level === 1) {
    if (claims[1]) return 'rules/already-claimed';
    if (deck.levelOne === 0) return 'rules/deck-empty';
  }
  if (level === 2) {
    if (claims[2]) return 'rules/already-claimed';
    if (deck.questsRevealed === 0) return 'rules/no-quest-revealed';
  }
  if (level === 3) {
    if (!claims[1] && !claims[2]) return 'rules/needs-lower-card';
    if (!deck.levelThree) return 'rules/deck-empty';
  }
  return null;
}

/** A hero's gold as the app knows it. */
export function goldOf(state: CataclysmState, player: string): number {
  return state.gold[player] ?? 0;
}

/** Why the active hero may not take a market step in this town now, or null when he may (001:312-314: one market step, step 4). */
export function marketBlock(state: CataclysmState, town: Town): 'rules/town-not-freed' | 'rules/one-market-step' | null {
  const c = curseOfTown(state, town);
  if (!c || state.curses[c]?.freedBy == null) return 'rules/town-not-freed';
  if (state.steps.market) return 'rules/one-market-step';
  return null;
}

/** Why the active hero may not roll a trading pool now, or null: once a turn, during his movement (001:291-294). */
export function tradeBlock(state: CataclysmState): 'rules/already-traded' | 'rules/movement-over' | null {
  if (state.steps.traded) return 'rules/already-traded';
  if (state.steps.town !== null || state.steps.adventureOver || state.steps.market) return 'rules/movement-over';
  return null;
}
