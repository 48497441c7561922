/** The Cataclysm's set-up actions (engine v2): starting towns, the counter draw, quest counters. */
import { z } from 'zod';
import { described } from '../../../engine/dice';
import { ok, refuse } from '../../../engine/result';
import { shuffleDice } from '../../../kits/dice-shuffle';
import { CATACLYSM_COUNTERS, QUEST_SPACES, TOWNS } from '../data/cataclysm';
import { countersFromDice, freeStartingTowns, startingTownHolder } from '../rules';
import { action, inPhase, nameOf, none, P } from './common';

export const setupDone = action({
  schema: none,
  available: (state) => inPhase(state, 'setup'),
  offer: () => ({ code: `${P}/setup-done`, primary: true }),
  decide: (state) => ok([{ type: 'setup-finished', data: { placer: state.players[state.setupTurn].name } }]),
});

const placeSchema = z.object({ town: z.enum(TOWNS) }).strict();

/** Heroes take their starting towns from the last player to the first, one hero a town. */
export const placeHero = action({
  schema: placeSchema,
  available: (state) => inPhase(state, 'starting-towns'),
  offer: (state) => {
    const hero = state.players[state.setupTurn];
    const free = freeStartingTowns(state);
    return {
      code: `${P}/place-hero`,
      player: hero.id,
      params: { hero: hero.name },
      primary: true,
      fields: [{ name: 'town', kind: 'choice', choices: free.map((t) => ({ value: t, code: `town/${t}` })), default: free[0] }],
    };
  },
  decide: (state, { town }) => {
    const holder = startingTownHolder(state, town);
    if (holder) return refuse('rules/town-taken', { town, by: nameOf(state, holder) });
    const player = state.players[state.setupTurn];
    return ok([{ type: 'hero-placed', data: { player: player.id, playerName: player.name, town } }]);
  },
});

/** The app deals the eight cataclysm counters to the towns with dice (d8, d7 ... d2) and flips them. */
export const drawCataclysm = action({
  schema: none,
  available: (state) => inPhase(state, 'cataclysm-draw'),
  offer: () => ({ code: `${P}/draw-cataclysm`, primary: true, dice: { dice: shuffleDice(CATACLYSM_COUNTERS.length) } }),
  dice: () => described(shuffleDice(CATACLYSM_COUNTERS.length), `${P}/die/deal`),
  decide: (state, _p, dice) => {
    const towns = countersFromDice(dice.map((d) => Number(d.value)));
    const strandedIn = Object.entries(state.startingTowns)
      .filter(([, t]) => towns[t] === 'destroyed')
      .map(([id, t]) => ({ player: nameOf(state, id), town: t }));
    return ok([{ type: 'cataclysm-drawn', data: { towns, strandedIn } }]);
  },
});

const questSchema = z.object({ space: z.number().int().min(1).max(QUEST_SPACES.length) }).strict();

/** Each player takes an undefeated encounter token as his quest counter; its number is his quest space. */
export const chooseQuestCounter = action({
  schema: questSchema,
  available: (state) => inPhase(state, 'quest-counters'),
  offer: (state) => {
    const hero = state.players[state.setupTurn];
    const taken = new Set(Object.values(state.questSpaces));
    return {
      code: `${P}/choose-quest-counter`,
      player: hero.id,
      params: { hero: hero.name },
      primary: true,
      fields: [
        {
          name: 'space',
          kind: 'choice',
          choices: QUEST_SPACES.filter((s) => !taken.has(s)).map((s) => ({ value: s, code: `${P}/quest-space`, params: { space: s } })),
        },
      ],
    };
  },
  decide: (state, { space }) => {
    const taken = Object.entries(state.questSpaces).find(([, s]) => s === space);
    if (taken)
      return refuse('rules/quest-counter-taken', {
        space,
        by: nameOf(state, taken[0]),
      });
    const player = state.players[state.setupTurn];
    return ok([{ type: 'quest-counter-chosen', data: { player: player.id, playerName: player.name, space } }]);
  },
});
