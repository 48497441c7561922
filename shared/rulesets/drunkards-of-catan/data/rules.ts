/** Drunkards of Catan numbers, as the table reads them: what a barrel costs, what it is worth, what a festival takes. */

/** Resource cards paid to the bank to build one barrel of alcohol. */
export const BARREL_COST = { grain: 1, lumber: 1 } as const;

/** Barrels held per victory point (rounded down). */
export const BARRELS_PER_VICTORY_POINT = 2;

/** At a festival each player returns this share of their barrels, rounded up, one drink per barrel. */
export const FESTIVAL_SHARE = 0.5;

/** The resource cards a drunk barrel can fetch from the bank (base Catan). */
export const RESOURCES = ['brick', 'lumber', 'wool', 'grain', 'ore'] as const;
export type Resource = (typeof RESOURCES)[number];
