/** Chi-square goodness of fit for dice: the statistic, its p-value, and how many rolls a test needs. */
import type { FairnessTest } from '../../../shared/rpc/contract';

/** ln Γ(x) by the Lanczos approximation (accurate to ~1e-14 for x > 0). */
export function lnGamma(x: number): number {
  const g = 7;
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
    -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const z = x - 1;
  let a = c[0];
  const t = z + g + 0.5;
  for (let i = 1; i < g + 2; i++) a += c[i] / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/** The regularized upper incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a). */
export function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  if (x < a + 1) {
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 1000; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return 1 - sum * Math.exp(-x + a * Math.log(x) - lnGamma(a));
  }
  // Continued fraction (modified Lentz).
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.exp(-x + a * Math.log(x) - lnGamma(a)) * h;
}

/** P(X ≥ x) for a chi-square variable with `df` degrees of freedom. */
export function chiSquareSurvival(x: number, df: number): number {
  return gammaQ(df / 2, x / 2);
}

/** The value a chi-square statistic must reach to be significant at `alpha`. */
export function chiSquareCritical(df: number, alpha: number): number {
  let lo = 0;
  let hi = Math.max(10, df * 10);
  while (chiSquareSurvival(hi, df) > alpha) hi *= 2;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (chiSquareSurvival(mid, df) > alpha) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** P(X ≥ x) for a noncentral chi-square (Poisson mixture of central ones). */
export function noncentralChiSquareSurvival(x: number, df: number, lambda: number): number {
  if (lambda === 0) return chiSquareSurvival(x, df);
  const half = lambda / 2;
  let total = 0;
  const peak = Math.floor(half);
  for (const direction of [1, -1]) {
    for (let j = direction === 1 ? peak : peak - 1; j >= 0 && j < peak + 2000; j += direction) {
      const weight = Math.exp(-half + j * Math.log(half) - lnGamma(j + 1));
      total += weight * chiSquareSurvival(x, df + 2 * j);
      if (weight < 1e-14 && Math.abs(j - peak) > 10) break;
    }
  }
  return total;
}

/**
 * Chi-square test of counts per face against a fair die. `chances` are the faces' probabilities
 * when they differ (a die with the same face printed several times: counts are per distinct face);
 * equal by default. `minimumRolls` is 5 expected on the least likely face; `rollsToSpotBias` is
 * how many rolls notice, 4 times in 5, that face coming up 1.5 times as often.
 */
export function chiSquareTest(counts: readonly number[], chances?: readonly number[]): FairnessTest {
  const k = counts.length;
  const p = chances ?? counts.map(() => 1 / k);
  const n = counts.reduce((a, b) => a + b, 0);
  const statistic = n === 0 ? 0 : counts.reduce((sum, o, i) => sum + (o - n * p[i]) ** 2 / (n * p[i]), 0);
  const df = k - 1;
  const pValue = n === 0 ? 1 : chiSquareSurvival(statistic, df);
  const minimumRolls = Math.ceil(5 / Math.min(...p) - 1e-9);
  const rollsToSpotBias = chances ? sampleSizeForChances(p) : sampleSizeForBias(k);
  const verdict = n < minimumRolls ? 'too-few' : pValue < 0.001 ? 'unfair' : pValue < 0.01 ? 'suspicious' : 'fair';
  return { statistic, df, pValue, minimumRolls, rollsToSpotBias, verdict };
}

const sizeCache = new Map<string, number>();

/**
 * Rolls a k-sided die needs before a 5% test finds, with 80% power, one face coming up
 * 1.5 times as often as fair (the others evenly less often): n = λ / w² (Cohen's effect size w).
 */
export function sampleSizeForBias(k: number, alpha = 0.05, power = 0.8, factor = 1.5): number {
  return sampleSizeForChances(
    Array.from({ length: k }, () => 1 / k),
    alpha,
    power,
    factor,
  );
}

/**
 * The same for faces of unequal chances: the least likely face comes up `factor` times as often,
 * the others proportionally less often. With equal chances this is `sampleSizeForBias`.
 */
export function sampleSizeForChances(chances: readonly number[], alpha = 0.05, power = 0.8, factor = 1.5): number {
  const key = `${chances.join(',')} ${alpha} ${power} ${factor}`;
  const cached = sizeCache.get(key);
  if (cached !== undefined) return cached;
  const df = chances.length - 1;
  const rare = chances.indexOf(Math.min(...chances));
  const heavy = factor * chances[rare];
  const shrink = (1 - heavy) / (1 - chances[rare]);
  const w2 = chances.reduce((sum, p0, i) => sum + ((i === rare ? heavy : p0 * shrink) - p0) ** 2 / p0, 0);
  const critical = chiSquareCritical(df, alpha);
  let lo = 0;
  let hi = 1;
  while (noncentralChiSquareSurvival(critical, df, hi) < power) hi *= 2;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (noncentralChiSquareSurvival(critical, df, mid) < power) lo = mid;
    else hi = mid;
  }
  const size = Math.ceil(hi / w2);
  sizeCache.set(key, size);
  return size;
}
