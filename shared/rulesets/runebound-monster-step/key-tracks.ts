/** The Monster Step's key tracks, which statistics open on (declared in its manifest): Terror, Margath's Doom, lairs open and sealed, cities lost. */
import type { KeyTrack } from '../../engine/ruleset';
import { keyTrackValue } from '../manifest';
import { monsterStepManifest } from './manifest';
import { closedCities, sealedCount, type S } from './state';

export function keyTracks(state: S): KeyTrack[] {
  const key = (id: string, value: number) => keyTrackValue(monsterStepManifest, id, value);
  return [
    key('terror', state.terror),
    key('doom', state.doom),
    key('lairs-open', state.lairs.filter((l) => l.status === 'open').length),
    key('lairs-sealed', sealedCount(state)),
    key('cities-lost', closedCities(state).length),
  ];
}
