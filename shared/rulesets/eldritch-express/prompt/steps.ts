/** The prompt for each step of the turn: upkeep, fight, dice, threats, encounter, rest, move and omen. */
import type { Prompt, PromptField } from '../../../engine/ruleset';
import { monsterKind } from '../data/monsters';
import type { EldritchState, Investigator, TurnState } from '../state';
import { regionOf } from '../rules';
import { threatTrades } from '../rules/steps';
import { omenDice, nextOmen } from '../actions/omen';
import { P } from './common';
import { upkeepActions } from './upkeep';
import { fightAction } from './fight';
import { diceStep } from './dice';
import { encounterStep } from './encounter';
import { moveStep } from './move';

export function stepPrompt(state: EldritchState, phase: string, inv: Investigator, turn: TurnState): Prompt {
  const who = { name: state.seats[state.current].player.name, investigator: inv.key };
  switch (turn.step) {
    case 'upkeep': return { phase, code: `${P}/prompt/upkeep`, params: who, actions: upkeepActions(state, inv, turn) };
    case 'fight': {
      const monsters = regionOf(state, inv.region as number).monsters.map(monsterKind);
      const horror = monsters.reduce((sum, m) => sum + m.horror, 0);
      const strength = monsters.reduce((sum, m) => sum + (m.strength === 'delay' ? 0 : m.strength), 0);
      return { phase, code: `${P}/prompt/fight`, params: { ...who, monsters: monsters.length, horror, strength }, actions: [fightAction(state, inv, turn)] };
    }
    case 'dice': return diceStep(state, phase, inv, turn, who);
    case 'threats': {
      const trades = threatTrades(inv, turn);
      const fields: PromptField[] = [];
      if (trades.health) fields.push({ name: 'tradeHealth', kind: 'boolean', default: false });
      if (trades.sanity) fields.push({ name: 'tradeSanity', kind: 'boolean', default: false });
      return { phase, code: `${P}/prompt/threats`, params: who, actions: [{ type: 'resolve-threats', code: `${P}/action/resolve-threats`, primary: true, fields }] };
    }
    case 'encounter': return encounterStep(state, phase, inv, turn, who);
    case 'rest': {
      const fields: PromptField[] = turn.assignment?.kind === 'city'
        ? (turn.rest >= 3 && inv.conditions.length > 0
          ? [{ name: 'removeCondition', kind: 'choice', optional: true, choices: inv.conditions.map((c) => ({ value: c, code: `${P}/condition`, params: { key: c } })) }]
          : [])
        : [{ name: 'health', kind: 'number', min: 0, max: turn.rest, default: Math.min(turn.rest, inv.maxHealth - inv.health) }];
      return { phase, code: `${P}/prompt/rest`, params: { ...who, rest: turn.rest, city: turn.assignment?.kind === 'city' }, actions: [{ type: 'rest', code: `${P}/action/rest`, primary: true, fields }] };
    }
    case 'move': return moveStep(state, phase, inv, turn, who);
    case 'omen': {
      const next = nextOmen(state);
      return {
        phase, code: `${P}/prompt/omen`, params: { ...who, omen: next.omen },
        actions: [{ type: 'advance-omen', code: `${P}/action/advance-omen`, params: { omen: next.omen }, primary: true, dice: { dice: omenDice(state) } }],
      };
    }
    default:
      return { phase, code: `${P}/prompt/wait`, actions: [] };
  }
}
