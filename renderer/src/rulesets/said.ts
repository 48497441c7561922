/**
 * A board's words, each looked up once per language. A board is drawn again on every click (the state is new), and each of its
 * labels went through vue-i18n's `t` again — a message context made per call, ~0.6 ms a click on Catan Horror's four player
 * panels (issue 35). Here a code and its params are put into words once per language and remembered.
 *
 * Only for a ruleset's own board and its cards: its words are registered before the board can be drawn (`registry.ts`), and a language's
 * words load before the app switches to it (`setLocale`), so a remembered text cannot go stale; the language is read on every
 * call, so a board drawn with it is drawn again when the language changes.
 */
import { currentLocale } from '../i18n';
import type { Params } from '../i18n/catalog';
import { wordsFor } from '../i18n/words';

/** Remembered texts, by ruleset; made anew when the language changes, and never without bound. */
const said = new Map<string, { locale: string; texts: Map<string, string> }>();
const MOST = 5000;

/** The `say` of a ruleset's board: `wordsFor(rulesetId).t`, each code and params put into words once per language. */
export function boardWords(rulesetId: string): (code: string, params?: Params) => string {
  return (code, params) => {
    const locale = currentLocale();
    let memo = said.get(rulesetId);
    if (!memo || memo.locale !== locale || memo.texts.size >= MOST) {
      memo = { locale, texts: new Map() };
      said.set(rulesetId, memo);
    }
    const key = params === undefined ? code : `${code}\u0000${JSON.stringify(params)}`;
    let text = memo.texts.get(key);
    if (text === undefined) {
      text = wordsFor(rulesetId).t(code, params);
      memo.texts.set(key, text);
    }
    return text;
  };
}
