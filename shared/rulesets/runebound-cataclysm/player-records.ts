/** The Cataclysm in the players' records across campaigns: the hero who reaches the victory points wins. */
import { definePlayerRecords } from '../../engine/player-records';
import type { CataclysmEvent } from './events';

export const cataclysmPlayerRecords = definePlayerRecords<CataclysmEvent>({
  wins: { 'game-won': (d) => d.player },
});
