/** The chronicle: a campaign's whole log, the state after any event, checkpoints and session recaps. */
import { fail, ok, type Result } from '../../../shared/engine/result';
import type { Ruleset } from '../../../shared/engine/ruleset';
import { foldEvent } from '../../../shared/engine/run';
import { TIMELINE_TYPES } from '../../../shared/engine/timeline';
import type {
  CampaignSummary,
  CheckpointInfo,
  Chronicle,
  ChroniclePage,
  ChroniclePageArgs,
  HistoryEntry,
  SessionRecap,
  SessionInfo,
  StateAt,
  TrackerMove,
} from '../../../shared/rpc/contract';
import { CHRONICLE_COUNT_BOUND } from '../../../shared/rpc/contract';
import type { CampaignStore } from './campaign-store';
import {
  ChronicleIndex,
  isKind,
  mentions,
  NOT_A_HIGHLIGHT,
  SavedIndexGone,
  SortedSteps,
  TABLE_HIGHLIGHT,
  type Rows,
  type Steps,
} from './chronicle-index';
import { chronicleNarrator } from './chronicle-narration';
import { ChronicleText, needleOf, newestOf } from './chronicle-text';
import type { EngineHost } from './engine-host';
import { CHECKPOINT, ReplayError, toEvent, type LogEntry } from './replay';

/** Steps that move the timeline or name a moment: never "in force" as a game step. */
const META = new Set([...TIMELINE_TYPES, CHECKPOINT]);

/** The index is saved again once this many events were indexed since it last was (see `ChronicleIndex.save`). */
const SAVE_INDEX_EVERY = 1000;

/** The recap sends at most this many headlines (the heaviest), with how many more there were; the table's own highlights all. */
export const MOST_HIGHLIGHTS = 100;

/** Campaigns whose logs the chronicle keeps indexed (the least recently paged beyond it are dropped). */
const KEPT_LOGS = 3;

/** A campaign's log as the chronicle saw it last: its index, and what the timeline made of it then. */
interface SeenLog {
  index: ChronicleIndex;
  /** The log's last seq when the timeline below was read: every timeline move writes an event. */
  at: number;
  /** The steps in force, ascending (each is a game step: timeline moves and checkpoints never are). */
  inForce: SortedSteps;
  recoverable: Steps;
  /** The latest step in force. */
  top: number | undefined;
}

/** A text search's rows: per row, the position of its first event that passes the filter and holds the text. */
interface FoundRows {
  key: string;
  first: Int32Array;
  /** The seqs of the events that pass and hold the text, ascending (typed: no number boxed, nothing for the collector to walk). */
  seqs: Int32Array;
}

/** Whether an ascending list holds `n` (by halving). */
function holds(sorted: Int32Array, n: number): boolean {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < n) lo = mid + 1;
    else hi = mid;
  }
  return lo < sorted.length && sorted[lo] === n;
}

/** Text searches kept (the latest asked), so the pages of one search read its rows once. */
const KEPT_SEARCHES = 4;

/** A bounded search's first read of the newest matches: the bound and a little more (a page's rows rarely need more). */
const FIRST_CHUNK = CHRONICLE_COUNT_BOUND + 24;

/** What a page reads of the rows that pass (the rows in order from the oldest counted). */
interface Counted {
  total: number;
  matched: number;
  /** Earlier rows pass too, not counted (a bounded search). */
  more: boolean;
  /** Row `r`'s first passing event's position, and its step. */
  firstOf: (r: number) => number;
  stepOf: (r: number) => number;
  /** Whether an event of a row's step passes (the kind is tested besides). */
  holds: (e: Pick<HistoryEntry, 'seq' | 'step' | 'sessionId' | 'data'>) => boolean;
  /** The first row of turn `turn` or later (`total` when none). */
  turnRow: (turn: number) => number;
}

/** A bounded search's rows read so far, newest first (see `ChronicleService.newestFound`). */
interface FoundTail {
  key: string;
  read: (below: number, limit: number) => number[];
  /** Matches at or past this seq were read. */
  below: number;
  done: boolean;
  /** Matches read per chunk (doubling). */
  chunk: number;
  /** Per row, newest first: its oldest match's position, its step, and where its matches begin in `seqs`. */
  rowFirst: number[];
  rowStep: number[];
  rowFrom: number[];
  /** The matches that pass, descending. */
  seqs: number[];
}

export class ChronicleService {
  private readonly seen = new Map<number, SeenLog>();
  private readonly text: ChronicleText;
  private readonly searches: FoundRows[] = [];
  private readonly tails: FoundTail[] = [];
  /** Campaigns whose saved index failed to read (see `readingTheLog`): indexed from the log, and saved again. */
  private readonly notSaved = new Set<number>();

  constructor(
    private readonly store: CampaignStore,
    private readonly host: EngineHost,
    private readonly rulesets: ReadonlyMap<string, Ruleset>,
    /** The app's version: the narrated texts of another version are narrated again. */
    private readonly appVersion = '',
  ) {
    this.text = new ChronicleText(store.db);
  }

  /** Everything the chronicle screen shows, in one answer (exports and older callers). */
  chronicle(campaignId: number): Result<Chronicle> {
    const history = this.host.history(campaignId);
    if (!history.ok) return history;
    const head = this.chronicleHead(campaignId, history.value);
    if (!head.ok) return head;
    const campaign = this.store.getCampaign(campaignId)!;
    return ok({ campaign, sessions: this.store.listSessions(campaignId), entries: history.value, ...head.value });
  }

  /** The checkpoints (and whether the game can still reach them) and the abandoned branches. */
  private chronicleHead(campaignId: number, entries: readonly HistoryEntry[]): Result<Pick<Chronicle, 'checkpoints' | 'branches'>> {
    const timeline = this.host.timeline(campaignId);
    if (!timeline.ok) return timeline;
    const { applied, recoverable } = timeline.value;
    const moment = checkpointInfo(new Set(applied), new Set(recoverable), applied[applied.length - 1]);
    const checkpoints = entries.filter((e) => e.type === CHECKPOINT).map(moment);
    const branches = this.host.abandonedBranches(campaignId);
    if (!branches.ok) return branches;
    return ok({ checkpoints, branches: branches.value });
  }

  /**
   * One page of the chronicle's rows, filtered by what the server stores (session, player, kind).
   * The campaign's index (see `ChronicleIndex`) says which steps the page holds; only their events
   * are read, so a page costs the same at any length of the log.
   */
  chroniclePage(args: ChroniclePageArgs): Result<ChroniclePage> {
    return this.readingTheLog(args.campaignId, () => this.pageOf(args));
  }

  /**
   * Does `work`, and once more over an index built from the log alone if a part of the saved index
   * it read later was not there as it was (the file changed under the process, or a part is damaged).
   */
  private readingTheLog<T>(campaignId: number, work: () => T): T {
    try {
      return work();
    } catch (error) {
      if (!(error instanceof SavedIndexGone)) throw error;
      this.seen.delete(campaignId);
      this.notSaved.add(campaignId);
      return work();
    }
  }

  private pageOf(args: ChroniclePageArgs): Result<ChroniclePage> {
    const { campaignId, filter = {}, limit = 100 } = args;
    const campaign = this.store.getCampaign(campaignId);
    if (!campaign) return fail('campaign/not_found', 'That campaign does not exist (it may have been deleted).', { campaignId });
    // Refusals first: a refused ask writes nothing (not even the index's save).
    const sessions = this.store.listSessions(campaignId);
    if (typeof filter.session === 'number' && !sessions.some((s) => s.id === filter.session))
      return fail('history/no_such_session', 'There is no such session in this campaign.', { sessionId: filter.session });
    const who = filter.player && filter.player !== 'all' ? campaign.players.find((p) => p.id === filter.player) : undefined;
    if (filter.player && filter.player !== 'all' && !who)
      return fail('history/no_such_player', 'There is no such player in this campaign.', { playerId: filter.player });
    const needle = needleOf(filter.text);
    const ruleset = this.rulesets.get(campaign.rulesetId);
    const narrator = needle && ruleset ? chronicleNarrator(campaign.rulesetId, ruleset, args.locale ?? 'en', this.appVersion) : null;
    if (needle && !ruleset)
      return fail(
        'campaign/unknown_ruleset',
        `This campaign uses the "${campaign.rulesetId}" rules, which this version of Doomkeeper does not have.`,
      );
    if (needle && !narrator)
      return fail('history/search_language', 'The chronicle cannot search in that language.', { locale: args.locale ?? 'en' });
    const seen = this.seenLog(campaign);
    if (!seen.ok) return seen;
    const log = seen.value;
    const { index } = log;

    const kind = filter.kind ?? 'all';
    const session = filter.session ?? 'all';
    const rows = index.rows({ session, player: who, kind }, log.inForce);
    const filterKey = `${session}|${who?.id ?? ''}|${kind}`;
    const locale = args.locale ?? 'en';
    // A text search: the rows holding a passing event that holds the text (the index of the narrated texts finds them),
    // every one of them, or (bounded) those from the latest back as far as the page needs.
    let counted: Counted;
    if (narrator && args.bounded) counted = this.newestFound(campaign, log, rows, narrator, locale, needle, filterKey, args, limit);
    else if (narrator) {
      const found = this.found(campaign, log, rows, narrator, locale, needle, filterKey);
      counted = {
        total: found.first.length,
        matched: found.seqs.length,
        more: false,
        firstOf: (r) => found.first[r],
        stepOf: (r) => index.steps.at(found.first[r]),
        holds: (e) => holds(found.seqs, e.seq),
        turnRow: (turn) => {
          const r = found.first.findIndex((p) => index.turns.at(p) >= turn);
          return r < 0 ? found.first.length : r;
        },
      };
    } else
      counted = {
        total: rows.first.length,
        matched: rows.events,
        more: false,
        firstOf: (r) => rows.first.at(r),
        stepOf: (r) => rows.steps.at(r),
        holds: (e) => (session === 'all' || e.sessionId === session) && (!who || mentions(e.data, who)),
        turnRow: (turn) => firstRow(rows.first.length, (r) => rows.topTurn.at(r) >= turn),
      };
    const { total, firstOf, stepOf } = counted;
    let at: number;
    let end: number | undefined;
    if (args.index !== undefined) at = Math.min(args.index, total);
    else if (args.afterStep !== undefined) at = firstRow(total, (r) => stepOf(r) > args.afterStep!);
    else if (args.turn !== undefined) at = counted.turnRow(args.turn);
    else {
      end = Math.max(0, total - (args.fromEnd ?? 0));
      at = Math.max(0, end - limit);
    }
    end ??= Math.min(total, at + limit);

    const steps: number[] = [];
    for (let r = at; r < end; r++) steps.push(stepOf(r));
    const passing = markUndone(log.inForce, this.store.eventsOfSteps(campaignId, steps)).filter((e) => counted.holds(e) && isKind(e, kind));
    const before = at > 0 ? firstOf(at - 1) : -1;
    let prev = before < 0 ? undefined : { sessionId: index.sessionAt(before), turn: index.turns.at(before) };
    const laterThan = (step: number) => log.inForce.after(step);
    const page: ChroniclePage = {
      index: at,
      rows: groupSteps(passing).map((g) => {
        const here = g[0];
        const heading = !prev || prev.sessionId !== here.sessionId ? 'session' : prev.turn !== here.turn ? 'turn' : null;
        prev = here;
        return { step: here.step, entries: g, heading, later: laterThan(here.step) };
      }),
      total,
      matched: counted.matched,
      ...(args.bounded ? { more: counted.more, events: index.seqs.length } : {}),
    };
    if (!args.outline) return ok(page);

    // Every checkpoint, with whether the game can still reach it (a checkpoint is never undone itself).
    const moment = checkpointInfo(log.inForce, log.recoverable, log.top);
    const checkpoints = index.checkpointEvents((steps) => this.store.eventsOfSteps(campaignId, steps)).map(moment);
    return ok({
      ...page,
      head: {
        campaign,
        sessions,
        checkpoints,
        branches: index.abandonedBranches().map((b) => ({ ...b, taken: laterThan(b.toStep) })),
        events: index.seqs.length,
        topStep: log.inForce.last ?? null,
      },
    });
  }

  /** Forgets what the chronicle keeps of a campaign's log (it was replaced or deleted). */
  forget(campaignId: number): void {
    this.seen.delete(campaignId);
    this.searches.length = 0;
    this.tails.length = 0;
  }

  /**
   * A text search's rows over a filter's rows: the events holding the text come from the campaign's
   * narrated texts in the language (brought up to the log's end first), those that pass the filter
   * are grouped by step as the rows are. Kept while the log stands, so each page of a search reads them once.
   */
  private found(
    campaign: CampaignSummary,
    log: SeenLog,
    rows: Rows,
    narrator: NonNullable<ReturnType<typeof chronicleNarrator>>,
    locale: string,
    needle: string,
    filterKey: string,
  ): FoundRows {
    const { index } = log;
    const key = JSON.stringify([campaign.id, log.at, index.identity, narrator.version, filterKey, needle]);
    const kept = this.searches.findIndex((s) => s.key === key);
    if (kept >= 0) return this.searches[kept];
    const eventsAfter = (seq: number, limit: number) => {
      let p = index.positionOf(seq) + 1;
      if (p === 0) for (p = 0; p < index.seqs.length && index.seqs.at(p) <= seq; p++);
      return this.store.eventsAt(campaign.id, index.seqs.slice(p, p + limit));
    };
    const { setId, unwritten } = this.text.catchUp(campaign.id, locale, index.identity, narrator, index.lastSeq, eventsAfter);
    const hits = setId === null ? [] : this.text.matches(setId, needle);
    for (const t of unwritten) if (t.type.includes(needle) || t.sentence.includes(needle)) hits.push(t.seq);
    // The hits are ascending (the index's, then those narrated in memory after its last event).
    const first = new Int32Array(hits.length);
    const seqs = new Int32Array(hits.length);
    let rowCount = 0;
    let seqCount = 0;
    let lastStep = -1;
    for (const seq of hits) {
      const p = index.positionOf(seq);
      if (p < 0 || !rows.passes(p)) continue;
      seqs[seqCount++] = seq;
      const step = index.steps.at(p);
      if (step === lastStep) continue;
      first[rowCount++] = p;
      lastStep = step;
    }
    const rowsFound: FoundRows = { key, first: first.subarray(0, rowCount), seqs: seqs.subarray(0, seqCount) };
    this.searches.unshift(rowsFound);
    if (this.searches.length > KEPT_SEARCHES) this.searches.pop();
    return rowsFound;
  }

  /**
   * A text search's rows counted from the latest back (a bounded ask): read from the narrated texts
   * newest first, a chunk at a time, as far as the page asked needs and at least
   * `CHRONICLE_COUNT_BOUND` matching events — not the whole log. Kept while the log stands, and read
   * on further as later asks go further back. A row (a step) is counted once its oldest match is
   * known: once a match of an older step was read, or none is left.
   */
  private newestFound(
    campaign: CampaignSummary,
    log: SeenLog,
    rows: Rows,
    narrator: NonNullable<ReturnType<typeof chronicleNarrator>>,
    locale: string,
    needle: string,
    filterKey: string,
    args: ChroniclePageArgs,
    limit: number,
  ): Counted {
    const { index } = log;
    const key = JSON.stringify(['newest', campaign.id, log.at, index.identity, narrator.version, filterKey, needle]);
    let tail = this.tails.find((t) => t.key === key);
    if (!tail) {
      const eventsAfter = (seq: number, count: number) => {
        let p = index.positionOf(seq) + 1;
        if (p === 0) for (p = 0; p < index.seqs.length && index.seqs.at(p) <= seq; p++);
        return this.store.eventsAt(campaign.id, index.seqs.slice(p, p + count));
      };
      const { setId, unwritten } = this.text.catchUp(campaign.id, locale, index.identity, narrator, index.lastSeq, eventsAfter);
      let read: (below: number, count: number) => number[];
      if (!unwritten.length && setId !== null) read = this.text.newest(setId, needle);
      else {
        // The index could not be written: its matches and those narrated in memory, whole (the answer is the same, only slower).
        const hits = setId === null ? [] : this.text.matches(setId, needle);
        for (const t of unwritten) if (t.type.includes(needle) || t.sentence.includes(needle)) hits.push(t.seq);
        read = newestOf(hits);
      }
      tail = { key, read, below: index.lastSeq + 1, done: false, chunk: FIRST_CHUNK, rowFirst: [], rowStep: [], rowFrom: [], seqs: [] };
      this.tails.unshift(tail);
      if (this.tails.length > KEPT_SEARCHES) this.tails.pop();
    }
    const t = tail;
    const rowCount = () => (t.done ? t.rowFirst.length : Math.max(0, t.rowFirst.length - 1));
    const matchedCount = () => (t.done ? t.seqs.length : t.rowFrom.length ? t.rowFrom[t.rowFirst.length - 1] : 0);
    const readOn = () => {
      const chunk = t.read(t.below, t.chunk);
      if (chunk.length < t.chunk) t.done = true;
      t.chunk = Math.min(t.chunk * 2, 16 * FIRST_CHUNK);
      for (const seq of chunk) {
        t.below = seq;
        const p = index.positionOf(seq);
        if (p < 0 || !rows.passes(p)) continue;
        const step = index.steps.at(p);
        const last = t.rowFirst.length - 1;
        if (last >= 0 && t.rowStep[last] === step) t.rowFirst[last] = p;
        else {
          t.rowFirst.push(p);
          t.rowStep.push(step);
          t.rowFrom.push(t.seqs.length);
        }
        t.seqs.push(seq);
      }
    };
    // How far back the page asked needs the rows counted (the row before the page too: its heading reads it).
    let far: () => boolean;
    if (args.turn !== undefined) {
      let from = 0; // the first event of the turn or later: no row before it is of the turn or later
      while (from < index.seqs.length && index.turns.at(from) < args.turn) from++;
      far = () => from === index.seqs.length || (rowCount() > 0 && t.rowFirst[rowCount() - 1] < from);
    } else if (args.afterStep !== undefined) far = () => rowCount() > 0 && t.rowStep[rowCount() - 1] <= args.afterStep!;
    else far = () => rowCount() >= (args.fromEnd ?? 0) + limit + 1;
    while (!t.done && !(far() && matchedCount() >= CHRONICLE_COUNT_BOUND)) readOn();

    const total = rowCount();
    const firstOf = (r: number) => t.rowFirst[total - 1 - r];
    return {
      total,
      matched: matchedCount(),
      more: !t.done,
      firstOf,
      stepOf: (r) => t.rowStep[total - 1 - r],
      holds: (e) => {
        // The row's matches: from its newest (`rowFrom`) to the next row's.
        let d = 0; // the row of the event's step, by halving (steps descend)
        for (let hi = total; d < hi;) {
          const mid = (d + hi) >> 1;
          if (t.rowStep[mid] > e.step) d = mid + 1;
          else hi = mid;
        }
        if (d >= total || t.rowStep[d] !== e.step) return false;
        const to = d + 1 < t.rowFrom.length ? t.rowFrom[d + 1] : t.seqs.length;
        for (let i = t.rowFrom[d]; i < to; i++) if (t.seqs[i] === e.seq) return true;
        return false;
      },
      turnRow: (turn) => {
        for (let r = 0; r < total; r++) if (index.turns.at(firstOf(r)) >= turn) return r;
        return total;
      },
    };
  }

  /**
   * The campaign's log as the chronicle saw it last, brought up to date: the index reads the
   * events written since, and the timeline (which steps are in force) is read again only when the
   * log moved.
   */
  private seenLog(campaign: CampaignSummary): Result<SeenLog> {
    const { id } = campaign;
    // The app's version too: another version may weigh the headlines otherwise.
    const identity = JSON.stringify([campaign.createdAt, campaign.name, campaign.rulesetId, campaign.players, this.appVersion]);
    const weigher = this.rulesets.get(campaign.rulesetId)?.headlines ?? null;
    const known = this.seen.get(id);
    this.seen.delete(id);
    if (known && known.at === campaign.eventCount && known.index.identity === identity) {
      this.seen.set(id, known);
      return ok(known);
    }
    const timeline = this.host.inForce(id);
    if (!timeline.ok) return timeline;
    const damaged = this.notSaved.delete(id);
    let index =
      known?.index.identity === identity
        ? known.index
        : damaged
          ? undefined
          : (ChronicleIndex.saved(this.store, id, identity, weigher) ?? undefined);
    if (!index?.catchUp(campaign.eventCount)) {
      index = new ChronicleIndex(this.store, id, identity, weigher);
      index.catchUp(campaign.eventCount);
    }
    if (index.lastSeq - index.savedAt >= SAVE_INDEX_EVERY || index.oldLayout || damaged) {
      try {
        index.save();
      } catch {
        // Only a cache (a full disk, a read-only file): the next fresh process builds the index from the log.
      }
    }
    // The host's own list of the steps in force (no copy): this log is used only while the log stands
    // (`at`), and every step, undo, redo or rewind writes an event.
    const { applied, recoverable } = timeline.value;
    const log: SeenLog = {
      index,
      at: campaign.eventCount,
      inForce: new SortedSteps(applied, true),
      recoverable,
      top: applied[applied.length - 1],
    };
    this.seen.set(id, log);
    if (this.seen.size > KEPT_LOGS) this.seen.delete(this.seen.keys().next().value!);
    return ok(log);
  }

  /**
   * The game right after event `seq`, as it stood then (undone steps included). Costs what the
   * event's line of play since its newest snapshot costs, not what the whole log does.
   */
  stateAt(campaignId: number, seq: number): Result<StateAt> {
    return this.readingTheLog(campaignId, () => this.stateAtOf(campaignId, seq));
  }

  private stateAtOf(campaignId: number, seq: number): Result<StateAt> {
    const [raw] = Number.isInteger(seq) ? this.store.eventsAt(campaignId, [seq]) : [];
    // No such event: refused before the log is read (a refused ask writes nothing, not even the index's save).
    if (!raw && this.store.getCampaign(campaignId))
      return fail('history/no_such_event', 'There is no such event in this campaign.', { seq });
    const opened = this.openLog(campaignId);
    if (!opened.ok) return opened;
    const { ruleset, log } = opened.value;
    const found = raw ? this.stateAfter(campaignId, ruleset, log.index, raw) : undefined;
    if (found && !found.ok) return found;
    // No such event, or one after which nothing stood (every step taken back).
    const state = found?.value.state;
    if (state === undefined) return fail('history/no_such_event', 'There is no such event in this campaign.', { seq });
    return ok({
      entry: markUndone(log.inForce, [raw])[0],
      state,
      prompt: ruleset.prompt(state),
      trackers: ruleset.trackers(state),
      outcome: ruleset.outcome?.(state) ?? null,
    });
  }

  /** "Previously…": a session's recap — the given one, or the last session in which anything happened. */
  recap(campaignId: number, sessionId?: number): Result<SessionRecap | null> {
    return this.readingTheLog(campaignId, () => this.recapOf(campaignId, sessionId));
  }

  private recapOf(campaignId: number, sessionId?: number): Result<SessionRecap | null> {
    const sessions = this.store.listSessions(campaignId);
    // Refused before the log is read: a refused ask writes nothing (not even the index's save).
    if (sessionId !== undefined && this.store.getCampaign(campaignId) && !sessions.some((s) => s.id === sessionId))
      return fail('history/no_such_session', 'There is no such session in this campaign.', { sessionId });
    const opened = this.openLog(campaignId);
    if (!opened.ok) return opened;
    const { ruleset, log } = opened.value;
    let session: SessionInfo | undefined;
    if (sessionId !== undefined) session = sessions.find((s) => s.id === sessionId);
    else session = [...sessions].reverse().find((s) => log.index.playedIn(s.id));
    if (!session)
      return sessionId !== undefined
        ? fail('history/no_such_session', 'There is no such session in this campaign.', { sessionId })
        : ok(null);
    // What the session's events are comes from the index (no payloads); only the events a recap
    // shows, and the two around which its states stand, are read: it costs the same at any length.
    const { index } = log;
    const mine = index.positionsOfSession(session.id);
    if (!mine.length) return ok(null);
    const firstSeq = index.seqs.at(mine.at(0));
    const lastSeq = index.seqs.at(mine.at(mine.length - 1));
    const around = this.store.eventsAt(campaignId, [firstSeq - 1, lastSeq]);
    const previous = around.find((e) => e.seq === firstSeq - 1);
    const last = around.find((e) => e.seq === lastSeq)!;
    // The game just before the session's first event, and right after its last.
    const start = previous ? this.stateAfter(campaignId, ruleset, index, previous) : ok({ state: undefined, top: undefined });
    if (!start.ok) return start;
    const end = this.stateAfter(campaignId, ruleset, index, last);
    if (!end.ok) return end;
    const before = start.value.state;
    const after = end.value.state;
    // The steps in force at the session's end: those in force now when its top still is (the usual
    // case, nothing taken back since), read from the index's set of steps out of force without a walk.
    const inForceAtEnd: Steps =
      end.value.top === index.topNow ? { has: (step) => index.inForceNow(step) } : new SortedSteps(index.appliedUpTo(end.value.top));
    const undone = (step: number, meta: boolean) => !meta && !index.inForceNow(step);
    // The session's highlights still in force: the ruleset's declared big moments (headlines, weighed
    // in the index as the log grew), and what the table did by hand — changed a value or a house
    // rule, named a moment. Every one of the table's; of the headlines, the heaviest MOST_HIGHLIGHTS
    // (ties: the earlier), with how many more there were. Only the events sent are read.
    const { actions, undoneActions, dice, table, sent, headlineCount } =
      end.value.top === index.topNow ? tallied(index, session.id) : counted(index, mine, inForceAtEnd, undone);
    const seqs = [...table, ...sent].sort((a, b) => a - b).map((p) => index.seqs.at(p));
    const highlights: HistoryEntry[] = this.store
      .eventsAt(campaignId, seqs)
      .map((e) => ({ ...e, undone: undone(e.step, META.has(e.type)) }));
    const outcomeBefore = before === undefined ? null : (ruleset.outcome?.(before) ?? null);
    const outcomeAfter = after === undefined ? null : (ruleset.outcome?.(after) ?? null);
    return ok({
      session,
      actions,
      undone: undoneActions,
      dice,
      moves: trackerMoves(ruleset, before, after),
      highlights,
      headlines: headlineCount,
      moreHighlights: headlineCount - sent.length,
      outcome: outcomeAfter && !outcomeBefore ? outcomeAfter : null,
    });
  }

  /**
   * The game right after an event, as it stood then, and the step then on top: the state its step
   * was played from (see `EngineHost.stateAfterSteps`) with the step's events up to it folded on; a
   * timeline move or checkpoint shows the game the move left.
   */
  private stateAfter(
    campaignId: number,
    ruleset: Ruleset,
    index: ChronicleIndex,
    entry: LogEntry,
  ): Result<{ state: unknown; top: number | undefined }> {
    if (META.has(entry.type)) {
      const top = index.topAfter(entry.seq) ?? undefined;
      const state = this.host.stateAfterSteps(campaignId, index.lineUpTo(top));
      return state.ok ? ok({ state: state.value, top }) : state;
    }
    const from = this.host.stateAfterSteps(campaignId, index.lineUpTo(index.playedFromStep(entry.step)));
    if (!from.ok) return from;
    let state = from.value;
    for (const e of this.store.eventsOfSteps(campaignId, [entry.step])) {
      if (e.seq > entry.seq) break;
      try {
        state = foldEvent(ruleset, state, toEvent(e));
      } catch (error) {
        throw new ReplayError(e.seq, e.type, error);
      }
    }
    return ok({ state, top: entry.step });
  }

  /** The campaign's rules and its log as the chronicle keeps it, up to date. */
  private openLog(campaignId: number): Result<{ ruleset: Ruleset; log: SeenLog }> {
    const campaign = this.store.getCampaign(campaignId);
    if (!campaign) return fail('campaign/not_found', 'That campaign does not exist (it may have been deleted).', { campaignId });
    const ruleset = this.rulesets.get(campaign.rulesetId);
    if (!ruleset)
      return fail(
        'campaign/unknown_ruleset',
        `This campaign uses the "${campaign.rulesetId}" rules, which this version of Doomkeeper does not have.`,
      );
    const log = this.seenLog(campaign);
    return log.ok ? ok({ ruleset, log: log.value }) : log;
  }
}

/** What a recap lists and counts, in force as the game stood at the session's end. */
interface RecapCounts {
  actions: number;
  undoneActions: number;
  dice: number;
  /** Positions of the table's highlights and of the headlines sent. */
  table: number[];
  sent: number[];
  headlineCount: number;
}

/**
 * The recap's counts when the session's end still stands (nothing taken back past it since): its
 * tally, less what is out of force now — the steps out of force are read, not the session's events.
 */
function tallied(index: ChronicleIndex, sessionId: number): RecapCounts {
  const tally = index.tally(sessionId);
  let undoneActions = 0;
  let headlinesOut = 0;
  const out = new Set<number>();
  for (const p of index.eventsOutOfForce()) {
    if (index.sessionAt(p) !== sessionId) continue;
    if (index.seqs.at(p) === index.steps.at(p) && !index.isMetaAt(p)) undoneActions++;
    const weight = index.weightAt(p);
    if (weight === NOT_A_HIGHLIGHT) continue;
    out.add(p);
    if (weight !== TABLE_HIGHLIGHT) headlinesOut++;
  }
  const table = tally.table.filter((p) => index.typeAt(p) === CHECKPOINT || !out.has(p));
  const sent: number[] = [];
  for (const weight of [...tally.byWeight.keys()].sort((a, b) => b - a)) {
    for (const p of tally.byWeight.get(weight)!) {
      if (sent.length === MOST_HIGHLIGHTS) break;
      if (!out.has(p)) sent.push(p);
    }
  }
  return { actions: tally.actions, undoneActions, dice: tally.dice, table, sent, headlineCount: tally.headlines - headlinesOut };
}

/** The recap's counts over every event of the session, against the steps in force at its end (after a timeline move past it). */
function counted(
  index: ChronicleIndex,
  mine: { length: number; at(i: number): number },
  inForceAtEnd: Steps,
  undone: (step: number, meta: boolean) => boolean,
): RecapCounts {
  let actions = 0;
  let undoneActions = 0;
  let dice = 0;
  const table: number[] = [];
  const headlines: number[] = [];
  const byWeight = new Map<number, number>();
  for (let i = 0; i < mine.length; i++) {
    const p = mine.at(i);
    const step = index.steps.at(p);
    const meta = index.isMetaAt(p);
    dice += index.diceAt(p);
    if (index.seqs.at(p) === step && !meta) {
      actions++;
      if (undone(step, meta)) undoneActions++;
    }
    const weight = index.weightAt(p);
    if (weight === NOT_A_HIGHLIGHT) continue;
    if (index.typeAt(p) !== CHECKPOINT && !inForceAtEnd.has(step)) continue;
    if (weight === TABLE_HIGHLIGHT) table.push(p);
    else {
      headlines.push(p);
      byWeight.set(weight, (byWeight.get(weight) ?? 0) + 1);
    }
  }
  // The lightest weight sent, and how many of that weight: the heaviest first, the earlier of equals.
  let room = MOST_HIGHLIGHTS;
  let lightest = Infinity;
  let ofLightest = 0;
  for (const weight of [...byWeight.keys()].sort((a, b) => b - a)) {
    if (room <= 0) break;
    lightest = weight;
    ofLightest = Math.min(room, byWeight.get(weight)!);
    room -= ofLightest;
  }
  const sent: number[] = [];
  for (const p of headlines) {
    const weight = index.weightAt(p);
    if (weight > lightest) sent.push(p);
    else if (weight === lightest && ofLightest > 0) {
      sent.push(p);
      ofLightest--;
    }
  }
  return { actions, undoneActions, dice, table, sent, headlineCount: headlines.length };
}

/** A checkpoint event as the chronicle lists it, with whether the game can still reach it. */
function checkpointInfo(
  applied: Steps,
  recoverable: Steps,
  top: number | undefined,
): (e: Pick<HistoryEntry, 'seq' | 'data' | 'sessionId' | 'createdAt'>) => CheckpointInfo {
  return (e) => {
    const atStep = Number(e.data.atStep);
    const status = atStep === top ? 'here' : applied.has(atStep) ? 'reachable' : recoverable.has(atStep) ? 'undone' : 'abandoned';
    return { seq: e.seq, name: String(e.data.name), atStep, sessionId: e.sessionId, createdAt: e.createdAt, status };
  };
}

/** Events as the history shows them: undone while their step is out of force (timeline moves and checkpoints never are). */
function markUndone(applied: Steps, entries: readonly Omit<HistoryEntry, 'undone'>[]): HistoryEntry[] {
  return entries.map((e) => ({ ...e, undone: !applied.has(e.step) && !META.has(e.type) }));
}

/** Consecutive events of one step, together. */
function groupSteps(entries: readonly HistoryEntry[]): HistoryEntry[][] {
  const groups: HistoryEntry[][] = [];
  for (const e of entries) {
    const last = groups[groups.length - 1];
    if (last && last[0].step === e.step) last.push(e);
    else groups.push([e]);
  }
  return groups;
}

/** The first of `count` rows that passes a test every later row passes too (found by halving), or `count`. */
function firstRow(count: number, passes: (row: number) => boolean): number {
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (passes(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Trackers that really moved between two states (not one that came or went at 0), in the order the ruleset lists them. */
export function trackerMoves(ruleset: Ruleset, before: unknown, after: unknown): TrackerMove[] {
  const from = before === undefined ? [] : ruleset.trackers(before);
  const to = after === undefined ? [] : ruleset.trackers(after);
  const fromById = new Map(from.map((t) => [t.id, t]));
  const toIds = new Set(to.map((t) => t.id));
  const moves: TrackerMove[] = [];
  // A track that came or went at 0 did not really move ("Ada's wounds appeared at 0" says nothing).
  for (const t of to) {
    const was = fromById.get(t.id);
    if ((was?.value ?? 0) !== t.value)
      moves.push({ id: t.id, code: t.code, ...(t.params ? { params: t.params } : {}), from: was?.value ?? null, to: t.value });
  }
  for (const t of from) {
    if (!toIds.has(t.id) && t.value !== 0)
      moves.push({ id: t.id, code: t.code, ...(t.params ? { params: t.params } : {}), from: t.value, to: null });
  }
  return moves;
}
