import { describe } from 'vitest';
import { dndSkills } from '../../../shared/rulesets/dnd-skills';
import { causes, messages, narrate } from '../../../renderer/src/rulesets/dnd-skills/messages';
import { catalogTests } from '../../support/catalog-coverage';

describe('D&D skill toolkit words', () => {
  catalogTests(
    dndSkills,
    { messages, narrate, causes },
    { sourceDir: 'shared/rulesets/dnd-skills', seed: 11, players: 2, options: [{}, { forcedResearchFirstDc: 'dc-12' }] },
  );
});
