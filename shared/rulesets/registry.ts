/** Every ruleset the app knows, by id. Add a ruleset here and nowhere else. */
import type { Ruleset, RulesetMeta } from '../engine/ruleset';
import { diceTray } from './dice-tray';
import { advancedRunebound } from './advanced-runebound';

const ALL: readonly Ruleset[] = [diceTray, advancedRunebound];

export const rulesets: ReadonlyMap<string, Ruleset> = new Map(ALL.map((r) => [r.id, r]));

export function rulesetMeta(ruleset: Ruleset): RulesetMeta {
  const { id, version, minPlayers, maxPlayers, options } = ruleset;
  return { id, version, minPlayers, maxPlayers, options };
}
