/** Catan Horror's headlines: the game's end, knights killed or mad, towns fallen, gates and monsters, gates sealed. */
import { defineHeadlines, WEIGHT } from '../../engine/headlines';
import type { CatanHorrorEvent } from './events';

export const catanHorrorHeadlines = defineHeadlines<CatanHorrorEvent>({
  'victory-declared': WEIGHT.outcome,
  'game-ended': WEIGHT.outcome,
  'player-fell': WEIGHT.death,
  'knight-killed': WEIGHT.death,
  'knight-hurt': { weight: WEIGHT.death, when: (d) => d.died },
  'knight-went-mad': WEIGHT.fall,
  'player-went-mad': WEIGHT.fall,
  'town-razed': WEIGHT.fall,
  'town-damaged': { weight: WEIGHT.fall, when: (d) => d.fell || d.wentMad },
  'town-invaded': WEIGHT.threat,
  'gate-opened': WEIGHT.threat,
  'monster-surge': WEIGHT.threat,
  'gate-sealed': WEIGHT.relief,
  'monster-killed': WEIGHT.relief,
  'town-freed': WEIGHT.relief,
  'monster-appeared': WEIGHT.notable,
  // Campaigns recorded before the events said what happened (version 1) keep their headlines.
  'v1/victory-declared': WEIGHT.outcome,
  'v1/game-ended': WEIGHT.outcome,
  'v1/player-fell': WEIGHT.death,
  'v1/knight-killed': WEIGHT.death,
  'v1/knight-went-mad': WEIGHT.fall,
  'v1/player-went-mad': WEIGHT.fall,
  'v1/town-razed': WEIGHT.fall,
  'v1/gate-opened': WEIGHT.threat,
  'v1/gate-sealed': WEIGHT.relief,
});
