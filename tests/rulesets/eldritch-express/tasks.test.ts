import { describe, expect, it } from 'vitest';
import { checkTask, handOdds, parseTask, taskOdds } from '../../../shared/rulesets/eldritch-express/tasks';

describe('dice tasks', () => {
  it('reads RRI as two research and one investigation', () => {
    expect(parseTask('RRI')).toEqual({ research: 2, investigation: 1 });
  });

  it('kept dice meet a task when they cover every letter', () => {
    expect(checkTask(parseTask('RRI'), ['research', 'research', 'investigation', 'travel'], 0).met).toBe(true);
  });

  it('says what is missing and how many clues would cover it', () => {
    const check = checkTask(parseTask('RRI'), ['research', 'investigation', 'investigation'], 0);
    expect(check).toMatchObject({ met: false, missingResearch: 1, missingInvestigation: 0, cluesNeeded: 1 });
    expect(checkTask(parseTask('RRI'), ['research', 'investigation'], 1).met).toBe(true);
  });

  it('a spare investigation does not stand in for research, except with a swap', () => {
    expect(checkTask(parseTask('RRR'), ['investigation', 'investigation', 'investigation'], 0).met).toBe(false);
    expect(checkTask(parseTask('RRR'), ['investigation', 'investigation', 'investigation'], 0, { swap: true }).met).toBe(true);
  });

  it('a free result (the Gate Box) counts like a clue', () => {
    expect(checkTask(parseTask('III'), ['investigation', 'investigation'], 0, { free: 1 }).met).toBe(true);
  });

  it('the odds of one die meeting a single R are exactly 1/6', () => {
    expect(taskOdds(1, 0, 1, 0)).toBeCloseTo(1 / 6, 12);
  });

  it('with two dice and a re-roll, one R is met with chance 1 - (5/6)³', () => {
    // A first roll without research sets one die aside and re-rolls the other: three chances in all.
    expect(taskOdds(1, 0, 2, 0)).toBeCloseTo(1 - (5 / 6) ** 3, 12);
  });

  it('enough clues make the odds certain; no dice and no clues make them nil', () => {
    expect(taskOdds(2, 1, 5, 3)).toBe(1);
    expect(taskOdds(2, 1, 0, 0)).toBe(0);
  });

  it('more dice never lower the odds of RRI, and clues raise them', () => {
    const four = taskOdds(2, 1, 4, 0);
    const five = taskOdds(2, 1, 5, 0);
    expect(five).toBeGreaterThan(four);
    expect(taskOdds(2, 1, 5, 1)).toBeGreaterThan(five);
  });

  it('from a hand showing the research needed, the odds are certain', () => {
    expect(handOdds(1, 0, ['research', 'travel'], 0)).toBe(1);
    expect(handOdds(1, 0, ['travel'], 0)).toBe(0);
  });
});

/**
 * An independent brute force: every ordered roll of n faces, every legal set-aside (a non-empty subset,
 * holding a threat when one shows outside a city), best play after. Slow, so only up to five dice.
 */
function bruteOdds(r: number, i: number, n: number, clues: number, city: boolean, memo: Map<string, number>): number {
  if (Math.max(0, r) + Math.max(0, i) <= clues) return 1;
  if (n === 0) return 0;
  const key = `${r},${i},${n}`;
  if (memo.has(key)) return memo.get(key)!;
  const faces = ['travel', 'rest', 'investigation', 'research', 'health-threat', 'sanity-threat'];
  let total = 0;
  for (let code = 0; code < 6 ** n; code++) {
    const hand = Array.from({ length: n }, (_, k) => faces[Math.floor(code / 6 ** k) % 6]);
    total += bruteHand(r, i, hand, clues, city, memo) / 6 ** n;
  }
  memo.set(key, total);
  return total;
}

function bruteHand(r: number, i: number, hand: string[], clues: number, city: boolean, memo: Map<string, number>): number {
  const n = hand.length;
  const threatShown = hand.some((f) => f.endsWith('threat'));
  let best = 0;
  for (let mask = 1; mask < 1 << n; mask++) {
    const kept = hand.filter((_, k) => mask & (1 << k));
    if (threatShown && !city && !kept.some((f) => f.endsWith('threat'))) continue;
    const kr = kept.filter((f) => f === 'research').length;
    const ki = kept.filter((f) => f === 'investigation').length;
    best = Math.max(best, bruteOdds(r - kr, i - ki, n - kept.length, clues, city, memo));
  }
  return best;
}

describe('the odds, computed once per dice count and cached', () => {
  it('equal a brute force over every roll and every legal set-aside, up to five dice', () => {
    for (const city of [false, true]) {
      for (const [r, i, clues] of [[1, 0, 0], [2, 1, 0], [1, 2, 1], [3, 0, 0], [0, 3, 1], [2, 2, 0]]) {
        // the brute force's memo holds one (clues, city) only
        const memo = new Map<string, number>();
        for (let n = 1; n <= 5; n++) {
          const brute = bruteOdds(r, i, n, clues, city, memo);
          expect(taskOdds(r, i, n, clues, { city })).toBeCloseTo(brute, 12);
        }
      }
    }
  });

  it('from a hand, equal the brute force of the best set-aside', () => {
    const memo = new Map<string, number>();
    const hands = [['research', 'travel', 'health-threat', 'rest'], ['investigation', 'investigation', 'sanity-threat'], ['travel', 'rest', 'rest', 'travel', 'research']];
    for (const hand of hands) expect(handOdds(2, 1, hand, 0)).toBeCloseTo(bruteHand(2, 1, hand, 0, false, memo), 12);
  });

  it('are the same on a second call (cached) and for six to eight dice stay within [0, 1] and grow with the dice', () => {
    const first = taskOdds(2, 2, 8, 0);
    expect(taskOdds(2, 2, 8, 0)).toBe(first);
    expect(taskOdds(2, 2, 6, 0)).toBeLessThan(taskOdds(2, 2, 7, 0));
    expect(first).toBeLessThanOrEqual(1);
  });
});
