/** Drunkards of Catan's key tracks, which statistics open on (declared in its manifest): barrels on the table, drinks taken, festivals held, production rolls. */
import type { KeyTrack } from '../../engine/ruleset';
import { keyTrackValue } from '../manifest';
import { drunkardsManifest } from './manifest';
import type { DrunkardsState } from './state';

export function keyTracks(state: DrunkardsState): KeyTrack[] {
  const sum = (of: (p: DrunkardsState['players'][number]) => number) => state.players.reduce((n, p) => n + of(p), 0);
  const key = (id: string, value: number) => keyTrackValue(drunkardsManifest, id, value);
  return [
    key(
      'barrels',
      sum((p) => p.barrels),
    ),
    key(
      'drinks',
      sum((p) => p.drinks),
    ),
    key('festivals', state.festivals),
    key('rolls', state.rolls),
  ];
}
