import { describe, expect, it } from 'vitest';
import { marketNow } from '../test-support/market-rows';
import { growthPercent, windowTotals } from './market-data';

describe('growth windows', () => {
  it('counts the 12 months up to now and the 12 before, relative to the given date', () => {
    const dates = ['2026-06-30', '2025-07-01', '2025-06-30', '2024-07-01', '2024-06-30'].map((x) => new Date(`${x}T00:00:00Z`));
    expect(windowTotals(dates, (x) => x, marketNow)).toEqual({ recent: 2, previous: 2 });
  });

  it('treats growth from nothing as +100% and no activity as 0%', () => {
    expect(growthPercent({ recent: 3, previous: 0 })).toBe(100);
    expect(growthPercent({ recent: 0, previous: 0 })).toBe(0);
    expect(growthPercent({ recent: 1, previous: 4 })).toBe(-75);
  });
});
