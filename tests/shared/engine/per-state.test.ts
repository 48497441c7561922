/** Per-state memory: an answer is worked out once per state (`perState`), or once per set of the state's parts (`perParts`). */
import { describe, expect, it } from 'vitest';
import { perParts, perState } from '../../../shared/engine/per-state';

interface Board {
  towns: readonly string[];
  knights: readonly string[];
  turn: number;
}

describe('perState', () => {
  it('answers a state it was just asked about without working it out again, and a new state afresh', () => {
    let worked = 0;
    const count = perState((s: Board) => (worked++, s.towns.length));
    const a: Board = { towns: ['Ashford'], knights: [], turn: 1 };
    const b: Board = { ...a, towns: ['Ashford', 'Brill'] };
    expect([count(a), count(a), count(b), count(b), count(a)]).toEqual([1, 1, 2, 2, 1]);
    expect(worked).toBe(3);
  });

  it('takes undefined and null as states like any other (no answer is assumed before the first question)', () => {
    let worked = 0;
    const seen = perState((s: number | undefined | null) => (worked++, String(s)));
    expect([seen(undefined), seen(undefined), seen(null), seen(null)]).toEqual(['undefined', 'undefined', 'null', 'null']);
    expect(worked).toBe(2);
  });
});

describe('perParts', () => {
  it('keeps its answer while the parts it names are the very same objects, and works it out again when one changes', () => {
    let worked = 0;
    const towns = perParts(
      (s: Board) => [s.towns],
      (s: Board) => (worked++, s.towns.map((t) => t.toUpperCase())),
    );
    const first: Board = { towns: ['Ashford'], knights: ['Ada'], turn: 1 };
    const answer = towns(first);
    // A new state that kept the towns list (a knight moved, the turn passed): the same answer, not worked out again.
    const moved: Board = { ...first, knights: ['Ada', 'Cal'], turn: 2 };
    expect(towns(moved)).toBe(answer);
    expect(worked).toBe(1);
    // A new towns list, even an equal one, is another part: worked out again.
    const rebuilt: Board = { ...moved, towns: ['Ashford'] };
    expect(towns(rebuilt)).toEqual(['ASHFORD']);
    expect(towns(rebuilt)).not.toBe(answer);
    const built: Board = { ...rebuilt, towns: ['Ashford', 'Brill'] };
    expect(towns(built)).toEqual(['ASHFORD', 'BRILL']);
    expect(worked).toBe(3);
  });

  it('compares plain values by value: the same turn number is the same part', () => {
    let worked = 0;
    const turn = perParts(
      (s: Board) => [s.turn],
      (s: Board) => (worked++, `turn ${s.turn}`),
    );
    expect(turn({ towns: [], knights: [], turn: 3 })).toBe('turn 3');
    expect(turn({ towns: ['Brill'], knights: [], turn: 3 })).toBe('turn 3');
    expect(turn({ towns: [], knights: [], turn: 4 })).toBe('turn 4');
    expect(worked).toBe(2);
  });

  it('asked again of the state it was just asked about, answers without even reading the parts', () => {
    let read = 0;
    let worked = 0;
    const towns = perParts(
      (s: Board) => (read++, [s.towns]),
      (s: Board) => (worked++, s.towns.length),
    );
    const a: Board = { towns: ['Ashford'], knights: [], turn: 1 };
    const b: Board = { ...a, turn: 2 };
    expect([towns(a), towns(a), towns(a), towns(b), towns(b), towns(a)]).toEqual([1, 1, 1, 1, 1, 1]);
    // a, then b (the same towns: not worked out again), then a again (a new question after b).
    expect(read).toBe(3);
    expect(worked).toBe(1);
  });
});
