/** The Monster Step's key tracks, which statistics open on: Terror, Margath's Doom, lairs open and sealed, cities lost. */
import type { KeyTrack } from '../../engine/ruleset';
import { closedCities, sealedCount, type S } from './state';

const K = 'rms/key';

export function keyTracks(state: S): KeyTrack[] {
  return [
    { id: 'terror', code: `${K}/terror`, value: state.terror },
    { id: 'doom', code: `${K}/doom`, value: state.doom },
    { id: 'lairs-open', code: `${K}/lairs-open`, value: state.lairs.filter((l) => l.status === 'open').length },
    { id: 'lairs-sealed', code: `${K}/lairs-sealed`, value: sealedCount(state) },
    { id: 'cities-lost', code: `${K}/cities-lost`, value: closedCities(state).length },
  ];
}
