import { describe, expect, it } from 'vitest';
import {
  chiSquareCritical,
  chiSquareSurvival,
  chiSquareTest,
  gammaQ,
  lnGamma,
  noncentralChiSquareSurvival,
  sampleSizeForBias,
} from '../../electron/main/services/chi-square';

describe('chi-square against known values', () => {
  it('computes ln Γ and the incomplete gamma function', () => {
    expect(lnGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(lnGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
    expect(gammaQ(1, 2)).toBeCloseTo(Math.exp(-2), 12);
  });

  it('matches the printed table of critical values', () => {
    // Standard chi-square tables (e.g. NIST/SEMATECH e-Handbook, table 1.3.6.7.4).
    expect(chiSquareSurvival(3.841, 1)).toBeCloseTo(0.05, 4);
    expect(chiSquareSurvival(11.07, 5)).toBeCloseTo(0.05, 4);
    expect(chiSquareSurvival(16.919, 9)).toBeCloseTo(0.05, 4);
    expect(chiSquareSurvival(21.666, 9)).toBeCloseTo(0.01, 4);
    expect(chiSquareSurvival(30.144, 19)).toBeCloseTo(0.05, 4);
    expect(chiSquareCritical(5, 0.05)).toBeCloseTo(11.0705, 3);
    expect(chiSquareCritical(9, 0.01)).toBeCloseTo(21.666, 2);
  });

  it('computes the statistic of a worked example', () => {
    // 60 rolls of a d6: 5, 8, 9, 8, 10, 20 → χ² = 13.4, df 5, p ≈ 0.0199.
    const test = chiSquareTest([5, 8, 9, 8, 10, 20]);
    expect(test.statistic).toBeCloseTo(13.4, 10);
    expect(test.df).toBe(5);
    expect(test.pValue).toBeCloseTo(0.0199, 3);
    expect(test.verdict).toBe('fair'); // not below 1%: no strong evidence
    expect(chiSquareTest([10, 10, 10, 10, 10, 10])).toMatchObject({ statistic: 0, pValue: 1, verdict: 'fair' });
    expect(chiSquareTest([0, 0, 0, 0, 0, 60]).verdict).toBe('unfair');
    expect(chiSquareTest([1, 2, 3, 1, 2, 3])).toMatchObject({ verdict: 'too-few', minimumRolls: 30 });
  });

  it('knows how many rolls it takes to spot a biased face (Cohen’s power tables)', () => {
    // Noncentrality for 80% power at 5%: 7.85 for df 1, 12.83 for df 5 (Cohen 1988, table 7.4.15).
    expect(noncentralChiSquareSurvival(chiSquareCritical(1, 0.05), 1, 7.849)).toBeCloseTo(0.8, 3);
    expect(noncentralChiSquareSurvival(chiSquareCritical(5, 0.05), 5, 12.83)).toBeCloseTo(0.8, 2);
    // A d6 with one face at 1/4 instead of 1/6: w² = 0.05, so n = 12.83 / 0.05 ≈ 257.
    expect(sampleSizeForBias(6)).toBeGreaterThanOrEqual(255);
    expect(sampleSizeForBias(6)).toBeLessThanOrEqual(258);
    expect(chiSquareTest([1, 1, 1, 1, 1, 1]).rollsToSpotBias).toBe(sampleSizeForBias(6));
  });
});
