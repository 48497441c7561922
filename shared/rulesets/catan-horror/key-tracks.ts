/** Catan Horror's key tracks (the manifest's), which statistics open on: towns mad or fallen, gates open, knights alive and mad, monsters on the board. */
import type { KeyTrack } from '../../engine/ruleset';
import { keyTrackValue } from '../manifest';
import { catanHorrorManifest } from './manifest';
import type { CatanHorrorState } from './state';

export function keyTracks(state: CatanHorrorState): KeyTrack[] {
  const count = <T>(list: readonly T[], test: (item: T) => boolean) => list.filter(test).length;
  const key = (id: string, value: number): KeyTrack => keyTrackValue(catanHorrorManifest, id, value);
  return [
    key(
      'towns-mad',
      count(state.towns, (t) => t.state === 'mad'),
    ),
    key(
      'towns-fallen',
      count(state.towns, (t) => t.state === 'destroyed'),
    ),
    key(
      'gates-open',
      count(state.gates, (g) => g.status === 'open'),
    ),
    key(
      'knights-alive',
      count(state.knights, (k) => k.alive),
    ),
    key(
      'knights-mad',
      count(state.knights, (k) => k.alive && k.madTurns > 0),
    ),
    key(
      'monsters',
      count(state.monsters, (m) => m.alive),
    ),
  ];
}
