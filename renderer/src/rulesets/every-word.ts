/**
 * Every code ruleset's words in every language the app ships, imported statically: what the main
 * process narrates with (`electron/main/services/chronicle-narration.ts`, the chronicle's text
 * search), where no `import.meta.glob` exists. The renderer loads the same files lazily, found by
 * the glob of `./registry.ts`; `tests/electron/chronicle-narration.test.ts` checks that this map
 * holds exactly the files the glob finds, and that main's narration equals the renderer's.
 */
import * as appDe from '../i18n/locales/de';
import * as appFr from '../i18n/locales/fr';
import { appMessages } from '../i18n/app';
import type { Catalog } from '../i18n/catalog';
import { manifestOf } from '../../../shared/rulesets/registry';
import { CODE_RULESET_IDS, type CodeRulesetId } from '../../../shared/rulesets/ids';
import type { RulesetTranslation, RulesetWords } from './types';
import { words as diceTray } from './dice-tray/words';
import * as diceTrayDe from './dice-tray/locales/de';
import * as diceTrayFr from './dice-tray/locales/fr';
import { words as eldritchExpress } from './eldritch-express/words';
import * as eldritchExpressDe from './eldritch-express/locales/de';
import * as eldritchExpressFr from './eldritch-express/locales/fr';
import { words as runeboundSevenScions } from './runebound-seven-scions/words';
import * as runeboundSevenScionsDe from './runebound-seven-scions/locales/de';
import * as runeboundSevenScionsFr from './runebound-seven-scions/locales/fr';
import { words as runeboundCataclysm } from './runebound-cataclysm/words';
import * as runeboundCataclysmDe from './runebound-cataclysm/locales/de';
import * as runeboundCataclysmFr from './runebound-cataclysm/locales/fr';
import { words as runeboundAddons } from './runebound-addons/words';
import * as runeboundAddonsDe from './runebound-addons/locales/de';
import * as runeboundAddonsFr from './runebound-addons/locales/fr';
import { words as advancedRunebound } from './advanced-runebound/words';
import * as advancedRuneboundDe from './advanced-runebound/locales/de';
import * as advancedRuneboundFr from './advanced-runebound/locales/fr';
import { words as runeboundMonsterStep } from './runebound-monster-step/words';
import * as runeboundMonsterStepDe from './runebound-monster-step/locales/de';
import * as runeboundMonsterStepFr from './runebound-monster-step/locales/fr';
import { words as catanHorror } from './catan-horror/words';
import * as catanHorrorDe from './catan-horror/locales/de';
import * as catanHorrorFr from './catan-horror/locales/fr';
import { words as drunkardsOfCatan } from './drunkards-of-catan/words';
import * as drunkardsOfCatanDe from './drunkards-of-catan/locales/de';
import * as drunkardsOfCatanFr from './drunkards-of-catan/locales/fr';
import { words as munchkinRpg } from './munchkin-rpg/words';
import * as munchkinRpgDe from './munchkin-rpg/locales/de';
import * as munchkinRpgFr from './munchkin-rpg/locales/fr';
import { words as dndSkills } from './dnd-skills/words';
import * as dndSkillsDe from './dnd-skills/locales/de';
import * as dndSkillsFr from './dnd-skills/locales/fr';

/** The languages the app ships, English first. */
export const SHIPPED_LOCALES = ['en', 'de', 'fr'] as const;
export type ShippedLocale = (typeof SHIPPED_LOCALES)[number];

/** A ruleset's words: English as written, each other language as its translation. */
export type WordsByLocale = { en: RulesetWords } & Record<Exclude<ShippedLocale, 'en'>, RulesetTranslation>;

export const RULESET_WORDS: Record<CodeRulesetId, WordsByLocale> = {
  'dice-tray': { en: diceTray, de: diceTrayDe, fr: diceTrayFr },
  'eldritch-express': { en: eldritchExpress, de: eldritchExpressDe, fr: eldritchExpressFr },
  'runebound-seven-scions': { en: runeboundSevenScions, de: runeboundSevenScionsDe, fr: runeboundSevenScionsFr },
  'runebound-cataclysm': { en: runeboundCataclysm, de: runeboundCataclysmDe, fr: runeboundCataclysmFr },
  'runebound-addons': { en: runeboundAddons, de: runeboundAddonsDe, fr: runeboundAddonsFr },
  'advanced-runebound': { en: advancedRunebound, de: advancedRuneboundDe, fr: advancedRuneboundFr },
  'runebound-monster-step': { en: runeboundMonsterStep, de: runeboundMonsterStepDe, fr: runeboundMonsterStepFr },
  'catan-horror': { en: catanHorror, de: catanHorrorDe, fr: catanHorrorFr },
  'drunkards-of-catan': { en: drunkardsOfCatan, de: drunkardsOfCatanDe, fr: drunkardsOfCatanFr },
  'munchkin-rpg': { en: munchkinRpg, de: munchkinRpgDe, fr: munchkinRpgFr },
  'dnd-skills': { en: dndSkills, de: dndSkillsDe, fr: dndSkillsFr },
};

/** The app's namespace in each language: its words and every code ruleset's name (the renderer adds the same, `rulesetNames`). */
export const APP_WORDS: Record<ShippedLocale, Catalog> = {
  en: {
    ...appMessages,
    ...Object.fromEntries(
      CODE_RULESET_IDS.flatMap((id) => [
        [`ruleset/${id}`, manifestOf(id)!.name],
        [`ruleset/${id}/about`, manifestOf(id)!.about],
      ]),
    ),
  },
  de: appDe.app,
  fr: appFr.app,
};
