/** The words of Advanced Runebound's key tracks (shared/rulesets/advanced-runebound/key-tracks.ts), which statistics open on. */
import type { Catalog } from '../../i18n/catalog';

export const keyTrackWords: Catalog = {
  'advanced-runebound/key/doom-counters': 'Doom counters',
  'advanced-runebound/key/round': 'Round',
  'advanced-runebound/key/top-level': 'Highest hero level',
};
