/**
 * The play screen's history as steps (one user action and its consequences), kept up to date a
 * step at a time: an action adds its events, an undo or redo re-marks only the steps it touched,
 * an older page is put in front. The work per action does not grow with the campaign's length.
 */
import type { HistoryEntry } from '../../../shared/rpc/contract';

export interface StepGroup {
  step: number;
  sessionId: number | null;
  turn: number;
  entries: readonly HistoryEntry[];
  undone: boolean;
  /** Undo, redo, rewind and checkpoints: shown quieter, never a target for "back to here". */
  meta: boolean;
  /** The undos and redos that touched this step, oldest first (folded into its row instead of rows of their own). */
  moves?: readonly StepMove[];
}

/** An undo or redo, as shown on the step it touched. */
export interface StepMove {
  step: number;
  kind: 'undo' | 'redo';
  createdAt: string;
}

const META = new Set(['core/undo', 'core/redo', 'core/rewind', 'core/checkpoint']);
const MOVES: Record<string, StepMove['kind']> = { 'core/undo': 'undo', 'core/redo': 'redo' };

/** The step an undo or redo touched, when it recorded one (those recorded before issue 18 did not: they keep a row of their own). */
function foldTarget(g: StepGroup): number | null {
  const first = g.entries[0];
  return MOVES[first.type] && typeof first.data.step === 'number' ? first.data.step : null;
}

const groupOf = (e: HistoryEntry, entries: readonly HistoryEntry[]): StepGroup =>
  Object.freeze({
    step: e.step,
    sessionId: e.sessionId,
    turn: e.turn,
    entries,
    undone: entries[0].undone,
    meta: META.has(entries[0].type),
  });

/** Index of the group for `step` in groups sorted by step, or where it would go (as `~index`). */
function find(groups: readonly StepGroup[], step: number): number {
  let low = 0;
  let high = groups.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const at = groups[mid].step;
    if (at === step) return mid;
    if (at < step) low = mid + 1;
    else high = mid - 1;
  }
  return ~low;
}

export class StepLog {
  /** Every step, oldest first. */
  readonly groups: StepGroup[] = [];
  /**
   * The rows the history shows, oldest first: every step but the undos and redos folded into the
   * step they touched (that step carries them as `moves`). Kept a step at a time, like `groups`.
   */
  readonly shown: StepGroup[] = [];
  /** Undo and redo steps by the step they touched. */
  private readonly movesOf = new Map<number, StepGroup[]>();

  get lastSeq(): number {
    const last = this.groups[this.groups.length - 1];
    return last ? last.entries[last.entries.length - 1].seq : 0;
  }

  get firstSeq(): number | null {
    return this.groups[0]?.entries[0]?.seq ?? null;
  }

  /** Adds new events and re-marks known ones (by seq); entries may come in any order. */
  merge(entries: readonly HistoryEntry[]): void {
    const touched = new Set<number>();
    for (const raw of entries) {
      const e = Object.freeze({ ...raw });
      touched.add(e.step);
      const at = find(this.groups, e.step);
      if (at < 0) {
        this.groups.splice(~at, 0, groupOf(e, [e]));
        continue;
      }
      const group = this.groups[at];
      const i = group.entries.findIndex((x) => x.seq === e.seq);
      const next = i === -1 ? [...group.entries, e].sort((a, b) => a.seq - b.seq) : group.entries.map((x, j) => (j === i ? e : x));
      this.groups[at] = groupOf(next[0], next);
    }
    for (const step of touched) this.reshow(step);
  }

  clear(): void {
    this.groups.length = 0;
    this.shown.length = 0;
    this.movesOf.clear();
  }

  /** Puts a changed step's row right: an undo or redo folds into its target when that is here, else stands alone. */
  private reshow(step: number): void {
    const group = this.groups[find(this.groups, step)];
    const target = foldTarget(group);
    if (target === null) {
      this.showWithMoves(step);
      for (const move of this.movesOf.get(step) ?? []) this.hide(move.step);
      return;
    }
    const moves = (this.movesOf.get(target) ?? []).filter((m) => m.step !== step);
    moves.push(group);
    moves.sort((a, b) => a.step - b.step);
    this.movesOf.set(target, moves);
    if (find(this.groups, target) >= 0) {
      this.hide(step);
      this.showWithMoves(target);
    } else {
      this.put(group);
    }
  }

  private showWithMoves(step: number): void {
    const group = this.groups[find(this.groups, step)];
    const moves = this.movesOf.get(step);
    this.put(
      moves?.length
        ? Object.freeze({
            ...group,
            moves: moves.map((m) => ({ step: m.step, kind: MOVES[m.entries[0].type], createdAt: m.entries[0].createdAt })),
          })
        : group,
    );
  }

  private put(group: StepGroup): void {
    const at = find(this.shown, group.step);
    if (at >= 0) this.shown[at] = group;
    else this.shown.splice(~at, 0, group);
  }

  private hide(step: number): void {
    const at = find(this.shown, step);
    if (at >= 0) this.shown.splice(at, 1);
  }
}

/** How many steps still in force come after `step` (what a rewind to it takes back); undone steps and timeline moves do not count. */
export function stepsInForceAfter(groups: readonly StepGroup[], step: number): number {
  let count = 0;
  for (let i = groups.length - 1; i >= 0 && groups[i].step > step; i--) if (!groups[i].undone && !groups[i].meta) count++;
  return count;
}
