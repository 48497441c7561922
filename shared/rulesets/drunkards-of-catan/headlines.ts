/** Drunkards of Catan's headlines: the game won, and festivals on doubles. */
import { defineHeadlines, WEIGHT } from '../../engine/headlines';
import type { DrunkardsEvent } from './events';

export const drunkardsHeadlines = defineHeadlines<DrunkardsEvent>({
  'game-ended': WEIGHT.outcome,
  festival: WEIGHT.threat,
  'barrel-drunk': WEIGHT.notable,
});
