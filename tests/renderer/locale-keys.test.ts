/**
 * The languages stay complete: every translation of the app's words (`renderer/src/i18n/locales/*.ts`)
 * and of every ruleset that has a `locales/` folder (`renderer/src/rulesets/<id>/locales/*.ts`) has
 * exactly the English keys, in every language the app offers; a message keeps the ICU placeholders
 * of its English (a translation may not drop `{n}`); a function-message exists in every language.
 * Written over whatever locale files exist, so a ruleset's translation added later is checked too.
 */
import { describe, expect, it } from 'vitest';
import { appMessages } from '../../renderer/src/i18n/app';
import type { Catalog } from '../../renderer/src/i18n/catalog';
import { locales, SOURCE_LOCALE } from '../../renderer/src/i18n';
import { loadRulesetUi, rulesetNames } from '../../renderer/src/rulesets/registry';
import type { RulesetTranslation } from '../../renderer/src/rulesets/registry';
import { placeholders } from '../support/placeholders';

const appFiles = import.meta.glob<{ app: Catalog }>('../../renderer/src/i18n/locales/*.ts', { eager: true });
const rulesetFiles = import.meta.glob<RulesetTranslation>('../../renderer/src/rulesets/*/locales/*.ts', { eager: true });
const localeOf = (path: string) => /([\w-]+)\.ts$/.exec(path)![1];
const rulesetOf = (path: string) => /rulesets\/([\w-]+)\/locales\//.exec(path)![1];
const translations = locales.filter((l) => l !== SOURCE_LOCALE);

/** Keys the translation lacks and keys English does not have. */
function keyDifference(english: object, translated: object) {
  const want = Object.keys(english);
  const have = new Set(Object.keys(translated));
  return {
    missing: want.filter((k) => !have.has(k)),
    extra: [...have].filter((k) => !(k in english)),
  };
}

/** Messages whose placeholders differ from English's ({key, english, translated}). */
function placeholderDrift(english: Catalog, translated: Catalog) {
  return Object.entries(translated).flatMap(([key, message]) => {
    const source = english[key];
    if (typeof source !== 'string' || typeof message !== 'string') return [];
    const [want, have] = [placeholders(source), placeholders(message)];
    return want.join() === have.join() ? [] : [{ key, english: want, translated: have }];
  });
}

describe('the placeholder reader', () => {
  it('finds plain, plural and select arguments, nested ones too, and nothing in plain braces', () => {
    expect(placeholders('{n, plural, one {# die for {name}} other {# dice}} {kind, select, a {x} other {{where}}}')).toEqual([
      'kind',
      'n',
      'name',
      'where',
    ]);
    expect(placeholders('a lone { brace and {two words}')).toEqual([]);
  });

  it('tells a dropped placeholder and a missing key from a complete translation', () => {
    const english: Catalog = { a: '{n} left', b: 'plain', f: () => 'x' };
    expect(placeholderDrift(english, { a: 'noch welche', b: 'schlicht', f: () => 'y' })).toEqual([
      { key: 'a', english: ['n'], translated: [] },
    ]);
    expect(keyDifference(english, { a: '{n} übrig', b: 'schlicht', z: 'z' })).toEqual({ missing: ['f'], extra: ['z'] });
  });
});

describe("the app's words in every language", () => {
  const english: Catalog = { ...appMessages, ...rulesetNames };

  it('offers English and at least German and French', () => {
    expect(locales).toEqual(expect.arrayContaining(['en', 'de', 'fr']));
  });

  it.each(translations)('%s has exactly the English keys', (locale) => {
    const file = Object.entries(appFiles).find(([path]) => localeOf(path) === locale)![1];
    expect(keyDifference(english, file.app)).toEqual({ missing: [], extra: [] });
  });

  it.each(translations)("%s keeps every message's placeholders", (locale) => {
    const file = Object.entries(appFiles).find(([path]) => localeOf(path) === locale)![1];
    expect(placeholderDrift(english, file.app)).toEqual([]);
  });

  it.each(translations)('%s translates: most messages differ from English', (locale) => {
    const file = Object.entries(appFiles).find(([path]) => localeOf(path) === locale)![1];
    const same = Object.entries(file.app).filter(([key, text]) => typeof text === 'string' && text === english[key]);
    // Names, key caps, units and symbols read the same in every language; prose does not.
    expect(same.length / Object.keys(english).length).toBeLessThan(0.12);
  });
});

const rulesetsTranslated = [...new Set(Object.keys(rulesetFiles).map(rulesetOf))].sort();

describe.runIf(rulesetsTranslated.length > 0)("each translated ruleset's words in every language", () => {
  it.each(rulesetsTranslated)('%s has every language, each with exactly the English keys and placeholders', async (id) => {
    const ui = (await loadRulesetUi(id))!;
    for (const locale of translations) {
      const path = Object.keys(rulesetFiles).find((p) => rulesetOf(p) === id && localeOf(p) === locale);
      expect(path, `${id}/locales/${locale}.ts`).toBeDefined();
      const file = rulesetFiles[path!];
      expect(keyDifference(ui.messages, file.messages ?? {}), `${id} ${locale} messages`).toEqual({ missing: [], extra: [] });
      expect(placeholderDrift(ui.messages, file.messages ?? {}), `${id} ${locale} placeholders`).toEqual([]);
      // A narrator or cause written as a function in English is told in every language too.
      for (const part of ['narrate', 'causes'] as const) {
        const written = Object.keys(ui[part] ?? {});
        if (written.length === 0) continue;
        expect(keyDifference(ui[part] ?? {}, file[part] ?? {}), `${id} ${locale} ${part}`).toEqual({ missing: [], extra: [] });
      }
    }
  });
});
