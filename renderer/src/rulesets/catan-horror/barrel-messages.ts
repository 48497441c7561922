/** Catan Horror's words for the Drunkards of Catan house rule: the option, the barrel actions, trackers and refusals. */
import type { Catalog } from '../../i18n/catalog';

const P = 'catan-horror';

export const RESOURCE_NAMES: Record<string, string> = { brick: 'Brick', lumber: 'Lumber', wool: 'Wool', grain: 'Grain', ore: 'Ore' };

export const barrelMessages: Catalog = {
  'option/drunkards': 'Drunkards of Catan: barrels and festivals',
  'option/drunkards/help':
    'House rule from the Drunkards of Catan drinking game: barrels of alcohol (1 grain + 1 lumber, built in the build/trade step without a knight action) are traded, gifted (the receiver drinks once per barrel) and drunk for a resource card; every 2 barrels are 1 victory point. When the red and yellow dice of a production roll show doubles (the event die does not count), everyone holds a festival: each returns half their barrels, rounded up, and drinks once per barrel returned.',
  [`${P}/drunkards`]:
    'Our ruling: only the two number dice make doubles; the festival follows the production roll at once (before a 2 or 12 opens its gate); fallen players sit it out.',

  [`${P}/act/roll-production-festival`]: 'Roll production (doubles on red and yellow: festival)',
  [`${P}/act/build-barrels`]: '{player} builds barrels (1 grain + 1 lumber each)',
  [`${P}/act/build-barrels-anyone`]: 'Build barrels (1 grain + 1 lumber each)',
  [`${P}/act/trade-barrels`]: '{player} trades barrels (with the player whose turn it is; nobody drinks)',
  [`${P}/act/gift-barrels`]: '{player} gifts barrels (the receiver drinks once per barrel)',
  [`${P}/act/drink-barrel`]: 'Drink a barrel for a resource card',
  ...Object.fromEntries(Object.entries(RESOURCE_NAMES).map(([id, name]) => [`${P}/resource/${id}`, name])),

  [`${P}/tracker/barrels`]: (p) => `${p.name}: barrels (${p.vp} VP)`,
  [`${P}/tracker/drinks`]: '{name}: drinks',

  'field/player': 'Player',
  'field/count': 'How many',
  'field/giver': 'From',
  'field/receiver': 'To',
  'field/resource': 'Resource card taken',

  'rules/drunkards_off': 'Barrels are a house rule this campaign does not play (the set-up option "Drunkards of Catan").',
  'rules/not_enough_barrels': '{name} holds only {barrels, plural, =0 {no barrels} one {# barrel} other {# barrels}}.',
  'rules/trade_with_current': 'Barrels are traded with the player whose turn it is ({player}).',
  'rules/mad_trades_with_mad': 'Mad players cannot trade with sane players ({mad} is mad, {sane} is sane).',
};
