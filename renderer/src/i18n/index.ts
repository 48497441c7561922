/**
 * Words, through vue-i18n: one global instance, messages kept by namespace — `app` (the app's own
 * words, `./app.ts`, and every ruleset's name) and one per ruleset, added when the ruleset loads
 * (`addWords`, called by the registry). A lookup names its namespaces in order (`translate`): a
 * ruleset's screen asks its own, then `app` — never another ruleset's.
 *
 * Messages use the ICU-style format of `./icu.ts` (`{name}`, `{n, plural, one {…} other {…}}`);
 * a catalog entry may also be a function of its params, for sentences built from data.
 *
 * Languages: English is written in the code (`./app.ts`, each ruleset's `messages.ts`). Another
 * language is a set of files found at build time, no code to change — `./locales/<lang>.ts` for the
 * app and `../rulesets/<id>/locales/<lang>.ts` for a ruleset (see docs/architecture.md). The app
 * speaks, in order: `?lang=xx` in the address (tests), the language last chosen in the header's
 * switch (`setLocale`, remembered in localStorage), the first of the system's languages it has,
 * else English; a message a translation lacks reads in English. `?lang=en-XA` is the pseudo-locale
 * (`./pseudo.ts`): English made accented and a third longer at run time, to catch words that are
 * not from a catalog and words cut by their box — never offered in the switch.
 */
import { createI18n } from 'vue-i18n';
import type { MessageContext, PathValue } from 'vue-i18n';
import type { Catalog, Message } from './catalog';
import { formatMessage, type Params } from './icu';
import { pseudo } from './pseudo';
import { APP, SOURCE_LOCALE, speakWith } from './speaker';

export { APP, SOURCE_LOCALE };

/** The pseudo-locale: English, accented and longer, made at run time (`?lang=en-XA`). */
export const PSEUDO_LOCALE = 'en-XA';
/** Where the language chosen in the header is remembered. */
export const LOCALE_STORAGE_KEY = 'doomkeeper/language';

/** A translation of the app's words: `renderer/src/i18n/locales/<lang>.ts` exports `app`. */
export interface AppTranslation {
  app: Catalog;
}
const APP_TRANSLATIONS = import.meta.glob<AppTranslation>('./locales/*.ts');
const localeOf = (path: string) => /([\w-]+)\.ts$/.exec(path)![1];
/** The languages this build has words for, English first (what the header's switch offers). */
export const locales: readonly string[] = [SOURCE_LOCALE, ...Object.keys(APP_TRANSLATIONS).map(localeOf)];

/** A language this build can speak (one of `locales`, or the pseudo-locale). */
export const isSpoken = (locale: string): boolean => locales.includes(locale) || locale === PSEUDO_LOCALE;

/** `?lang=xx` in the address, before or after the `#` (the browser build's tests). */
function requestedLocale(): string | null {
  if (typeof location === 'undefined') return null;
  const hashQuery = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?')) : '';
  const wanted = new URLSearchParams(location.search).get('lang') ?? new URLSearchParams(hashQuery).get('lang');
  return wanted && isSpoken(wanted) ? wanted : null;
}

/** The language last chosen in the header, if this build still speaks it. */
function rememberedLocale(): string | null {
  try {
    const stored = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY) ?? null;
    return stored && locales.includes(stored) ? stored : null;
  } catch {
    return null; // storage refused (a locked-down browser): the system's language decides
  }
}

/** The first of the system's languages this build speaks (by full tag, then by language), else English. */
function preferredLocale(): string {
  const wanted = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of wanted) {
    const match = locales.find((l) => l === tag) ?? locales.find((l) => l === tag.split('-')[0]);
    if (match) return match;
  }
  return SOURCE_LOCALE;
}

/** The language the app starts in: the address's, the remembered one, the system's, else English. */
export const startLocale = (): string => requestedLocale() ?? rememberedLocale() ?? preferredLocale();

/** A namespace as a message key's prefix: a pack's ruleset id (`pack:lantern-watch`) has a colon, which separates the prefix. */
const nsKey = (namespace: string) => namespace.replaceAll(':', '~');

/** `ns:code` → the namespace's message (`app` when no namespace is named); codes are flat keys, `.` and `/` included. */
function resolveMessage(messages: unknown, path: string): PathValue {
  const colon = path.indexOf(':');
  const namespace = colon < 0 ? APP : path.slice(0, colon);
  const words = (messages as Record<string, Record<string, PathValue> | undefined>)[namespace];
  return words?.[colon < 0 ? path : path.slice(colon + 1)] ?? null;
}

/** The language of plurals and numbers: the pseudo-locale counts and writes numbers as English does. */
const grammarOf = (locale: string) => (locale === PSEUDO_LOCALE ? SOURCE_LOCALE : locale);

export const i18n = createI18n({
  legacy: false,
  locale: startLocale(),
  fallbackLocale: SOURCE_LOCALE,
  messageResolver: resolveMessage,
  messageCompiler: (message, context) => {
    const text = typeof message === 'string' ? message : String(message);
    return (ctx: MessageContext) => formatMessage(text, ctx.values, grammarOf(context.locale));
  },
  // The pseudo-locale has no messages of its own: every English one reads through `pseudo`.
  postTranslation: (text) => (typeof text === 'string' && isPseudo() ? pseudo(text) : text),
  missingWarn: false,
  fallbackWarn: false,
  warnHtmlMessage: false,
  messages: { [SOURCE_LOCALE]: {} },
});

/** The language the app speaks, as a plain string (vue-i18n types it by the messages it started with). */
const spoken = i18n.global.locale as unknown as { value: string };
/** The language the app speaks now. */
export const currentLocale = (): string => spoken.value;
/** Whether the app speaks the pseudo-locale now. */
export const isPseudo = (): boolean => spoken.value === PSEUDO_LOCALE;
/** Text made outside a catalog's lookup (a ruleset's narrator) as the current language shows it: the pseudo-locale marks it. */
export const shown = (text: string): string => (isPseudo() ? pseudo(text) : text);

/** A catalog as vue-i18n keeps it: functions of params become message functions reading the same params. */
function toMessages(catalog: Catalog): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [code, message] of Object.entries(catalog)) {
    out[code] = typeof message === 'function' ? (ctx: MessageContext) => message(ctx.values) : message;
  }
  return out;
}

/** Adds words to a namespace in a language (English unless told); later words for a code replace earlier ones. */
export function addWords(namespace: string, catalog: Catalog, locale = SOURCE_LOCALE): void {
  i18n.global.mergeLocaleMessage(locale, { [nsKey(namespace)]: toMessages(catalog) });
}

/** Whether a namespace has words for a code (in the current language or in English). */
export function hasWords(namespace: string, code: string): boolean {
  const key = `${nsKey(namespace)}:${code}`;
  return i18n.global.te(key) || i18n.global.te(key, SOURCE_LOCALE);
}

/** The words for a code from the first namespace that has them; an unknown code shows itself. */
export function translate(namespaces: readonly string[], code: string, params: Params = {}): string {
  for (const namespace of namespaces) {
    if (hasWords(namespace, code)) return i18n.global.t(`${nsKey(namespace)}:${code}`, params);
  }
  return code;
}

// Narration (`./core.ts`, `./narration.ts`, the rulesets' narrators) speaks through vue-i18n in the renderer.
speakWith({ grammar: () => grammarOf(currentLocale()), translate, hasWords, shown });

/** A plain message in the current language (for text that is not a catalog entry, e.g. a narrator's piece). */
export function formatIn(message: Message, params: Params = {}): string {
  return shown(typeof message === 'function' ? message(params) : formatMessage(message, params, grammarOf(currentLocale())));
}

/**
 * Intl's formatters, made once per language and options: building one costs far more than using it
 * (the history's times built one per row on every click, a third of a heavy board's redraw).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();
function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(
  kind: string,
  options: object | undefined,
  make: (locale: string) => F,
): F {
  const locale = grammarOf(currentLocale());
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ''}`;
  let made = formatters.get(key) as F | undefined;
  if (!made) {
    if (formatters.size > 200) formatters.clear(); // a handful in use; never without bound
    made = make(locale);
    formatters.set(key, made);
  }
  return made;
}

/** A number as the current language writes it (`1.234,5` in German). */
export function formatNumber(n: number, options?: Intl.NumberFormatOptions): string {
  return formatter('number', options, (locale) => new Intl.NumberFormat(locale, options)).format(n);
}

/** A moment as the current language writes it (`medium` date and `short` time unless told). */
export function formatDate(
  when: string | number | Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  return shown(formatter('date', options, (locale) => new Intl.DateTimeFormat(locale, options)).format(new Date(when)));
}

/** A list of names joined as the current language joins them ("Ann, Bo and Cy", "Ann, Bo und Cy"). */
export function formatList(items: readonly string[]): string {
  return formatter('list', undefined, (locale) => new Intl.ListFormat(locale, { type: 'conjunction' })).format(items);
}

const loadedApp = new Set<string>([SOURCE_LOCALE, PSEUDO_LOCALE]);

/** The app's translation for a language (the current one unless told), if it is not English; once. */
export async function loadAppTranslation(locale = currentLocale()): Promise<void> {
  if (loadedApp.has(locale)) return;
  const load = Object.entries(APP_TRANSLATIONS).find(([path]) => localeOf(path) === locale)?.[1];
  if (load) addWords(APP, (await load()).app, locale);
  loadedApp.add(locale);
}

/** What must load before the app speaks another language (the registry's rulesets register theirs). */
const beforeSwitch: ((locale: string) => Promise<void>)[] = [];
export function whenLocaleChanges(load: (locale: string) => Promise<void>): void {
  beforeSwitch.push(load);
}

/** `<html lang>` follows the language the app speaks (screen readers and hyphenation read it). */
export function markDocumentLocale(locale = currentLocale()): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * Speaks another language from now on, live: the app's words and every loaded ruleset's words in it
 * load first (so nothing flashes in English), then every screen redraws. Remembered unless told not
 * to; a language this build does not speak changes nothing.
 */
export async function setLocale(locale: string, remember = true): Promise<void> {
  if (!isSpoken(locale)) return;
  await loadAppTranslation(locale);
  await Promise.all(beforeSwitch.map((load) => load(locale)));
  spoken.value = locale;
  markDocumentLocale(locale);
  if (remember && locale !== PSEUDO_LOCALE) {
    try {
      globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // storage refused: the language holds until the window closes
    }
  }
}
