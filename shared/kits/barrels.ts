/**
 * The barrels kit: the Drunkards of Catan barrel rules (seed 002:14-28) as pure functions and numbers,
 * shared by the `drunkards-of-catan` ruleset and Catan Horror's Drunkards house rule. Neither ruleset
 * imports the other; both import this kit.
 */
/** Resource cards paid to the bank to build one barrel of alcohol. */
export const BARREL_COST = { grain: 1, lumber: 1 } as const;

/** Barrels held per victory point (rounded down). */
export const BARRELS_PER_VICTORY_POINT = 2;

/** At a festival each player returns this share of their barrels, rounded up, one drink per barrel. */
export const FESTIVAL_SHARE = 0.5;

/** The resource cards a drunk barrel can fetch from the bank (base Catan). */
export const RESOURCES = ['brick', 'lumber', 'wool', 'grain', 'ore'] as const;
export type Resource = (typeof RESOURCES)[number];

/** Victory points a player's barrels are worth: one per two barrels, rounded down. */
export function barrelVictoryPoints(barrels: number): number {
  return Math.floor(Math.max(0, barrels) / BARRELS_PER_VICTORY_POINT);
}

/** A production roll holds a festival when its two number dice show the same face. */
export function isFestivalRoll(first: number, second: number): boolean {
  return first === second;
}

/** Barrels a player returns at a festival: half of what they hold, rounded up. */
export function festivalReturn(barrels: number): number {
  return Math.ceil(Math.max(0, barrels) * FESTIVAL_SHARE);
}

/** One player's share of a festival: barrels before, returned to the bank, left, and drinks taken. */
export interface FestivalShare {
  playerId: string;
  before: number;
  returned: number;
  after: number;
  drinks: number;
}

/** Everyone's share of a festival, in the order given; players without barrels return and drink nothing. */
export function festival(holdings: readonly { playerId: string; barrels: number }[]): FestivalShare[] {
  return holdings.map(({ playerId, barrels }) => {
    const returned = festivalReturn(barrels);
    return { playerId, before: barrels, returned, after: barrels - returned, drinks: returned };
  });
}

/**
 * The festival a production roll brings, or null when its two number dice differ. For a Catan Horror table,
 * pass the red and yellow number dice (the event die plays no part).
 */
export function festivalOnRoll(
  numberDice: readonly [number, number],
  holdings: readonly { playerId: string; barrels: number }[],
): FestivalShare[] | null {
  return isFestivalRoll(numberDice[0], numberDice[1]) ? festival(holdings) : null;
}

/** What a player holds under the barrel rules: barrels, and the drinks taken so far (the evening's tally). */
export interface Cellar {
  barrels: number;
  drinks: number;
}

/** Whether a holding can give up this many barrels. */
export function holdsBarrels(cellar: Cellar, wanted: number): boolean {
  return cellar.barrels >= wanted;
}

/** Barrels built (the table pays 1 grain + 1 lumber each on the real board). */
export function buildBarrels<C extends Cellar>(cellar: C, count: number): C {
  return { ...cellar, barrels: cellar.barrels + count };
}

/** A barrel drunk: it returns to the bank and its owner takes one drink (and one resource card). */
export function drinkBarrel<C extends Cellar>(cellar: C): C {
  return { ...cellar, barrels: cellar.barrels - 1, drinks: cellar.drinks + 1 };
}

/** Drinks a gift forces on its receiver: one per barrel received (a trade forces none). */
export function giftDrinks(count: number): number {
  return Math.max(0, count);
}

/** Barrels changing hands: a trade (nobody drinks) or a gift (the receiver drinks once per barrel). */
export function passBarrels<C extends Cellar>(giver: C, receiver: C, count: number, gift: boolean): { giver: C; receiver: C } {
  return {
    giver: { ...giver, barrels: giver.barrels - count },
    receiver: { ...receiver, barrels: receiver.barrels + count, drinks: receiver.drinks + (gift ? giftDrinks(count) : 0) },
  };
}

/** A holding after its festival share: the barrels left, one drink per barrel returned. */
export function afterFestival<C extends Cellar>(cellar: C, share: FestivalShare): C {
  return { ...cellar, barrels: share.after, drinks: cellar.drinks + share.drinks };
}
