/** A turn beginning and ending, and the upkeep step: delay, return from Lost, exchange, hiding, the encounter assigned. */
import { unhandledEvent } from '../../../engine/events';
import type { EventIn } from '../events';
import type { EldritchState, TurnState } from '../state';
import { nextSeat } from '../rules';
import { goTo, withInv, withTurn } from './common';

export type TurnEvent = EventIn<
  'turn-began' | 'delay-ended' | 'returned-from-lost' | 'health-sanity-exchanged' | 'hid' | 'assigned' | 'turn-ended'
>;

export function reduceTurn(s: EldritchState, event: TurnEvent): EldritchState {
  switch (event.type) {
    case 'turn-began':
      return { ...s, turn: s.turn + 1, current: event.data.seat, turnState: freshTurn() };
    case 'delay-ended':
      return withTurn(
        withInv(s, event.data.seat, () => ({ delayed: false })),
        () => ({ lostTurn: 'delayed', step: 'omen' }),
      );
    case 'returned-from-lost':
      return {
        ...withInv(s, event.data.seat, () => ({ region: event.data.region })),
        lastRoll: { what: 'lost', values: [event.data.region] },
      };
    case 'health-sanity-exchanged': {
      const { seat, health, sanity } = event.data;
      return withTurn(
        withInv(s, seat, () => ({ health, sanity })),
        () => ({ exchanged: true }),
      );
    }
    case 'hid':
      return withTurn(s, () => ({ lostTurn: 'hid', step: 'omen' }));
    case 'assigned': {
      const { seat, encounter, refreshed } = event.data;
      const assigned = withTurn(s, () => ({ assignment: encounter }));
      const fresh = withInv(assigned, seat, (i) => ({
        items: i.items.map((it) => (refreshed.includes(it.key) ? { ...it, exhausted: false } : it)),
      }));
      return goTo(fresh, 'fight');
    }
    case 'turn-ended':
      return { ...s, turnState: null, current: event.data.next ?? nextSeat(s, s.current) };
    default:
      return unhandledEvent(event);
  }
}

function freshTurn(): TurnState {
  return {
    step: 'upkeep',
    assignment: null,
    lostTurn: null,
    spellsCast: [],
    dice: null,
    leftover: { research: 0, investigation: 0 },
    travel: 0,
    rest: 0,
    encounterResult: null,
    omenDone: false,
    legChecked: false,
  };
}
