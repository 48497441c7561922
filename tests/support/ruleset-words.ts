/**
 * Import first in a test that reads a ruleset's words through `wordsFor`: the app loads a
 * ruleset's renderer module when a campaign of it opens (renderer/src/rulesets/registry.ts);
 * this loads every one, so `wordsFor(id)` has its words at once.
 */
import { loadEveryRulesetUi } from '../../renderer/src/rulesets/registry';

await loadEveryRulesetUi();
