/** The omen step and the tracks: the omen clock, doom, the elder sign, rumors and mythos rolls. */
import { OMEN_CLOCK } from '../data/world';
import type { EldritchState } from '../state';
import { clampTrack } from './common';
import type { EldritchEvent } from '../events';

/** Applies an omen or track event to the copy `s`; false when the event is not one. */
export function applyOmen(s: EldritchState, event: EldritchEvent): boolean {
  switch (event.type) {
    case 'omen-advanced':
      s.omen = event.data.index;
      s.lastOmen = OMEN_CLOCK[event.data.index];
      s.turnState!.step = 'omen';
      s.turnState!.omenDone = true;
      break;
    case 'doom-advanced':
      s.doom = clampTrack(s, s.doom - 1);
      break;
    case 'elder-sign-advanced':
      s.elderSign = clampTrack(s, s.elderSign - event.data.by);
      break;
    case 'elder-sign-regressed':
      s.elderSign = clampTrack(s, s.elderSign + event.data.by);
      break;
    case 'rumor-failed':
      s.rumor = null;
      break;
    case 'rumor-spawned':
      s.rumor = { region: event.data.region, track: event.data.track, clues: 0 };
      break;
    case 'rumor-regressed':
      if (s.rumor) s.rumor.track = event.data.track;
      break;
    case 'mythos-rolled':
      s.lastRoll = { what: event.data.what ?? 'mythos', values: event.data.values };
      break;
    default:
      return false;
  }
  return true;
}
