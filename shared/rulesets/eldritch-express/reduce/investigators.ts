/** What befalls an investigator at any step: lost in time and space, delayed, clues gained, sanity lost, defeat, a seat out. */
import { unhandledEvent } from '../../../engine/events';
import type { EventIn } from '../events';
import type { EldritchState } from '../state';
import { clampTrack, fromSupply, inv, pushPending, toDeck, withInv, withRegion } from './common';

export type InvestigatorEvent = EventIn<
  'lost-in-time-and-space' | 'delayed' | 'clue-gained' | 'sanity-lost' | 'investigator-defeated' | 'seat-out'
>;

export function reduceInvestigators(s: EldritchState, event: InvestigatorEvent): EldritchState {
  switch (event.type) {
    case 'lost-in-time-and-space': {
      const { seat, delayed, losesTurn } = event.data;
      const lost = withInv(s, seat, () => ({ region: 'lost', delayed }));
      // 003:159, 003:543: the investigator loses the turn (version 1 events lack the flag and went on).
      const turn = lost.turnState;
      return losesTurn && seat === lost.current && turn && !turn.lostTurn ? { ...lost, turnState: { ...turn, lostTurn: 'lost' } } : lost;
    }
    case 'delayed':
      return withInv(s, event.data.seat, () => ({ delayed: true }));
    case 'clue-gained': {
      const { seat, count } = event.data;
      if (s.clueSupply < count) return s;
      return fromSupply(
        withInv(s, seat, (i) => ({ clues: i.clues + count })),
        count,
      );
    }
    case 'sanity-lost':
      return withInv(s, event.data.seat, (i) => ({ sanity: Math.max(0, i.sanity - event.data.amount) }));
    case 'investigator-defeated':
      return investigatorDefeated(s, event.data.seat);
    case 'seat-out':
      return { ...s, seats: s.seats.map((it, n) => (n === event.data.seat ? { ...it, out: true } : it)) };
    default:
      return unhandledEvent(event);
  }
}

/**
 * A defeated investigator: face down in the region with the possessions (exhausted items refreshed),
 * or — lost in time and space, with no token to find — the possessions go back to their decks.
 * Conditions go back; the investigator retires, the elder sign regresses, the seat chooses anew, and
 * the current investigator's turn is lost (on to the omen step unless it is done).
 */
function investigatorDefeated(s: EldritchState, seat: number): EldritchState {
  const i = inv(s, seat);
  let next: EldritchState;
  if (i.region !== 'lost') {
    const token = {
      investigator: i.key,
      items: i.items.map((it) => ({ ...it, exhausted: false })),
      spells: i.spells,
      artifacts: i.artifacts,
      ally: i.ally,
      clues: i.clues,
    };
    next = withRegion(s, i.region, (r) => ({ defeated: [...r.defeated, token] }));
  } else {
    next = fromSupply(s, -i.clues);
    next = toDeck(next, 'item', ...i.items.map((it) => it.key));
    next = toDeck(next, 'spell', ...i.spells);
    next = toDeck(next, 'artifact', ...i.artifacts);
    if (i.ally) next = toDeck(next, 'ally', i.ally);
  }
  next = toDeck(next, 'condition', ...i.conditions);
  next = {
    ...next,
    seats: next.seats.map((it, n) => (n === seat ? { ...it, investigator: null } : it)),
    retired: [...next.retired, i.key],
    elderSign: clampTrack(next, next.elderSign + 1),
  };
  next = pushPending(next, { kind: 'investigator', seat });
  const turn = next.turnState;
  if (seat !== next.current || !turn) return next;
  return { ...next, turnState: { ...turn, lostTurn: 'defeated', step: turn.omenDone ? turn.step : 'omen' } };
}
