/**
 * Advanced Runebound as data: its name, players, its house rule, the turn order (play, the
 * Endgame, the end), the doom counters, each hero's four tracks and the discard piles, headlines and
 * key tracks. The doom track of face-down cards, the hazards and the Endgame stay its actions.
 */
import { defineManifest, turnOrder } from '../manifest';
import { DOOM_COUNTERS_TO_ENDGAME } from './data/tables';
import { advancedRuneboundHeadlines } from './headlines';
import { MAX_GOLD } from './rules/gold';

const P = 'advanced-runebound';

export const advancedRuneboundManifest = defineManifest({
  id: 'advanced-runebound',
  /**
   * 2: gold counted by the table as game events, red-challenge rewards in the Endgame (version-1 events replay unchanged).
   * 3 (issue 29): a travel hazard is checked, and market healing bought, only for the hero whose turn it is; a check or
   * a healing versions 1-2 took for another hero replays as recorded (that hazard is played out as it stands).
   */
  version: 3,
  name: 'Advanced Runebound',
  about:
    'Runebound with the doom track of face-down adventure cards, travel hazards, first-turn dice, harsher rules and the Endgame against the red deck.',
  players: { min: 1, max: 6 },
  options: [{ key: 'soloThreeCards', kind: 'boolean', default: false, houseRule: true, ruling: 'rulings.md › Advanced Runebound' }],
  // Turns go round until the doom counters (or the red deck) start the Endgame; its order is set, then each hero confronts.
  phases: turnOrder(`${P}/phase/`, { play: ['endgame', 'over'], endgame: ['over'], over: [] }),
  tracks: [
    // Shown while heroes take turns: the eighth counter starts the Endgame.
    { id: 'doom-counters', scope: 'shared', min: 0, max: DOOM_COUNTERS_TO_ENDGAME - 1, code: `${P}/tracker/doom-counters` },
    // Each hero's, as recorded (`gold:<hero>`); a count the table took past its usual top keeps its value.
    { id: 'level', scope: 'player', joiner: ':', min: 0, max: 99, maxFrom: 'value', code: `${P}/tracker/level` },
    { id: 'gold', scope: 'player', joiner: ':', min: 0, max: MAX_GOLD, maxFrom: 'value', code: `${P}/tracker/gold` },
    { id: 'experience', scope: 'player', joiner: ':', min: 0, max: 99, maxFrom: 'value', code: `${P}/tracker/experience` },
    { id: 'red', scope: 'player', joiner: ':', min: 0, max: 9, maxFrom: 'value', code: `${P}/tracker/red` },
    // One discard pile per adventure colour (`discards:<colour>`).
    { id: 'discards', scope: 'each', joiner: ':', min: 0, max: 99, maxFrom: 'value', code: `${P}/tracker/discards` },
  ],
  headlines: advancedRuneboundHeadlines,
  keyTracks: [
    { id: 'doom-counters', code: `${P}/key/doom-counters` },
    { id: 'round', code: `${P}/key/round` },
    { id: 'top-level', code: `${P}/key/top-level` },
  ],
});
