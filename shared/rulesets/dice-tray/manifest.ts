/** The dice tray as data: its name, players (none needed), one phase and its headlines; its counters are the table's own, so it declares no tracks. */
import { defineManifest, turnOrder } from '../manifest';
import { diceTrayHeadlines } from './headlines';

export const diceTrayManifest = defineManifest({
  id: 'dice-tray',
  version: 1,
  name: 'Dice tray (free play)',
  about: 'Roll any dice and keep named counters with limits — for any game at the table.',
  players: { min: 0, max: 8 },
  options: [],
  phases: turnOrder('dice-tray/', { 'free-play': [] }),
  tracks: [],
  tableTracks: true,
  headlines: diceTrayHeadlines,
  keyTracks: [],
});
