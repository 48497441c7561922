/** Munchkin's headlines: the game won, deaths and defeats, the boss, the last stand and levels won. */
import { defineHeadlines, WEIGHT } from '../../engine/headlines';
import type { MunchkinEvent } from './events';

export const munchkinHeadlines = defineHeadlines<MunchkinEvent>({
  'game-won': WEIGHT.outcome,
  'player-died': WEIGHT.death,
  'player-defeated': WEIGHT.death,
  'combat-ended': { weight: WEIGHT.death, when: (d) => d.result === 'died' },
  'boss-fight-ended': { weight: WEIGHT.fall, when: (d) => d.result !== 'ran-away' },
  'last-stand-began': WEIGHT.threat,
  'boss-revealed': WEIGHT.threat,
  'victory-claimed': WEIGHT.threat,
  'level-changed': { weight: WEIGHT.track, when: (d) => d.from !== d.to },
  'level-bought': WEIGHT.notable,
});
