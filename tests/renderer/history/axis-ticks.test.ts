import { describe, expect, it } from 'vitest';
import { axisTicks } from '../../../renderer/src/history/axis-ticks';

describe('the x axis of a track chart', () => {
  it('labels about ten turns of a long campaign, each where it begins', () => {
    const points = Array.from({ length: 3000 }, (_, i) => ({ turn: Math.floor(i / 6) }));
    const { byTurn, labels } = axisTicks(points);
    expect(byTurn).toBe(true);
    expect([...labels.values()]).toEqual([0, 50, 100, 150, 200, 250, 300, 350, 400, 450]);
    expect(labels.get(300)).toBe(50); // turn 50 begins at the 301st point
  });

  it('labels every turn of a short one', () => {
    const { labels } = axisTicks([{ turn: 0 }, { turn: 1 }, { turn: 1 }, { turn: 2 }]);
    expect([...labels.entries()]).toEqual([
      [0, 0],
      [1, 1],
      [3, 2],
    ]);
  });

  it('counts steps when the turn never moves', () => {
    const { byTurn, labels } = axisTicks(Array.from({ length: 95 }, () => ({ turn: 0 })));
    expect(byTurn).toBe(false);
    expect([...labels.values()]).toEqual([1, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
  });
});

describe('the x axis of a long game’s thinned chart', () => {
  it('labels each multiple of the stride on the first point at or past it, by step number', () => {
    // Every 50th of 48,000 steps in force (the turn never moves): labels at 5,000, 10,000…
    const points = Array.from({ length: 960 }, (_, i) => ({ turn: 0, n: i * 50 + 1 }));
    const { byTurn, labels } = axisTicks(points);
    expect(byTurn).toBe(false);
    expect([...labels.values()]).toEqual([1, 5000, 10000, 15000, 20000, 25000, 30000, 35000, 40000, 45000]);
    expect(labels.get(100)).toBe(5000); // n 5,001: the first point past step 5,000
  });

  it('labels a turn the thinning skipped on the first point after it', () => {
    const { labels } = axisTicks([
      { turn: 0, n: 1 },
      { turn: 7, n: 40 },
      { turn: 12, n: 80 },
      { turn: 21, n: 120 },
    ]);
    // Stride 5: turns 5 and 10 fall on the first points past them; 15 and 20 both lie before
    // turn 21's point, which takes the later one.
    expect([...labels.entries()]).toEqual([
      [0, 0],
      [1, 5],
      [2, 10],
      [3, 20],
    ]);
  });
});
