/**
 * "Tonight" on the table display: this session's headlines, kept as the log changes — a new step's
 * headlines come in (and are the fresh ones to show large), an undo takes its step's out, a redo
 * puts them back.
 */
import type { Headlines } from '../../../../shared/engine/headlines';
import type { HistoryEntry } from '../../../../shared/rpc/contract';

export class Tonight {
  private readonly bySeq = new Map<number, HistoryEntry>();
  /** The session whose headlines are kept (null: before the first session). */
  session: number | null = null;

  constructor(private readonly headlines: Headlines | undefined) {}

  /** This session's headlines still in force, oldest first. */
  get entries(): HistoryEntry[] {
    return [...this.bySeq.values()].sort((a, b) => a.seq - b.seq);
  }

  /**
   * Takes in events as the log sends them (a page, or one step with the events an undo re-marked).
   * Returns the headline events that are new and in force: what the display shows large.
   */
  merge(entries: readonly HistoryEntry[]): HistoryEntry[] {
    const fresh: HistoryEntry[] = [];
    for (const e of entries) {
      if (e.sessionId !== this.session) {
        if (e.undone || e.sessionId === null || this.headlines?.weightOf(e) == null) continue;
        // A new session began: tonight starts again.
        if (this.session !== null && e.sessionId < this.session) continue;
        this.session = e.sessionId;
        this.bySeq.clear();
      }
      if (this.headlines?.weightOf(e) == null) continue;
      if (e.undone) this.bySeq.delete(e.seq);
      else {
        if (!this.bySeq.has(e.seq)) fresh.push(e);
        this.bySeq.set(e.seq, e);
      }
    }
    return fresh;
  }

  clear(): void {
    this.bySeq.clear();
  }
}

/**
 * Splits "tonight"'s lines into pages the side column shows one at a time: a page holds lines up to
 * about `budget` characters (always at least one line), so a long night rotates instead of shrinking
 * the whole display.
 */
export function pagesOf<T extends { text: string }>(lines: readonly T[], budget: number): T[][] {
  const pages: T[][] = [];
  let size = 0;
  for (const line of lines) {
    const last = pages.at(-1);
    if (last && size + line.text.length <= budget) {
      last.push(line);
      size += line.text.length;
    } else {
      pages.push([line]);
      size = line.text.length;
    }
  }
  return pages;
}
