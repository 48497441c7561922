/** The Monster Step in the players' records across campaigns: a solo game, so its one hero wins a won game and each knock-out is theirs. */
import { definePlayerRecords } from '../../engine/player-records';
import type { MonsterStepEvent } from './events';

export const monsterStepPlayerRecords = definePlayerRecords<MonsterStepEvent>({
  wins: 'everyone',
  deaths: { 'hero-knocked-out': (_d, players) => players[0]?.id },
});
