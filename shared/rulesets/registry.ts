/** Every ruleset the app knows, by id. Add a ruleset here and nowhere else. */
import type { Ruleset, RulesetMeta } from '../engine/ruleset';
import { diceTray } from './dice-tray';
import { eldritchExpress } from './eldritch-express';
import { runeboundSevenScions } from './runebound-seven-scions';
import { runeboundCataclysm } from './runebound-cataclysm';
import { runeboundAddons } from './runebound-addons';
import { advancedRunebound } from './advanced-runebound';
import { runeboundMonsterStep } from './runebound-monster-step';
import { catanHorror } from './catan-horror';
import { drunkardsOfCatan } from './drunkards-of-catan';
import { munchkinRpg } from './munchkin-rpg';
import { dndSkills } from './dnd-skills';

const ALL: readonly Ruleset[] = [
  diceTray,
  eldritchExpress,
  runeboundSevenScions,
  runeboundCataclysm,
  runeboundAddons,
  advancedRunebound,
  runeboundMonsterStep,
  catanHorror,
  drunkardsOfCatan,
  munchkinRpg,
  dndSkills,
];

export const rulesets: ReadonlyMap<string, Ruleset> = new Map(ALL.map((r) => [r.id, r]));

export function rulesetMeta(ruleset: Ruleset): RulesetMeta {
  const { id, version, minPlayers, maxPlayers, options } = ruleset;
  return { id, version, minPlayers, maxPlayers, options };
}
