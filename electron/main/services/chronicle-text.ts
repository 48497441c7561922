/**
 * The chronicle's text search over SQLite's FTS5 (schema 8, `chronicle_texts` + `chronicle_text`):
 * each event's sentence, as the chronicle narrates it in a language (`chronicle-narration.ts`),
 * lower-cased, with its type, in a `trigram` index. The log is append-only (undo, redo, rewinds and
 * bring-backs add events and never change an old event's sentence), so the index of a campaign's
 * language is brought up to date by narrating the events written since it was last asked.
 *
 * A search finds what the renderer's search found: the events whose type holds the text, or whose
 * lower-cased sentence does. A text of three characters or more is looked up in the trigram index
 * (`case_sensitive 1` over text lower-cased as the renderer lower-cases it: an exact substring).
 * A text of two characters is looked up too: each stored type and sentence ends with two `END`
 * marks, so every place a pair of characters stands begins a trigram ("ab" at a text's end is
 * "ab" + END); the index's own list of trigrams (an `fts5vocab` table) gives those that begin with the
 * pair, and the rows holding any of them are the rows holding the pair. A text of one character is
 * scanned, as before, over the stored sentences of the campaign's language.
 */
import type { Statement } from 'better-sqlite3';
import { preparedOnce, type Db } from './database';
import type { HistoryEntry } from '../../../shared/rpc/contract';
import type { ChronicleNarrator } from './chronicle-narration';

/** A set's rowids: its id × 2^32 + an event's seq. */
const SPAN = 2 ** 32;
/** Events narrated and written per statement batch while catching up. */
const CATCH_UP_CHUNK = 2000;
/**
 * Ends each stored type and sentence, twice: a pair of characters anywhere in a text then begins one
 * of its trigrams. A text holding it is looked for row by row (`matches`), the marks taken off.
 */
const END = '\u0001';
const ENDS = END + END;
/**
 * How the texts are stored, kept with the words' version (`chronicle_texts.words`): a set stored
 * otherwise (before the `END` marks) is narrated again at its first search, as new words are.
 */
const STORED = 'ends-2';
const storedWords = (narrator: ChronicleNarrator) => `${STORED}|${narrator.version}`;

interface TextSet {
  id: number;
  words: string;
  identity: string;
  atSeq: number;
}

/** The search's text as the renderer's search read it: trimmed and lower-cased (empty: no search). */
export const needleOf = (text: string | undefined): string => (text ?? '').trim().toLowerCase();

/** Half of a pair of UTF-16 code units alone: not a character SQLite can take. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** A stored text without its end marks. */
const unmarked = (text: string) => (text.endsWith(ENDS) ? text.slice(0, -ENDS.length) : text);

/** A reader of an ascending list of seqs newest first, as `ChronicleText.newest` reads the index: `(below, limit)`. */
export function newestOf(all: readonly number[]): (below: number, limit: number) => number[] {
  return (below, limit) => {
    let hi = all.length; // the first seq at or past `below`, by halving
    for (let lo = 0; lo < hi;) {
      const mid = (lo + hi) >> 1;
      if (all[mid] < below) lo = mid + 1;
      else hi = mid;
    }
    return all.slice(Math.max(0, hi - limit), hi).reverse();
  };
}

export class ChronicleText {
  /** Statements prepared once per SQL text (preparing per call leaks native memory). */
  private readonly sql: (text: string) => Statement;
  /** Whether this connection made its list of the index's trigrams (`temp.chronicle_text_terms`). */
  private terms = false;

  constructor(private readonly db: Db) {
    this.sql = preparedOnce(db);
  }

  /**
   * Brings a campaign's text in a language up to the log's last event (`lastSeq`): narrated again
   * from the start when the words or the campaign changed, else from the last event narrated. The
   * events are read through `eventsAfter` (seq > the given one, up to `limit`, in order). Returns the
   * set's id and, when the index could not be written (a full disk, a read-only file), the events it
   * lacks narrated in memory — the answer is the same, only slower.
   */
  catchUp(
    campaignId: number,
    locale: string,
    identity: string,
    narrator: ChronicleNarrator,
    lastSeq: number,
    eventsAfter: (seq: number, limit: number) => Omit<HistoryEntry, 'undone'>[],
  ): { setId: number | null; unwritten: { seq: number; type: string; sentence: string }[] } {
    let set = this.set(campaignId, locale);
    const words = storedWords(narrator);
    const stale = set && (set.words !== words || set.identity !== identity || set.atSeq > lastSeq);
    const narrate = (from: number) => {
      const out: { seq: number; type: string; sentence: string }[] = [];
      for (let at = from; at < lastSeq;) {
        const events = eventsAfter(at, CATCH_UP_CHUNK).filter((e) => e.seq <= lastSeq);
        if (!events.length) break;
        for (const e of events) out.push({ seq: e.seq, type: e.type, sentence: narrator.sentence(e).toLowerCase() });
        at = events[events.length - 1].seq;
      }
      return out;
    };
    if (set && !stale && set.atSeq === lastSeq) return { setId: set.id, unwritten: [] };
    try {
      this.db.transaction(() => {
        if (set && stale) {
          this.sql('DELETE FROM chronicle_texts WHERE id = ?').run(set.id);
          set = null;
        }
        if (!set) {
          const id = this.sql('INSERT INTO chronicle_texts (campaign_id, locale, words, identity, at_seq) VALUES (?, ?, ?, ?, 0)').run(
            campaignId,
            locale,
            words,
            identity,
          ).lastInsertRowid;
          set = { id: Number(id), words, identity, atSeq: 0 };
        }
        const insert = this.sql('INSERT INTO chronicle_text (rowid, type, sentence) VALUES (?, ?, ?)');
        const base = set.id * SPAN;
        for (const t of narrate(set.atSeq)) insert.run(base + t.seq, t.type + ENDS, t.sentence + ENDS);
        this.sql('UPDATE chronicle_texts SET at_seq = ? WHERE id = ?').run(lastSeq, set.id);
      })();
      return { setId: this.set(campaignId, locale)!.id, unwritten: [] };
    } catch {
      // Not written (only a cache): what the index lacks is narrated for this search alone.
      const kept = this.set(campaignId, locale);
      const usable = kept && kept.words === words && kept.identity === identity && kept.atSeq <= lastSeq;
      return { setId: usable ? kept.id : null, unwritten: narrate(usable ? kept.atSeq : 0) };
    }
  }

  /** The seqs of a set's events whose type or sentence holds `needle` (lower-cased, not empty), ascending. */
  matches(setId: number, needle: string): number[] {
    const base = setId * SPAN;
    // A text SQLite cannot take as a query (a NUL ends its string), or one holding the end mark, is
    // looked for here, row by row (the marks taken off).
    const byHand = () =>
      (
        this.sql('SELECT rowid - ? AS seq, type, sentence FROM chronicle_text WHERE rowid BETWEEN ? AND ? ORDER BY rowid').all(
          base,
          base,
          base + SPAN - 1,
        ) as { seq: number; type: string; sentence: string }[]
      )
        .filter((r) => unmarked(r.type).includes(needle) || unmarked(r.sentence).includes(needle))
        .map((r) => r.seq);
    if (needle.includes('\u0000') || needle.includes(END)) return byHand();
    const length = [...needle].length;
    try {
      if (length >= 3) return this.matching(`"${needle.replaceAll('"', '""')}"`, base);
      if (length === 2 && !LONE_SURROGATE.test(needle)) return this.matchingPair(needle, base);
      // One character (or a lone surrogate, as before): scanned.
      return this.sql(
        'SELECT rowid - ? FROM chronicle_text WHERE rowid BETWEEN ? AND ? AND (instr(sentence, ?) > 0 OR instr(type, ?) > 0) ORDER BY rowid',
      )
        .pluck()
        .all(base, base, base + SPAN - 1, needle, needle) as number[];
    } catch {
      return byHand();
    }
  }

  /**
   * The newest first: a reader of the seqs of a set's events whose type or sentence holds `needle`,
   * in descending order, a chunk at a time — `(below, limit)` gives at most `limit` seqs under
   * `below`. A text of two characters or more is read from the trigram index that far only (FTS5
   * reads its rowids backwards), so the newest matches cost the same at any length of the log;
   * any other text (one character, a NUL, the end mark, a query SQLite refuses) is found whole
   * through `matches` and read from its end.
   */
  newest(setId: number, needle: string): (below: number, limit: number) => number[] {
    const base = setId * SPAN;
    const whole = () => newestOf(this.matches(setId, needle));
    if (needle.includes('\u0000') || needle.includes(END)) return whole();
    const length = [...needle].length;
    let query: string | null = null;
    try {
      if (length >= 3) query = `"${needle.replaceAll('"', '""')}"`;
      else if (length === 2 && !LONE_SURROGATE.test(needle)) {
        const trigrams = this.trigramsOf(needle);
        if (!trigrams.length) return () => [];
        query = trigrams.map((t) => `"${t.replaceAll('"', '""')}"`).join(' OR ');
      }
    } catch {
      query = null;
    }
    if (query === null) return whole();
    const read = this.sql(
      'SELECT rowid - ? FROM chronicle_text WHERE chronicle_text MATCH ? AND rowid BETWEEN ? AND ? ORDER BY rowid DESC LIMIT ?',
    ).pluck();
    let fallback: ((below: number, limit: number) => number[]) | null = null;
    return (below, limit) => {
      if (fallback) return fallback(below, limit);
      if (below <= 0) return [];
      try {
        return read.all(base, query, base, base + Math.min(below, SPAN) - 1, limit) as number[];
      } catch {
        fallback = whole();
        return fallback(below, limit);
      }
    };
  }

  /**
   * The seqs of a set's rows (rowids from `base`) an FTS5 query matches, ascending. Subtracted in
   * SQL: a seq is a small integer to V8, where a rowid past 2^31 is a boxed number for the collector.
   */
  private matching(query: string, base: number): number[] {
    return this.sql('SELECT rowid - ? FROM chronicle_text WHERE chronicle_text MATCH ? AND rowid BETWEEN ? AND ? ORDER BY rowid')
      .pluck()
      .all(base, query, base, base + SPAN - 1) as number[];
  }

  /**
   * The seqs of a set's rows (rowids from `base`) holding a pair of characters: those holding a
   * trigram that begins with it. The trigrams come from the index's list of its terms (every
   * campaign's and language's: a trigram of another set only finds nothing here), read over the pair's range alone.
   */
  private matchingPair(pair: string, base: number): number[] {
    const trigrams = this.trigramsOf(pair);
    if (!trigrams.length) return [];
    return this.matching(trigrams.map((t) => `"${t.replaceAll('"', '""')}"`).join(' OR '), base);
  }

  /** The index's trigrams that begin with a pair of characters (throws for one holding a NUL: looked for row by row). */
  private trigramsOf(pair: string): string[] {
    if (!this.terms) {
      this.db.exec("CREATE VIRTUAL TABLE IF NOT EXISTS temp.chronicle_text_terms USING fts5vocab(main, 'chronicle_text', 'row')");
      this.terms = true;
    }
    const trigrams = (
      this.sql('SELECT term FROM temp.chronicle_text_terms WHERE term >= ? AND term <= ?')
        .pluck()
        .all(pair, pair + '\u{10FFFF}') as string[]
    ).filter((t) => t.startsWith(pair));
    if (trigrams.some((t) => t.includes('\u0000'))) throw new Error('a NUL in a trigram: looked for row by row');
    return trigrams;
  }

  private set(campaignId: number, locale: string): TextSet | null {
    return (
      (this.sql('SELECT id, words, identity, at_seq AS atSeq FROM chronicle_texts WHERE campaign_id = ? AND locale = ?').get(
        campaignId,
        locale,
      ) as TextSet | undefined) ?? null
    );
  }
}
