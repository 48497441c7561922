/** Every ruleset's renderer module, by id. Add a ruleset here and nowhere else. */
import type { RulesetUi } from './types';
import { diceTrayUi } from './dice-tray';
import { eldritchExpressUi } from './eldritch-express';
import { runeboundSevenScionsUi } from './runebound-seven-scions';
import { runeboundCataclysmUi } from './runebound-cataclysm';
import { runeboundAddonsUi } from './runebound-addons';
import { advancedRuneboundUi } from './advanced-runebound';
import { runeboundMonsterStepUi } from './runebound-monster-step';
import { drunkardsOfCatanUi } from './drunkards-of-catan';
import { munchkinRpgUi } from './munchkin-rpg';
import { dndSkillsUi } from './dnd-skills';
import { catanHorrorUi } from './catan-horror';

const ALL: readonly RulesetUi[] = [diceTrayUi, eldritchExpressUi, runeboundSevenScionsUi, runeboundCataclysmUi, runeboundAddonsUi, advancedRuneboundUi, runeboundMonsterStepUi, drunkardsOfCatanUi, munchkinRpgUi, dndSkillsUi, catanHorrorUi];

export const rulesetUis: ReadonlyMap<string, RulesetUi> = new Map(ALL.map((r) => [r.id, r]));
