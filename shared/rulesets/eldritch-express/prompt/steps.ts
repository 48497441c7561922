/** The instruction at each step of the turn: upkeep, fight, dice, threats, encounter, rest, move and omen. */
import { monsterKind } from '../data/monsters';
import type { EldritchState, Investigator, TurnState } from '../state';
import { poolSize, regionOf } from '../rules';
import { cityOffer, encounterCheck } from '../rules/steps';
import { nextOmen } from '../actions/omen';
import { isThreat } from '../tasks';
import { P } from './common';

export function stepInstruction(
  state: EldritchState,
  inv: Investigator,
  turn: TurnState,
): { code: string; params?: Record<string, unknown> } {
  const who = { name: state.seats[state.current].player.name, investigator: inv.key };
  switch (turn.step) {
    case 'upkeep':
      return { code: `${P}/prompt/upkeep`, params: who };
    case 'fight': {
      const monsters = regionOf(state, inv.region as number).monsters.map(monsterKind);
      const horror = monsters.reduce((sum, m) => sum + m.horror, 0);
      const strength = monsters.reduce((sum, m) => sum + (m.strength === 'delay' ? 0 : m.strength), 0);
      return { code: `${P}/prompt/fight`, params: { ...who, monsters: monsters.length, horror, strength } };
    }
    case 'dice': {
      const tray = turn.dice;
      if (!tray) return { code: `${P}/prompt/roll-dice`, params: { ...who, count: poolSize(inv) } };
      if (!tray.settled)
        return {
          code: `${P}/prompt/set-aside`,
          params: { ...who, inHand: tray.rolled.length, mustThreat: tray.rolled.some(isThreat) && turn.assignment?.kind !== 'city' },
        };
      return { code: `${P}/prompt/modify`, params: who };
    }
    case 'threats':
      return { code: `${P}/prompt/threats`, params: who };
    case 'encounter': {
      const found = encounterCheck(state, inv.clues);
      if (!found) {
        const offer = cityOffer(turn.dice?.kept ?? [], 0, 0);
        return {
          code: `${P}/prompt/city`,
          params: {
            ...who,
            kind: turn.assignment?.kind,
            items: offer.items,
            spells: offer.spells,
            special: offer.special,
            clues: inv.clues,
          },
        };
      }
      const { task, check } = found;
      return {
        code: `${P}/prompt/encounter`,
        params: {
          ...who,
          kind: turn.assignment!.kind,
          task,
          met: check.met,
          missingResearch: check.missingResearch,
          missingInvestigation: check.missingInvestigation,
          cluesNeeded: check.cluesNeeded,
          clues: inv.clues,
        },
      };
    }
    case 'rest':
      return { code: `${P}/prompt/rest`, params: { ...who, rest: turn.rest, city: turn.assignment?.kind === 'city' } };
    case 'move':
      return { code: `${P}/prompt/move`, params: { ...who, travel: turn.travel } };
    case 'omen':
      return { code: `${P}/prompt/omen`, params: { ...who, omen: nextOmen(state).omen } };
    case 'clues':
      return { code: `${P}/prompt/wait` };
  }
}
