/** Eldritch Express in the players' records across campaigns: the table wins together; an investigator defeated is that seat's player's death. */
import { definePlayerRecords } from '../../engine/player-records';
import type { EldritchEvent } from './events';

export const eldritchPlayerRecords = definePlayerRecords<EldritchEvent>({
  wins: 'everyone',
  deaths: { 'investigator-defeated': (d, players) => players[d.seat]?.id },
});
