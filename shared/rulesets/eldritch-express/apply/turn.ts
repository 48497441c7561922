/** A turn beginning and ending, and the upkeep step: delay, return from Lost, exchange, hiding, the encounter assigned. */
import type { EldritchState, Encounter, TurnState } from '../state';
import { nextSeat } from '../rules';
import { goTo, inv, type Data } from './common';

/** Applies a turn or upkeep event to the copy `s`; false when the event is not one. */
export function applyTurn(s: EldritchState, type: string, d: Data): boolean {
  switch (type) {
    case 'turn-began':
      s.turn++;
      s.current = d.seat;
      s.turnState = freshTurn();
      break;
    case 'delay-ended':
      inv(s, d.seat).delayed = false;
      s.turnState!.lostTurn = 'delayed';
      s.turnState!.step = 'omen';
      break;
    case 'returned-from-lost':
      inv(s, d.seat).region = d.region;
      s.lastRoll = { what: 'lost', values: [d.region] };
      break;
    case 'health-sanity-exchanged': {
      const i = inv(s, d.seat);
      i.health = d.health;
      i.sanity = d.sanity;
      s.turnState!.exchanged = true;
      break;
    }
    case 'hid':
      s.turnState!.lostTurn = 'hid';
      s.turnState!.step = 'omen';
      break;
    case 'assigned': {
      const i = inv(s, d.seat);
      s.turnState!.assignment = d.encounter as Encounter;
      for (const item of i.items) if ((d.refreshed as string[]).includes(item.key)) item.exhausted = false;
      goTo(s, 'fight');
      break;
    }
    case 'turn-ended':
      s.turnState = null;
      s.current = d.next ?? nextSeat(s, s.current);
      break;
    default:
      return false;
  }
  return true;
}

function freshTurn(): TurnState {
  return {
    step: 'upkeep', assignment: null, lostTurn: null, spellsCast: [], dice: null,
    leftover: { research: 0, investigation: 0 }, travel: 0, rest: 0, encounterResult: null, omenDone: false, legChecked: false,
  };
}
