/**
 * The words a narrator reads in, whichever process narrates: plain TypeScript, no vue-i18n and no
 * Vite. The renderer speaks through vue-i18n (`./index.ts` installs it at start); the main process
 * narrates the chronicle for its text search (`electron/main/services/chronicle-narration.ts`) and
 * speaks, for one narration at a time, through the plain catalogs of a ruleset in a language
 * (`speaking`). Narrators and the app's core narration (`./core.ts`, `./narration.ts`, a ruleset's
 * names) read their words here, so both sides run ONE narration.
 */
import type { Params } from './icu';

/** The language the words are written in (in the code). */
export const SOURCE_LOCALE = 'en';

/** The app's namespace (its own words, and every ruleset's name). */
export const APP = 'app';

export interface Speaker {
  /** The language of plurals, numbers and lists (`en`, `de`, `fr`). */
  grammar: () => string;
  /** The words for a code from the first namespace that has them; an unknown code shows itself. */
  translate: (namespaces: readonly string[], code: string, params?: Params) => string;
  /** Whether a namespace has words for a code (in the language spoken or in English). */
  hasWords: (namespace: string, code: string) => boolean;
  /** Text made outside a catalog's lookup as the language shows it (the pseudo-locale marks it). */
  shown: (text: string) => string;
}

/** Until a speaker is installed: codes show themselves, in English grammar. */
const silent: Speaker = {
  grammar: () => 'en',
  translate: (_namespaces, code) => code,
  hasWords: () => false,
  shown: (text) => text,
};

let current: Speaker = silent;

/** Speaks through `speaker` from now on (the renderer's vue-i18n, once, at start). */
export function speakWith(speaker: Speaker): void {
  current = speaker;
}

/** Runs `narrate` with `speaker`'s words, then speaks as before (main narrates one campaign's events at a time). */
export function speaking<T>(speaker: Speaker, narrate: () => T): T {
  const before = current;
  current = speaker;
  try {
    return narrate();
  } finally {
    current = before;
  }
}

export const translate = (namespaces: readonly string[], code: string, params?: Params): string =>
  current.translate(namespaces, code, params);
export const hasWords = (namespace: string, code: string): boolean => current.hasWords(namespace, code);
export const shown = (text: string): string => current.shown(text);
export const grammar = (): string => current.grammar();

/** A list of names joined as the language spoken joins them ("Ann, Bo and Cy", "Ann, Bo und Cy"). */
export function listOf(items: readonly string[]): string {
  return new Intl.ListFormat(grammar(), { type: 'conjunction' }).format(items);
}
