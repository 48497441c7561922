/** The Seven Scions in the players' records across campaigns: the Stormlords' result names the winners; a hero knocked out by a Stormlord is that player's death. */
import { definePlayerRecords } from '../../engine/player-records';
import type { SevenScionsEvent } from './events';

export const sevenScionsPlayerRecords = definePlayerRecords<SevenScionsEvent>({
  wins: { 'stormlords-result': (d) => d.winners },
  deaths: { 'hero-knocked-out': (d) => d.player },
});
