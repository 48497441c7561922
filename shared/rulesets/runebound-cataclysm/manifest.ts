/** The Cataclysm (VA 51) as data: its name, players, options (with the add-ons'), phases, tracks per hero and per curse deck, headlines and key tracks. */
import { addonOptionDescriptors } from '../../kits/runebound-addons/data';
import { defineManifest, turnOrder } from '../manifest';
import { CURSE_DECK, MAX_GOLD } from './data/cataclysm';
import { cataclysmHeadlines } from './headlines';

const P = 'cataclysm';

export const cataclysmManifest = defineManifest({
  id: 'runebound-cataclysm',
  /**
   * 2: gold is tracked per hero; a failed curse card ends the adventure step; one market step and one
   * trading pool a turn. Version 1 events replay unchanged and leave gold alone (see the fixture test).
   */
  version: 2,
  name: 'Runebound — The Cataclysm (VA 51)',
  about:
    'Destroyed and cursed towns dealt by the app, curse decks I/II/III, quests, victory points, the market discount and the trading pool.',
  players: { min: 2, max: 5 },
  options: [
    { key: 'oneCurseCardPerAdventure', kind: 'boolean', default: false, houseRule: true, ruling: 'C-10' },
    ...addonOptionDescriptors,
  ],
  phases: turnOrder(`${P}/phase/`, { setup: ['turn'], turn: ['over'], over: [] }),
  tracks: [
    { id: 'vp', scope: 'player', joiner: '-', min: 0, max: 40, code: `${P}/tracker/vp` },
    { id: 'gold', scope: 'player', joiner: '-', min: 0, max: MAX_GOLD, code: `${P}/tracker/gold` },
    // Per curse deck in play: its level I cards left, its level II quests revealed.
    { id: 'level-one', scope: 'each', joiner: '-', min: 0, max: CURSE_DECK[1], code: `${P}/tracker/level-one` },
    { id: 'quests', scope: 'each', joiner: '-', min: 0, max: CURSE_DECK[2], code: `${P}/tracker/quests` },
  ],
  headlines: cataclysmHeadlines,
  keyTracks: [
    { id: 'towns-destroyed', code: `${P}/key/towns-destroyed` },
    { id: 'curses-freed', code: `${P}/key/curses-freed` },
    { id: 'quests-revealed', code: `${P}/key/quests-revealed` },
    { id: 'round', code: `${P}/key/round` },
  ],
});
