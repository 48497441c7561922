/** The comparison read as a verdict: B − A of the win (or loss) rate with its 95 % interval, and which settings differ. */
import { rateDifference, type Summary } from '../../../shared/lab/stats';
import type { OptionDescriptor } from '../../../shared/engine/ruleset';
import type { TableParam } from '../../../shared/lab/types';

export interface Verdict {
  /** The rate compared: wins (in a competitive game: games anyone won), or losses for a game nobody won in either set. */
  result: 'won' | 'lost' | 'ended' | 'with-winner';
  /** In percentage points. */
  difference: number;
  low: number;
  high: number;
  gamesA: number;
  gamesB: number;
  /** The interval holds 0: the sets cannot be told apart at these numbers of games. */
  tooClose: boolean;
}

export function verdictOf(a: Summary, b: Summary): Verdict {
  const found = (['won', 'lost', 'ended'] as const).find((r) => a.results[r].count + b.results[r].count > 0) ?? 'won';
  const competitive = a.seats && b.seats;
  const d = competitive ? rateDifference(b.seats!.withWinner, a.seats!.withWinner) : rateDifference(b.results[found], a.results[found]);
  return {
    result: competitive ? 'with-winner' : found,
    difference: d.difference * 100,
    low: d.low * 100,
    high: d.high * 100,
    gamesA: a.games,
    gamesB: b.games,
    tooClose: d.low <= 0 && d.high >= 0,
  };
}

/** "−2.4" / "+1.0": points with their sign (a true minus sign, as a reader expects). */
export const signed = (x: number, digits = 1) => `${x < 0 ? '−' : x > 0 ? '+' : '±'}${Math.abs(x).toFixed(digits)}`;

/** The options and table parameters whose value differs between the two sets, in the order the screen lists them. */
export function settingDifferences(
  options: readonly OptionDescriptor[],
  params: readonly TableParam[],
  a: { options: Record<string, unknown>; params: Record<string, number> },
  b: { options: Record<string, unknown>; params: Record<string, number> },
): { kind: 'option' | 'param'; key: string; a: unknown; b: unknown }[] {
  return [
    ...options
      .filter((o) => JSON.stringify(a.options[o.key]) !== JSON.stringify(b.options[o.key]))
      .map((o) => ({ kind: 'option' as const, key: o.key, a: a.options[o.key], b: b.options[o.key] })),
    ...params
      .filter((p) => a.params[p.key] !== b.params[p.key])
      .map((p) => ({ kind: 'param' as const, key: p.key, a: a.params[p.key], b: b.params[p.key] })),
  ];
}
