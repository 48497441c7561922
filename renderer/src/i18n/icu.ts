/**
 * The message format of every catalog: plain text with ICU-style arguments, compiled once per
 * message and language.
 *
 * - `{name}` — the param's value (a number with the language's decimal sign); an unknown name
 *   stays visible (`{name}`), so a gap is seen.
 * - `{count, plural, one {# step} other {# steps}}` — the language's plural category of the number
 *   (`Intl.PluralRules`), or an exact `=0 {…}`; `#` inside is the number, grouped as the language groups digits.
 * - `{kind, select, hero {…} monster {…} other {…}}` — the branch named by the value (letters, digits,
 *   `_` and `-`), else `other`.
 *
 * Unlike full ICU, an apostrophe is a plain character (English words are full of them) and there is
 * no quoting: `{` and `}` always delimit an argument.
 */
export type Params = Record<string, any>;

type Part =
  | string
  | { kind: 'value'; name: string }
  | { kind: 'plural' | 'select'; name: string; branches: Record<string, Part[]> }
  | { kind: 'hash' };

/** Reads the parts from `at` up to the `}` closing the enclosing branch (or the end; outside a branch a `}` is text). */
function parse(text: string, at: { i: number }, inPlural: boolean, inBranch = false): Part[] {
  const parts: Part[] = [];
  let plain = '';
  const flush = () => {
    if (plain) parts.push(plain);
    plain = '';
  };
  while (at.i < text.length) {
    const c = text[at.i];
    if (c === '}' && inBranch) break;
    if (c === '#' && inPlural) {
      flush();
      parts.push({ kind: 'hash' });
      at.i++;
    } else if (c === '{') {
      const argument = readArgument(text, at, inPlural);
      if (typeof argument === 'string') plain += argument;
      else {
        flush();
        parts.push(argument);
      }
    } else {
      plain += c;
      at.i++;
    }
  }
  flush();
  return parts;
}

/** `{…}` at `at.i`: an argument, or (when it is not one) its text kept as written. */
function readArgument(text: string, at: { i: number }, inPlural: boolean): Part | string {
  const start = at.i;
  const head = /^\{\s*(\w+)\s*(?:,\s*(plural|select)\s*,)?\s*/.exec(text.slice(start));
  if (!head) {
    at.i++;
    return '{';
  }
  const [whole, name, kind] = head;
  at.i = start + whole.length;
  if (!kind) {
    if (text[at.i] === '}') {
      at.i++;
      return { kind: 'value', name };
    }
    at.i = start + 1;
    return '{';
  }
  const branches: Record<string, Part[]> = {};
  for (;;) {
    // A select's labels may hold dashes: a pack's ids do (`movement-check`, `hero-won`).
    const label = /^\s*(=\d+|[\w-]+)\s*\{/.exec(text.slice(at.i));
    if (!label) break;
    at.i += label[0].length;
    branches[label[1]] = parse(text, at, kind === 'plural' || inPlural, true);
    at.i++; // the branch's `}`
  }
  const close = /^\s*\}/.exec(text.slice(at.i));
  if (close) at.i += close[0].length;
  return { kind: kind as 'plural' | 'select', name, branches };
}

const pluralRules = new Map<string, Intl.PluralRules>();
const rulesFor = (locale: string) => {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules;
};

const numberFormats = new Map<string, Intl.NumberFormat>();
/** A number as the language writes it: a count (`#`) grouped (`12,345` / `12.345`), any other number with the language's decimal sign only. */
function numberIn(locale: string, n: number, grouped: boolean): string {
  const key = `${locale}|${grouped}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, { useGrouping: grouped, maximumFractionDigits: 20 })));
  return format.format(n);
}
const valueIn = (locale: string, value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? numberIn(locale, value, false) : String(value);

function render(parts: readonly Part[], params: Params, locale: string, count: number | null): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if (part.kind === 'hash') out += count === null ? '#' : Number.isFinite(count) ? numberIn(locale, count, true) : String(count);
    else if (part.kind === 'value') out += part.name in params ? valueIn(locale, params[part.name]) : `{${part.name}}`;
    else if (!(part.name in params)) out += `{${part.name}}`;
    else if (part.kind === 'select') {
      const value = String(params[part.name]);
      out += render(part.branches[value] ?? part.branches.other ?? [], params, locale, count);
    } else {
      const n = Number(params[part.name]);
      const branch = part.branches[`=${n}`] ?? part.branches[rulesFor(locale).select(n)] ?? part.branches.other ?? [];
      out += render(branch, params, locale, n);
    }
  }
  return out;
}

const compiled = new Map<string, readonly Part[]>();

/** Formats one message in a language (English unless told). Parsed once per text, then cached. */
export function formatMessage(text: string, params: Params = {}, locale = 'en'): string {
  let parts = compiled.get(text);
  if (!parts) compiled.set(text, (parts = parse(text, { i: 0 }, false)));
  return render(parts, params, locale, null);
}

/** The argument names a message reads (`{n}`, a plural's or a select's, nested ones too), sorted, each once — as the formatter parses it. */
export function messageArguments(text: string): string[] {
  const names = new Set<string>();
  const walk = (parts: readonly Part[]) => {
    for (const part of parts) {
      if (typeof part === 'string' || part.kind === 'hash') continue;
      names.add(part.name);
      if (part.kind !== 'value') for (const branch of Object.values(part.branches)) walk(branch);
    }
  };
  walk(parse(text, { i: 0 }, false));
  return [...names].sort();
}
