/**
 * Undo, redo and rewind as events: which steps of the log are applied is worked out by
 * walking the log's step heads. Nothing is ever removed from the log.
 *
 * A rewind recorded with `asOneStep` (every rewind since issue 18) is one step of its own: undo
 * takes it back whole, redo makes it again, and the steps it went back over stay recoverable by
 * undo even after new steps are played. An older rewind (without the flag) replays as it was
 * made: its steps went onto the redo list one by one.
 *
 * A rewind may also bring back an abandoned branch (`restore`: steps undone and then played over,
 * which nothing else can reach): it goes back to the step the branch was played from and puts the
 * branch's steps back in force, as one step that undo takes back whole like any other rewind.
 */

export const TIMELINE = {
  undo: 'core/undo',
  redo: 'core/redo',
  rewind: 'core/rewind',
} as const;

/** Step types that move the timeline rather than change the game. */
export const TIMELINE_TYPES: ReadonlySet<string> = new Set(Object.values(TIMELINE));

export interface Timeline {
  /** Steps in force, oldest first (the first is the campaign's set-up): always ascending. */
  applied: number[];
  /** Undone steps that may be redone, the next to redo last (an undone one-step rewind is its own step here). */
  redoable: number[];
  /** One-step rewinds in force, newest last: what undo takes back when `applied` is back at their depth. */
  rewinds?: RewindRecord[];
}

/** A one-step rewind: its step, its target, and the steps it took out of force (oldest first). */
export interface RewindRecord {
  step: number;
  toStep: number;
  /** The steps the rewind took out; empty while the rewind is undone (redo works them out again). */
  removed: number[];
  /** `applied.length` right after the rewind: undo reaches the rewind again at this depth. */
  depth: number;
  /** The redo list as it stood before the rewind: undoing the rewind gives it back (nothing undone is lost to it). */
  redoBefore: number[];
  /** While undone: the redo list made after the rewind, given back when it is redone. */
  redoAfter?: number[];
  /** Undone, waiting on the redo list. */
  undone?: boolean;
  /** An abandoned branch it brought back (oldest first): in force after `toStep` while the rewind is. */
  restored?: number[];
}

export interface StepHead {
  step: number;
  type: string;
  /** For a rewind: the step to rewind to. */
  toStep?: number;
  /** For a rewind: made as one step (undo takes it back whole); older rewinds lack it. */
  asOneStep?: boolean;
  /** For a one-step rewind: the abandoned branch it brings back after `toStep`, oldest first. */
  restore?: number[];
}

/** Moves the timeline by one step head, in place (a new game step, an undo, a redo or a rewind). */
export function applyHead(timeline: Timeline, head: StepHead): void {
  const { applied, redoable } = timeline;
  if (head.type === TIMELINE.undo) {
    const rewind = rewindAtTop(timeline);
    if (rewind) {
      if (rewind.restored?.length) applied.splice(applied.length - rewind.restored.length);
      applied.push(...rewind.removed);
      rewind.removed = [];
      rewind.undone = true;
      rewind.redoAfter = redoable.splice(0);
      redoable.push(...rewind.redoBefore, rewind.step);
      return;
    }
    const undone = applied.pop();
    if (undone !== undefined) redoable.push(undone);
  } else if (head.type === TIMELINE.redo) {
    const redone = redoable.pop();
    if (redone === undefined) return;
    const rewind = timeline.rewinds?.find((r) => r.undone && r.step === redone);
    if (rewind) {
      rewind.removed = takeBackTo(applied, rewind.toStep);
      applied.push(...(rewind.restored ?? []));
      rewind.depth = applied.length;
      rewind.undone = false;
      rewind.redoBefore = redoable.splice(0);
      redoable.push(...(rewind.redoAfter ?? []));
      delete rewind.redoAfter;
      moveToTop(timeline.rewinds!, rewind);
    } else {
      applied.push(redone);
    }
  } else if (head.type === TIMELINE.rewind && head.asOneStep) {
    const redoBefore = redoable.splice(0);
    const removed = takeBackTo(applied, head.toStep ?? 0);
    const restored = head.restore?.length ? { restored: [...head.restore] } : {};
    applied.push(...(head.restore ?? []));
    (timeline.rewinds ??= []).push({ step: head.step, toStep: head.toStep ?? 0, removed, depth: applied.length, redoBefore, ...restored });
  } else if (head.type === TIMELINE.rewind) {
    while (applied.length > 1 && applied[applied.length - 1] > (head.toStep ?? 0)) redoable.push(applied.pop()!);
  } else {
    applied.push(head.step);
    forgetRedoable(timeline);
  }
}

/** The one-step rewind undo would take back now, if any. */
function rewindAtTop(timeline: Timeline): RewindRecord | undefined {
  const inForce = timeline.rewinds?.filter((r) => !r.undone);
  const top = inForce?.[inForce.length - 1];
  return top && top.depth === timeline.applied.length ? top : undefined;
}

/** The step the next undo takes back: a one-step rewind at the top, else the last step in force. */
export function undoTarget(timeline: Timeline): number | undefined {
  return rewindAtTop(timeline)?.step ?? (timeline.applied.length > 1 ? timeline.applied[timeline.applied.length - 1] : undefined);
}

/** Takes the steps after `toStep` out of force (never the set-up); returns them oldest first. */
function takeBackTo(applied: number[], toStep: number): number[] {
  let keep = applied.length;
  while (keep > 1 && applied[keep - 1] > toStep) keep--;
  return applied.splice(keep);
}

function moveToTop(rewinds: RewindRecord[], rewind: RewindRecord): void {
  rewinds.splice(rewinds.indexOf(rewind), 1);
  rewinds.push(rewind);
}

/** A new step: nothing undone can be redone any more (undone rewinds included). */
function forgetRedoable(timeline: Timeline): void {
  timeline.redoable.length = 0;
  if (timeline.rewinds?.some((r) => r.undone)) timeline.rewinds = timeline.rewinds.filter((r) => !r.undone);
}

/** A deep copy (the rewinds' records are changed in place by `applyHead`). */
export function copyTimeline(timeline: Timeline): Timeline {
  const copy: Timeline = { applied: [...timeline.applied], redoable: [...timeline.redoable] };
  if (timeline.rewinds?.length) {
    copy.rewinds = timeline.rewinds.map((r) => ({
      ...r,
      removed: [...r.removed],
      redoBefore: [...r.redoBefore],
      ...(r.redoAfter ? { redoAfter: [...r.redoAfter] } : {}),
      ...(r.restored ? { restored: [...r.restored] } : {}),
    }));
  }
  return copy;
}

/** Applies one step head to the timeline, returning a new timeline. */
export function advanceTimeline(timeline: Timeline, head: StepHead): Timeline {
  const next = copyTimeline(timeline);
  applyHead(next, head);
  return next;
}

/**
 * Applies a step head while `write` stores it, keeping the move only if `write` returns. A new game
 * step is applied in place — O(1), where a copy would cost the whole list of steps in force on every
 * click of a 100,000-step campaign — and taken back if `write` throws; a timeline move (undo, redo,
 * rewind) is applied to a copy. Returns the timeline in force afterwards.
 */
export function advanceTimelineWhile(timeline: Timeline, head: StepHead, write: (next: Timeline) => void): Timeline {
  if (TIMELINE_TYPES.has(head.type)) {
    const next = advanceTimeline(timeline, head);
    write(next);
    return next;
  }
  const before = { length: timeline.applied.length, redoable: [...timeline.redoable], rewinds: timeline.rewinds };
  applyHead(timeline, head);
  try {
    write(timeline);
  } catch (error) {
    timeline.applied.length = before.length;
    timeline.redoable = before.redoable;
    if (before.rewinds) timeline.rewinds = before.rewinds;
    else delete timeline.rewinds;
    throw error;
  }
  return timeline;
}

/** The timeline after the step heads of a log, from a saved timeline or the start (built in place: logs can hold 100,000 steps). */
export function buildTimeline(heads: readonly StepHead[], from: Timeline = { applied: [], redoable: [] }): Timeline {
  const timeline = copyTimeline(from);
  for (const head of heads) applyHead(timeline, head);
  return timeline;
}

/**
 * Whether a step is in force: a binary search of the steps in force (which stay ascending, as
 * every move keeps them), so asking costs no copy of a 100,000-step list.
 */
export function isInForce(t: Timeline, step: number): boolean {
  const { applied } = t;
  let low = 0;
  let high = applied.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    if (applied[mid] === step) return true;
    if (applied[mid] < step) low = mid + 1;
    else high = mid - 1;
  }
  return false;
}

/** Whether undo can act: the set-up step itself is never undone, a rewind back to it is. */
export const canUndo = (t: Timeline): boolean => t.applied.length > 1 || rewindAtTop(t) !== undefined;
export const canRedo = (t: Timeline): boolean => t.redoable.length > 0;

/** How many steps a one-step rewind to `toStep` would take out of force (0 when it is not applied). */
export function stepsAfter(t: Timeline, toStep: number): number {
  const at = t.applied.indexOf(toStep);
  return at < 0 ? 0 : t.applied.length - 1 - at;
}

/** The step head of a timeline move from its recorded data (a rewind's target and kind). */
export function moveHead(step: number, type: string, data: Record<string, unknown>): StepHead {
  if (type !== TIMELINE.rewind) return { step, type };
  const restore = Array.isArray(data.restore) ? data.restore.filter((s): s is number => typeof s === 'number') : [];
  return {
    step,
    type,
    toStep: typeof data.toStep === 'number' ? data.toStep : 0,
    ...(data.asOneStep === true ? { asOneStep: true } : {}),
    ...(data.asOneStep === true && restore.length ? { restore } : {}),
  };
}

/** Steps out of force that undo or redo can still bring back: the redo list and what rewinds in force went back over. */
export function recoverableSteps(t: Timeline): Set<number> {
  const steps = new Set(t.redoable);
  for (const r of t.rewinds ?? []) for (const step of r.removed) steps.add(step);
  return steps;
}

/** A branch of play that was undone and then played over: nothing but bringing it back reaches it. */
export interface AbandonedBranch {
  /** The step in force it was played from. */
  toStep: number;
  /** Its steps, oldest first; the last is its tip. */
  steps: number[];
}

/**
 * The abandoned branches of a log, one per tip (an abandoned step no other abandoned step was played
 * from), from its step heads (checkpoints left out). Walks the log once, noting which step each
 * game step was played from; a branch whose root is not in force (it hangs off steps a rewind went
 * back over) is left out: undoing that rewind reaches it first.
 */
export function abandonedBranches(heads: readonly StepHead[]): AbandonedBranch[] {
  const timeline: Timeline = { applied: [], redoable: [] };
  const playedFrom = new Map<number, number>();
  for (const head of heads) {
    notePlayedFrom(playedFrom, timeline, head);
    applyHead(timeline, head);
  }
  return branchesFrom(timeline, playedFrom);
}

/**
 * Notes the step a game step is played from (the last step in force), before `head` moves
 * `timeline`: kept up step by step, the map lets `branchesFrom` answer without walking the log again.
 */
export function notePlayedFrom(playedFrom: Map<number, number>, timeline: Timeline, head: StepHead): void {
  if (!TIMELINE_TYPES.has(head.type) && timeline.applied.length) playedFrom.set(head.step, timeline.applied[timeline.applied.length - 1]);
}

/** The abandoned branches, from the timeline in force and which step each game step was played from. */
export function branchesFrom(timeline: Timeline, playedFrom: ReadonlyMap<number, number>): AbandonedBranch[] {
  const recoverable = recoverableSteps(timeline);
  const abandoned = new Set<number>();
  playedFrom.forEach((_, step) => {
    if (!isInForce(timeline, step) && !recoverable.has(step)) abandoned.add(step);
  });
  return branchesOf(
    abandoned,
    (s) => playedFrom.get(s)!,
    (s) => isInForce(timeline, s),
  );
}

/**
 * The branches abandoned steps make, one per tip, oldest first, given the step each was played
 * from and which steps are in force (a branch whose root is not in force is left out).
 */
export function branchesOf(
  abandoned: ReadonlySet<number>,
  playedFrom: (step: number) => number,
  inForce: (step: number) => boolean,
): AbandonedBranch[] {
  const parents = new Set([...abandoned].map(playedFrom));
  const branches: AbandonedBranch[] = [];
  for (const tip of abandoned) {
    if (parents.has(tip)) continue;
    const steps = [tip];
    let from = playedFrom(tip);
    while (abandoned.has(from)) {
      steps.unshift(from);
      from = playedFrom(from);
    }
    if (inForce(from)) branches.push({ toStep: from, steps });
  }
  return branches.sort((a, b) => a.steps[0] - b.steps[0]);
}
