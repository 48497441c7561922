/**
 * The VA 46-49 add-ons as a kit any Runebound ruleset can carry: options, the set-up checklist,
 * and the Rituals and Runes tracker (event schemas, actions, fold).
 */
export * from './state';
export { addonActions, type AddonHost } from './actions';
export { reduceAddonEvent } from './reduce';
export { addonEventSchemas, isAddonEvent, type AddonEvent } from './events';
export { isEmpowered, type Ritual } from './rituals';
