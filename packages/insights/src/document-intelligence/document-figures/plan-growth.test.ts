import { describe, expect, it } from 'vitest';
import { inlineSeries } from './inline-series';
import { planGrowth } from './plan-growth';

const decide = (line: string) => planGrowth(inlineSeries([line]))?.ruleId ?? null;

describe('planGrowth', () => {
  it('flags a plan with a 4x year, or 3x a year over three years', () => {
    expect(decide('Revenue plan (EUR k): 2025: 120 | 2026: 900 | 2027: 4,500')).toBe('unrealistic-growth');
    expect(decide('Revenue forecast (USD m): 2025: 1 | 2026: 3.2 | 2027: 10 | 2028: 30')).toBe('unrealistic-growth');
  });

  it('lets a plan that doubles pass, and never reads the accounts as a plan', () => {
    expect(decide('Revenue plan (USD m): 2025: 1.0 | 2026: 2.1 | 2027: 3.8')).toBeNull();
    expect(decide('Revenue (EUR k): 2023: 120 | 2024: 900')).toBeNull();
  });
});
