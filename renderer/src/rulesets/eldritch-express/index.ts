/** Eldritch Express's renderer module: words, narration, board and a short rules reference. */
import { defineAsyncComponent } from 'vue';
import type { RulesetUi } from '../types';
import { causes, messages, narrate } from './messages';
import { reference } from './reference';

/** The board loads when it is first drawn, apart from the words. */
const Board = defineAsyncComponent(() => import('./Board.vue'));

export const eldritchExpressUi: RulesetUi = {
  id: 'eldritch-express',
  messages,
  narrate,
  causes,
  board: Board,
  reference,
};
