/** What the table must do now: choose stats, the first player, the restock, the handshake or the tally, or play a turn. */
import { d6, dN } from '../../../engine/dice';
import type { Prompt } from '../../../engine/ruleset';
import { RESTOCK_ROLLS, STORE_SLOTS } from '../data/actions';
import { restockOdds } from '../rules';
import { currentPlayer, namesOf, type MunchkinState } from '../state';
import { playerChoice, statFields } from './choices';
import { turnActions } from './turn';

/** The prompt for the state as it stands. */
export function prompt(state: MunchkinState): Prompt {
  const phase = `munchkin/phase/${state.phase}`;
  switch (state.phase) {
    case 'stats': {
      const waiting = state.players.filter((p) => !p.stats);
      return {
        phase, code: 'munchkin/choose-stats', params: { count: waiting.length },
        actions: [{ type: 'set-stats', code: 'munchkin/set-stats', primary: true, fields: [{ name: 'player', kind: 'choice', choices: state.players.map(playerChoice) }, ...statFields()] }],
      };
    }
    case 'first-player':
      return {
        phase, code: 'munchkin/choose-first-player', params: { sides: state.players.length },
        actions: [
          { type: 'roll-first-player', code: 'munchkin/roll-first-player', primary: true, dice: { dice: [dN(state.players.length)] } },
          { type: 'pick-first-player', code: 'munchkin/pick-first-player', fields: [{ name: 'player', kind: 'choice', choices: state.players.map(playerChoice) }] },
        ],
      };
    case 'restock': {
      const odds = restockOdds(state.boughtSlots.length, STORE_SLOTS);
      return {
        phase, code: 'munchkin/restock-now', params: { done: state.restocked.length, of: RESTOCK_ROLLS, empty: state.boughtSlots.join(', ') },
        actions: [{ type: 'restock-roll', code: 'munchkin/restock-roll', primary: true, dice: { dice: [d6] }, odds }],
      };
    }
    case 'handshake':
      return {
        phase, code: 'munchkin/handshake-now', params: { names: namesOf(state, state.victors) },
        actions: [
          { type: 'handshake', code: 'munchkin/handshake', primary: true },
          { type: 'backstab', code: 'munchkin/backstab', fields: [{ name: 'player', kind: 'choice', choices: state.players.filter((p) => state.victors.includes(p.id)).map(playerChoice) }] },
          { type: 'backstab', code: 'munchkin/double-backstab', payload: { both: true } },
        ],
      };
    case 'tally':
      return {
        phase, code: 'munchkin/tally-now',
        actions: [{
          type: 'enter-tally', code: 'munchkin/enter-tally', primary: true,
          fields: [
            { name: 'player', kind: 'choice', choices: state.players.map((p) => ({ ...playerChoice(p), disabled: p.tally !== null })) },
            { name: 'itemValue', kind: 'number', min: 0, max: 1_000_000, default: 0 },
            { name: 'spells', kind: 'number', min: 0, max: 100, default: 0 },
          ],
        }],
      };
    case 'over':
      return { phase, code: 'munchkin/game-over', actions: [] };
    default: {
      const me = currentPlayer(state)!;
      return { phase, code: 'munchkin/turn-of', params: { name: me.name, ap: me.ap, round: state.round }, actions: turnActions(state, me) };
    }
  }
}
