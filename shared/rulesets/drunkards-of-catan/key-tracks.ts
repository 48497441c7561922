/** Drunkards of Catan's key tracks, which statistics open on: barrels on the table, drinks taken, festivals held, production rolls. */
import type { KeyTrack } from '../../engine/ruleset';
import type { DrunkardsState } from './state';

const K = 'drunkards/key';

export function keyTracks(state: DrunkardsState): KeyTrack[] {
  const sum = (of: (p: DrunkardsState['players'][number]) => number) => state.players.reduce((n, p) => n + of(p), 0);
  return [
    { id: 'barrels', code: `${K}/barrels`, value: sum((p) => p.barrels) },
    { id: 'drinks', code: `${K}/drinks`, value: sum((p) => p.drinks) },
    { id: 'festivals', code: `${K}/festivals`, value: state.festivals },
    { id: 'rolls', code: `${K}/rolls`, value: state.rolls },
  ];
}
