/**
 * A campaign's statistics kept up to date as its log grows: the chart's points and lines, the
 * events per session and the dice counted, with the state after the latest step. Steps played since
 * the last ask are folded onto it; an undo, redo or rewind keeps the points of the steps still in
 * force before the first one it moved, and folds the rest from the state there (the host's nearest
 * snapshot or recent state), not the whole log. Asking again costs what was played or moved since.
 * The tally is saved with the campaign (`stats_tallies`, schema 10) so a fresh process reads it
 * instead of walking the whole log (issue 35).
 */
import zlib from 'node:zlib';
import { foldEvent } from '../../../shared/engine/run';
import type { Ruleset } from '../../../shared/engine/ruleset';
import { TIMELINE_TYPES } from '../../../shared/engine/timeline';
import type { CampaignStats, HistoryEntry, SessionInfo } from '../../../shared/rpc/contract';
import type { StepLine } from './open-campaign';
import { CHECKPOINT, toEvent, walkLog, type LogEntry } from './replay';
import { CHART_BUCKETS, Column, DiceCounts, keptInRun } from './stats';

/** A line of the chart: its name and its values, one per point (a `Column`). */
type Series = Omit<CampaignStats['series'][number], 'values'> & { values: Column };
type SessionRow = CampaignStats['sessions'][number];
type SessionCounts = Omit<SessionRow, 'number'>;

/** What a tally reads of the campaign beyond the events written since its last ask. */
export interface TallyReader {
  /** The game after the given applied steps (each played from the one before): the host's `stateAfterSteps`. */
  stateAfter(applied: StepLine): unknown;
  /** The events of the given steps, in order. */
  eventsOfSteps(steps: readonly number[]): readonly LogEntry[];
  /** The events with the given seqs, in order. */
  eventsAt(seqs: readonly number[]): readonly LogEntry[];
}

/** The layout of a saved tally this version writes and reads (`StatsTally.saved`). */
export const SAVED_TALLY_LAYOUT = 1;

/** A saved tally: its head (JSON) and its long lists (each int32 while all its numbers are whole, else float64; see `packColumns`). */
export interface SavedTally {
  atSeq: number;
  head: string;
  data: Buffer;
}

/** CRC-32 (zlib's) in JS, for a Node without `zlib.crc32` (added in 22.2): the same sum, so either reads the other's saves. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
export function crc32InJs(data: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** CRC-32 of a saved tally's numbers, kept in its head: a save whose numbers changed is not read. */
const crc32: (data: Uint8Array) => number = typeof zlib.crc32 === 'function' ? (data) => zlib.crc32(data) : crc32InJs;

/**
 * A tally's columns (each `n` numbers) as saved: each as it is kept (`Column`: int32 while every
 * number is whole, `NONE` for none; else float64, NaN for none), the float64 columns first so each
 * starts aligned. `whole` says which is which ("1" int32, "0" float64), column by column.
 */
export function packColumns(columns: readonly (Int32Array | Float64Array)[]): { whole: string; data: Buffer } {
  const n = columns[0]?.length ?? 0;
  const whole = columns.map((values) => values instanceof Int32Array);
  const bytes = new ArrayBuffer(whole.reduce((sum, w) => sum + n * (w ? 4 : 8), 0));
  let at = 0;
  for (const pass of [false, true])
    columns.forEach((values, c) => {
      if (whole[c] !== pass) return;
      if (pass) new Int32Array(bytes, at, n).set(values);
      else new Float64Array(bytes, at, n).set(values);
      at += n * (pass ? 4 : 8);
    });
  return { whole: whole.map(Number).join(''), data: Buffer.from(bytes) };
}

/** The columns `packColumns` saved, as they are (no number converted); throws when the size is not theirs. */
export function unpackColumns(whole: string, n: number, data: Uint8Array): (Int32Array | Float64Array)[] {
  const flags = [...whole].map((w) => w === '1');
  const size = flags.reduce((sum, w) => sum + n * (w ? 4 : 8), 0);
  if (data.byteLength !== size || !/^[01]*$/.test(whole)) throw new Error('saved columns of the wrong size');
  // Read in place when aligned for float64; else copied once into a buffer that is.
  let buffer = data.buffer;
  let offset = data.byteOffset;
  if (offset % 8 !== 0) {
    buffer = new ArrayBuffer(size);
    new Uint8Array(buffer).set(data);
    offset = 0;
  }
  const columns: (Int32Array | Float64Array)[] = [];
  let at = offset;
  for (const pass of [false, true])
    flags.forEach((w, c) => {
      if (w !== pass) return;
      // A copy of its own: a column grows and is written in place as the tally extends.
      columns[c] = pass ? new Int32Array(buffer, at, n).slice() : new Float64Array(buffer, at, n).slice();
      at += n * (pass ? 4 : 8);
    });
  return columns;
}

/** An event is an action (a step's head, counted in its session) — timeline moves and checkpoints are not. */
const isAction = (e: Pick<LogEntry, 'seq' | 'step' | 'type'>) => e.seq === e.step && !TIMELINE_TYPES.has(e.type) && e.type !== CHECKPOINT;

export class StatsTally {
  /** The log position the tally has seen up to. */
  lastSeq = 0;
  /** The type and step of event `lastSeq`: a saved tally is used only while the log still holds it as it was. */
  lastType = '';
  lastStep = 0;
  /** The log position the tally was last saved at (0: not saved). */
  savedAt = 0;
  /** The steps in force, oldest first (one chart point each). */
  applied = new Column();
  /** Each point's turn (the chart's point i is step `applied.at(i)` in turn `turns.at(i)`). */
  turns = new Column();
  readonly series = new Map<string, Series>();
  /** Where each line first has a point (a move back before it takes the line away, as a walk of the log would). */
  private readonly firstAt = new Map<string, number>();
  /** Events per session id, in the order sessions first appear. */
  readonly perSession = new Map<number | null, SessionCounts>();
  /** Every rolled die, counted per die and source (undone rolls too, as the log holds them). */
  readonly dice = new DiceCounts();
  /** The game after the latest step in force; `unknown` when read from a save (asked of the host when needed). */
  private state: unknown;
  private stateKnown = true;
  /** The chart's runs already thinned: complete runs keep the same points while the run length stays. */
  private runs = { size: 0, lines: 0, kept: [] as number[][], complete: 0 };

  constructor(
    private readonly ruleset: Ruleset,
    /** Which campaign this tally is of, as it is now (its creation, ruleset and the app's version): another is not used. */
    readonly identity: string,
  ) {}

  /** A tally of the whole log, each event with whether it is undone now. */
  static of(ruleset: Ruleset, identity: string, history: readonly HistoryEntry[]): StatsTally {
    const tally = new StatsTally(ruleset, identity);
    const walked = walkLog(ruleset, history);
    for (const step of walked.timeline.applied) tally.addPoint(step, walked.stateAfterStep.get(step));
    tally.state = walked.state;
    for (const e of history) tally.count(e, e.undone);
    tally.seen(history.at(-1));
    return tally;
  }

  /**
   * Folds the events written since the last ask, `applied` being the steps in force after them. A
   * new step adds its point; a timeline move (undo, redo, rewind, bring-back) keeps the points of
   * the steps in force before the first it moved, folds the others from the state there, and moves
   * the undone counts of the steps that left or came back into force. False when the events do not
   * follow on from the tally (the caller rebuilds it from the log).
   */
  extend(entries: readonly LogEntry[], applied: readonly number[], reader: TallyReader): boolean {
    if (entries.length === 0) return applied.length === this.applied.length && applied.at(-1) === this.applied.at(-1);
    if (entries.some((e) => TIMELINE_TYPES.has(e.type))) return this.moved(entries, applied, reader);
    const before = this.applied.length;
    let i = 0;
    while (i < entries.length) {
      const head = entries[i];
      let state = head.type === CHECKPOINT ? undefined : this.current(reader);
      for (; i < entries.length && entries[i].step === head.step; i++) {
        const e = entries[i];
        if (head.type !== CHECKPOINT) state = foldEvent(this.ruleset, state, toEvent(e));
        this.count(e, false);
      }
      if (head.type === CHECKPOINT) continue;
      this.state = state;
      this.addPoint(head.step, state);
    }
    this.seen(entries.at(-1));
    // Only new steps were added: the host's steps in force are the tally's before and these after.
    if (applied.length !== this.applied.length) return false;
    for (let n = before; n < applied.length; n++) if (applied[n] !== this.applied.at(n)) return false;
    return true;
  }

  /** `extend` past a timeline move: see there. */
  private moved(entries: readonly LogEntry[], applied: readonly number[], reader: TallyReader): boolean {
    const sessionOfNew = new Map<number, number | null>();
    for (const e of entries) {
      this.count(e, false);
      if (isAction(e)) sessionOfNew.set(e.step, e.sessionId);
    }
    this.seen(entries.at(-1));
    let kept = 0;
    const known = this.applied;
    const knownSteps = known.view();
    while (kept < knownSteps.length && kept < applied.length && knownSteps[kept] === applied[kept]) kept++;
    // Counted in force: the tally's steps past `kept` and the new actions (counted as written); in force now: `applied` past `kept`.
    const counted = new Set(known.toArray(kept) as number[]);
    for (const step of sessionOfNew.keys()) counted.add(step);
    const now = new Set(applied.slice(kept));
    const changed: [number, number][] = [...counted].filter((s) => !now.has(s)).map((s) => [s, 1]);
    for (const s of now) if (!counted.has(s)) changed.push([s, -1]);
    const older = changed.filter(([s]) => !sessionOfNew.has(s)).map(([s]) => s);
    const sessionOf = new Map(sessionOfNew);
    if (older.length) for (const e of reader.eventsAt(older.sort((a, b) => a - b))) sessionOf.set(e.seq, e.sessionId);
    for (const [step, by] of changed) {
      if (!sessionOf.has(step)) return false;
      const row = this.perSession.get(sessionOf.get(step)!);
      if (!row) return false;
      row.undone += by;
    }
    this.truncate(kept);
    // The steps in force before the first one moved, as a view (no copy of a long log's steps).
    let state = kept ? reader.stateAfter({ length: kept, at: (i) => (i >= 0 && i < kept ? applied[i] : undefined) }) : undefined;
    const tail = applied.slice(kept);
    if (tail.length) {
      const events = reader.eventsOfSteps(tail);
      let i = 0;
      for (const step of tail) {
        if (events[i]?.step !== step) return false;
        for (; i < events.length && events[i].step === step; i++) state = foldEvent(this.ruleset, state, toEvent(events[i]));
        this.addPoint(step, state);
      }
    }
    this.state = state;
    this.stateKnown = true;
    return true;
  }

  /** The game after the latest step in force (asked of the host once after a save was read). */
  private current(reader: TallyReader): unknown {
    if (!this.stateKnown) {
      const steps = this.applied;
      this.state = steps.length
        ? reader.stateAfter({ length: steps.length, at: (i) => (i >= 0 && i < steps.length ? steps.at(i)! : undefined) })
        : undefined;
      this.stateKnown = true;
    }
    return this.state;
  }

  /** Keeps the first `count` points only (and the lines that had appeared by then). */
  private truncate(count: number): void {
    if (count >= this.applied.length) return;
    this.applied.truncate(count);
    this.turns.truncate(count);
    for (const [id, line] of this.series) {
      if (this.firstAt.get(id)! >= count) {
        this.series.delete(id);
        this.firstAt.delete(id);
      } else line.values.truncate(count);
    }
    if (this.runs.size) this.runs.complete = Math.min(this.runs.complete, Math.floor(count / this.runs.size));
  }

  private seen(last: LogEntry | undefined): void {
    if (!last) return;
    this.lastSeq = last.seq;
    this.lastType = last.type;
    this.lastStep = last.step;
  }

  /** One point of the chart: the step's turn and every figure it shows (key tracks first), null where a line has none. */
  private addPoint(step: number, state: unknown): void {
    const i = this.applied.length;
    this.applied.push(step);
    this.turns.push(this.ruleset.turnInfo(state).turn);
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
          values: new Column(),
        };
        for (let n = 0; n < i; n++) line.values.push(null);
        this.series.set(t.id, line);
        this.firstAt.set(t.id, i);
      }
      if (line.values.length <= i) line.values.push(t.value);
      else line.values.set(i, t.value);
    }
    for (const line of this.series.values()) if (line.values.length <= i) line.values.push(null);
  }

  /** Counts an event in its session (an action, and whether it is undone) and counts its dice. */
  private count(e: Pick<LogEntry, 'seq' | 'step' | 'type' | 'sessionId' | 'dice'>, undone: boolean): void {
    const row = this.perSession.get(e.sessionId) ?? { events: 0, actions: 0, undone: 0 };
    row.events++;
    if (isAction(e)) {
      row.actions++;
      if (undone) row.undone++;
    }
    this.perSession.set(e.sessionId, row);
    if (e.dice?.length) this.dice.add(e.dice);
  }

  /** The points the chart keeps, as `thinned` gives them, re-reading only the runs not complete when last asked. */
  thinned(): number[] | null {
    const count = this.applied.length;
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

  /**
   * The tally to save: a head (JSON: the last event seen, the lines' names, each session's counts,
   * the dice counted, the chart's complete runs, the CRC-32 of the numbers) and its long lists — the
   * steps in force, their turns, each line's values — as they are kept (`packColumns`).
   */
  toSaved(): SavedTally {
    const n = this.applied.length;
    const lines = [...this.series.values()];
    const { whole, data } = packColumns([this.applied, this.turns, ...lines.map((line) => line.values)].map((c) => c.view()));
    const head = {
      layout: SAVED_TALLY_LAYOUT,
      lastSeq: this.lastSeq,
      lastType: this.lastType,
      lastStep: this.lastStep,
      points: n,
      lines: lines.map(({ values: _values, ...meta }) => ({ ...meta, firstAt: this.firstAt.get(meta.id)! })),
      sessions: [...this.perSession],
      dice: this.dice.toSaved(),
      runs: this.runs.size ? { size: this.runs.size, lines: this.runs.lines, kept: this.runs.kept.slice(0, this.runs.complete) } : null,
    };
    return { atSeq: this.lastSeq, head: JSON.stringify({ ...head, whole, crc32: crc32(data) }), data };
  }

  /** A saved tally read back (its state is asked of the host when first needed); throws when it is not one this version wrote. */
  static saved(ruleset: Ruleset, identity: string, saved: SavedTally): StatsTally {
    const head = JSON.parse(saved.head) as Partial<
      Record<
        'layout' | 'lastSeq' | 'lastType' | 'lastStep' | 'points' | 'lines' | 'sessions' | 'dice' | 'runs' | 'whole' | 'crc32',
        unknown
      >
    > | null;
    if (!head || head.layout !== SAVED_TALLY_LAYOUT || head.lastSeq !== saved.atSeq) throw new Error('not a saved tally of this layout');
    const n = head.points as number;
    const lines = head.lines as (Omit<Series, 'values'> & { firstAt: number })[];
    if (!Number.isInteger(n) || n < 0 || !Array.isArray(lines) || typeof head.whole !== 'string' || head.whole.length !== 2 + lines.length)
      throw new Error('a saved tally of the wrong size');
    if (head.crc32 !== crc32(saved.data)) throw new Error('a saved tally whose numbers changed');
    const columns = unpackColumns(head.whole, n, saved.data).map((numbers) => new Column(numbers, n));
    const tally = new StatsTally(ruleset, identity);
    [tally.applied, tally.turns] = columns;
    // Steps are whole numbers: saved as int32 by their making (float64 steps are a damaged save).
    if (head.whole[0] !== '1') throw new Error('saved steps that are not whole numbers');
    lines.forEach(({ firstAt, ...meta }, l) => {
      if (typeof meta.id !== 'string' || !Number.isInteger(firstAt)) throw new Error('a saved line that is not one');
      tally.series.set(meta.id, { ...meta, values: columns[2 + l] });
      tally.firstAt.set(meta.id, firstAt);
    });
    for (const [id, counts] of head.sessions as [number | null, SessionCounts][]) {
      if (!Number.isInteger(counts?.events) || !Number.isInteger(counts.actions) || !Number.isInteger(counts.undone))
        throw new Error('saved session counts that are not');
      tally.perSession.set(id, { events: counts.events, actions: counts.actions, undone: counts.undone });
    }
    tally.dice.readSaved(head.dice);
    if (head.runs) {
      const { size, lines: runLines, kept } = head.runs as { size: number; lines: number; kept: number[][] };
      if (Number.isInteger(size) && Array.isArray(kept) && kept.every(Array.isArray))
        tally.runs = { size, lines: runLines, kept, complete: kept.length };
    }
    tally.lastSeq = saved.atSeq;
    tally.lastType = String(head.lastType);
    tally.lastStep = Number(head.lastStep);
    tally.savedAt = saved.atSeq;
    tally.stateKnown = false;
    return tally;
  }
}
