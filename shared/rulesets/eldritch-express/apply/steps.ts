/** The threats, encounter, rest, clues and move steps. */
import type { EldritchState, Pending } from '../state';
import { regionOf } from '../rules';
import { goTo, inv, takeFrom } from './common';
import type { EldritchEvent } from '../events';

/** Applies a threats, encounter, rest, clues or move event to the copy `s`; false when the event is not one. */
export function applySteps(s: EldritchState, event: EldritchEvent): boolean {
  const push = (p: Pending) => s.pending.push(p);
  switch (event.type) {
    case 'threats-resolved': {
      const i = inv(s, event.data.seat);
      i.health = Math.max(0, i.health - event.data.health);
      i.sanity = Math.max(0, i.sanity - event.data.sanity);
      if (event.data.injury) push({ kind: 'draw', deck: 'condition', seat: event.data.seat, reason: 'trade', filter: 'injury' });
      if (event.data.madness) push({ kind: 'draw', deck: 'condition', seat: event.data.seat, reason: 'trade', filter: 'madness' });
      goTo(s, 'encounter');
      break;
    }
    case 'encounter-resolved': {
      const turn = s.turnState!;
      turn.encounterResult = event.data.result;
      turn.leftover = { research: event.data.leftoverResearch, investigation: event.data.leftoverInvestigation };
      if (event.data.cluesSpent > 0) {
        inv(s, event.data.seat).clues -= event.data.cluesSpent;
        s.clueSupply += event.data.cluesSpent;
      }
      goTo(s, 'rest');
      break;
    }
    case 'rested': {
      const i = inv(s, event.data.seat);
      i.health = Math.min(i.maxHealth, i.health + event.data.health);
      i.sanity = Math.min(i.maxSanity, i.sanity + event.data.sanity);
      if (event.data.condition) {
        takeFrom(i.conditions, event.data.condition);
        s.decks.condition.push(event.data.condition);
      }
      goTo(s, 'clues');
      break;
    }
    case 'clues-collected': {
      const i = inv(s, event.data.seat);
      if (i.region !== 'lost') regionOf(s, i.region).clues -= event.data.count;
      i.clues += event.data.count;
      const bonus = Math.min(event.data.bonus, s.clueSupply);
      i.clues += bonus;
      s.clueSupply -= bonus;
      goTo(s, 'move');
      break;
    }
    case 'leg-injury-checked':
      s.turnState!.legChecked = true;
      if (event.data.paid) s.turnState!.travel--;
      else inv(s, event.data.seat).delayed = true;
      if (s.turnState!.travel <= 0) s.turnState!.step = 'omen';
      break;
    case 'flying-checked':
      s.turnState!.flyingChecked = true;
      break;
    case 'nothing-to-destroy':
      break;
    case 'asset-shipped': {
      const from = inv(s, event.data.seat);
      const to = inv(s, event.data.to);
      if (event.data.asset === 'clue') { from.clues--; to.clues++; }
      else if (event.data.asset.startsWith('item:')) {
        const at = from.items.findIndex((it) => it.key === event.data.asset.slice(5));
        to.items.push(...from.items.splice(at, 1));
      } else if (event.data.asset.startsWith('spell:')) {
        takeFrom(from.spells, event.data.asset.slice(6));
        to.spells.push(event.data.asset.slice(6));
      }
      s.turnState!.travel -= event.data.cost;
      break;
    }
    case 'moved':
      inv(s, event.data.seat).region = event.data.to;
      s.turnState!.travel -= event.data.cost;
      s.turnState!.step = 'omen';
      break;
    default:
      return false;
  }
  return true;
}
