/**
 * Catan Horror in the players' records across campaigns: the sole winner wins (Catan freed, everyone
 * at the table); a knight killed is its owner's death; a knight or player gone mad is that player's madness.
 */
import { definePlayerRecords } from '../../engine/player-records';
import type { CatanHorrorEvent } from './events';

export const catanHorrorPlayerRecords = definePlayerRecords<CatanHorrorEvent>({
  wins: {
    'victory-declared': (d) => d.player,
    'game-ended': (d, players) => (d.code === 'catan-freed' ? players.map((p) => p.id) : null),
  },
  deaths: {
    'knight-killed': (d) => d.owner,
    'knight-hurt': (d) => (d.died ? d.owner : null),
  },
  madness: {
    'knight-went-mad': (d) => d.owner,
    'player-went-mad': (d) => d.player,
  },
});
