/** The words of the D&D skill variants's key tracks (shared/rulesets/dnd-skills/key-tracks.ts), which statistics open on. */
import type { Catalog } from '../../i18n/catalog';

export const keyTrackWords: Catalog = {
  'dnd/key/harvests': 'Monsters harvested',
  'dnd/key/research': 'Research sessions',
  'dnd/key/identifies': 'Items identified',
  'dnd/key/table-actions': 'Actions at the table',
};
