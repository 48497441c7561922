/** The turn's course: a step begins, the monsters have moved, the next player's turn begins. */
import { z } from 'zod';
import type { EventOf } from '../../../engine/events';
import { PHASES, type CatanHorrorState } from '../state';

export const turnFacts = {
  /** The turn moves on to the step `to`; at the wrap-up the turn's recruits have appeared. */
  'phase-changed': z.object({ to: z.enum(PHASES) }),
  /** Every figure is moved: the invaded towns are reported next. */
  'monster-movement-done': z.object({}),
  /** The next player's turn begins at the combat step, with fresh actions and nobody having struck, attacked, hidden or recruited yet. */
  'turn-began': z.object({ turn: z.number(), player: z.string(), who: z.string(), actions: z.number() }),
};
type TurnEvent = EventOf<typeof turnFacts>;

export function foldTurn(state: CatanHorrorState, event: TurnEvent): CatanHorrorState {
  switch (event.type) {
    case 'phase-changed':
      return { ...state, phase: event.data.to, ...(event.data.to === 'wrapup' ? { recruits: [] } : {}) };
    case 'monster-movement-done':
      return { ...state, phase: 'monster/invaded', pending: [] };
    case 'turn-began': {
      const { turn, player, actions } = event.data;
      return {
        ...state,
        turn,
        current: state.players.findIndex((p) => p.id === player),
        phase: 'player/combat',
        actionsLeft: actions,
        struck: [],
        attacked: [],
        hideChecked: [],
        recruitedFrom: [],
        lastRoll: null,
        fights: [],
        found: [],
      };
    }
  }
}
