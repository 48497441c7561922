/** Drunkards of Catan's renderer module: words, narration, board and a short rules reference. */
import { defineAsyncComponent } from 'vue';
import type { DrunkardsState } from '../../../../shared/rulesets/drunkards-of-catan/state';
import type { RulesetUi } from '../types';
import { words } from './words';
import { drunkardsHeadlines } from '../../../../shared/rulesets/drunkards-of-catan/headlines';

/** The board loads when it is first drawn, apart from the words. */
const Board = defineAsyncComponent(() => import('./Board.vue'));
/** Its layout on the table display, loaded when a table display first draws it. */
const TableLayout = defineAsyncComponent(() => import('./TableLayout.vue'));

export const drunkardsOfCatanUi: RulesetUi = {
  id: 'drunkards-of-catan',
  ...words,
  headlines: drunkardsHeadlines,
  board: Board,
  table: TableLayout,
  whoseTurn: (state: DrunkardsState) => ({ code: 'drunkards/whose-turn', params: { roll: state.rolls + 1 } }),
  reference: [
    {
      heading: 'Barrels',
      paragraphs: [
        'Build a barrel of alcohol by paying 1 grain and 1 lumber to the bank; mark it with a chit or coin. Barrels trade like any resource card. Every 2 barrels you hold count 1 victory point (rounded down) — add them to your score on the board.',
        'Drinking: at any time, return a barrel to the bank, take a drink, and take one resource card of your choice from the bank.',
        'Gifting: at any time, hand barrels to another player; they must drink once for each barrel they receive.',
      ],
    },
    {
      heading: 'Festivals',
      paragraphs: [
        'When the production roll shows doubles (two 1s up to two 6s), everyone holds a festival: each player returns half their barrels, rounded up, and drinks once per barrel returned. 1 barrel → returns 1; 5 → returns 3 and keeps 2.',
        'The app rolls 2d6 or takes your dice, and settles the festival for everyone at once. The drinks column is the evening’s tally.',
      ],
    },
    {
      heading: 'Our rulings',
      paragraphs: [
        'A gift makes the receiver drink once per barrel; a trade makes nobody drink. The bank’s barrels never run out. A player with no barrels sits a festival out. The app keeps only the barrels: the Catan board, resources and the winning score stay on the table — tell the app who won.',
        'Playing Catan Horror? Its tables can switch on the festival as a house rule; the same rule is shared.',
      ],
    },
  ],
};
