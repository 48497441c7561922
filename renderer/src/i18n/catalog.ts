/** A catalog: codes from the engine and the screens, each with its words (the format of `./icu.ts`). */
import { formatMessage, type Params } from './icu';

export type { Params };
/** A message: text in the format of `./icu.ts` (`{name}`, plurals, selects), or a function of its params. */
export type Message = string | ((params: Params) => string);
export type Catalog = Record<string, Message>;

/** One message with its params, in English (tests and catalog checks read catalogs directly). */
export function format(message: Message, params: Params = {}): string {
  if (typeof message === 'function') return message(params);
  return formatMessage(message, params);
}

/** Looks a code up in plain catalogs in order; an unknown code shows itself rather than nothing. */
export function translate(catalogs: readonly Catalog[], code: string, params?: Params): string {
  for (const catalog of catalogs) {
    const message = catalog[code];
    if (message !== undefined) return format(message, params);
  }
  return code;
}
