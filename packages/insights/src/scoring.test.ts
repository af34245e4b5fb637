import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clamp, formatUsd, round, weightedScore } from './scoring';

describe('weightedScore', () => {
  it('sums value × weight on 0–100 and reports each contribution', () => {
    const { score, evidence } = weightedScore([
      { factor: 'a', value: 1, weight: 0.6, source: 'x' },
      { factor: 'b', value: 0.5, weight: 0.4, source: 'y' },
    ]);
    expect(score).toBe(80);
    expect(evidence).toEqual([
      { factor: 'a', value: 1, weight: 0.6, contribution: 60, source: 'x' },
      { factor: 'b', value: 0.5, weight: 0.4, contribution: 20, source: 'y' },
    ]);
  });

  it('renormalises weights when a factor is left out', () => {
    const { score, evidence } = weightedScore([{ factor: 'a', value: 0.5, weight: 0.3, source: '' }]);
    expect(score).toBe(50);
    expect(evidence[0]?.weight).toBe(1);
  });

  it('clamps values outside 0–1 and scores NaN as 0', () => {
    expect(weightedScore([{ factor: 'a', value: 7, weight: 1, source: '' }]).score).toBe(100);
    expect(weightedScore([{ factor: 'a', value: Number.NaN, weight: 1, source: '' }]).score).toBe(0);
  });

  it('scores no factors as 0', () => {
    expect(weightedScore([])).toEqual({ score: 0, evidence: [] });
  });

  it('always returns an integer within 0–100 whose contributions add up to it', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ value: fc.double({ noNaN: true }), weight: fc.double({ min: 0.01, max: 1, noNaN: true }) }), { minLength: 1, maxLength: 8 }), (parts) => {
        const { score, evidence } = weightedScore(parts.map((p, i) => ({ factor: `f${i}`, source: '', ...p })));
        const sum = evidence.reduce((s, e) => s + e.contribution, 0);
        return Number.isInteger(score) && score >= 0 && score <= 100 && Math.abs(sum - score) <= 0.5 + 0.05 * evidence.length;
      }),
    );
  });
});

describe('formatting helpers', () => {
  it('writes dollar amounts with K, M and B', () => {
    expect([950, 1_500, 250_000, 1_200_000, 3_000_000_000, -40_000].map(formatUsd)).toEqual(['$950', '$1.5K', '$250K', '$1.2M', '$3B', '-$40K']);
  });

  it('rounds and clamps', () => {
    expect(round(1.2345, 2)).toBe(1.23);
    expect(clamp(5, 0, 1)).toBe(1);
    expect(clamp(Number.NaN, 0, 1)).toBe(0);
  });
});
