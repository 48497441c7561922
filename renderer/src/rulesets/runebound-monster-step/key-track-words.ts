/** The words of the Monster Step's key tracks (shared/rulesets/runebound-monster-step/key-tracks.ts), which statistics open on. */
import type { Catalog } from '../../i18n/catalog';

export const keyTrackWords: Catalog = {
  'rms/key/terror': 'Terror',
  'rms/key/doom': 'Margath’s Doom',
  'rms/key/lairs-open': 'Lairs open',
  'rms/key/lairs-sealed': 'Lairs sealed',
  'rms/key/cities-lost': 'Cities closed or destroyed',
};
