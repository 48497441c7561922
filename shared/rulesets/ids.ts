/**
 * The code rulesets, by id, in the order the app lists them — the one list. The main registry
 * (`./registry.ts`), the renderer's (`renderer/src/rulesets/registry.ts`) and the tests derive from
 * it, and their maps are typed by `CodeRulesetId`, so one that misses or adds a ruleset does not
 * compile (`tests/rulesets/one-registry.test.ts` checks the rest). Plain data: the renderer imports it.
 * Packs are not here: they are registered at run time as `pack:<id>`.
 */
export const CODE_RULESET_IDS = [
  'dice-tray',
  'eldritch-express',
  'runebound-seven-scions',
  'runebound-cataclysm',
  'runebound-addons',
  'advanced-runebound',
  'runebound-monster-step',
  'catan-horror',
  'drunkards-of-catan',
  'munchkin-rpg',
  'dnd-skills',
] as const;

export type CodeRulesetId = (typeof CODE_RULESET_IDS)[number];
