import { describe, expect, it } from 'vitest';
import { CHECKPOINT, stateAfterEvent, walkLog, type LogEntry } from '../../electron/main/services/replay';
import { buildTimeline } from '../../shared/engine/timeline';
import { diceTray } from '../../shared/rulesets/dice-tray';

/** A dice-tray log: set-up, a Doom counter, then `n` raises with an undo after every 10th and a rewind now and then. */
function longLog(n: number): LogEntry[] {
  const entries: LogEntry[] = [];
  const add = (type: string, data: Record<string, unknown>) => {
    const seq = entries.length + 1;
    entries.push({
      seq,
      step: seq,
      sessionId: 1,
      turn: 0,
      phase: 'p',
      type,
      data,
      cause: null,
      dice: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  };
  add('core/setup', { options: {}, players: [] });
  add('counter-added', { counterId: 'c1', name: 'Doom', min: 0, max: 1_000_000, value: 0 });
  let value = 0;
  for (let i = 0; i < n; i++) {
    add('counter-changed', { counterId: 'c1', name: 'Doom', from: value, to: value + 1 });
    value++;
    if (i % 10 === 9) {
      add('core/undo', {});
      value--;
    }
    if (i % 500 === 499) add(CHECKPOINT, { name: `mark ${i}`, atStep: entries.length - 1 });
    if (i % 1000 === 999) {
      add('core/rewind', { toStep: 2 });
      add('core/redo', {});
      const redone = entries.filter((e) => e.type === 'counter-changed').find((e) => e.step > 2)!;
      value = redone.data.to as number;
    }
  }
  return entries;
}

describe('replaying a whole log', () => {
  it('walks a 30,000-step log in linear time and agrees with the engine’s timeline', () => {
    const entries = longLog(30_000);
    const started = performance.now();
    const walked = walkLog(diceTray, entries);
    const took = performance.now() - started;
    expect(took).toBeLessThan(3000);
    const heads = entries
      .filter((e) => e.type !== CHECKPOINT)
      .map((e) => ({ step: e.step, type: e.type, ...(typeof e.data.toStep === 'number' ? { toStep: e.data.toStep } : {}) }));
    expect(walked.timeline).toEqual(buildTimeline(heads));
    // States of steps that can never come back are let go.
    expect(walked.stateAfterStep.size).toBeLessThanOrEqual(walked.timeline.applied.length + walked.timeline.redoable.length);
    const top = walked.timeline.applied[walked.timeline.applied.length - 1];
    expect(walked.state).toBe(walked.stateAfterStep.get(top));
  });

  it('gives the state right after any event, undone ones included', () => {
    const entries = longLog(12);
    const doom = (seq: number) => (stateAfterEvent(diceTray, entries, seq)!.state as { counters: { value: number }[] }).counters[0].value;
    const tenth = entries.filter((e) => e.type === 'counter-changed')[9];
    expect(doom(tenth.seq)).toBe(10);
    expect(doom(tenth.seq + 1)).toBe(9); // the undo right after it
    expect(stateAfterEvent(diceTray, entries, 9999)).toBeUndefined();
  });
});
