import { describe, expect, it } from 'vitest';
import {
  CITIES,
  cityChartCity,
  lairChartLocation,
  LOCATIONS,
  monsterColour,
  movementDiceFor,
} from '../../../shared/rulesets/runebound-monster-step/data/charts';
import { checkOdds, d10SumDistribution, lairCloseOdds } from '../../../shared/rulesets/runebound-monster-step/odds';

/** Counts the outcomes of `dice` d10 (read 1-10) meeting the target, by brute force. */
function bruteForce(dice: number, skill: number, target: number): number {
  let hits = 0;
  let all = 0;
  const walk = (left: number, sum: number) => {
    if (left === 0) {
      all++;
      if (sum + skill >= target) hits++;
      return;
    }
    for (let face = 1; face <= 10; face++) walk(left - 1, sum + face);
  };
  walk(dice, 0);
  return hits / all;
}

describe('the Lair chart', () => {
  it('names the nine locations on 1-9 in order and nothing on 0', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(lairChartLocation)).toEqual([...LOCATIONS]);
    expect(lairChartLocation(4)).toBe('ashen-hills');
    expect(lairChartLocation(8)).toBe('shadow-peaks');
    expect(lairChartLocation(0)).toBeNull();
  });
});

describe('the City chart', () => {
  it('names the eight cities on 1-8 and re-rolls 9 and 0', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(cityChartCity)).toEqual([...CITIES]);
    expect(cityChartCity(6)).toBe('greyhaven');
    expect(cityChartCity(9)).toBeNull();
    expect(cityChartCity(0)).toBeNull();
  });
});

describe('monster colour by level (experience counters + 1)', () => {
  it('is green at levels 1-2, yellow at 3-4, blue from 5', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(monsterColour)).toEqual(['green', 'green', 'yellow', 'yellow', 'blue', 'blue', 'blue']);
  });
});

describe('the movement check', () => {
  it('moves nobody on 1-5, two movement dice on 6-9, three on 0', () => {
    expect([1, 2, 3, 4, 5].map(movementDiceFor)).toEqual([0, 0, 0, 0, 0]);
    expect([6, 7, 8, 9].map(movementDiceFor)).toEqual([2, 2, 2, 2]);
    expect(movementDiceFor(0)).toBe(3);
  });
});

describe('lair check odds', () => {
  it('are an exact distribution of d10 sums', () => {
    const two = d10SumDistribution(2);
    expect(two.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(two[11]).toBeCloseTo(10 / 100, 12);
    expect(two[20]).toBeCloseTo(1 / 100, 12);
  });

  it('match counting every roll, for one and two dice', () => {
    for (const dice of [1, 2]) {
      for (const [skill, target] of [
        [0, 11],
        [2, 5],
        [3, 17],
        [5, 25],
        [0, 2],
        [1, 24],
      ]) {
        expect(checkOdds(dice, skill, target)).toBeCloseTo(bruteForce(dice, skill, target), 12);
      }
    }
  });

  it('multiply over the checks, since every check must succeed', () => {
    expect(lairCloseOdds(2, 2, [5, 8])).toBeCloseTo(bruteForce(2, 2, 5) * bruteForce(2, 2, 8), 12);
    expect(lairCloseOdds(1, 2, [5])).toBeCloseTo(0.8, 12);
  });
});
