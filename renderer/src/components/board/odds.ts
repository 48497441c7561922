/** How a chance reads at the table: "1 in 6", "83 %", and how risky it is. */

/** A chance as a code of the app's words and its params (`play.ts`): "1 in n" for small simple fractions, percents to a tenth otherwise, never a false 0 % or 100 %. */
export function chanceWords(chance: number): { code: string; params?: Record<string, unknown> } {
  if (chance <= 0) return { code: 'odds/none' };
  if (chance >= 1) return { code: 'odds/certain' };
  const n = Math.round(1 / chance);
  if (chance <= 0.34 && n <= 100 && Math.abs(1 / chance - n) < 0.01 * n) return { code: 'odds/one-in', params: { n } };
  if (chance < 0.01) return { code: 'odds/under-1' };
  if (chance > 0.99) return { code: 'odds/over-99' };
  return { code: 'odds/percent', params: { percent: (chance * 100).toFixed(1).replace(/\.0$/, '') } };
}

/** A chance in the app's words ("1 in 6", "83.3 %"). */
export function chanceText(chance: number, t: (code: string, params?: Record<string, unknown>) => string): string {
  const { code, params } = chanceWords(chance);
  return t(code, params);
}

/**
 * How the chance of a success colours: `impossible` (nothing can succeed), `risky` (under 1 in 3),
 * `even`, `likely` (2 in 3 or better). A chance of an event that is neither good nor bad is `event`.
 */
export type Risk = 'impossible' | 'risky' | 'even' | 'likely' | 'event';

export function riskOf(chance: number, kind: 'success' | 'event' = 'success'): Risk {
  if (kind === 'event') return 'event';
  if (chance <= 0) return 'impossible';
  if (chance < 1 / 3) return 'risky';
  if (chance < 2 / 3) return 'even';
  return 'likely';
}

/**
 * What an action's chance is of, from its ruleset's words: `<code>/odds` names the success a check
 * measures (coloured by risk), `<code>/chance-of` an event that is neither good nor bad ("doubles →
 * festival"). An action with neither is a plain success.
 */
export function oddsOutcome(
  t: (code: string, params?: Record<string, unknown>) => string,
  code: string,
  params?: Record<string, unknown>,
): { outcome?: string; kind: 'success' | 'event' } {
  const event = t(`${code}/chance-of`, params);
  if (event !== `${code}/chance-of`) return { outcome: event, kind: 'event' };
  const success = t(`${code}/odds`, params);
  return success !== `${code}/odds` ? { outcome: success, kind: 'success' } : { kind: 'success' };
}
