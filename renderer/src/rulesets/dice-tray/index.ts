/** The dice tray's renderer module. */
import { defineAsyncComponent } from 'vue';
import type { RulesetUi } from '../types';
import { words } from './words';
import { diceTrayHeadlines } from '../../../../shared/rulesets/dice-tray/headlines';

/** The board loads when it is first drawn, apart from the words. */
const Board = defineAsyncComponent(() => import('./DiceTrayBoard.vue'));

export const diceTrayUi: RulesetUi = {
  id: 'dice-tray',
  ...words,
  headlines: diceTrayHeadlines,
  board: Board,
  reference: [
    {
      heading: 'What it is',
      paragraphs: [
        'A tray for any game: roll any number of d4, d6, d8, d10, d12, d20 or d100, or type in what the table rolled.',
        'A d10 shows 0 to 9; in a total a 0 counts as 10.',
      ],
    },
    {
      heading: 'Counters',
      paragraphs: [
        'Add a counter with a minimum and maximum. It never leaves them; set one by hand from the tracker panel if the table disagrees.',
      ],
    },
  ],
};
