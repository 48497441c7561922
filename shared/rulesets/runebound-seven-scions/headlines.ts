/** The Seven Scions' headlines: the Stormlords' result, heroes knocked out, the endgame, scions awakening, the storm moving. */
import { defineHeadlines, WEIGHT } from '../../engine/headlines';
import type { SevenScionsEvent } from './events';

export const sevenScionsHeadlines = defineHeadlines<SevenScionsEvent>({
  'stormlords-result': WEIGHT.outcome,
  'heroes-knocked-out': WEIGHT.death,
  'hero-knocked-out': WEIGHT.death,
  'endgame-begun': WEIGHT.threat,
  'scion-awakened': WEIGHT.threat,
  'storm-advanced': { weight: WEIGHT.track, when: (d) => d.from !== d.to },
  'stormlord-defeated': WEIGHT.relief,
  'scion-returned': WEIGHT.notable,
});
