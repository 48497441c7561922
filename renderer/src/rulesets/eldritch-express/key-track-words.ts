/** The words of Eldritch Express's key tracks (shared/rulesets/eldritch-express/key-tracks.ts), which statistics open on. */
import type { Catalog } from '../../i18n/catalog';

export const keyTrackWords: Catalog = {
  'eldritch-express/key/doom': 'Doom',
  'eldritch-express/key/elder-sign': 'Elder signs',
  'eldritch-express/key/omen': 'Omen',
  'eldritch-express/key/gates-open': 'Gates open',
  'eldritch-express/key/monsters': 'Monsters on the board',
  'eldritch-express/key/defeated': 'Investigators defeated',
};
