/** The words of the Seven Scions's key tracks (shared/rulesets/runebound-seven-scions/key-tracks.ts), which statistics open on. */
import type { Catalog } from '../../i18n/catalog';

export const keyTrackWords: Catalog = {
  'seven-scions/key/storm': 'Storm space',
  'seven-scions/key/storm-resets': 'Storm turns round the track',
  'seven-scions/key/scions-awakened': 'Scions awakened',
};
