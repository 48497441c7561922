/** Eldritch Express's renderer module: words, narration, board and a short rules reference. */
import { defineAsyncComponent } from 'vue';
import type { EldritchState } from '../../../../shared/rulesets/eldritch-express';
import { nameOf } from './names';
import type { RulesetUi } from '../types';
import { words } from './words';
import { reference } from './reference';
import { eldritchHeadlines } from '../../../../shared/rulesets/eldritch-express/headlines';
import { roundSeatLine } from '../round-seat';
import { roundAndSeat } from '../../../../shared/rulesets/eldritch-express/round-and-seat';

/** The board loads when it is first drawn, apart from the words. */
const Board = defineAsyncComponent(() => import('./Board.vue'));
/** Its layout on the table display, loaded when a table display first draws it. */
const TableLayout = defineAsyncComponent(() => import('./TableLayout.vue'));

export const eldritchExpressUi: RulesetUi = {
  id: 'eldritch-express',
  ...words,
  headlines: eldritchHeadlines,
  board: Board,
  table: TableLayout,
  whoseTurn: (state: EldritchState) => {
    const seat = state.seats[state.current];
    if (state.stage === 'setup' || !seat) return null;
    const params = { turn: state.turn, name: seat.player.name };
    const at = roundAndSeat(state);
    if (at && seat.investigator)
      return { code: 'eldritch-express/whose-round/investigator', params: { ...at, investigator: nameOf(seat.investigator.key) } };
    if (at) return roundSeatLine(at);
    return seat.investigator
      ? { code: 'eldritch-express/whose-turn/investigator', params: { ...params, investigator: nameOf(seat.investigator.key) } }
      : { code: 'eldritch-express/whose-turn', params };
  },
  reference,
};
