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
}

const META = new Set(['core/undo', 'core/redo', 'core/rewind', 'core/checkpoint']);

const groupOf = (e: HistoryEntry, entries: readonly HistoryEntry[]): StepGroup =>
  Object.freeze({ step: e.step, sessionId: e.sessionId, turn: e.turn, entries, undone: entries[0].undone, meta: META.has(entries[0].type) });

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
  /** Oldest first. */
  readonly groups: StepGroup[] = [];

  get lastSeq(): number {
    const last = this.groups[this.groups.length - 1];
    return last ? last.entries[last.entries.length - 1].seq : 0;
  }

  get firstSeq(): number | null {
    return this.groups[0]?.entries[0]?.seq ?? null;
  }

  /** Adds new events and re-marks known ones (by seq); entries may come in any order. */
  merge(entries: readonly HistoryEntry[]): void {
    for (const raw of entries) {
      const e = Object.freeze({ ...raw });
      const at = find(this.groups, e.step);
      if (at < 0) {
        this.groups.splice(~at, 0, groupOf(e, [e]));
        continue;
      }
      const group = this.groups[at];
      const i = group.entries.findIndex((x) => x.seq === e.seq);
      const next = i === -1
        ? [...group.entries, e].sort((a, b) => a.seq - b.seq)
        : group.entries.map((x, j) => (j === i ? e : x));
      this.groups[at] = groupOf(next[0], next);
    }
  }

  clear(): void {
    this.groups.length = 0;
  }
}

/** How many steps still in force come after `step` (what a rewind to it takes back); undone steps and timeline moves do not count. */
export function stepsInForceAfter(groups: readonly StepGroup[], step: number): number {
  let count = 0;
  for (let i = groups.length - 1; i >= 0 && groups[i].step > step; i--) if (!groups[i].undone && !groups[i].meta) count++;
  return count;
}
