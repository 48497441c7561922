/** The Seven Scions' key tracks, which statistics open on (declared in its manifest): the storm's space and its turns round the track, and the scions awakened. */
import type { KeyTrack } from '../../engine/ruleset';
import { keyTrackValue } from '../manifest';
import { sevenScionsManifest } from './manifest';
import type { SevenScionsState } from './state';

export function keyTracks(state: SevenScionsState): KeyTrack[] {
  const key = (id: string, value: number) => keyTrackValue(sevenScionsManifest, id, value);
  return [
    key('storm', state.storm.position),
    key('storm-resets', state.storm.resets),
    key('scions-awakened', state.scions.filter((s) => s.awakenedBy !== null).length),
  ];
}
