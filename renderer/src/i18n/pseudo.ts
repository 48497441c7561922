/**
 * The pseudo-locale's words (`?lang=en-XA`): every letter of an English message swapped for an
 * accented one, and the whole about 35 % longer, in brackets — `[Ŝåṽé ~~]`. A screen in the
 * pseudo-locale shows at a glance any text that did not come from a catalog (it stays plain) and
 * any box too small for a longer language (the closing bracket is cut). Built at run time from
 * English, so it is never out of date, and never offered in the language switch.
 */
const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ';
const SWAP = new Map([...PLAIN].map((c, i) => [c, [...ACCENTED][i]]));

/** How much longer a translation may be than English (German and French run about a third longer). */
export const PSEUDO_GROWTH = 0.35;

/** English text as the pseudo-locale shows it; empty or letterless text (a number, a symbol) stays as it is. */
export function pseudo(text: string): string {
  if (!/[A-Za-z]/.test(text)) return text;
  const accented = [...text].map((c) => SWAP.get(c) ?? c).join('');
  // The extra length in short runs (`~~~~~ ~~~~~`), so a long message still wraps as prose does.
  const grow = Math.max(0, Math.round(text.length * PSEUDO_GROWTH) - 2);
  const padding = grow > 0 ? ' ' + Array.from({ length: Math.max(1, grow - 1) }, (_, i) => (i % 6 === 5 ? ' ' : '~')).join('') : '';
  return `[${accented}${padding}]`;
}

/** Whether a piece of text reads as the pseudo-locale made it (no plain letter left). */
export const isPseudoText = (text: string): boolean => !/[A-Za-z]/.test(text);
