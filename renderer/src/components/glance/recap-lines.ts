/**
 * "Previously on…" in a few lines, from a session's recap: the session and its size, its heaviest
 * headlines, the tracks that really moved, and how the game ended if it did. The play screen's
 * strip shows these lines and the Markdown chronicle writes them as the session's entry.
 */
import type { Headlines } from '../../../../shared/engine/headlines';
import type { SessionRecap } from '../../../../shared/rpc/contract';
import type { Words } from '../../i18n/words';
import { headlineLines } from './headline-lines';

/** Headlines and tracks named in the few lines; the rest is in the full list. */
const MOST_HEADLINES = 3;
const MOST_MOVES = 4;

export interface RecapSummary {
  /** "Session 2 · 14 actions". */
  lead: string;
  /** The heaviest headlines, narrated. */
  headlines: string[];
  /** "Doom 2 → 5 · Terror 1 → 4 and 2 more", or null when no track moved. */
  moves: string | null;
  /** How the game ended in this session, or null. */
  outcome: string | null;
}

export function recapSummary(recap: SessionRecap, words: Words, headlines: Headlines | undefined): RecapSummary {
  const { t } = words;
  const ranked = headlineLines(words, headlines, recap.highlights);
  const named = ranked.slice(0, MOST_HEADLINES).map((l) => l.text);
  // The recap sends the heaviest headlines with the count of them all (a long session has thousands).
  const more = Math.max(ranked.length, recap.headlines ?? 0) - named.length;
  const moves = recap.moves
    .slice(0, MOST_MOVES)
    .map((m) => t('recap/strip-move', { name: t(m.code, m.params), from: m.from ?? '—', to: m.to ?? '—' }));
  return {
    lead: [t('recap/strip-session', { n: recap.session.number }), t('recap/strip-actions', { n: recap.actions })].join(' · '),
    headlines: more > 0 ? [...named, t('recap/more-headlines', { n: more })] : named,
    moves: moves.length
      ? moves.join(' · ') + (recap.moves.length > MOST_MOVES ? t('recap/strip-more', { n: recap.moves.length - MOST_MOVES }) : '')
      : null,
    outcome: recap.outcome
      ? `${t('recap/result', { result: recap.outcome.result })}: ${t(recap.outcome.code, recap.outcome.params)}`
      : null,
  };
}

/** The summary as plain lines (the Markdown export's session entry). */
export function recapSummaryLines(summary: RecapSummary): string[] {
  return [summary.lead, ...(summary.outcome ? [summary.outcome] : []), ...summary.headlines, ...(summary.moves ? [summary.moves] : [])];
}
