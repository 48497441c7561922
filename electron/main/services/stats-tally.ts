/**
 * A campaign's statistics kept up to date as its log grows: the chart's points and lines, the
 * events per session and the rolled dice, with the state after the latest step. Steps played since
 * the last ask are folded onto it; an undo, redo or rewind (the steps in force no longer grow by
 * appending) rebuilds it from the log. Asking again costs what was played since, not the whole log.
 */
import { foldEvent } from '../../../shared/engine/run';
import type { Ruleset } from '../../../shared/engine/ruleset';
import { TIMELINE_TYPES } from '../../../shared/engine/timeline';
import type { CampaignStats, HistoryEntry, SessionInfo } from '../../../shared/rpc/contract';
import { CHECKPOINT, walkLog, type LogEntry } from './replay';
import { CHART_BUCKETS, keptInRun } from './stats';

type Series = CampaignStats['series'][number];
type SessionRow = CampaignStats['sessions'][number];

export class StatsTally {
  /** The log position the tally has seen up to. */
  lastSeq = 0;
  /** The steps in force, oldest first (one chart point each). */
  readonly applied: number[] = [];
  readonly points: { step: number; turn: number }[] = [];
  readonly series = new Map<string, Series>();
  /** Events per session id, in the order sessions first appear. */
  readonly perSession = new Map<number | null, Omit<SessionRow, 'number'>>();
  /** The events that rolled dice (the dice report reads only these). */
  readonly rolled: Pick<HistoryEntry, 'dice'>[] = [];
  private state: unknown;
  /** The chart's runs already thinned: complete runs keep the same points while the run length stays. */
  private runs = { size: 0, lines: 0, kept: [] as number[][], complete: 0 };

  constructor(
    private readonly ruleset: Ruleset,
    /** Which campaign row this tally is of: a campaign made again under the same id is another. */
    readonly createdAt: string,
  ) {}

  /** A tally of the whole log, each event with whether it is undone now. */
  static of(ruleset: Ruleset, createdAt: string, history: readonly HistoryEntry[]): StatsTally {
    const tally = new StatsTally(ruleset, createdAt);
    const walked = walkLog(ruleset, history);
    for (const step of walked.timeline.applied) tally.addPoint(step, walked.stateAfterStep.get(step));
    tally.state = walked.state;
    for (const e of history) tally.count(e, e.undone);
    tally.lastSeq = history.at(-1)?.seq ?? 0;
    return tally;
  }

  /**
   * Folds the events written since the last ask (all of them in force as written). False when
   * they move the timeline or the steps in force are not then `applied`: the caller rebuilds.
   */
  extend(entries: readonly LogEntry[], applied: readonly number[]): boolean {
    let i = 0;
    while (i < entries.length) {
      const head = entries[i];
      if (TIMELINE_TYPES.has(head.type)) return false;
      let state = this.state;
      for (; i < entries.length && entries[i].step === head.step; i++) {
        const e = entries[i];
        if (head.type !== CHECKPOINT)
          state = foldEvent(this.ruleset, state, { type: e.type, data: e.data, ...(e.cause ? { cause: e.cause } : {}) });
        this.count(e, false);
        this.lastSeq = e.seq;
      }
      if (head.type === CHECKPOINT) continue;
      this.state = state;
      this.addPoint(head.step, state);
    }
    return this.applied.length === applied.length && this.applied.every((step, n) => step === applied[n]);
  }

  /** One point of the chart: the step's turn and every figure it shows (key tracks first), null where a line has none. */
  private addPoint(step: number, state: unknown): void {
    const i = this.points.length;
    this.applied.push(step);
    this.points.push({ step, turn: this.ruleset.turnInfo(state).turn });
    const figures = [
      ...(this.ruleset.keyTracks?.(state) ?? []).map((t) => ({ ...t, id: `key/${t.id}`, key: true as const })),
      ...this.ruleset.trackers(state),
    ];
    for (const t of figures) {
      let line = this.series.get(t.id);
      if (!line) {
        line = {
          id: t.id,
          code: t.code,
          ...(t.params ? { params: t.params } : {}),
          ...('key' in t ? { key: true as const } : {}),
          values: Array(i).fill(null),
        };
        this.series.set(t.id, line);
      }
      line.values[i] = t.value;
    }
    for (const line of this.series.values()) if (line.values.length <= i) line.values[i] = null;
  }

  /** Counts an event in its session (an action, and whether it is undone) and keeps its dice. */
  private count(e: LogEntry, undone: boolean): void {
    const row = this.perSession.get(e.sessionId) ?? { events: 0, actions: 0, undone: 0 };
    row.events++;
    if (e.seq === e.step && !TIMELINE_TYPES.has(e.type) && e.type !== CHECKPOINT) {
      row.actions++;
      if (undone) row.undone++;
    }
    this.perSession.set(e.sessionId, row);
    if (e.dice?.length) this.rolled.push({ dice: e.dice });
  }

  /** The points the chart keeps, as `thinned` gives them, re-reading only the runs not complete when last asked. */
  thinned(): number[] | null {
    const count = this.points.length;
    const size = Math.ceil(count / CHART_BUCKETS);
    if (size <= 1) return null;
    if (this.runs.size !== size || this.runs.lines !== this.series.size)
      this.runs = { size, lines: this.series.size, kept: [], complete: 0 };
    const { kept } = this.runs;
    kept.length = this.runs.complete;
    const lines = [...this.series.values()].map((line) => line.values);
    for (let start = kept.length * size; start < count; start += size) kept.push(keptInRun(start, Math.min(count, start + size), lines));
    this.runs.complete = Math.floor(count / size);
    return kept.flat();
  }

  /** The events per session, by session number (an unknown session counts as none). */
  sessions(sessions: readonly SessionInfo[]): SessionRow[] {
    const numberOf = new Map(sessions.map((s) => [s.id, s.number]));
    const byNumber = new Map<number | null, SessionRow>();
    for (const [id, counts] of this.perSession) {
      const number = id === null ? null : (numberOf.get(id) ?? null);
      const row = byNumber.get(number);
      if (!row) byNumber.set(number, { number, ...counts });
      else {
        row.events += counts.events;
        row.actions += counts.actions;
        row.undone += counts.undone;
      }
    }
    return [...byNumber.values()];
  }
}
