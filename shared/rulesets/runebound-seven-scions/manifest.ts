/** The Seven Scions (VA 50) as data: its name, players, options (with the add-ons'), phases, the storm's tracks, headlines and key tracks. */
import { addonOptionDescriptors } from '../../kits/runebound-addons/data';
import { defineManifest, turnOrder } from '../manifest';
import { STORM_CARDS_PER_COLOUR, STORM_COLOURS, STORM_TOP, STORMLORDS_IN_BOX } from './data/seven-scions';
import { sevenScionsHeadlines } from './headlines';

const P = 'seven-scions';

export const sevenScionsManifest = defineManifest({
  id: 'runebound-seven-scions',
  /**
   * 2: heroes' levels are the experience bonus total with gold for ties, entered for every hero
   * (no default level); one awakening a turn. Version 1 events replay unchanged (see the fixture test).
   */
  version: 2,
  name: 'Runebound — The Seven Scions (VA 50)',
  about: 'The storm counter and storm cards, the six scions and their counters, and the Stormlord endgame — competitive or cooperative.',
  // One hero per Stormlord in the box.
  players: { min: 1, max: STORMLORDS_IN_BOX },
  options: [
    { key: 'cooperative', kind: 'boolean', default: false, ruling: 'S-5' },
    { key: 'firstToDefeatAllWins', kind: 'boolean', default: false, houseRule: true, ruling: 'S-12' },
    ...addonOptionDescriptors,
  ],
  // The turn order: a hero's turn, the storm's step and the scions' event go round until the Endgame.
  phases: turnOrder(`${P}/phase/`, {
    setup: ['turn'],
    turn: ['storm', 'event', 'endgame', 'over'],
    storm: ['turn', 'event', 'endgame', 'over'],
    event: ['turn', 'storm', 'endgame', 'over'],
    endgame: ['over'],
    over: [],
  }),
  tracks: [
    { id: 'storm-position', scope: 'shared', min: 0, max: STORM_TOP, code: `${P}/tracker/storm-position` },
    ...STORM_COLOURS.map((c) => ({
      id: `storm-${c}`,
      scope: 'shared' as const,
      min: 0,
      max: STORM_CARDS_PER_COLOUR,
      code: `${P}/tracker/storm-${c}`,
    })),
    { id: 'stormlords', scope: 'shared', min: 1, max: STORMLORDS_IN_BOX, code: `${P}/tracker/stormlords` },
  ],
  headlines: sevenScionsHeadlines,
  keyTracks: [
    { id: 'storm', code: `${P}/key/storm` },
    { id: 'storm-resets', code: `${P}/key/storm-resets` },
    { id: 'scions-awakened', code: `${P}/key/scions-awakened` },
  ],
});
