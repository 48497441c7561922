/** Every ruleset's renderer module, by id. Add a ruleset here and nowhere else. */
import type { RulesetUi } from './types';
import { diceTrayUi } from './dice-tray';
import { advancedRuneboundUi } from './advanced-runebound';
import { runeboundMonsterStepUi } from './runebound-monster-step';

const ALL: readonly RulesetUi[] = [diceTrayUi, advancedRuneboundUi, runeboundMonsterStepUi];

export const rulesetUis: ReadonlyMap<string, RulesetUi> = new Map(ALL.map((r) => [r.id, r]));
