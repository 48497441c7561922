/** Exact odds of closing a lair: every check must reach its target with Nd10 (0 counts 10) + skill. */

/** Distribution of the sum of `dice` d10s read 1-10: index = sum, value = probability. */
export function d10SumDistribution(dice: number): number[] {
  let dist = [1];
  for (let n = 0; n < dice; n++) {
    const next = new Array<number>(dist.length + 10).fill(0);
    dist.forEach((p, sum) => {
      if (p === 0) return;
      for (let face = 1; face <= 10; face++) next[sum + face] += p / 10;
    });
    dist = next;
  }
  return dist;
}

/** Probability that `dice` d10 + skill equals or exceeds target. */
export function checkOdds(dice: number, skill: number, target: number): number {
  const need = target - skill;
  return d10SumDistribution(dice).reduce((total, p, sum) => (sum >= need ? total + p : total), 0);
}

/** Probability that every check succeeds (the checks are independent rolls). */
export function lairCloseOdds(dice: number, skill: number, targets: readonly number[]): number {
  return targets.reduce((p, target) => p * checkOdds(dice, skill, target), 1);
}
