/** Eldritch Express's key tracks (the manifest's), which statistics open on: Doom, the elder signs, the omen, gates open, monsters, investigators defeated. */
import type { KeyTrack } from '../../engine/ruleset';
import { keyTrackValue } from '../manifest';
import { eldritchManifest } from './manifest';
import type { EldritchState } from './state';

const key = (id: string, value: number): KeyTrack => keyTrackValue(eldritchManifest, id, value);

export function keyTracks(state: EldritchState): KeyTrack[] {
  return [
    key('doom', state.doom),
    key('elder-sign', state.elderSign),
    key('omen', state.omen),
    key('gates-open', state.regions.filter((r) => r.gate && !r.gate.sealed).length),
    key(
      'monsters',
      state.regions.reduce((n, r) => n + r.monsters.length, 0),
    ),
    key('defeated', state.retired.length),
  ];
}
