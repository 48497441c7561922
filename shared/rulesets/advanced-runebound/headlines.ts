/** Advanced Runebound's headlines: the game decided, Margath defeated, heroes eliminated or knocked out, the endgame, the doom track. */
import { defineHeadlines, WEIGHT } from '../../engine/headlines';
import type { AdvancedRuneboundEvent } from './events';

export const advancedRuneboundHeadlines = defineHeadlines<AdvancedRuneboundEvent>({
  'game-decided': WEIGHT.outcome,
  'margath-defeated': WEIGHT.outcome,
  'endgame-eliminated': WEIGHT.death,
  'hero-knocked-out': WEIGHT.death,
  'endgame-began': WEIGHT.threat,
  'doom-counter-placed': WEIGHT.track,
  'card-placed': WEIGHT.track,
  'endgame-challenge-defeated': WEIGHT.relief,
});
