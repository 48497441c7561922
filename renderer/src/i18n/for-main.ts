/**
 * The one door from the main process into the renderer's words: the plain-TypeScript narration
 * (the narrators, the catalogs of every ruleset and language, the message format) that main runs
 * for the chronicle's text search, so both processes narrate with ONE implementation. Nothing
 * reachable from here may import vue, vue-i18n or Vite (`import.meta.glob`): the node typecheck and
 * the server's build run over it. eslint lets `electron/` import this file and no other of the renderer.
 */
export { formatMessage, type Params } from './icu';
export type { Catalog, Message } from './catalog';
export { narration, sentenceOf, type Narrated, type Narration, type NarrationUi } from './narration';
export { APP, SOURCE_LOCALE, speaking, type Speaker } from './speaker';
export { APP_WORDS, RULESET_WORDS, SHIPPED_LOCALES, type ShippedLocale } from '../rulesets/every-word';
export { packCauses, packNarrate, packWords } from '../rulesets/pack/narrate';
