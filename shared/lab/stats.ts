/** Summaries of simulated games: rates with Wilson intervals, game length, mean curves, odds calibration. */
import type { GameRecord, GameResult } from './types';

export interface Rate {
  count: number;
  of: number;
  rate: number;
  /** 95 % Wilson score interval. */
  low: number;
  high: number;
}

/** A proportion with its 95 % Wilson score interval (good near 0 and 1, unlike the normal one). */
export function wilson(count: number, of: number, z = 1.959964): Rate {
  if (of === 0) return { count, of, rate: 0, low: 0, high: 1 };
  const p = count / of;
  const denom = 1 + (z * z) / of;
  const centre = (p + (z * z) / (2 * of)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / of + (z * z) / (4 * of * of))) / denom;
  return { count, of, rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export interface Spread {
  mean: number;
  /** 95 % interval of the mean (normal approximation). */
  low: number;
  high: number;
  median: number;
  p10: number;
  p90: number;
}

export function spread(values: readonly number[]): Spread {
  if (values.length === 0) return { mean: 0, low: 0, high: 0, median: 0, p10: 0, p90: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.length > 1 ? values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1) : 0;
  const half = 1.959964 * Math.sqrt(variance / values.length);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { mean, low: mean - half, high: mean + half, median: at(0.5), p10: at(0.1), p90: at(0.9) };
}

export interface Curve {
  key: string;
  /** Mean value at the end of turn i over the games that reached it. */
  mean: number[];
  /** How many games reached turn i. */
  games: number[];
  /** The band drawn around the mean: 10th percentile, median and 90th percentile at the end of turn i. */
  p10: number[];
  median: number[];
  p90: number[];
}

/** B − A of two rates, with its 95 % interval (Newcombe's hybrid score interval, built from the two Wilson intervals). */
export interface RateDifference {
  difference: number;
  low: number;
  high: number;
}

export function rateDifference(b: Rate, a: Rate): RateDifference {
  const difference = b.rate - a.rate;
  return {
    difference,
    low: difference - Math.sqrt((b.rate - b.low) ** 2 + (a.high - a.rate) ** 2),
    high: difference + Math.sqrt((b.high - b.rate) ** 2 + (a.rate - a.low) ** 2),
  };
}

/** The value at quantile q of sorted values (nearest rank, as `spread` does). */
const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

export interface Summary {
  games: number;
  results: Record<GameResult, Rate>;
  /** Why games ended, most common first (see `countEndings`). */
  endings: Ending[];
  turns: Spread;
  curves: Curve[];
  /** Checks whose odds the prompt showed: the mean shown odds against how often they came off. */
  checks: { count: number; predicted: number; observed: Rate } | null;
  /** A competitive game: how often it ended with a winner, and each seat's win rate (a shared win counts for each). */
  seats?: { withWinner: Rate; won: Rate[] };
}

const RESULTS: readonly GameResult[] = ['won', 'lost', 'ended', 'unfinished'];

/** One way games ended and how many did: the ending's code and the values its words take. */
export interface Ending {
  code: string;
  result: GameResult;
  count: number;
  /** The values its words take ("Player 2 won"); a value reads `…` where it varied too many ways to list each (`varied`). */
  params?: Record<string, unknown>;
  varied?: boolean;
}

/** An ending whose words take values is listed once per set of values up to this many lines; beyond, the most varied values read "…". */
export const ENDING_VARIANTS = 6;

/**
 * How games ended, most common first: counted by code and by the values its words take (who won), so
 * "Player 2 won the game" reads as such; where that makes more than ENDING_VARIANTS lines, the value
 * that varies most (a winner's points) reads "…" ("Player 2 wins with … victory points"), then the next.
 */
export function countEndings(games: readonly Pick<GameRecord, 'code' | 'result' | 'params'>[]): Ending[] {
  const byCode = new Map<string, Pick<GameRecord, 'code' | 'result' | 'params'>[]>();
  for (const g of games) {
    const key = `${g.result}|${g.code}`;
    byCode.set(key, [...(byCode.get(key) ?? []), g]);
  }
  const out: Ending[] = [];
  for (const group of byCode.values()) {
    // The value that varies most ways reads "…" first, then the next, until the ending has few enough lines.
    const elided = new Set<string>();
    for (;;) {
      const lines = linesOf(group, elided);
      if (lines.length <= ENDING_VARIANTS) {
        out.push(...lines);
        break;
      }
      const keys = [...new Set(group.flatMap((g) => Object.keys(g.params ?? {})))].filter((k) => !elided.has(k));
      const ways = (k: string) => new Set(group.map((g) => JSON.stringify(g.params?.[k]))).size;
      elided.add(keys.sort((x, y) => ways(y) - ways(x))[0]);
    }
  }
  return out.sort((a, b) => b.count - a.count);
}

/** One ending's games counted by the values its words take, the `elided` ones reading "…". */
function linesOf(group: readonly Pick<GameRecord, 'code' | 'result' | 'params'>[], elided: ReadonlySet<string>): Ending[] {
  const lines = new Map<string, Ending>();
  for (const g of group) {
    const params = g.params ? Object.fromEntries(Object.entries(g.params).map(([k, v]) => [k, elided.has(k) ? '…' : v])) : undefined;
    const key = params ? JSON.stringify(params) : '';
    const line = lines.get(key) ?? {
      code: g.code,
      result: g.result,
      count: 0,
      ...(params ? { params } : {}),
      ...(elided.size ? { varied: true } : {}),
    };
    line.count++;
    lines.set(key, line);
  }
  return [...lines.values()];
}

export function summarize(games: readonly GameRecord[], metricKeys: readonly string[]): Summary {
  const n = games.length;
  const results = Object.fromEntries(RESULTS.map((r) => [r, wilson(games.filter((g) => g.result === r).length, n)])) as Record<
    GameResult,
    Rate
  >;
  const endings = countEndings(games);
  const curves = metricKeys.map((key) => {
    const sums: number[] = [];
    const counts: number[] = [];
    const values: number[][] = [];
    for (const g of games) {
      (g.curves[key] ?? []).forEach((v, i) => {
        sums[i] = (sums[i] ?? 0) + v;
        counts[i] = (counts[i] ?? 0) + 1;
        (values[i] ??= []).push(v);
      });
    }
    const sorted = values.map((v) => v.sort((a, b) => a - b));
    return {
      key,
      mean: sums.map((s, i) => s / counts[i]),
      games: counts,
      p10: sorted.map((v) => quantile(v, 0.1)),
      median: sorted.map((v) => quantile(v, 0.5)),
      p90: sorted.map((v) => quantile(v, 0.9)),
    };
  });
  const allChecks = games.flatMap((g) => g.checks);
  const checks = allChecks.length
    ? {
        count: allChecks.length,
        predicted: allChecks.reduce((a, c) => a + c.odds, 0) / allChecks.length,
        observed: wilson(allChecks.filter((c) => c.success).length, allChecks.length),
      }
    : null;
  const seated = games.filter((g) => g.seats);
  const seatCount = Math.max(0, ...seated.map((g) => g.seats!.count));
  const seats = seated.length
    ? {
        withWinner: wilson(seated.filter((g) => g.seats!.won.length > 0).length, n),
        won: Array.from({ length: seatCount }, (_, i) => wilson(seated.filter((g) => g.seats!.won.includes(i + 1)).length, n)),
      }
    : undefined;
  return {
    games: n,
    results,
    ...(seats ? { seats } : {}),
    endings,
    turns: spread(games.map((g) => g.turns)),
    curves,
    checks,
  };
}

/**
 * "Which is better?" read off the options' win rates: the best option (highest rate), and whether it is
 * clearly best — the 95 % interval of its difference from every other option lies above 0 — or too close
 * to call at these numbers of games. Fewer than two rates with games: no verdict.
 */
export function choiceVerdict(rates: readonly Rate[]): { best: number; clear: boolean } | null {
  const played = rates.map((r, i) => ({ r, i })).filter(({ r }) => r.of > 0);
  if (played.length < 2) return null;
  const best = played.reduce((a, b) => (b.r.rate > a.r.rate ? b : a));
  const clear = played.every(({ r, i }) => i === best.i || rateDifference(best.r, r).low > 0);
  return { best: best.i, clear };
}
