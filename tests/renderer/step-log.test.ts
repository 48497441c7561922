/** The play screen's history kept a step at a time. */
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../shared/rpc/contract';
import { StepLog } from '../../renderer/src/history/step-log';

const entry = (seq: number, step: number, extra: Partial<HistoryEntry> = {}): HistoryEntry => ({
  seq,
  step,
  sessionId: 1,
  turn: 1,
  phase: 'p',
  type: 'thing',
  data: {},
  cause: null,
  dice: null,
  createdAt: '2026-11-23T10:00:00Z',
  undone: false,
  ...extra,
});

describe('StepLog', () => {
  it('groups an action with its consequences and appends the next step', () => {
    const log = new StepLog();
    log.merge([entry(1, 1), entry(2, 1, { cause: 'terror-3' })]);
    log.merge([entry(3, 3)]);
    expect(log.groups.map((g) => [g.step, g.entries.map((e) => e.seq)])).toEqual([
      [1, [1, 2]],
      [3, [3]],
    ]);
    expect(log.lastSeq).toBe(3);
  });

  it('an undo adds its own step and strikes the step it undid, leaving the rest alone', () => {
    const log = new StepLog();
    log.merge([entry(1, 1), entry(2, 2), entry(3, 2)]);
    const untouched = log.groups[0];
    log.merge([entry(4, 4, { type: 'core/undo' }), entry(2, 2, { undone: true }), entry(3, 2, { undone: true })]);
    expect(log.groups.map((g) => [g.step, g.undone, g.meta])).toEqual([
      [1, false, false],
      [2, true, false],
      [4, false, true],
    ]);
    expect(log.groups[0]).toBe(untouched);
  });

  it('an older page goes in front, a step split across pages joins up', () => {
    const log = new StepLog();
    log.merge([entry(5, 4), entry(6, 6)]);
    log.merge([entry(1, 1), entry(2, 2), entry(3, 4), entry(4, 4)]);
    expect(log.groups.map((g) => [g.step, g.entries.map((e) => e.seq)])).toEqual([
      [1, [1]],
      [2, [2]],
      [4, [3, 4, 5]],
      [6, [6]],
    ]);
    expect(log.firstSeq).toBe(1);
  });

  it('entries are frozen: the history is read, never changed in place', () => {
    const log = new StepLog();
    log.merge([entry(1, 1)]);
    expect(Object.isFrozen(log.groups[0].entries[0])).toBe(true);
    expect(Object.isFrozen(log.groups[0])).toBe(true);
  });

  describe('folds undo and redo into the step they touch (issue 18)', () => {
    const undo = (seq: number, target: number) =>
      entry(seq, seq, { type: 'core/undo', data: { step: target }, createdAt: `2026-11-23T10:0${seq}:00Z` });
    const redo = (seq: number, target: number) =>
      entry(seq, seq, { type: 'core/redo', data: { step: target }, createdAt: `2026-11-23T10:0${seq}:00Z` });

    it('an undo and a redo show on the step, not as rows of their own', () => {
      const log = new StepLog();
      log.merge([entry(1, 1), entry(2, 2)]);
      log.merge([undo(3, 2), entry(2, 2, { undone: true })]);
      log.merge([redo(4, 2), entry(2, 2)]);
      expect(log.shown.map((g) => g.step)).toEqual([1, 2]);
      expect(log.shown[1].moves).toEqual([
        { step: 3, kind: 'undo', createdAt: '2026-11-23T10:03:00Z' },
        { step: 4, kind: 'redo', createdAt: '2026-11-23T10:04:00Z' },
      ]);
      expect(log.groups.map((g) => g.step)).toEqual([1, 2, 3, 4]);
    });

    it('an undo whose step is on an older page stands alone until that page arrives, then folds', () => {
      const log = new StepLog();
      log.merge([undo(5, 2), entry(6, 6)]);
      expect(log.shown.map((g) => g.step)).toEqual([5, 6]);
      log.merge([entry(1, 1), entry(2, 2, { undone: true })]);
      expect(log.shown.map((g) => g.step)).toEqual([1, 2, 6]);
      expect(log.shown[1].moves?.map((m) => m.kind)).toEqual(['undo']);
    });

    it('undos recorded before they named their step keep a row of their own', () => {
      const log = new StepLog();
      log.merge([entry(1, 1), entry(2, 2, { undone: true }), entry(3, 3, { type: 'core/undo' })]);
      expect(log.shown.map((g) => [g.step, g.meta])).toEqual([
        [1, false],
        [2, false],
        [3, true],
      ]);
    });
  });
});
