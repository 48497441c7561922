/** The omen step and the tracks: the omen clock, doom, the elder sign, rumors and mythos rolls. */
import { unhandledEvent } from '../../../engine/events';
import { OMEN_CLOCK } from '../data/world';
import type { EventIn } from '../events';
import type { EldritchState } from '../state';
import { clampTrack, withTurn } from './common';

export type OmenEvent = EventIn<
  | 'omen-advanced'
  | 'doom-advanced'
  | 'elder-sign-advanced'
  | 'elder-sign-regressed'
  | 'rumor-failed'
  | 'rumor-spawned'
  | 'rumor-regressed'
  | 'mythos-rolled'
>;

export function reduceOmen(s: EldritchState, event: OmenEvent): EldritchState {
  switch (event.type) {
    case 'omen-advanced':
      return withTurn({ ...s, omen: event.data.index, lastOmen: OMEN_CLOCK[event.data.index] }, () => ({ step: 'omen', omenDone: true }));
    case 'doom-advanced':
      return { ...s, doom: clampTrack(s, s.doom - 1) };
    case 'elder-sign-advanced':
      return { ...s, elderSign: clampTrack(s, s.elderSign - event.data.by) };
    case 'elder-sign-regressed':
      return { ...s, elderSign: clampTrack(s, s.elderSign + event.data.by) };
    case 'rumor-failed':
      return { ...s, rumor: null };
    case 'rumor-spawned':
      return { ...s, rumor: { region: event.data.region, track: event.data.track, clues: 0 } };
    case 'rumor-regressed':
      return s.rumor ? { ...s, rumor: { ...s.rumor, track: event.data.track } } : s;
    case 'mythos-rolled':
      return { ...s, lastRoll: { what: event.data.what ?? 'mythos', values: event.data.values } };
    default:
      return unhandledEvent(event);
  }
}
