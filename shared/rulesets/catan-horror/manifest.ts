/**
 * Catan Horror (seed 002) as data: its name, players, its 13 options (the chits per number among
 * them), the turn order (set-up, the player's turn, the monster turn, the wrap-up), its tracks —
 * nearly all per knight, town, gate or monster, with tops worked out from the thing — headlines and
 * key tracks. Its combat, invasions, monster movement and madness stay code (docs/packs/README.md).
 */
import type { OptionDescriptor } from '../../engine/ruleset';
import { defineManifest, turnOrder } from '../manifest';
import { catanHorrorHeadlines } from './headlines';
import { GATE_CLOSES_AT } from './rules/gates';
import { sanityLimit, STRENGTH } from './rules/knights';
import { STRUCTURAL_LIMIT } from './rules/towns';
import type { Phase } from './state';

const P = 'catan-horror';

/** How many number chits of `n` the table lays out (002: the island's numbers). */
const chitOption = (n: number, def: number): OptionDescriptor => ({
  key: `chits${n}`,
  kind: 'integer',
  default: def,
  min: 0,
  max: 6,
  ruling: 'catan-horror/chits',
});

/**
 * The turn order, every phase of the state's (`Phase`) and no other: the player's turn (combat owed
 * first, production, actions), the monster turn, the wrap-up. Each `next` is every move play makes,
 * the recorded games included (`tests/rulesets/manifests.test.ts` checks them): a turn with nothing
 * to produce or act on goes from combat to a later step.
 */
const flow = {
  setup: ['player/combat', 'player/production'],
  'player/combat': ['player/production', 'player/actions', 'monster/mad-towns', 'wrapup', 'over'],
  'player/production': ['player/actions', 'over'],
  'player/actions': ['player/combat', 'monster/move', 'over'],
  'monster/move': ['monster/report', 'monster/invaded', 'monster/mad-towns', 'over'],
  'monster/report': ['monster/move', 'monster/invaded', 'monster/mad-towns', 'wrapup', 'over'],
  'monster/invaded': ['monster/mad-towns', 'monster/sanity', 'over'],
  'monster/mad-towns': ['monster/sanity', 'wrapup', 'over'],
  'monster/sanity': ['wrapup', 'over'],
  wrapup: ['player/combat', 'player/production', 'over'],
  over: [],
} as const satisfies Record<Phase, readonly Phase[]>;

export const catanHorrorManifest = defineManifest({
  id: 'catan-horror',
  /**
   * 3 (issue 29): a settlement needs a sane town of the builder's (002:419) and mad players trade barrels only
   * with mad players (002:598), so the engine now refuses steps versions 1-2 took. Their events replay as
   * recorded — such a settlement or trade stays as played — and the game goes on under these rules.
   * 4 (issue 29): the wrap-up's special building phase is for the other players (002:369 "during the Wrap Up
   * of each other player"), so the player whose wrap-up it is builds nothing then; and rebuilding another
   * player's reduced metropolis needs a sane town of the rebuilder's, like any build (002:419); and when the
   * mad players wipe out the last sane player they win (002:622), where version 3 called it Catan fallen
   * whenever every town left was mad. Builds and endings versions 1-3 recorded replay as recorded, and
   * the game goes on under these rules.
   */
  version: 4,
  name: 'Catan Horror',
  about: 'Catan with Cities & Knights and the Arkham Horror monsters: knight cards, towns going mad, gates, combat with the odds.',
  players: { min: 2, max: 6 },
  options: [
    { key: 'piecesPerRank', kind: 'integer', default: 2, min: 1, max: 4, ruling: 'catan-horror/pieces' },
    chitOption(3, 2),
    chitOption(4, 3),
    chitOption(5, 2),
    chitOption(6, 2),
    chitOption(8, 2),
    chitOption(9, 2),
    chitOption(10, 3),
    chitOption(11, 2),
    { key: 'specialMovementMonsters', kind: 'boolean', default: false, houseRule: true },
    { key: 'startMadPlayer', kind: 'boolean', default: false, houseRule: true },
    { key: 'deadBecomeMad', kind: 'boolean', default: false, houseRule: true },
    { key: 'drunkards', kind: 'boolean', default: false, houseRule: true, ruling: 'catan-horror/drunkards' },
  ],
  phases: turnOrder(`${P}/phase/`, flow),
  tracks: [
    // The current player's actions left, shown during a turn.
    { id: 'actions', scope: 'shared', min: 0, max: 9, code: `${P}/tracker/actions` },
    // Each living knight's (`knight/<id>/damage`, as recorded): wounds below its strength, sanity to its rank's limit.
    {
      id: 'knight-damage',
      scope: 'each',
      pattern: 'knight/*/damage',
      min: 0,
      max: STRENGTH.general - 1,
      maxFrom: 'state',
      code: `${P}/tracker/knight-damage`,
    },
    {
      id: 'knight-sanity',
      scope: 'each',
      pattern: 'knight/*/sanity',
      min: 0,
      max: sanityLimit('general'),
      maxFrom: 'state',
      code: `${P}/tracker/knight-sanity`,
    },
    { id: 'knight-mad', scope: 'each', pattern: 'knight/*/mad', min: 0, max: 4, code: `${P}/tracker/knight-mad` },
    // Each standing town's: horror (a count the table may take past 40), structural damage below its size's limit.
    { id: 'town-horror', scope: 'each', pattern: 'town/*/horror', min: 0, max: 40, maxFrom: 'value', code: `${P}/tracker/town-horror` },
    {
      id: 'town-structural',
      scope: 'each',
      pattern: 'town/*/structural',
      min: 0,
      max: STRUCTURAL_LIMIT.metropolis - 1,
      maxFrom: 'state',
      code: `${P}/tracker/town-structural`,
    },
    { id: 'gate-damage', scope: 'each', pattern: 'gate/*/damage', min: 0, max: GATE_CLOSES_AT - 1, code: `${P}/tracker/gate-damage` },
    // Each living monster's wounds, below its kind's toughness in the library the table keeps (at most 10).
    {
      id: 'monster-wounds',
      scope: 'each',
      pattern: 'monster/*/wounds',
      min: 0,
      max: 9,
      maxFrom: 'state',
      code: `${P}/tracker/monster-wounds`,
    },
    { id: 'clues', scope: 'player', pattern: 'player/*/clues', min: 0, max: 20, code: `${P}/tracker/clues` },
    // With the Drunkards house rule: each living player's cellar.
    { id: 'barrels', scope: 'player', pattern: 'player/*/barrels', min: 0, max: 99, maxFrom: 'value', code: `${P}/tracker/barrels` },
    { id: 'drinks', scope: 'player', pattern: 'player/*/drinks', min: 0, max: 999, maxFrom: 'value', code: `${P}/tracker/drinks` },
  ],
  headlines: catanHorrorHeadlines,
  keyTracks: [
    { id: 'towns-mad', code: `${P}/key/towns-mad` },
    { id: 'towns-fallen', code: `${P}/key/towns-fallen` },
    { id: 'gates-open', code: `${P}/key/gates-open` },
    { id: 'knights-alive', code: `${P}/key/knights-alive` },
    { id: 'knights-mad', code: `${P}/key/knights-mad` },
    { id: 'monsters', code: `${P}/key/monsters` },
  ],
});
