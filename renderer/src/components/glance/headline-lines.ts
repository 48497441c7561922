/** Headlines in words: a step's (or a session's) big moments as the ruleset declares them, narrated by its catalog, heaviest first. */
import { rankHeadlines, WEIGHT, type Headlines } from '../../../../shared/engine/headlines';
import type { HistoryEntry } from '../../../../shared/rpc/contract';
import type { Words } from '../../i18n/words';

/** How a headline is drawn: the grave ones (the end, a death, madness, a fall) in red, good news in green. */
export type HeadlineTone = 'grave' | 'threat' | 'track' | 'relief' | 'notable';

export interface HeadlineLine {
  /** The event's seq: a stable key. */
  seq: number;
  /** The step it happened in (its seq is the step's first event's). */
  step: number;
  text: string;
  weight: number;
  tone: HeadlineTone;
}

export function toneOf(weight: number): HeadlineTone {
  if (weight >= WEIGHT.fall) return 'grave';
  if (weight >= WEIGHT.threat) return 'threat';
  if (weight >= WEIGHT.track) return 'track';
  if (weight >= WEIGHT.relief) return 'relief';
  return 'notable';
}

/** The headlines among `entries` (undone ones left out), narrated, heaviest first. */
export function headlineLines(words: Words, headlines: Headlines | undefined, entries: readonly HistoryEntry[]): HeadlineLine[] {
  return rankHeadlines(
    headlines,
    entries.filter((e) => !e.undone),
  ).map(({ event, weight }) => ({ seq: event.seq, step: event.step, text: words.narrate(event), weight, tone: toneOf(weight) }));
}
