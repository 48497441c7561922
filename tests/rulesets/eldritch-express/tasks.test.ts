import fc from 'fast-check';
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
      for (const [r, i, clues] of [
        [1, 0, 0],
        [2, 1, 0],
        [1, 2, 1],
        [3, 0, 0],
        [0, 3, 1],
        [2, 2, 0],
      ]) {
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
    const hands = [
      ['research', 'travel', 'health-threat', 'rest'],
      ['investigation', 'investigation', 'sanity-threat'],
      ['travel', 'rest', 'rest', 'travel', 'research'],
    ];
    for (const hand of hands) expect(handOdds(2, 1, hand, 0)).toBeCloseTo(bruteHand(2, 1, hand, 0, false, memo), 12);
  });

  it('are the same on a second call (cached) and for six to eight dice stay within [0, 1] and grow with the dice', () => {
    const first = taskOdds(2, 2, 8, 0);
    expect(taskOdds(2, 2, 8, 0)).toBe(first);
    expect(taskOdds(2, 2, 6, 0)).toBeLessThan(taskOdds(2, 2, 7, 0));
    expect(first).toBeLessThanOrEqual(1);
  });
});

/**
 * The odds as they were computed before issue 17 (every composition of the dice enumerated again
 * on each memo miss, with a recursive factorial), kept verbatim as the reference the dynamic
 * programme must equal.
 */
function oldOutcomes(n: number): { counts: number[]; p: number }[] {
  const result: { counts: number[]; p: number }[] = [];
  const fact = (k: number): number => (k <= 1 ? 1 : k * fact(k - 1));
  const walk = (face: number, left: number, counts: number[]) => {
    if (face === 5) {
      const all = [...counts, left];
      const ways = fact(n) / all.reduce((acc, c) => acc * fact(c), 1);
      result.push({ counts: all, p: ways / 6 ** n });
      return;
    }
    for (let c = 0; c <= left; c++) walk(face + 1, left - c, [...counts, c]);
  };
  walk(0, n, []);
  return result;
}

function oldTaskOdds(needR: number, needI: number, dice: number, clues: number, opts: { city?: boolean; swap?: boolean } = {}): number {
  const memo = new Map<string, number>();
  const covered = (r: number, i: number) => (opts.swap ? Math.max(0, r + i) : Math.max(0, r) + Math.max(0, i)) <= clues;
  const value = (r: number, i: number, n: number): number => {
    if (covered(r, i)) return 1;
    if (n === 0) return 0;
    const key = `${r},${i},${n}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let total = 0;
    for (const { counts, p } of oldOutcomes(n)) {
      const [, , inv, res, ht, st] = counts;
      const forced = ht + st > 0 && !opts.city ? 1 : 0;
      let best = 0;
      const usableR = opts.swap ? res + inv : res;
      for (let kr = 0; kr <= Math.min(usableR, Math.max(0, r)); kr++) {
        const usableI = opts.swap ? res + inv - kr : inv;
        for (let ki = 0; ki <= Math.min(usableI, Math.max(0, i)); ki++) {
          const keep = kr + ki + forced;
          const kept = keep === 0 ? 1 : keep;
          if (kept > n) continue;
          best = Math.max(best, value(r - kr, i - ki, n - kept));
          if (best === 1) break;
        }
        if (best === 1) break;
      }
      const stop = opts.swap ? covered(r - res - inv, i) : covered(r - res, i - inv);
      if (stop) best = 1;
      total += p * best;
    }
    memo.set(key, total);
    return total;
  };
  if (opts.swap) return value(needR + needI, 0, dice);
  return value(needR, needI, dice);
}

function oldHandOdds(
  needR: number,
  needI: number,
  hand: readonly string[],
  clues: number,
  opts: { city?: boolean; swap?: boolean } = {},
): number {
  const res = hand.filter((f) => f === 'research').length;
  const inv = hand.filter((f) => f === 'investigation').length;
  const forced = hand.some((f) => f.endsWith('threat')) && !opts.city ? 1 : 0;
  const n = hand.length;
  const r0 = opts.swap ? needR + needI : needR;
  const i0 = opts.swap ? 0 : needI;
  const usableR = opts.swap ? res + inv : res;
  let best = 0;
  for (let kr = 0; kr <= Math.min(usableR, Math.max(0, r0)); kr++) {
    const usableI = opts.swap ? 0 : inv;
    for (let ki = 0; ki <= Math.min(usableI, Math.max(0, i0)); ki++) {
      const kept = Math.max(1, kr + ki + forced);
      if (kept > n) continue;
      best = Math.max(
        best,
        opts.swap
          ? oldTaskOdds(r0 - kr, 0, n - kept, clues, { ...opts, swap: true })
          : oldTaskOdds(r0 - kr, i0 - ki, n - kept, clues, opts),
      );
    }
  }
  return best;
}

const FACES = ['travel', 'rest', 'investigation', 'research', 'health-threat', 'sanity-threat'];
const need = fc.integer({ min: 0, max: 4 });
const switches = fc.record({ city: fc.boolean(), swap: fc.boolean() });

describe('the odds by dynamic programming over the dice (issue 17) equal the old enumeration of every composition', () => {
  it('taskOdds, for any need, up to six dice, clues and switches', () => {
    fc.assert(
      fc.property(need, need, fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 3 }), switches, (r, i, dice, clues, opts) => {
        expect(taskOdds(r, i, dice, clues, opts)).toBeCloseTo(oldTaskOdds(r, i, dice, clues, opts), 12);
      }),
      { numRuns: 200 },
    );
  });

  it('handOdds, for any hand of up to six dice', () => {
    fc.assert(
      fc.property(
        need,
        need,
        fc.array(fc.constantFrom(...FACES), { maxLength: 6 }),
        fc.integer({ min: 0, max: 3 }),
        switches,
        (r, i, hand, clues, opts) => {
          expect(handOdds(r, i, hand, clues, opts)).toBeCloseTo(oldHandOdds(r, i, hand, clues, opts), 12);
        },
      ),
      { numRuns: 200 },
    );
  });
});
