/** The Seven Scions' key tracks, which statistics open on: the storm's space and its turns round the track, and the scions awakened. */
import type { KeyTrack } from '../../engine/ruleset';
import type { SevenScionsState } from './state';

const K = 'seven-scions/key';

export function keyTracks(state: SevenScionsState): KeyTrack[] {
  return [
    { id: 'storm', code: `${K}/storm`, value: state.storm.position },
    { id: 'storm-resets', code: `${K}/storm-resets`, value: state.storm.resets },
    { id: 'scions-awakened', code: `${K}/scions-awakened`, value: state.scions.filter((s) => s.awakenedBy !== null).length },
  ];
}
