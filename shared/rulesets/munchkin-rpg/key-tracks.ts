/** Munchkin RPG's key tracks, which statistics open on (declared in its manifest): the round, the highest level at the table, and the players the dungeon boss has killed. */
import type { KeyTrack } from '../../engine/ruleset';
import { keyTrackValue } from '../manifest';
import { munchkinManifest } from './manifest';
import type { MunchkinState } from './state';

export function keyTracks(state: MunchkinState): KeyTrack[] {
  const key = (id: string, value: number) => keyTrackValue(munchkinManifest, id, value);
  return [
    key('round', state.round),
    key('top-level', Math.max(0, ...state.players.map((p) => p.level))),
    key('boss-kills', state.boss.kills),
  ];
}
