/** Advanced Runebound's key tracks (the manifest's), which statistics open on: the doom counters, the round, and the highest hero level. */
import type { KeyTrack } from '../../engine/ruleset';
import { keyTrackValue } from '../manifest';
import { advancedRuneboundManifest } from './manifest';
import type { AdvancedRuneboundState } from './state';

export function keyTracks(state: AdvancedRuneboundState): KeyTrack[] {
  return [
    keyTrackValue(advancedRuneboundManifest, 'doom-counters', state.doomCounters),
    keyTrackValue(advancedRuneboundManifest, 'round', state.round),
    keyTrackValue(advancedRuneboundManifest, 'top-level', Math.max(0, ...state.heroes.map((h) => h.level))),
  ];
}
