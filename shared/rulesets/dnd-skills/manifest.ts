/**
 * The D&D 3.5 skill toolkit as data: its name, players, its option, its one phase, the clock and the
 * research trackers, headlines and key tracks. The calculators (harvest, research, taunt, identify)
 * are its actions.
 */
import { defineManifest, turnOrder } from '../manifest';
import { RESEARCH } from './data/research';
import { dndHeadlines } from './headlines';

const P = 'dnd';

/** The most bonus a table may ask a library for (`start-research`'s `wanted`). */
const MOST_WANTED = 60;

export const dndManifest = defineManifest({
  id: 'dnd-skills',
  /** 2: turns count table actions, research days follow the clock, identify is cast (and can fail), forced research defaults to DC 12. */
  version: 2,
  name: 'D&D skill variants (3.5)',
  about: 'Calculators for harvesting monsters, library research, taunting and cheaper identify — every input kept in the campaign.',
  players: { min: 1, max: 8 },
  options: [
    { key: 'forcedResearchFirstDc', kind: 'choice', default: 'dc-12', choices: ['dc-12', 'dc-10'], ruling: 'dnd-skills/forced-dc' },
  ],
  // A toolkit, not a game: one phase, in which every calculator is open.
  phases: turnOrder(`${P}/`, { toolkit: [] }),
  tracks: [
    { id: 'clock-hours', scope: 'shared', min: 0, max: 100_000, code: `${P}/tracker/clock` },
    // While a session runs: its hours to the bonus it wants (up to the most a table may want), and today's.
    {
      id: 'research-hours',
      scope: 'shared',
      min: 0,
      max: MOST_WANTED * RESEARCH.hoursPerBonusPoint,
      maxFrom: 'state',
      code: `${P}/tracker/research-hours`,
    },
    { id: 'research-today', scope: 'shared', min: 0, max: 24, code: `${P}/tracker/research-today` },
    // One per bonus drawn from a library on a topic (`drawn/<n>`, as recorded).
    { id: 'drawn', scope: 'each', min: 0, max: 200, code: `${P}/tracker/drawn` },
  ],
  headlines: dndHeadlines,
  keyTracks: [
    { id: 'harvests', code: `${P}/key/harvests` },
    { id: 'research', code: `${P}/key/research` },
    { id: 'identifies', code: `${P}/key/identifies` },
    { id: 'table-actions', code: `${P}/key/table-actions` },
  ],
});
