/** The omen step and the tracks: the omen clock, doom, the elder sign, rumors and mythos rolls. */
import { OMEN_CLOCK } from '../data/world';
import type { EldritchState } from '../state';
import { clampTrack, type Data } from './common';

/** Applies an omen or track event to the copy `s`; false when the event is not one. */
export function applyOmen(s: EldritchState, type: string, d: Data): boolean {
  switch (type) {
    case 'omen-advanced':
      s.omen = d.index;
      s.lastOmen = OMEN_CLOCK[d.index];
      s.turnState!.step = 'omen';
      s.turnState!.omenDone = true;
      break;
    case 'doom-advanced':
      s.doom = clampTrack(s, s.doom - 1);
      break;
    case 'elder-sign-advanced':
      s.elderSign = clampTrack(s, s.elderSign - d.by);
      break;
    case 'elder-sign-regressed':
      s.elderSign = clampTrack(s, s.elderSign + d.by);
      break;
    case 'rumor-failed':
      s.rumor = null;
      break;
    case 'rumor-spawned':
      s.rumor = { region: d.region, track: d.track, clues: 0 };
      break;
    case 'rumor-regressed':
      if (s.rumor) s.rumor.track = d.track;
      break;
    case 'mythos-rolled':
      s.lastRoll = { what: d.what ?? 'mythos', values: d.values };
      break;
    default:
      return false;
  }
  return true;
}
