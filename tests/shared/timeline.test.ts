import { describe, expect, it } from 'vitest';
import { advanceTimeline, buildTimeline, canRedo, canUndo, stepsAfter, TIMELINE, type StepHead } from '../../shared/engine/timeline';

const action = (step: number) => ({ step, type: 'act' });
const undo = (step: number): StepHead => ({ step, type: TIMELINE.undo });
const redo = (step: number): StepHead => ({ step, type: TIMELINE.redo });
const rewind = (step: number, toStep: number): StepHead => ({ step, type: TIMELINE.rewind, toStep, asOneStep: true });

describe('the timeline: undo, redo and rewind as events', () => {
  it('an undo takes the last step out and makes it redoable', () => {
    const t = buildTimeline([action(1), action(2), action(3), { step: 4, type: TIMELINE.undo }]);
    expect(t).toEqual({ applied: [1, 2], redoable: [3] });
  });

  it('redo puts back the most recently undone step first', () => {
    const t = buildTimeline([
      action(1),
      action(2),
      action(3),
      { step: 4, type: TIMELINE.undo },
      { step: 5, type: TIMELINE.undo },
      { step: 6, type: TIMELINE.redo },
    ]);
    expect(t).toEqual({ applied: [1, 2], redoable: [3] });
  });

  it('a new action clears what could be redone', () => {
    const t = buildTimeline([action(1), action(2), { step: 3, type: TIMELINE.undo }, action(4)]);
    expect(t).toEqual({ applied: [1, 4], redoable: [] });
    expect(canRedo(t)).toBe(false);
  });

  it('a rewind recorded before rewinds were one step still replays redoable one by one', () => {
    const t = buildTimeline([action(1), action(2), action(3), action(4), { step: 5, type: TIMELINE.rewind, toStep: 2 }]);
    expect(t).toEqual({ applied: [1, 2], redoable: [4, 3] });
    expect(advanceTimeline(t, { step: 6, type: TIMELINE.redo })).toEqual({ applied: [1, 2, 3], redoable: [4] });
  });

  it('never undoes the set-up', () => {
    const t = buildTimeline([action(1), { step: 2, type: TIMELINE.rewind, toStep: 0 }]);
    expect(t.applied).toEqual([1]);
    expect(canUndo(t)).toBe(false);
  });

  it('advancing does not change the timeline it was given', () => {
    const t = buildTimeline([action(1), action(2)]);
    advanceTimeline(t, { step: 3, type: TIMELINE.undo });
    expect(t).toEqual({ applied: [1, 2], redoable: [] });
  });

  describe('a rewind made as one step', () => {
    const played = [action(1), action(2), action(3), action(4), action(5)];

    it('takes every step after the target out of force, and one undo puts them all back', () => {
      const back = buildTimeline([...played, rewind(6, 2)]);
      expect(back.applied).toEqual([1, 2]);
      expect(canUndo(back)).toBe(true);
      expect(canRedo(back)).toBe(false);
      const restored = advanceTimeline(back, undo(7));
      expect(restored.applied).toEqual([1, 2, 3, 4, 5]);
      expect(restored.redoable).toEqual([6]);
    });

    it('redo after undoing it goes back to the target again', () => {
      const t = buildTimeline([...played, rewind(6, 2), undo(7), redo(8)]);
      expect(t.applied).toEqual([1, 2]);
      expect(t.redoable).toEqual([]);
      expect(buildTimeline([...played, rewind(6, 2), undo(7), redo(8), undo(9)]).applied).toEqual([1, 2, 3, 4, 5]);
    });

    it('stays undoable after new steps: undo the new ones, then the rewind brings the old branch back', () => {
      const t = buildTimeline([...played, rewind(6, 2), action(7), action(8), undo(9), undo(10)]);
      expect(t.applied).toEqual([1, 2]);
      expect(t.redoable).toEqual([8, 7]);
      const branch = advanceTimeline(t, undo(11));
      expect(branch.applied).toEqual([1, 2, 3, 4, 5]);
      expect(branch.redoable).toEqual([6]);
      expect(buildTimeline([redo(12), redo(13), redo(14)], branch).applied).toEqual([1, 2, 7, 8]);
    });

    it('nested rewinds come back newest first', () => {
      const t = buildTimeline([...played, rewind(6, 4), action(7), rewind(8, 1)]);
      expect(t.applied).toEqual([1]);
      expect(canUndo(t)).toBe(true);
      const once = advanceTimeline(t, undo(9));
      expect(once.applied).toEqual([1, 2, 3, 4, 7]);
      const twice = buildTimeline([undo(10), undo(11)], once);
      expect(twice.applied).toEqual([1, 2, 3, 4, 5]);
    });

    it('loses nothing that could be redone before it: undoing the rewind gives the redo list back', () => {
      const t = buildTimeline([...played, undo(6), rewind(7, 2)]);
      expect(t.applied).toEqual([1, 2]);
      expect(canRedo(t)).toBe(false);
      const restored = advanceTimeline(t, undo(8));
      expect(restored.applied).toEqual([1, 2, 3, 4]);
      expect(restored.redoable).toEqual([5, 7]);
      expect(buildTimeline([redo(9)], restored).applied).toEqual([1, 2]);
    });

    it('undo, undo, redo, redo across a rewind comes back to the same place', () => {
      const t = buildTimeline([...played, rewind(6, 2), action(7)]);
      const there = buildTimeline([undo(8), undo(9), redo(10), redo(11)], t);
      expect(there.applied).toEqual(t.applied);
      expect(there.redoable).toEqual([]);
    });

    it('a new step after undoing the rewind forgets it (it can no longer be redone)', () => {
      const t = buildTimeline([...played, rewind(6, 2), undo(7), action(8)]);
      expect(t.applied).toEqual([1, 2, 3, 4, 5, 8]);
      expect(t.redoable).toEqual([]);
      expect(t.rewinds ?? []).toEqual([]);
    });

    it('counts the steps it would take out of force', () => {
      const t = buildTimeline(played);
      expect(stepsAfter(t, 2)).toBe(3);
      expect(stepsAfter(t, 5)).toBe(0);
      expect(stepsAfter(t, 42)).toBe(0);
    });

    it('copies: advancing never changes the timeline it was given', () => {
      const t = buildTimeline([...played, rewind(6, 2)]);
      const before = JSON.stringify(t);
      advanceTimeline(t, undo(7));
      expect(JSON.stringify(t)).toBe(before);
    });
  });
});
