import { describe, expect, it } from 'vitest';
import { benchmarkFor, canonicalStage, nextStage } from './stage-benchmarks';

describe('stage benchmarks', () => {
  it('reads any spelling of a stage', () => {
    expect(canonicalStage('series-a')).toBe('Series A');
    expect(canonicalStage('Pre-seed')).toBe('Pre-Seed');
    expect(canonicalStage('Series Z')).toBeNull();
  });

  it('gives the next stage, staying at Growth', () => {
    expect(nextStage('Seed')).toBe('Series A');
    expect(nextStage('Growth')).toBe('Growth');
    expect(nextStage('unknown')).toBeNull();
  });

  it('grows every yardstick from one stage to the next', () => {
    const order = ['Pre-Seed', 'Seed', 'Series A', 'Series B', 'Series C+', 'Growth'].map((s) => benchmarkFor(s));
    for (let i = 1; i < order.length; i += 1) {
      expect(order[i]?.monthlyRevenueUsd).toBeGreaterThan(order[i - 1]?.monthlyRevenueUsd ?? Infinity);
      expect(order[i]?.users).toBeGreaterThan(order[i - 1]?.users ?? Infinity);
    }
  });
});
