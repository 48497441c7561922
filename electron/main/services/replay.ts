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

/** Where the walk is after one event. */
export interface WalkPoint {
  entry: LogEntry;
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
export function walkLog(ruleset: Ruleset, entries: readonly LogEntry[], visit?: (point: WalkPoint) => boolean | void): WalkResult {
  const timeline: Timeline = { applied: [], redoable: [] };
  const stateAfterStep = new Map<number, unknown>();
  const current = () => (timeline.applied.length ? stateAfterStep.get(timeline.applied[timeline.applied.length - 1]) : undefined);
  let i = 0;
  walk: while (i < entries.length) {
    const head = entries[i];
    const first = i;
    while (i < entries.length && entries[i].step === head.step) i++;
    if (TIMELINE_TYPES.has(head.type)) {
      const before = current();
      moveTimeline(timeline, head);
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

/** Undo, redo or rewind, in place, as the engine host moves its timeline. */
function moveTimeline(timeline: Timeline, head: LogEntry): void {
  applyHead(timeline, moveHead(head.step, head.type, head.data));
}

/** The rules event an entry of the log records. */
export function toEvent(entry: LogEntry): RulesEvent {
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
