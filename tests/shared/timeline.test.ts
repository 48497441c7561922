import { describe, expect, it } from 'vitest';
import { advanceTimeline, buildTimeline, canRedo, canUndo, TIMELINE } from '../../shared/engine/timeline';

const action = (step: number) => ({ step, type: 'act' });

describe('the timeline: undo, redo and rewind as events', () => {
  it('an undo takes the last step out and makes it redoable', () => {
    const t = buildTimeline([action(1), action(2), action(3), { step: 4, type: TIMELINE.undo }]);
    expect(t).toEqual({ applied: [1, 2], redoable: [3] });
  });

  it('redo puts back the most recently undone step first', () => {
    const t = buildTimeline([action(1), action(2), action(3), { step: 4, type: TIMELINE.undo }, { step: 5, type: TIMELINE.undo }, { step: 6, type: TIMELINE.redo }]);
    expect(t).toEqual({ applied: [1, 2], redoable: [3] });
  });

  it('a new action clears what could be redone', () => {
    const t = buildTimeline([action(1), action(2), { step: 3, type: TIMELINE.undo }, action(4)]);
    expect(t).toEqual({ applied: [1, 4], redoable: [] });
    expect(canRedo(t)).toBe(false);
  });

  it('a rewind undoes everything after the chosen step, redoable one by one', () => {
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
});
