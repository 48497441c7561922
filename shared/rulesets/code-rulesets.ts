/**
 * Each code ruleset's engine, by id: its module (actions, payload and event schemas, reduce, react,
 * prompt). The registry (`./registry.ts`) asks for one on its first use, not at start: the campaign
 * list and the new-campaign form need only a ruleset's id, name, version, players and options, its
 * manifest's. Here, in the sources (tests, tsx, the Electron build), every module is imported with
 * this file. The browser build's server (`scripts/build-server.mjs`) puts each ruleset in a file of
 * its own instead, required the first time the registry asks for it (each builds its zod schemas as
 * it loads: ~60 ms of CPU for the eleven), and reads this file's imports to know each one's export:
 * one `import { name } from './<id>';` line per ruleset of `./ids.ts`.
 */
import type { Ruleset } from '../engine/ruleset';
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
import type { CodeRulesetId } from './ids';

/** Each code ruleset by its id: typed by the one list, so a ruleset missing here, or one not in the list, does not compile. */
const CODE: Record<CodeRulesetId, Ruleset> = {
  'dice-tray': diceTray,
  'eldritch-express': eldritchExpress,
  'runebound-seven-scions': runeboundSevenScions,
  'runebound-cataclysm': runeboundCataclysm,
  'runebound-addons': runeboundAddons,
  'advanced-runebound': advancedRunebound,
  'runebound-monster-step': runeboundMonsterStep,
  'catan-horror': catanHorror,
  'drunkards-of-catan': drunkardsOfCatan,
  'munchkin-rpg': munchkinRpg,
  'dnd-skills': dndSkills,
};

/** The code ruleset of this id, its module loaded (in the server's bundle, on this first call). */
export const codeRuleset = (id: CodeRulesetId): Ruleset => CODE[id];
