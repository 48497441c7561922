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
    // Campaigns recorded before the events said what happened (version 1) keep their records.
    'v1/victory-declared': (d) => d.player,
    'v1/game-ended': (d, players) => (d.code === 'catan-freed' ? players.map((p) => p.id) : null),
  },
  deaths: {
    'knight-killed': (d) => d.owner,
    'knight-hurt': (d) => (d.died ? d.owner : null),
    'v1/knight-killed': (d) => d.owner,
  },
  madness: {
    'knight-went-mad': (d) => d.owner,
    'player-went-mad': (d) => d.player,
    'v1/knight-went-mad': (d) => d.owner,
    'v1/player-went-mad': (d) => d.player,
  },
});
