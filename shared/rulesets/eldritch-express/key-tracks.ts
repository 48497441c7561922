/** Eldritch Express's key tracks, which statistics open on: Doom, the elder signs, the omen, gates open, monsters, investigators defeated. */
import type { KeyTrack } from '../../engine/ruleset';
import type { EldritchState } from './state';

const K = 'eldritch-express/key';

export function keyTracks(state: EldritchState): KeyTrack[] {
  return [
    { id: 'doom', code: `${K}/doom`, value: state.doom },
    { id: 'elder-sign', code: `${K}/elder-sign`, value: state.elderSign },
    { id: 'omen', code: `${K}/omen`, value: state.omen },
    { id: 'gates-open', code: `${K}/gates-open`, value: state.regions.filter((r) => r.gate && !r.gate.sealed).length },
    { id: 'monsters', code: `${K}/monsters`, value: state.regions.reduce((n, r) => n + r.monsters.length, 0) },
    { id: 'defeated', code: `${K}/defeated`, value: state.retired.length },
  ];
}
