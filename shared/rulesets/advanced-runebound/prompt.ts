/**
 * What the table is told to do now (phase and instruction codes) in each phase of Advanced Runebound.
 * The actions listed with it are each action's own offer (engine v2's `defineRuleset`).
 */
import { phaseCode } from '../manifest';
import { advancedRuneboundManifest } from './manifest';
import type { Prompt } from '../../engine/ruleset';
import { DOOM_SPACES } from './data/tables';
import { endgameOrderDice } from './actions-endgame';
import { goldDecidesOrder } from './rules/gold';
import { doomTrigger, firstTurnDice, heroById, type AdvancedRuneboundState } from './state';

const P = 'advanced-runebound';
type Instruction = Omit<Prompt, 'actions'>;

export function instruction(state: AdvancedRuneboundState): Instruction {
  switch (state.phase) {
    case 'play':
      return playInstruction(state);
    case 'endgame-order':
      return {
        phase: phaseCode(advancedRuneboundManifest, 'endgame'),
        code: endgameOrderDice(state) ? `${P}/endgame-prepare-ties` : `${P}/endgame-prepare`,
        // Heroes tied on level go by gold (004:76): the prompt asks their gold before the order is set.
        params: { goldTies: goldDecidesOrder(state).map((h) => h.name) },
      };
    case 'endgame': {
      const endgame = state.endgame!;
      const hero = heroById(state, endgame.order[endgame.up])!;
      return {
        phase: phaseCode(advancedRuneboundManifest, 'endgame'),
        code: endgame.defeatedThisTurn > 0 ? `${P}/confront-again` : `${P}/confront`,
        params: { name: hero.name, red: hero.redChallenges, defeated: endgame.defeatedThisTurn },
      };
    }
    case 'over':
      return { phase: phaseCode(advancedRuneboundManifest, 'over'), code: `${P}/game-over` };
  }
}

function playInstruction(state: AdvancedRuneboundState): Instruction {
  const phase = phaseCode(advancedRuneboundManifest, 'play');
  const hero = state.heroes[state.seat];
  if (state.knockout) {
    const name = heroById(state, state.knockout.player)?.name;
    return { phase, code: state.knockout.hazard ? `${P}/knockout-checklist-hazard` : `${P}/knockout-checklist`, params: { name } };
  }
  if (state.hazard?.stage === 'number')
    return { phase, code: `${P}/hazard-roll-again`, params: { name: hero.name, cards: state.track.length } };
  if (state.hazard?.stage === 'resolve') {
    const { colour, space, number } = state.hazard;
    return {
      phase,
      code: `${P}/hazard-resolve`,
      params: { name: hero.name, colour, space, number, town: DOOM_SPACES[space - 1].town ?? String(space) },
    };
  }
  return {
    phase,
    code: state.round === 1 ? `${P}/first-turn` : `${P}/turn`,
    params: {
      name: hero.name,
      round: state.round,
      seat: state.seat + 1,
      dice: firstTurnDice(state.heroes.length, state.seat + 1),
      cards: state.track.length,
      trigger: doomTrigger(state.heroes.length, state.options),
      counters: state.doomCounters,
    },
  };
}
