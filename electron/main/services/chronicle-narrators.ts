/**
 * The chronicle's sentences, narrated in the main process for its text search: the same narration
 * the renderer shows (`renderer/src/i18n/narration.ts › sentenceOf`, the rulesets' narrators and
 * catalogs — plain TypeScript, imported by both), spoken through the plain catalogs of a ruleset in
 * a language instead of vue-i18n. A lookup reads as vue-i18n's does in the renderer: the ruleset's
 * namespace, then the app's; in each, the language's words, else the English ones.
 * `tests/electron/chronicle-narration.test.ts` checks main's sentence against the renderer's for
 * every ruleset and language.
 *
 * Half of the server's bundle is these catalogs and narrators, needed only by a text search: the
 * chronicle reaches them through `chronicle-narration.ts`, and the browser build's server
 * evaluates them on the first search (`scripts/build-server.mjs`), not at its start.
 */
import { createHash } from 'node:crypto';
import type { Pack } from '../../../shared/packs/schema';
import {
  APP,
  APP_WORDS,
  formatMessage,
  narration,
  packCauses,
  packNarrate,
  packWords,
  RULESET_WORDS,
  sentenceOf,
  SHIPPED_LOCALES,
  SOURCE_LOCALE,
  speaking,
  type Catalog,
  type Message,
  type Narrated,
  type Narration,
  type NarrationUi,
  type Params,
  type ShippedLocale,
  type Speaker,
} from '../../../renderer/src/i18n/for-main';

/** Changes when what a sentence is made of changes (`sentenceOf`): every narrated text is made again. */
const NARRATION_LAYOUT = 1;

export const isShippedLocale = (locale: string): locale is ShippedLocale => (SHIPPED_LOCALES as readonly string[]).includes(locale);

/** A namespace's words by language (English always there). */
type Words = Partial<Record<string, Catalog>> & { en: Catalog };

/** A speaker over plain catalogs in one language, each namespace falling back to English. */
function plainSpeaker(locale: string, namespaces: ReadonlyMap<string, Words>): Speaker {
  const find = (namespace: string, code: string): { message: Message; locale: string } | undefined => {
    const words = namespaces.get(namespace);
    const mine = words?.[locale]?.[code];
    if (mine !== undefined) return { message: mine, locale };
    const english = words?.en[code];
    return english === undefined ? undefined : { message: english, locale: SOURCE_LOCALE };
  };
  return {
    grammar: () => locale,
    hasWords: (namespace, code) => find(namespace, code) !== undefined,
    translate: (names, code, params: Params = {}) => {
      for (const namespace of names) {
        const found = find(namespace, code);
        if (!found) continue;
        return typeof found.message === 'function' ? found.message(params) : formatMessage(found.message, params, found.locale);
      }
      return code;
    },
    shown: (text) => text,
  };
}

/** Catalogs and narrators as one text: their version (a function by its source). */
function versionOf(parts: unknown): string {
  const text = JSON.stringify(parts, (_key, value: unknown) => (typeof value === 'function' ? String(value) : value));
  return createHash('sha256').update(text).digest('hex').slice(0, 24);
}

/** One ruleset's events told in one language, as the chronicle's rows say them. */
export interface ChronicleNarrator {
  /** What the words are: narrated texts of another version are made again. */
  readonly version: string;
  sentence(event: Narrated): string;
}

const made = new Map<string, ChronicleNarrator>();

/**
 * The narrator of a ruleset's events in a shipped language (null for a language the app does not
 * ship). A pack's words are its own (`pack.words`): `pack` is the pack the ruleset plays, if any.
 */
export function narratorOf(rulesetId: string, pack: Pack | undefined, locale: string, appVersion: string): ChronicleNarrator | null {
  if (!isShippedLocale(locale)) return null;
  const key = `${rulesetId}|${locale}|${appVersion}|${pack ? versionOf(pack) : ''}`;
  const known = made.get(key);
  if (known) return known;
  const app: Words = { en: APP_WORDS.en, [locale]: APP_WORDS[locale] };
  let own: Words;
  let ui: NarrationUi;
  if (pack) {
    own = { en: packWords(pack), ...Object.fromEntries(Object.entries(pack.words).filter(([l]) => l !== SOURCE_LOCALE)) };
    ui = { narrate: packNarrate(rulesetId, pack), causes: packCauses(rulesetId, pack) };
  } else {
    const words = (RULESET_WORDS as Record<string, (typeof RULESET_WORDS)[keyof typeof RULESET_WORDS] | undefined>)[rulesetId];
    if (!words) return null;
    const translation = locale === SOURCE_LOCALE ? {} : words[locale];
    own = { en: words.en.messages, ...(translation.messages ? { [locale]: translation.messages } : {}) };
    ui = {
      narrate: { ...words.en.narrate, ...translation.narrate },
      causes: { ...words.en.causes, ...translation.causes },
    };
  }
  const speaker = plainSpeaker(
    locale,
    new Map([
      [rulesetId, own],
      [APP, app],
    ]),
  );
  const words: Narration = narration([rulesetId, APP], ui);
  const narrator: ChronicleNarrator = {
    version: versionOf([NARRATION_LAYOUT, appVersion, locale, own, app, ui]),
    sentence: (event) => speaking(speaker, () => sentenceOf(words, event)),
  };
  made.set(key, narrator);
  return narrator;
}
