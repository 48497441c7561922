/**
 * Runebound — Monster Step as data: its name, the solo hero, its options (the Doom track's length
 * and the house rules), the turn's steps as phases, its tracks (Doom as long as the option says, the
 * city timers one per monster in a city), headlines and key tracks. Its charts stay in `data/charts.ts`.
 */
import { defineManifest, turnOrder } from '../manifest';
import { RULES } from './data/charts';
import { monsterStepHeadlines } from './headlines';

const P = 'rms';
const RULING = 'Runebound: Monster Step';

export const monsterStepManifest = defineManifest({
  id: 'runebound-monster-step',
  /** 2: City chart re-rolls held cities, Tom's Terror order, sealing in the closing turn, movement faces (events of version 1 replay unchanged). */
  version: 2,
  name: 'Runebound — Monster Step (solo)',
  about: 'Solo Runebound with lairs, roaming monsters, the Terror track, closing cities and Margath’s Doom track.',
  players: { min: 1, max: 1 },
  options: [
    {
      key: 'doomLength',
      kind: 'integer',
      default: RULES.doomLength.default,
      min: RULES.doomLength.min,
      max: RULES.doomLength.max,
      ruling: RULING,
    },
    { key: 'lairCheckOneDie', kind: 'boolean', default: false, houseRule: true, ruling: RULING },
    { key: 'noMarkerToOutskirts', kind: 'boolean', default: false, houseRule: true, ruling: RULING },
    { key: 'simpleMonsterMovement', kind: 'boolean', default: false, houseRule: true, ruling: RULING },
    { key: 'cityChartClosesHeldCity', kind: 'boolean', default: false, houseRule: true, ruling: 'rms/ruling/20' },
    { key: 'sealWhileStaying', kind: 'boolean', default: false, houseRule: true, ruling: 'rms/ruling/22' },
    { key: 'seekingEventsRaiseTerror', kind: 'boolean', default: false, houseRule: true, ruling: 'rms/ruling/16' },
  ],
  // The turn's steps in order; the chain (what a reaction owes) may break into any of them, and game over follows any.
  phases: turnOrder(`${P}/phase/`, {
    movement: ['adventure', 'chain', 'game-over'],
    adventure: ['market', 'chain', 'game-over'],
    market: ['experience', 'chain', 'game-over'],
    experience: ['spawn', 'chain', 'game-over'],
    spawn: ['movement-check', 'chain', 'game-over'],
    'movement-check': ['monster-movement', 'end-of-turn', 'movement', 'chain', 'game-over'],
    'monster-movement': ['end-of-turn', 'movement', 'chain', 'game-over'],
    'end-of-turn': ['movement', 'chain', 'game-over'],
    chain: ['movement', 'adventure', 'market', 'experience', 'spawn', 'movement-check', 'monster-movement', 'end-of-turn', 'game-over'],
    'game-over': [],
  }),
  tracks: [
    { id: 'doom', scope: 'shared', min: 0, max: RULES.doomLength.max, maxOption: 'doomLength', code: `${P}/tracker/doom` },
    { id: 'terror', scope: 'shared', min: 0, max: RULES.terrorMax, code: `${P}/tracker/terror` },
    // The outskirts show up to one below the limit: the monster that reaches it clears them and raises Terror.
    { id: 'outskirts', scope: 'shared', min: 0, max: RULES.outskirtsLimit - 1, code: `${P}/tracker/outskirts` },
    { id: 'experience', scope: 'shared', min: 0, max: 30, code: `${P}/tracker/experience` },
    { id: 'dragon-runes', scope: 'shared', min: 0, max: RULES.dragonRunesToWin, code: `${P}/tracker/dragon-runes` },
    // One per monster in a city (`timer-<monster>`, as recorded): its turns left before the city closes.
    { id: 'timer', scope: 'each', joiner: '-', min: 1, max: RULES.cityCountdown, code: `${P}/tracker/city-timer` },
  ],
  headlines: monsterStepHeadlines,
  keyTracks: [
    { id: 'terror', code: `${P}/key/terror` },
    { id: 'doom', code: `${P}/key/doom` },
    { id: 'lairs-open', code: `${P}/key/lairs-open` },
    { id: 'lairs-sealed', code: `${P}/key/lairs-sealed` },
    { id: 'cities-lost', code: `${P}/key/cities-lost` },
  ],
});
