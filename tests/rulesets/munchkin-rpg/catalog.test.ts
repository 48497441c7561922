import { describe } from 'vitest';
import { CORE } from '../../../shared/engine/run';
import { munchkinRpg } from '../../../shared/rulesets/munchkin-rpg';
import { causes, messages, narrate } from '../../../renderer/src/rulesets/munchkin-rpg/messages';
import { catalogTests } from '../../support/catalog-coverage';

describe('Munchkin RPG words', () => {
  catalogTests(
    munchkinRpg,
    { messages, narrate, causes },
    {
      sourceDir: 'shared/rulesets/munchkin-rpg',
      seed: 7,
      players: 4,
      options: [{}, { ending: 'real-golden-rule' }, { ending: 'last-man-standing', packingYourBag: true }],
      // Now and then the table sets a player to level 10, so the boss and the endings come up.
      nudge: (state, random) =>
        state.phase === 'turn' && random() < 0.03
          ? {
              type: CORE.trackerAdjusted,
              data: { tracker: `level/${state.players[Math.floor(random() * state.players.length)].id}`, to: 10 },
            }
          : null,
    },
  );
});
