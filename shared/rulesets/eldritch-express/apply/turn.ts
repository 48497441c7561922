/** A turn beginning and ending, and the upkeep step: delay, return from Lost, exchange, hiding, the encounter assigned. */
import type { EldritchState, TurnState } from '../state';
import { nextSeat } from '../rules';
import { goTo, inv } from './common';
import type { EldritchEvent } from '../events';

/** Applies a turn or upkeep event to the copy `s`; false when the event is not one. */
export function applyTurn(s: EldritchState, event: EldritchEvent): boolean {
  switch (event.type) {
    case 'turn-began':
      s.turn++;
      s.current = event.data.seat;
      s.turnState = freshTurn();
      break;
    case 'delay-ended':
      inv(s, event.data.seat).delayed = false;
      s.turnState!.lostTurn = 'delayed';
      s.turnState!.step = 'omen';
      break;
    case 'returned-from-lost':
      inv(s, event.data.seat).region = event.data.region;
      s.lastRoll = { what: 'lost', values: [event.data.region] };
      break;
    case 'health-sanity-exchanged': {
      const i = inv(s, event.data.seat);
      i.health = event.data.health;
      i.sanity = event.data.sanity;
      s.turnState!.exchanged = true;
      break;
    }
    case 'hid':
      s.turnState!.lostTurn = 'hid';
      s.turnState!.step = 'omen';
      break;
    case 'assigned': {
      const i = inv(s, event.data.seat);
      s.turnState!.assignment = event.data.encounter;
      for (const item of i.items) if (event.data.refreshed.includes(item.key)) item.exhausted = false;
      goTo(s, 'fight');
      break;
    }
    case 'turn-ended':
      s.turnState = null;
      s.current = event.data.next ?? nextSeat(s, s.current);
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
