/** Exact odds of the checks: a d6 + modifier reaching a target, and at least k hits among n dice. */

/** Probability that one d6 plus `modifier` reaches `target` (a natural roll is always 1-6). */
export function d6Check(modifier: number, target: number): number {
  let wins = 0;
  for (let face = 1; face <= 6; face++) if (face + modifier >= target) wins++;
  return wins / 6;
}

/** Probability that a d6 shows `needs` or more. */
export const d6AtLeast = (needs: number): number => d6Check(0, needs);

function choose(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

/** Probability of at least `k` successes among `n` independent dice each succeeding with `p`. */
export function atLeast(n: number, k: number, p: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  let total = 0;
  for (let i = k; i <= n; i++) total += choose(n, i) * p ** i * (1 - p) ** (n - i);
  return Math.min(1, total);
}
