/** The Cataclysm's key tracks, which statistics open on (declared in its manifest): towns destroyed, curses freed, quests revealed, the round. */
import type { KeyTrack } from '../../engine/ruleset';
import { keyTrackValue } from '../manifest';
import { cataclysmManifest } from './manifest';
import type { CataclysmState } from './state';

export function keyTracks(state: CataclysmState): KeyTrack[] {
  const decks = Object.values(state.curses).filter((d) => d !== undefined);
  const key = (id: string, value: number) => keyTrackValue(cataclysmManifest, id, value);
  return [
    key('towns-destroyed', Object.values(state.towns).filter((t) => t === 'destroyed').length),
    key('curses-freed', decks.filter((d) => d.freedBy).length),
    key(
      'quests-revealed',
      decks.reduce((n, d) => n + d.questsRevealed, 0),
    ),
    key('round', state.round),
  ];
}
