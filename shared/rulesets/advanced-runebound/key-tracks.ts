/** Advanced Runebound's key tracks, which statistics open on: the doom counters, the round, and the highest hero level. */
import type { KeyTrack } from '../../engine/ruleset';
import type { AdvancedRuneboundState } from './state';

const K = 'advanced-runebound/key';

export function keyTracks(state: AdvancedRuneboundState): KeyTrack[] {
  return [
    { id: 'doom-counters', code: `${K}/doom-counters`, value: state.doomCounters },
    { id: 'round', code: `${K}/round`, value: state.round },
    { id: 'top-level', code: `${K}/top-level`, value: Math.max(0, ...state.heroes.map((h) => h.level)) },
  ];
}
