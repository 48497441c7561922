/** Drunkards of Catan in the players' records across campaigns: the winner the game ends with wins. */
import { definePlayerRecords } from '../../engine/player-records';
import type { DrunkardsEvent } from './events';

export const drunkardsPlayerRecords = definePlayerRecords<DrunkardsEvent>({
  wins: { 'game-ended': (d) => d.winner },
});
