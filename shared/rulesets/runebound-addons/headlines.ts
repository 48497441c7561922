/** The add-ons' headlines: a ritual empowered or changing hands (checklists have no win or loss). */
import { defineHeadlines, WEIGHT } from '../../engine/headlines';
import type { RuneboundAddonsEvent } from './events';

export const runeboundAddonsHeadlines = defineHeadlines<RuneboundAddonsEvent>({
  'ritual-empowered': WEIGHT.threat,
  'ritual-transferred': WEIGHT.notable,
});
