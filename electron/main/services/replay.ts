/**
 * Walks a campaign's whole log in order, the way it was played: timeline moves, checkpoints and
 * every step (undone ones too) folded onto the state they were played from. Read-only.
 */
import type { Ruleset, RulesEvent } from '../../../shared/engine/ruleset';
import { foldEvent } from '../../../shared/engine/run';
import { applyHead, moveHead, TIMELINE_TYPES, type Timeline } from '../../../shared/engine/timeline';
import type { HistoryEntry } from '../../../shared/rpc/contract';

/** A named moment: recorded as its own step, it moves neither the game nor the timeline. */
export const CHECKPOINT = 'core/checkpoint';

export type LogEntry = Omit<HistoryEntry, 'undone'>;

/** What the walk reads of an entry: any log entry has it (an import walks the file's events as they are). */
export type WalkEntry = Pick<LogEntry, 'seq' | 'step' | 'type' | 'data' | 'cause'>;

/** Where the walk is after one event. */
export interface WalkPoint<E extends WalkEntry = LogEntry> {
  entry: E;
  /** The game as it stood right after this event. */
  state: unknown;
  /** The game as it stood before this event's step (the state the step was played from). */
  stepStart: unknown;
  timeline: Timeline;
}

export interface WalkResult {
  /** The game now: the state after the applied steps. */
  state: unknown;
  timeline: Timeline;
  /** The state after each game step still in force or redoable, by step seq (the step's last event folded). */
  stateAfterStep: Map<number, unknown>;
}

/** Raised when an event cannot be folded; says which one. */
export class ReplayError extends Error {
  readonly reason: string;
  constructor(
    readonly seq: number,
    readonly type: string,
    cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`event ${seq} (${type}) does not replay: ${reason}`);
    this.reason = reason;
  }
}

/**
 * Replays the log; `visit` sees every event with the state right after it and may return
 * `false` to stop early. The timeline it is shown is live (read it then, copy to keep it).
 * One pass, in place: a log of 100,000 steps replays in linear time, and the states of steps
 * that can no longer come back (undone, then played over) are let go.
 */
export function walkLog<E extends WalkEntry = LogEntry>(
  ruleset: Ruleset,
  entries: readonly E[],
  visit?: (point: WalkPoint<E>) => boolean | void,
): WalkResult {
  const timeline: Timeline = { applied: [], redoable: [] };
  const stateAfterStep = new Map<number, unknown>();
  const current = () => (timeline.applied.length ? stateAfterStep.get(timeline.applied[timeline.applied.length - 1]) : undefined);
  /** Where each step's events begin in `entries`: an abandoned branch brought back is folded again from them. */
  const startOf = new Map<number, number>();
  let i = 0;
  walk: while (i < entries.length) {
    const head = entries[i];
    const first = i;
    while (i < entries.length && entries[i].step === head.step) i++;
    startOf.set(head.step, first);
    if (TIMELINE_TYPES.has(head.type)) {
      const before = current();
      moveTimeline(timeline, head);
      refoldBroughtBack(
        head,
        timeline,
        stateAfterStep,
        (step) => entries.slice(startOf.get(step), stepEnd(entries, startOf.get(step)!)),
        ruleset,
      );
      if (visit?.({ entry: head, state: current(), stepStart: before, timeline }) === false) break;
      continue;
    }
    if (head.type === CHECKPOINT) {
      if (visit?.({ entry: head, state: current(), stepStart: current(), timeline }) === false) break;
      continue;
    }
    const stepStart = current();
    let state = stepStart;
    for (const abandoned of timeline.redoable) stateAfterStep.delete(abandoned);
    timeline.redoable.length = 0;
    timeline.applied.push(head.step);
    for (let j = first; j < i; j++) {
      const entry = entries[j];
      try {
        state = foldEvent(ruleset, state, toEvent(entry));
      } catch (error) {
        throw new ReplayError(entry.seq, entry.type, error);
      }
      stateAfterStep.set(head.step, state);
      if (visit?.({ entry, state, stepStart, timeline }) === false) break walk;
    }
  }
  return { state: current(), timeline, stateAfterStep };
}

/** The index just past the events of the step that begins at `first`. */
function stepEnd(entries: readonly WalkEntry[], first: number): number {
  let end = first;
  while (end < entries.length && entries[end].step === entries[first].step) end++;
  return end;
}

/**
 * After a rewind that brought back an abandoned branch: the states after its steps, folded again
 * from the step it was played from (the walk let them go when the branch was played over). Not
 * visited: each step is seen once, where it was played.
 */
function refoldBroughtBack(
  head: WalkEntry,
  timeline: Timeline,
  stateAfterStep: Map<number, unknown>,
  eventsOf: (step: number) => readonly WalkEntry[],
  ruleset: Ruleset,
): void {
  const restore = Array.isArray(head.data.restore) ? (head.data.restore as number[]) : [];
  if (!restore.length || !timeline.applied.includes(restore[restore.length - 1])) return;
  let state = stateAfterStep.get(timeline.applied[timeline.applied.indexOf(restore[0]) - 1]);
  for (const step of restore) {
    if (stateAfterStep.has(step)) {
      state = stateAfterStep.get(step);
      continue;
    }
    for (const entry of eventsOf(step)) {
      try {
        state = foldEvent(ruleset, state, toEvent(entry));
      } catch (error) {
        throw new ReplayError(entry.seq, entry.type, error);
      }
    }
    stateAfterStep.set(step, state);
  }
}

/** Undo, redo or rewind, in place, as the engine host moves its timeline. */
function moveTimeline(timeline: Timeline, head: WalkEntry): void {
  applyHead(timeline, moveHead(head.step, head.type, head.data));
}

/** The rules event an entry of the log records. */
export function toEvent(entry: WalkEntry): RulesEvent {
  return { type: entry.type, data: entry.data, ...(entry.cause ? { cause: entry.cause } : {}) };
}

/** The game as it stood right after event `seq`; undefined when there is no such event. */
export function stateAfterEvent(
  ruleset: Ruleset,
  entries: readonly LogEntry[],
  seq: number,
): { state: unknown; entry: LogEntry } | undefined {
  let found: { state: unknown; entry: LogEntry } | undefined;
  walkLog(
    ruleset,
    entries.filter((e) => e.seq <= seq),
    (point) => {
      if (point.entry.seq === seq) {
        found = { state: point.state, entry: point.entry };
        return false;
      }
    },
  );
  return found;
}
