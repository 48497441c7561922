/**
 * Eldritch Express as data: its name, players, options (the Ancient One and two house rules), the
 * turn order (set-up, then each investigator's steps, the omen last), its tracks, headlines and key
 * tracks. What data cannot say stays code: the dice pools with their re-rolls, the task checks, the
 * mythos dice (docs/packs/README.md, "What stays a code hook").
 */
import { defineManifest, turnOrder } from '../manifest';
import { INVESTIGATORS } from './data/investigators';
import { ANCIENT_ONES, CLUE_TOKENS } from './data/world';
import { eldritchHeadlines } from './headlines';

const P = 'eldritch-express';

/** The longest doom track an Ancient One starts: Doom, the elder signs and the rumour run to the one that awoke. */
const LONGEST_DOOM = Math.max(...ANCIENT_ONES.map((a) => a.doom));

export const eldritchManifest = defineManifest({
  id: 'eldritch-express',
  // 2: new fields on new events (fight-resolved.losesTurn, lost-in-time-and-space.losesTurn,
  // gate-site-rolled.tokenBack); events recorded by version 1 lack them and fold as they did (see migrate.test.ts).
  version: 2,
  name: 'Eldritch Express',
  about: 'The Eldritch Horror dice game: omen clock, doom and elder signs, six regions, action dice and task checks.',
  players: { min: 1, max: 4 },
  options: [
    { key: 'ancientOne', kind: 'choice', default: 'random', choices: ['random', ...ANCIENT_ONES.map((a) => a.key)] },
    { key: 'lostTurnAdvancesClock', kind: 'boolean', default: false, houseRule: true, ruling: 'eldritch-express/lost-turn-clock' },
    { key: 'cluePairsSameFace', kind: 'boolean', default: true, houseRule: true, ruling: 'eldritch-express/clue-pairs' },
  ],
  // Each investigator's turn runs upkeep to omen; a turn lost (delayed, hiding, a fight or a rumour that costs it)
  // goes straight to the next investigator's upkeep.
  phases: turnOrder(`${P}/`, {
    setup: ['step/upkeep'],
    'step/upkeep': ['step/fight', 'step/dice', 'step/omen', 'over'],
    'step/fight': ['step/dice', 'step/omen', 'step/upkeep', 'over'],
    'step/dice': ['step/threats', 'step/encounter', 'step/rest', 'step/clues', 'step/move', 'step/omen', 'step/upkeep', 'over'],
    'step/threats': ['step/encounter', 'step/rest', 'step/clues', 'step/move', 'step/omen', 'step/upkeep', 'over'],
    'step/encounter': ['step/threats', 'step/rest', 'step/clues', 'step/move', 'step/omen', 'step/upkeep', 'over'],
    'step/rest': ['step/threats', 'step/encounter', 'step/clues', 'step/move', 'step/omen', 'step/upkeep', 'over'],
    'step/clues': ['step/threats', 'step/encounter', 'step/rest', 'step/move', 'step/omen', 'step/upkeep', 'over'],
    'step/move': ['step/threats', 'step/encounter', 'step/rest', 'step/clues', 'step/omen', 'step/upkeep', 'over'],
    'step/omen': ['step/upkeep', 'over'],
    over: [],
  }),
  tracks: [
    // To the doom the Ancient One started at (`doomStart`), shown once it has awoken.
    { id: 'doom', scope: 'shared', min: 0, max: LONGEST_DOOM, maxFrom: 'state', code: `${P}/tracker/doom` },
    { id: 'elder-sign', scope: 'shared', min: 0, max: LONGEST_DOOM, maxFrom: 'state', code: `${P}/tracker/elder-sign` },
    { id: 'omen', scope: 'shared', min: 0, max: 3, code: `${P}/tracker/omen` },
    // While a rumour is in play.
    { id: 'rumor-track', scope: 'shared', min: 0, max: LONGEST_DOOM, maxFrom: 'state', code: `${P}/tracker/rumor-track` },
    { id: 'rumor-clues', scope: 'shared', min: 0, max: 3, code: `${P}/tracker/rumor-clues` },
    // Each investigator's, by seat index as recorded (`health-0`), to that investigator card's maximum.
    {
      id: 'health',
      scope: 'player',
      joiner: '-',
      min: 0,
      max: Math.max(...INVESTIGATORS.map((i) => i.health)),
      maxFrom: 'state',
      code: `${P}/tracker/health`,
    },
    {
      id: 'sanity',
      scope: 'player',
      joiner: '-',
      min: 0,
      max: Math.max(...INVESTIGATORS.map((i) => i.sanity)),
      maxFrom: 'state',
      code: `${P}/tracker/sanity`,
    },
    { id: 'clues', scope: 'player', joiner: '-', min: 0, max: CLUE_TOKENS, code: `${P}/tracker/clues` },
    // Each region's, by its number (`region-clues-1`).
    { id: 'region-clues', scope: 'each', joiner: '-', min: 0, max: CLUE_TOKENS, code: `${P}/tracker/region-clues` },
  ],
  headlines: eldritchHeadlines,
  keyTracks: [
    { id: 'doom', code: `${P}/key/doom` },
    { id: 'elder-sign', code: `${P}/key/elder-sign` },
    { id: 'omen', code: `${P}/key/omen` },
    { id: 'gates-open', code: `${P}/key/gates-open` },
    { id: 'monsters', code: `${P}/key/monsters` },
    { id: 'defeated', code: `${P}/key/defeated` },
  ],
});
