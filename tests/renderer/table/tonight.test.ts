/** The table display's "tonight": this session's headlines, in and out with undo and redo, and only new ones shown large. */
import { describe, expect, it } from 'vitest';
import { catanHorrorHeadlines } from '../../../shared/rulesets/catan-horror/headlines';
import type { HistoryEntry } from '../../../shared/rpc/contract';
import { Tonight } from '../../../renderer/src/views/table/tonight';

const entry = (seq: number, type: string, more: Partial<HistoryEntry> = {}): HistoryEntry => ({
  seq,
  step: seq,
  sessionId: 2,
  turn: 1,
  phase: 'x',
  type,
  data: {},
  cause: null,
  dice: null,
  createdAt: '2026-03-01T20:00:00.000Z',
  undone: false,
  ...more,
});

describe('tonight on the table display', () => {
  it('keeps this session’s headlines only, drops an undone one, and shows a redone one again', () => {
    const tonight = new Tonight(catanHorrorHeadlines);
    tonight.session = 2;
    tonight.merge([entry(1, 'knight-killed', { sessionId: 1 }), entry(2, 'gate-opened'), entry(3, 'action-taken')]);
    expect(tonight.entries.map((e) => e.seq)).toEqual([2]);
    expect(tonight.merge([entry(4, 'knight-went-mad')]).map((e) => e.seq)).toEqual([4]);
    expect(tonight.merge([entry(4, 'knight-went-mad', { undone: true })])).toEqual([]);
    expect(tonight.entries.map((e) => e.seq)).toEqual([2]);
    expect(tonight.merge([entry(4, 'knight-went-mad')]).map((e) => e.seq)).toEqual([4]);
  });

  it('starts again when a new session’s first headline comes', () => {
    const tonight = new Tonight(catanHorrorHeadlines);
    tonight.session = 2;
    tonight.merge([entry(2, 'gate-opened')]);
    tonight.merge([entry(9, 'town-razed', { sessionId: 3 })]);
    expect(tonight.entries.map((e) => e.seq)).toEqual([9]);
    expect(tonight.session).toBe(3);
  });
});
