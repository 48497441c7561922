/** The lab's results as words, chart data and CSV — kept out of the view so they can be tested. */
import type { LabJobStatus } from '../../../shared/rpc/contract';
import { toCsv } from '../history/csv';

export const percent = (x: number, digits = 1) => `${(x * 100).toFixed(digits)} %`;

/** "41.0 % (38.0–44.1 %)" — a rate with its 95 % interval. */
export const rateWithInterval = (r: { rate: number; low: number; high: number }) =>
  `${percent(r.rate)} (${(r.low * 100).toFixed(1)}–${percent(r.high)})`;

/** One CSV row per simulated game, both sides of a comparison in one file. */
export function resultsCsv(sides: { label: string; job: LabJobStatus | null }[], metricKeys: readonly string[]): Promise<string> {
  const rows = sides.flatMap(({ label, job }) =>
    (job?.result?.rows ?? []).map((r) => ({
      set: label,
      game: r.game,
      seed: r.seed,
      result: r.result,
      ending: r.code,
      turns: r.turns,
      actions: r.steps,
      ...Object.fromEntries(metricKeys.map((k) => [`final ${k}`, r.final[k] ?? ''])),
    })),
  );
  return toCsv(rows);
}

/** Games per second of a finished (or running) job. */
export const gamesPerSecond = (job: LabJobStatus) => (job.elapsedMs > 0 ? (job.done / job.elapsedMs) * 1000 : 0);
