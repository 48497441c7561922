/**
 * Undo, redo and rewind as events: which steps of the log are applied is worked out by
 * walking the log's step heads. Nothing is ever removed from the log.
 */

export const TIMELINE = {
  undo: 'core/undo',
  redo: 'core/redo',
  rewind: 'core/rewind',
} as const;

/** Step types that move the timeline rather than change the game. */
export const TIMELINE_TYPES: ReadonlySet<string> = new Set(Object.values(TIMELINE));

export interface Timeline {
  /** Steps in force, oldest first (the first is the campaign's set-up). */
  applied: number[];
  /** Undone steps that may be redone, the next to redo last. */
  redoable: number[];
}

export interface StepHead {
  step: number;
  type: string;
  /** For a rewind: the step to rewind to. */
  toStep?: number;
}

/** Moves the timeline by one step head, in place (a new game step, an undo, a redo or a rewind). */
export function applyHead(timeline: Timeline, head: StepHead): void {
  const { applied, redoable } = timeline;
  if (head.type === TIMELINE.undo) {
    const undone = applied.pop();
    if (undone !== undefined) redoable.push(undone);
  } else if (head.type === TIMELINE.redo) {
    const redone = redoable.pop();
    if (redone !== undefined) applied.push(redone);
  } else if (head.type === TIMELINE.rewind) {
    while (applied.length > 1 && applied[applied.length - 1] > (head.toStep ?? 0)) redoable.push(applied.pop()!);
  } else {
    applied.push(head.step);
    redoable.length = 0;
  }
}

/** Applies one step head to the timeline, returning a new timeline. */
export function advanceTimeline(timeline: Timeline, head: StepHead): Timeline {
  const next = { applied: [...timeline.applied], redoable: [...timeline.redoable] };
  applyHead(next, head);
  return next;
}

/** The timeline after the step heads of a log, from a saved timeline or the start (built in place: logs can hold 100,000 steps). */
export function buildTimeline(heads: readonly StepHead[], from: Timeline = { applied: [], redoable: [] }): Timeline {
  const timeline: Timeline = { applied: [...from.applied], redoable: [...from.redoable] };
  for (const head of heads) applyHead(timeline, head);
  return timeline;
}

/** Whether undo can act: the set-up step itself is never undone. */
export const canUndo = (t: Timeline): boolean => t.applied.length > 1;
export const canRedo = (t: Timeline): boolean => t.redoable.length > 0;
