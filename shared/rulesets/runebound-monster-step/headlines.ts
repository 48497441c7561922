/** The Monster Step's headlines: Margath, the hero knocked out, cities lost, lairs opening and closing, Terror and Doom moving. */
import { defineHeadlines, WEIGHT } from '../../engine/headlines';
import type { MonsterStepEvent } from './events';

export const monsterStepHeadlines = defineHeadlines<MonsterStepEvent>({
  'margath-fought': WEIGHT.outcome,
  'hero-knocked-out': WEIGHT.death,
  'city-destroyed': WEIGHT.fall,
  'city-closed': WEIGHT.fall,
  'terror-at-max': WEIGHT.fall,
  'monster-entered-city': WEIGHT.threat,
  'lair-opened': WEIGHT.threat,
  'outskirts-cleared': WEIGHT.threat,
  'terror-raised': WEIGHT.track,
  'doom-raised': WEIGHT.track,
  'doom-lowered': WEIGHT.relief,
  'lair-sealed': WEIGHT.relief,
  'lair-closed': WEIGHT.relief,
  'monster-spawned': WEIGHT.notable,
});
