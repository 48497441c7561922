/** The add-ons' state, options and set-up checklist, as any carrying ruleset holds them. */
import { z } from 'zod';
import type { Player } from '../../engine/ruleset';
import { ADDONS, ADDON_SETUP_STEPS, type Addon } from './data';
import type { Ritual } from './rituals';

/** Option fields every ruleset with the add-ons spreads into its options schema. */
export const addonOptionsShape = {
  ritualsAndRunes: z.boolean().default(false),
  weaponsOfLegend: z.boolean().default(false),
  trapsAndTerrors: z.boolean().default(false),
  beastsAndBandits: z.boolean().default(false),
};
export type AddonOptions = { [K in Addon]?: boolean };

export { addonOptionDescriptors } from './data';

/** One line of a set-up checklist: a catalog code and its params. */
export interface ChecklistItem {
  code: string;
  params?: Record<string, unknown>;
}

/** The set-up checklist: the ruleset's own steps then each chosen add-on's. */
export interface SetupChecklist {
  items: ChecklistItem[];
  ticked: string[];
}

export interface AddonsState {
  enabled: Record<Addon, boolean>;
  rituals: Ritual[];
  nextRitual: number;
}

/** What a ruleset's state must hold to carry the add-ons. */
export interface WithAddons {
  phase: string;
  players: Player[];
  checklist: SetupChecklist;
  addons: AddonsState;
}

/** The add-ons as chosen at set-up. */
export function addonsSetup(options: AddonOptions): AddonsState {
  const enabled = Object.fromEntries(ADDONS.map((a) => [a, options[a] === true])) as Record<Addon, boolean>;
  return { enabled, rituals: [], nextRitual: 1 };
}

/** A checklist of the ruleset's own steps followed by the chosen add-ons' steps. */
export function buildChecklist(own: readonly ChecklistItem[], options: AddonOptions): SetupChecklist {
  const extra = ADDONS.filter((a) => options[a] === true).flatMap((a) => ADDON_SETUP_STEPS[a].map((code) => ({ code })));
  return { items: [...own, ...extra], ticked: [] };
}

/** House rules changed mid-campaign: add-ons switched on keep their rituals; switched off hide them. */
export function addonsWithOptions(addons: AddonsState, options: AddonOptions): AddonsState {
  return { ...addons, enabled: addonsSetup(options).enabled };
}
