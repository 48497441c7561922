/** The prompt's words for each phase: what the table must do now; the actions come from each action's offer. */
import type { Prompt } from '../../engine/ruleset';
import { phaseCode } from '../manifest';
import { munchkinManifest } from './manifest';
import { RESTOCK_ROLLS } from './data/actions';
import { currentPlayer, namesOf, type MunchkinState } from './state';

export function instruction(state: MunchkinState): Omit<Prompt, 'actions'> {
  const phase = phaseCode(munchkinManifest, state.phase);
  switch (state.phase) {
    case 'stats':
      return { phase, code: 'munchkin/choose-stats', params: { count: state.players.filter((p) => !p.stats).length } };
    case 'first-player':
      return { phase, code: 'munchkin/choose-first-player', params: { sides: state.players.length } };
    case 'restock':
      return {
        phase,
        code: 'munchkin/restock-now',
        params: { done: state.restocked.length, of: RESTOCK_ROLLS, empty: state.boughtSlots.join(', ') },
      };
    case 'handshake':
      return { phase, code: 'munchkin/handshake-now', params: { names: namesOf(state, state.victors) } };
    case 'tally':
      return { phase, code: 'munchkin/tally-now' };
    case 'over':
      return { phase, code: 'munchkin/game-over' };
    default: {
      const me = currentPlayer(state)!;
      return { phase, code: 'munchkin/turn-of', params: { name: me.name, ap: me.ap, round: state.round } };
    }
  }
}
