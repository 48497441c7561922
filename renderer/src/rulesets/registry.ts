/**
 * Every ruleset's renderer module, by id — loaded when a campaign of it opens, not at start. The
 * code rulesets are those of the one list (`shared/rulesets/ids.ts`): each has its entry here (its
 * name, its one-line description and its loader), typed so that a missing or extra one does not
 * compile. A pack (`pack:<id>`) gets the module made from its pack (`./pack`).
 */
import { shallowReactive } from 'vue';
import { addWords, currentLocale, SOURCE_LOCALE, whenLocaleChanges } from '../i18n';
import { diceTrayManifest } from '../../../shared/rulesets/dice-tray/manifest';
import { drunkardsManifest } from '../../../shared/rulesets/drunkards-of-catan/manifest';
import { sevenScionsManifest } from '../../../shared/rulesets/runebound-seven-scions/manifest';
import { cataclysmManifest } from '../../../shared/rulesets/runebound-cataclysm/manifest';
import { munchkinManifest } from '../../../shared/rulesets/munchkin-rpg/manifest';
import { monsterStepManifest } from '../../../shared/rulesets/runebound-monster-step/manifest';
import { eldritchManifest } from '../../../shared/rulesets/eldritch-express/manifest';
import { addonsManifest } from '../../../shared/rulesets/runebound-addons/manifest';
import { advancedRuneboundManifest } from '../../../shared/rulesets/advanced-runebound/manifest';
import { catanHorrorManifest } from '../../../shared/rulesets/catan-horror/manifest';
import { dndManifest } from '../../../shared/rulesets/dnd-skills/manifest';
import { CODE_RULESET_IDS, type CodeRulesetId } from '../../../shared/rulesets/ids';
import type { RulesetTranslation, RulesetUi } from './types';

export type { RulesetTranslation };
/** Every ruleset's translations, found at build time; loaded with the ruleset when the app speaks that language. */
const TRANSLATIONS = import.meta.glob<RulesetTranslation>('./*/locales/*.ts');

interface RulesetEntry {
  /** The name and the one-line description the campaign list and the new-campaign form show before the words load. */
  name: string;
  about: string;
  load: () => Promise<RulesetUi>;
}

const ENTRIES: Record<CodeRulesetId, RulesetEntry> = {
  'dice-tray': {
    name: diceTrayManifest.name,
    about: diceTrayManifest.about,
    load: () => import('./dice-tray').then((m) => m.diceTrayUi),
  },
  'eldritch-express': {
    name: eldritchManifest.name,
    about: eldritchManifest.about,
    load: () => import('./eldritch-express').then((m) => m.eldritchExpressUi),
  },
  'runebound-seven-scions': {
    name: sevenScionsManifest.name,
    about: sevenScionsManifest.about,
    load: () => import('./runebound-seven-scions').then((m) => m.runeboundSevenScionsUi),
  },
  'runebound-cataclysm': {
    name: cataclysmManifest.name,
    about: cataclysmManifest.about,
    load: () => import('./runebound-cataclysm').then((m) => m.runeboundCataclysmUi),
  },
  'runebound-addons': {
    name: addonsManifest.name,
    about: addonsManifest.about,
    load: () => import('./runebound-addons').then((m) => m.runeboundAddonsUi),
  },
  'advanced-runebound': {
    name: advancedRuneboundManifest.name,
    about: advancedRuneboundManifest.about,
    load: () => import('./advanced-runebound').then((m) => m.advancedRuneboundUi),
  },
  'runebound-monster-step': {
    name: monsterStepManifest.name,
    about: monsterStepManifest.about,
    load: () => import('./runebound-monster-step').then((m) => m.runeboundMonsterStepUi),
  },
  'drunkards-of-catan': {
    name: drunkardsManifest.name,
    about: drunkardsManifest.about,
    load: () => import('./drunkards-of-catan').then((m) => m.drunkardsOfCatanUi),
  },
  'munchkin-rpg': {
    name: munchkinManifest.name,
    about: munchkinManifest.about,
    load: () => import('./munchkin-rpg').then((m) => m.munchkinRpgUi),
  },
  'dnd-skills': {
    name: dndManifest.name,
    about: dndManifest.about,
    load: () => import('./dnd-skills').then((m) => m.dndSkillsUi),
  },
  'catan-horror': {
    name: catanHorrorManifest.name,
    about: catanHorrorManifest.about,
    load: () => import('./catan-horror').then((m) => m.catanHorrorUi),
  },
};

/** A variant pack's ruleset id (`pack:<id>`): its module is made from the pack main plays (`./pack`), the generic board drawing it. */
export const isPack = (id: string): boolean => id.startsWith('pack:');

/** Every ruleset the renderer knows, in the registry's order. */
export const rulesetIds: readonly string[] = CODE_RULESET_IDS;

/** `ruleset/<id>` and `ruleset/<id>/about` for every ruleset: the only words known before a ruleset loads. */
export const rulesetNames: Readonly<Record<string, string>> = Object.fromEntries(
  CODE_RULESET_IDS.map((id) => [id, ENTRIES[id]] as const).flatMap(([id, e]) => [
    [`ruleset/${id}`, e.name],
    [`ruleset/${id}/about`, e.about],
  ]),
);

/** The modules loaded so far (reactive: a screen waiting for one redraws when it arrives). */
const loaded = shallowReactive(new Map<string, RulesetUi>());
const loading = new Map<string, Promise<RulesetUi | undefined>>();

/** A ruleset's renderer module if it is loaded already, else undefined (and `loadRulesetUi` fetches it). */
export function rulesetUi(id: string): RulesetUi | undefined {
  return loaded.get(id);
}

/** Loads a ruleset's renderer module (once); undefined for an id this build does not know. */
export function loadRulesetUi(id: string): Promise<RulesetUi | undefined> {
  const known = loaded.get(id);
  if (known) return Promise.resolve(known);
  let pending = loading.get(id);
  if (!pending) {
    const load =
      (ENTRIES as Record<string, RulesetEntry | undefined>)[id]?.load ??
      (isPack(id) ? () => import('./pack').then((m) => m.loadPackUi(id)) : undefined);
    pending = load
      ? load()
          .then((ui) => withWords(id, ui))
          .catch(() => {
            // A pack main does not know (yet): asked again next time, not remembered as missing.
            loading.delete(id);
            return undefined;
          })
      : Promise.resolve(undefined);
    loading.set(id, pending);
  }
  return pending;
}

/** Each loaded module as written, in English (a language switch translates it again). */
const english = new Map<string, RulesetUi>();
/** The languages whose words each ruleset has added already. */
const wordsIn = new Map<string, Set<string>>();

/** A module in a language: its translation's messages added, its narrators, causes and reference swapped in. */
async function inLanguage(id: string, ui: RulesetUi, locale: string): Promise<RulesetUi> {
  const translation = locale === SOURCE_LOCALE ? undefined : TRANSLATIONS[`./${id}/locales/${locale}.ts`];
  if (!translation) return ui;
  const { messages, narrate, causes, reference } = await translation();
  const added = wordsIn.get(id) ?? new Set<string>();
  if (messages && !added.has(locale)) addWords(id, messages, locale);
  wordsIn.set(id, added.add(locale));
  return {
    ...ui,
    narrate: { ...ui.narrate, ...narrate },
    causes: { ...ui.causes, ...causes },
    reference: reference ?? ui.reference,
  };
}

/** Registers a loaded module's words (its own namespace) and, if the app speaks another language, its translation. */
async function withWords(id: string, ui: RulesetUi): Promise<RulesetUi> {
  addWords(id, ui.messages);
  english.set(id, ui);
  const shown = await inLanguage(id, ui, currentLocale());
  loaded.set(id, shown);
  return shown;
}

// A language switch (the header's): every ruleset loaded so far reads in the new language before the screens redraw.
whenLocaleChanges(async (locale) => {
  const again = await Promise.all([...english].map(async ([id, ui]) => [id, await inLanguage(id, ui, locale)] as const));
  for (const [id, ui] of again) loaded.set(id, ui);
});

/** Every ruleset's module, loaded (tests, and screens that list every ruleset's words). */
export async function loadEveryRulesetUi(): Promise<ReadonlyMap<string, RulesetUi>> {
  await Promise.all(rulesetIds.map(loadRulesetUi));
  return loaded;
}
