/** VA 46-49 facts as data: the add-ons, their set-up options, their set-up steps, and the terrain symbols on the movement dice. */
import type { OptionDescriptor } from '../../engine/ruleset';

/** The four add-ons that change a Runebound game's decks. */
export const ADDONS = ['ritualsAndRunes', 'weaponsOfLegend', 'trapsAndTerrors', 'beastsAndBandits'] as const;
export type Addon = (typeof ADDONS)[number];

/** Set-up screen entries for the add-ons (a carrying ruleset's manifest lists them among its options). */
export const addonOptionDescriptors: readonly OptionDescriptor[] = ADDONS.map((key) => ({ key, kind: 'boolean', default: false }));

/** What each add-on puts into the game (card counts from the seed). */
export const ADDON_CONTENTS: Record<Addon, { deck: 'market' | 'adventure'; cards: number; parts: Record<string, number> }> = {
  ritualsAndRunes: { deck: 'market', cards: 30, parts: { ritualItems: 20, runeItems: 10 } },
  weaponsOfLegend: { deck: 'market', cards: 30, parts: { equippingAllies: 6, items: 12, allies: 12 } },
  trapsAndTerrors: { deck: 'adventure', cards: 30, parts: {} },
  beastsAndBandits: { deck: 'adventure', cards: 30, parts: {} },
};

/**
 * The set-up step each add-on adds, as checklist item codes.
 * Market add-ons are shuffled into the market deck; adventure add-ons are split by colour
 * and shuffled into the adventure deck of the same colour.
 */
export const ADDON_SETUP_STEPS: Record<Addon, readonly string[]> = {
  ritualsAndRunes: ['addons/step/rituals-into-market'],
  weaponsOfLegend: ['addons/step/weapons-into-market'],
  trapsAndTerrors: ['addons/step/traps-by-colour'],
  beastsAndBandits: ['addons/step/beasts-by-colour'],
};

/** Terrain symbols that appear on Runebound movement dice (and on a ritual's five slots). */
export const TERRAINS = ['plains', 'road', 'hills', 'forest', 'mountains', 'swamp', 'river'] as const;
export type Terrain = (typeof TERRAINS)[number];

/** A ritual card has this many terrain slots to fill before it works. */
export const RITUAL_SLOTS = 5;
