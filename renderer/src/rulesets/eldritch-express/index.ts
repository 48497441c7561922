/** Eldritch Express's renderer module: words, narration, board and a short rules reference. */
import type { RulesetUi } from '../types';
import type { EldritchState } from '../../../../shared/rulesets/eldritch-express';
import Board from './Board.vue';
import TableLayout from './TableLayout.vue';
import { nameOf } from './names';
import { causes, messages, narrate } from './messages';
import { reference } from './reference';

export const eldritchExpressUi: RulesetUi = {
  id: 'eldritch-express',
  messages,
  narrate,
  causes,
  board: Board,
  table: TableLayout,
  whoseTurn: (state: EldritchState) => {
    const seat = state.seats[state.current];
    if (state.stage === 'setup' || !seat) return null;
    return `Turn ${state.turn} · ${seat.player.name}${seat.investigator ? ` (${nameOf(seat.investigator.key)})` : ''}`;
  },
  reference,
};
