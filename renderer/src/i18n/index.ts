/**
 * Words, through vue-i18n: one global instance, messages kept by namespace — `app` (the app's own
 * words, `./core.ts`, and every ruleset's name) and one per ruleset, added when the ruleset loads
 * (`addWords`, called by the registry). A lookup names its namespaces in order (`translate`): a
 * ruleset's screen asks its own, then `app` — never another ruleset's.
 *
 * Messages use the ICU-style format of `./icu.ts` (`{name}`, `{n, plural, one {…} other {…}}`);
 * a catalog entry may also be a function of its params, for sentences built from data.
 *
 * Languages: English is written in the code (`core.ts`, each ruleset's `messages.ts`). Another
 * language is a set of files found at build time, no code to change — `./locales/<lang>.ts` for the
 * app and `../rulesets/<id>/locales/<lang>.ts` for a ruleset (see docs/architecture.md); the app
 * speaks the first of the system's languages it has, and a message a translation lacks reads in English.
 */
import { createI18n } from 'vue-i18n';
import type { MessageContext, PathValue } from 'vue-i18n';
import type { Catalog, Message } from './catalog';
import { formatMessage, type Params } from './icu';

export const SOURCE_LOCALE = 'en';
export const APP = 'app';

/** A translation of the app's words: `renderer/src/i18n/locales/<lang>.ts` exports `app`. */
export interface AppTranslation {
  app: Catalog;
}
const APP_TRANSLATIONS = import.meta.glob<AppTranslation>('./locales/*.ts');
const localeOf = (path: string) => /([\w-]+)\.ts$/.exec(path)![1];
/** The languages this build has words for, English first. */
export const locales: readonly string[] = [SOURCE_LOCALE, ...Object.keys(APP_TRANSLATIONS).map(localeOf)];

/** The first of the system's languages this build speaks (by full tag, then by language), else English. */
function preferredLocale(): string {
  const wanted = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of wanted) {
    const match = locales.find((l) => l === tag) ?? locales.find((l) => l === tag.split('-')[0]);
    if (match) return match;
  }
  return SOURCE_LOCALE;
}

/** A namespace as a message key's prefix: a pack's ruleset id (`pack:lantern-watch`) has a colon, which separates the prefix. */
const nsKey = (namespace: string) => namespace.replaceAll(':', '~');

/** `ns:code` → the namespace's message (`app` when no namespace is named); codes are flat keys, `.` and `/` included. */
function resolveMessage(messages: unknown, path: string): PathValue {
  const colon = path.indexOf(':');
  const namespace = colon < 0 ? APP : path.slice(0, colon);
  const words = (messages as Record<string, Record<string, PathValue> | undefined>)[namespace];
  return words?.[colon < 0 ? path : path.slice(colon + 1)] ?? null;
}

export const i18n = createI18n({
  legacy: false,
  locale: preferredLocale(),
  fallbackLocale: SOURCE_LOCALE,
  messageResolver: resolveMessage,
  messageCompiler: (message, context) => {
    const text = typeof message === 'string' ? message : String(message);
    return (ctx: MessageContext) => formatMessage(text, ctx.values, context.locale);
  },
  missingWarn: false,
  fallbackWarn: false,
  warnHtmlMessage: false,
  messages: { [SOURCE_LOCALE]: {} },
});

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

/** A plain message in the current language (for text that is not a catalog entry, e.g. a narrator's piece). */
export function formatIn(message: Message, params: Params = {}): string {
  return typeof message === 'function' ? message(params) : formatMessage(message, params, i18n.global.locale.value);
}

/** The app's translation for the current language, if it is not English (loaded at start). */
export async function loadAppTranslation(): Promise<void> {
  const locale = i18n.global.locale.value;
  const load = Object.entries(APP_TRANSLATIONS).find(([path]) => localeOf(path) === locale)?.[1];
  if (load) addWords(APP, (await load()).app, locale);
}
