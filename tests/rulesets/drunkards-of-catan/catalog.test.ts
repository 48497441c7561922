import { describe } from 'vitest';
import { drunkardsOfCatan } from '../../../shared/rulesets/drunkards-of-catan';
import { causes, messages, narrate } from '../../../renderer/src/rulesets/drunkards-of-catan/messages';
import { catalogTests } from '../../support/catalog-coverage';

describe('Drunkards of Catan words', () => {
  catalogTests(
    drunkardsOfCatan,
    { messages, narrate, causes },
    { sourceDir: 'shared/rulesets/drunkards-of-catan', seed: 3, players: 3, rare: ['end-game'] },
  );
});
