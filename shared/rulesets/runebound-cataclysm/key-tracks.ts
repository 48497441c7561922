/** The Cataclysm's key tracks, which statistics open on: towns destroyed, curses freed, quests revealed, the round. */
import type { KeyTrack } from '../../engine/ruleset';
import type { CataclysmState } from './state';

const K = 'cataclysm/key';

export function keyTracks(state: CataclysmState): KeyTrack[] {
  const decks = Object.values(state.curses).filter((d) => d !== undefined);
  return [
    { id: 'towns-destroyed', code: `${K}/towns-destroyed`, value: Object.values(state.towns).filter((t) => t === 'destroyed').length },
    { id: 'curses-freed', code: `${K}/curses-freed`, value: decks.filter((d) => d.freedBy).length },
    { id: 'quests-revealed', code: `${K}/quests-revealed`, value: decks.reduce((n, d) => n + d.questsRevealed, 0) },
    { id: 'round', code: `${K}/round`, value: state.round },
  ];
}
