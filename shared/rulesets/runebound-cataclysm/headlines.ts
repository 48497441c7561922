/** The Cataclysm's headlines: the game won, the cataclysm dealt, curses taken and towns freed. */
import { defineHeadlines, WEIGHT } from '../../engine/headlines';
import type { CataclysmEvent } from './events';

export const cataclysmHeadlines = defineHeadlines<CataclysmEvent>({
  'game-won': WEIGHT.outcome,
  'cataclysm-drawn': WEIGHT.fall,
  'curse-card-claimed': WEIGHT.relief,
  'town-freed': WEIGHT.relief,
  'quest-revealed': WEIGHT.notable,
});
