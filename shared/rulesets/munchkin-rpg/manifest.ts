/** Munchkin RPG as data: its name, players, options, phases, each player's level, gold and action points, the boss's tracks, headlines and key tracks. */
import { defineManifest, turnOrder } from '../manifest';
import { munchkinHeadlines } from './headlines';

const P = 'munchkin';

export const munchkinManifest = defineManifest({
  id: 'munchkin-rpg',
  /** 2: the `highGrantsMedium` reading (002:45) and a helper's death in a boss fight. */
  version: 2,
  name: 'Munchkin RPG',
  about: 'Munchkin with stats, action points, a store, a rotating first player and a dungeon boss to defeat.',
  players: { min: 2, max: 6 },
  options: [
    { key: 'packingYourBag', kind: 'boolean', default: false },
    { key: 'biggerAndScarier', kind: 'boolean', default: false },
    { key: 'ending', kind: 'choice', default: 'handshake', choices: ['handshake', 'real-golden-rule', 'last-man-standing'] },
    { key: 'highGrantsMedium', kind: 'boolean', default: true, ruling: 'munchkin/ruling/high-grants-medium' },
  ],
  // The turn order: stats, then who goes first, then turns with the store's restock between rounds, to one of the endings.
  phases: turnOrder(`${P}/phase/`, {
    stats: ['first-player'],
    'first-player': ['turn'],
    turn: ['restock', 'handshake', 'tally', 'last-stand', 'over'],
    restock: ['turn', 'handshake', 'tally', 'last-stand', 'over'],
    handshake: ['tally', 'last-stand', 'over', 'turn'],
    tally: ['over', 'last-stand'],
    'last-stand': ['over'],
    over: [],
  }),
  // The ranges bound what a hand correction may set.
  tracks: [
    { id: 'level', scope: 'player', min: 1, max: 99, code: `${P}/tracker/level` },
    { id: 'gold', scope: 'player', min: 0, max: 1_000_000, code: `${P}/tracker/gold` },
    { id: 'ap', scope: 'player', min: 0, max: 20, code: `${P}/tracker/ap` },
    { id: 'boss/enhancers', scope: 'shared', min: -100, max: 200, code: `${P}/tracker/boss-enhancers` },
    { id: 'boss/kills', scope: 'shared', min: 0, max: 50, code: `${P}/tracker/boss-kills` },
  ],
  headlines: munchkinHeadlines,
  keyTracks: [
    { id: 'round', code: `${P}/key/round` },
    { id: 'top-level', code: `${P}/key/top-level` },
    { id: 'boss-kills', code: `${P}/key/boss-kills` },
  ],
});
