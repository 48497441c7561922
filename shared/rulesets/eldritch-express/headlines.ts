/** Eldritch Express's headlines: the game won or lost, investigators defeated or lost, gates, the omen, Doom and the elder signs. */
import { defineHeadlines, WEIGHT } from '../../engine/headlines';
import type { EldritchEvent } from './events';

export const eldritchHeadlines = defineHeadlines<EldritchEvent>({
  'game-won': WEIGHT.outcome,
  'game-lost': WEIGHT.outcome,
  'investigator-defeated': WEIGHT.death,
  'seat-out': WEIGHT.death,
  'lost-in-time-and-space': WEIGHT.fall,
  'gate-opened': WEIGHT.threat,
  'rumor-spawned': WEIGHT.threat,
  'rumor-failed': WEIGHT.threat,
  'doom-advanced': WEIGHT.track,
  'omen-advanced': WEIGHT.track,
  'elder-sign-advanced': WEIGHT.relief,
  'gate-sealed': WEIGHT.relief,
  'mystery-solved': WEIGHT.relief,
  'monster-spawned': WEIGHT.notable,
  'monster-destroyed': WEIGHT.notable,
});
