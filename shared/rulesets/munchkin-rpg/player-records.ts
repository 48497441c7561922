/** Munchkin RPG in the players' records across campaigns: the game's winners win; a player killed (in combat or by the boss) or defeated in the last stand dies. */
import { definePlayerRecords } from '../../engine/player-records';
import type { MunchkinEvent } from './events';

export const munchkinPlayerRecords = definePlayerRecords<MunchkinEvent>({
  wins: { 'game-won': (d) => d.winners },
  deaths: { 'player-died': (d) => d.player, 'player-defeated': (d) => d.player },
});
