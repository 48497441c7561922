/** The words of the Cataclysm's key tracks (shared/rulesets/runebound-cataclysm/key-tracks.ts), which statistics open on. */
import type { Catalog } from '../../i18n/catalog';

export const keyTrackWords: Catalog = {
  'cataclysm/key/towns-destroyed': 'Towns destroyed',
  'cataclysm/key/curses-freed': 'Curses freed',
  'cataclysm/key/quests-revealed': 'Quests revealed',
  'cataclysm/key/round': 'Round',
};
