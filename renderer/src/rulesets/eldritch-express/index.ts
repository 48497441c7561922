/** Eldritch Express's renderer module: words, narration, board and a short rules reference. */
import type { RulesetUi } from '../types';
import Board from './Board.vue';
import { causes, messages, narrate } from './messages';
import { reference } from './reference';

export const eldritchExpressUi: RulesetUi = {
  id: 'eldritch-express',
  messages,
  narrate,
  causes,
  board: Board,
  reference,
};
