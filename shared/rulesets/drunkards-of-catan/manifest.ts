/** Drunkards of Catan as data: its name, players, option, phase, the two tracks each player keeps (barrels, drinks), headlines and key tracks. */
import { defineManifest, turnOrder } from '../manifest';
import { drunkardsHeadlines } from './headlines';

const K = 'drunkards/key';

export const drunkardsManifest = defineManifest({
  id: 'drunkards-of-catan',
  version: 1,
  name: 'Drunkards of Catan',
  about: 'A Catan drinking variant: barrels of alcohol built, traded, gifted and drunk, worth points, and festivals on doubles.',
  players: { min: 2, max: 6 },
  options: [{ key: 'festivals', kind: 'boolean', default: true }],
  phases: turnOrder('drunkards/', { play: [] }),
  tracks: [
    { id: 'barrels', scope: 'player', min: 0, max: 99, code: 'drunkards/tracker/barrels' },
    { id: 'drinks', scope: 'player', min: 0, max: 999, code: 'drunkards/tracker/drinks' },
  ],
  headlines: drunkardsHeadlines,
  keyTracks: [
    { id: 'barrels', code: `${K}/barrels` },
    { id: 'drinks', code: `${K}/drinks` },
    { id: 'festivals', code: `${K}/festivals` },
    { id: 'rolls', code: `${K}/rolls` },
  ],
});
