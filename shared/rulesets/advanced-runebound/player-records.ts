/** Advanced Runebound in the players' records across campaigns: the heroes the game is decided for, or who defeat Margath, win; a hero knocked out or eliminated in the Endgame dies. */
import { definePlayerRecords } from '../../engine/player-records';
import type { AdvancedRuneboundEvent } from './events';

export const advancedRuneboundPlayerRecords = definePlayerRecords<AdvancedRuneboundEvent>({
  wins: { 'game-decided': (d) => d.players, 'margath-defeated': (d) => d.player },
  deaths: { 'hero-knocked-out': (d) => d.player, 'endgame-eliminated': (d) => d.player },
});
