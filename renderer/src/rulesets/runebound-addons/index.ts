/** The stand-alone VA 46-49 add-ons' renderer module: words, narration, board, table display layout (the same pieces serve The Seven Scions and The Cataclysm). */
import { defineAsyncComponent } from 'vue';
import type { RulesetUi } from '../types';
import { words } from './words';
import { addonReference } from './messages';
import { runeboundAddonsHeadlines } from '../../../../shared/rulesets/runebound-addons/headlines';

/** The board loads when it is first drawn, apart from the words. */
const Board = defineAsyncComponent(() => import('./Board.vue'));
/** Its layout on the table display, loaded when a table display first draws it. */
const TableLayout = defineAsyncComponent(() => import('./TableLayout.vue'));

export const runeboundAddonsUi: RulesetUi = {
  id: 'runebound-addons',
  ...words,
  headlines: runeboundAddonsHeadlines,
  board: Board,
  table: TableLayout,
  reference: addonReference,
};
