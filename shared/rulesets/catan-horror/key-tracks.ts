/** Catan Horror's key tracks, which statistics open on: towns mad or fallen, gates open, knights alive and mad, monsters on the board. */
import type { KeyTrack } from '../../engine/ruleset';
import type { CatanHorrorState } from './state';

const K = 'catan-horror/key';

export function keyTracks(state: CatanHorrorState): KeyTrack[] {
  const count = <T>(list: readonly T[], test: (item: T) => boolean) => list.filter(test).length;
  return [
    { id: 'towns-mad', code: `${K}/towns-mad`, value: count(state.towns, (t) => t.state === 'mad') },
    { id: 'towns-fallen', code: `${K}/towns-fallen`, value: count(state.towns, (t) => t.state === 'destroyed') },
    { id: 'gates-open', code: `${K}/gates-open`, value: count(state.gates, (g) => g.status === 'open') },
    { id: 'knights-alive', code: `${K}/knights-alive`, value: count(state.knights, (k) => k.alive) },
    { id: 'knights-mad', code: `${K}/knights-mad`, value: count(state.knights, (k) => k.alive && k.madTurns > 0) },
    { id: 'monsters', code: `${K}/monsters`, value: count(state.monsters, (m) => m.alive) },
  ];
}
