/** The words of Munchkin RPG's key tracks (shared/rulesets/munchkin-rpg/key-tracks.ts), which statistics open on. */
import type { Catalog } from '../../i18n/catalog';

export const keyTrackWords: Catalog = {
  'munchkin/key/round': 'Round',
  'munchkin/key/top-level': 'Highest level',
  'munchkin/key/boss-kills': 'Players the boss has killed',
};
