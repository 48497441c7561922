/** The words of the dice tray's key tracks (shared/rulesets/dice-tray/key-tracks.ts), which statistics open on. */
import type { Catalog } from '../../i18n/catalog';

export const keyTrackWords: Catalog = {
  'dice-tray/key/rolls': 'Rolls',
  'dice-tray/key/counters': 'Counters kept',
};
