/** The dice tray's key tracks, which statistics open on: rolls made and counters kept. */
import type { KeyTrack } from '../../engine/ruleset';
import type { DiceTrayState } from './state';

const K = 'dice-tray/key';

export function keyTracks(state: DiceTrayState): KeyTrack[] {
  return [
    { id: 'rolls', code: `${K}/rolls`, value: state.rollCount },
    { id: 'counters', code: `${K}/counters`, value: state.counters.length },
  ];
}
