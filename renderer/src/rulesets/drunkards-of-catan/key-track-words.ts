/** The words of Drunkards of Catan's key tracks (shared/rulesets/drunkards-of-catan/key-tracks.ts), which statistics open on. */
import type { Catalog } from '../../i18n/catalog';

export const keyTrackWords: Catalog = {
  'drunkards/key/barrels': 'Barrels on the table',
  'drunkards/key/drinks': 'Drinks taken',
  'drunkards/key/festivals': 'Festivals held',
  'drunkards/key/rolls': 'Production rolls',
};
