/** The threats, encounter, rest, clues and move steps. */
import type { EldritchState, Pending } from '../state';
import { regionOf } from '../rules';
import { goTo, inv, takeFrom, type Data } from './common';

/** Applies a threats, encounter, rest, clues or move event to the copy `s`; false when the event is not one. */
export function applySteps(s: EldritchState, type: string, d: Data): boolean {
  const push = (p: Pending) => s.pending.push(p);
  switch (type) {
    case 'threats-resolved': {
      const i = inv(s, d.seat);
      i.health = Math.max(0, i.health - d.health);
      i.sanity = Math.max(0, i.sanity - d.sanity);
      if (d.injury) push({ kind: 'draw', deck: 'condition', seat: d.seat, reason: 'trade', filter: 'injury' });
      if (d.madness) push({ kind: 'draw', deck: 'condition', seat: d.seat, reason: 'trade', filter: 'madness' });
      goTo(s, 'encounter');
      break;
    }
    case 'encounter-resolved': {
      const turn = s.turnState!;
      turn.encounterResult = d.result;
      turn.leftover = { research: d.leftoverResearch, investigation: d.leftoverInvestigation };
      if (d.cluesSpent > 0) {
        inv(s, d.seat).clues -= d.cluesSpent;
        s.clueSupply += d.cluesSpent;
      }
      goTo(s, 'rest');
      break;
    }
    case 'rested': {
      const i = inv(s, d.seat);
      i.health = Math.min(i.maxHealth, i.health + d.health);
      i.sanity = Math.min(i.maxSanity, i.sanity + d.sanity);
      if (d.condition) {
        takeFrom(i.conditions, d.condition);
        s.decks.condition.push(d.condition);
      }
      goTo(s, 'clues');
      break;
    }
    case 'clues-collected': {
      const i = inv(s, d.seat);
      if (i.region !== 'lost') regionOf(s, i.region).clues -= d.count;
      i.clues += d.count;
      const bonus = Math.min(d.bonus, s.clueSupply);
      i.clues += bonus;
      s.clueSupply -= bonus;
      goTo(s, 'move');
      break;
    }
    case 'leg-injury-checked':
      s.turnState!.legChecked = true;
      if (d.paid) s.turnState!.travel--;
      else inv(s, d.seat).delayed = true;
      if (s.turnState!.travel <= 0) s.turnState!.step = 'omen';
      break;
    case 'flying-checked':
      s.turnState!.flyingChecked = true;
      break;
    case 'nothing-to-destroy':
      break;
    case 'asset-shipped': {
      const from = inv(s, d.seat);
      const to = inv(s, d.to);
      if (d.asset === 'clue') { from.clues--; to.clues++; }
      else if (d.asset.startsWith('item:')) {
        const at = from.items.findIndex((it) => it.key === d.asset.slice(5));
        to.items.push(...from.items.splice(at, 1));
      } else if (d.asset.startsWith('spell:')) {
        takeFrom(from.spells, d.asset.slice(6));
        to.spells.push(d.asset.slice(6));
      }
      s.turnState!.travel -= d.cost;
      break;
    }
    case 'moved':
      inv(s, d.seat).region = d.to;
      s.turnState!.travel -= d.cost;
      s.turnState!.step = 'omen';
      break;
    default:
      return false;
  }
  return true;
}
