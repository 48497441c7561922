/** Munchkin RPG's key tracks, which statistics open on: the round, the highest level at the table, and the players the dungeon boss has killed. */
import type { KeyTrack } from '../../engine/ruleset';
import type { MunchkinState } from './state';

const K = 'munchkin/key';

export function keyTracks(state: MunchkinState): KeyTrack[] {
  return [
    { id: 'round', code: `${K}/round`, value: state.round },
    { id: 'top-level', code: `${K}/top-level`, value: Math.max(0, ...state.players.map((p) => p.level)) },
    { id: 'boss-kills', code: `${K}/boss-kills`, value: state.boss.kills },
  ];
}
