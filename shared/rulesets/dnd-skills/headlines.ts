/** The D&D calculators' headlines: research found or given up, a taunt that lands, magic identified (no win or loss). */
import { defineHeadlines, WEIGHT } from '../../engine/headlines';
import type { DndEvent } from './events';

export const dndHeadlines = defineHeadlines<DndEvent>({
  'research-checked': { weight: WEIGHT.relief, when: (d) => d.success },
  'research-abandoned': WEIGHT.notable,
  'taunt-intimidated': { weight: WEIGHT.threat, when: (d) => d.success },
  'identify-cast': WEIGHT.notable,
  harvested: WEIGHT.notable,
});
