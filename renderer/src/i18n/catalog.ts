/** Words live here: codes from the engine become English through catalogs keyed by those codes. */

export type Params = Record<string, any>;
/** A message: a plain string with `{name}` placeholders, or a function of its params. */
export type Message = string | ((params: Params) => string);
export type Catalog = Record<string, Message>;

/** Fills `{name}` placeholders from params; unknown placeholders stay visible so gaps are seen. */
export function format(message: Message, params: Params = {}): string {
  if (typeof message === 'function') return message(params);
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

/** Looks a code up in catalogs in order; an unknown code shows itself rather than nothing. */
export function translate(catalogs: readonly Catalog[], code: string, params?: Params): string {
  for (const catalog of catalogs) {
    const message = catalog[code];
    if (message !== undefined) return format(message, params);
  }
  return code;
}
