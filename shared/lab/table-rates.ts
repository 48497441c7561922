/**
 * "Use our table's rates": where the lab draws a chance only the table knows (a fight won, an Event
 * card in a turn), the same chance estimated from what a table recorded — the events in force of a
 * campaign's chronicle (or of every campaign of the ruleset), counted per profile (`tableRates`), with
 * the count, the number of occasions and a 95 % Wilson interval. Pure: no I/O.
 */
import { wilson, type Rate } from './stats';
import type { LabProfile, LoggedEvent } from './types';

export interface TableRate extends Rate {
  /** The profile parameter it estimates. */
  key: string;
  /** Catalog key of the parameter's label. */
  code: string;
}

/**
 * The rates a profile can read off logs (each log: one campaign's events in force, oldest first),
 * summed over the logs; a parameter with no occasion in them is left out (nothing to estimate from).
 */
export function tableRates(profile: LabProfile, logs: readonly (readonly LoggedEvent[])[]): TableRate[] {
  const out: TableRate[] = [];
  for (const reader of profile.tableRates ?? []) {
    const param = profile.params.find((p) => p.key === reader.key);
    if (!param || param.kind !== 'probability') continue;
    let count = 0;
    let of = 0;
    for (const log of logs) {
      const read = reader.read(log);
      count += read.count;
      of += read.of;
    }
    if (of > 0) out.push({ key: reader.key, code: param.code, ...wilson(count, of) });
  }
  return out;
}

/** Turns (by the log's turn numbers) in which an event of `type` was recorded, out of the turns the log covers. */
export function perTurn(log: readonly LoggedEvent[], type: string): { count: number; of: number } {
  const turns = new Set(log.map((e) => e.turn));
  const hit = new Set(log.filter((e) => e.type === type).map((e) => e.turn));
  return { count: hit.size, of: turns.size };
}
