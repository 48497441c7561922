/** The dice tray's headlines: a counter reaching one of its limits (free play has no win or loss). */
import { defineHeadlines, WEIGHT } from '../../engine/headlines';
import type { DiceTrayEvent } from './events';

export const diceTrayHeadlines = defineHeadlines<DiceTrayEvent>({
  'counter-changed': { weight: WEIGHT.track, when: (d) => d.from !== d.to },
});
