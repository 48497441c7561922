/**
 * The Runebound add-ons (VA 46-49) as data: its name, players, the four add-ons as options (Rituals
 * and Runes on), set-up then play, and its headlines. It keeps no tracks: the checklists and the
 * rituals are the kit's (`shared/kits/runebound-addons`), shown on their own board.
 */
import type { OptionDescriptor } from '../../engine/ruleset';
import { ADDONS } from '../../kits/runebound-addons/data';
import { defineManifest, turnOrder } from '../manifest';
import { runeboundAddonsHeadlines } from './headlines';

export const addonsManifest = defineManifest({
  id: 'runebound-addons',
  version: 1,
  name: 'Runebound add-ons (VA 46-49)',
  about:
    'Set-up checklists for Weapons of Legend, Traps and Terrors, Beasts and Bandits, and a ritual tracker for Rituals and Runes — beside any Runebound game.',
  players: { min: 1, max: 6 },
  // Rituals and Runes is on unless the table says otherwise: the ritual tracker is why one opens this ruleset.
  options: ADDONS.map((key): OptionDescriptor => ({ key, kind: 'boolean', default: key === 'ritualsAndRunes' })),
  phases: turnOrder('addons/phase/', { setup: ['play'], play: [] }),
  tracks: [],
  headlines: runeboundAddonsHeadlines,
  keyTracks: [],
});
