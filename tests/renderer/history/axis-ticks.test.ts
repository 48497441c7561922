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
