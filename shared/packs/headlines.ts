/** A pack's headlines: the game's end, whatever the pack (a pack's own big moments would be declared in its format). */
import { defineHeadlines, WEIGHT } from '../engine/headlines';
import type { PackEvent } from './events';

export const packHeadlines = defineHeadlines<PackEvent>({
  'game-ended': WEIGHT.outcome,
});
