import { describe, expect, it } from 'vitest';
import { inTimeOrder, readPeriod } from './periods';

describe('readPeriod', () => {
  it('reads months, quarters, halves, weeks and years in English and French', () => {
    expect(readPeriod('Jan-24')).toEqual({ kind: 'month', year: 2024, index: 0 });
    expect(readPeriod('juil.')).toEqual({ kind: 'month', year: null, index: 6 });
    expect(readPeriod('Q3 2025')).toEqual({ kind: 'quarter', year: 2025, index: 3 });
    expect(readPeriod('T2')).toEqual({ kind: 'quarter', year: null, index: 2 });
    expect(readPeriod('H1 2024')).toEqual({ kind: 'half', year: 2024, index: 1 });
    expect(readPeriod('S36')).toEqual({ kind: 'week', year: null, index: 36 });
    expect(readPeriod('semaine 4')).toEqual({ kind: 'week', year: null, index: 4 });
    expect(readPeriod('FY2025')).toEqual({ kind: 'year', year: 2025, index: 0 });
    expect(readPeriod('2025-04')).toEqual({ kind: 'month', year: 2025, index: 3 });
  });

  it('reads a shortened month with its full stop before the year, and three or six months written as a span', () => {
    expect(readPeriod('Févr. 2025')).toEqual({ kind: 'month', year: 2025, index: 1 });
    expect(readPeriod('Oct-Dec 2023')).toEqual({ kind: 'quarter', year: 2023, index: 4 });
    expect(readPeriod('janv.-juin 2026')).toEqual({ kind: 'half', year: 2026, index: 1 });
    expect(readPeriod('Feb-Apr 2025')).toBeNull();
  });

  it('reads nothing from a label that is not a period', () => {
    expect(readPeriod('Revenue')).toBeNull();
    expect(readPeriod('2026F')).toBeNull();
    expect(readPeriod('Mois')).toBeNull();
  });
});

describe('inTimeOrder', () => {
  const at = (text: string, value: number) => ({ period: readPeriod(text)!, value });

  it('sorts periods with years, and periods without years by their place', () => {
    expect(inTimeOrder([at('Q3 2025', 3), at('Q1 2025', 1), at('Q4 2024', 0)], false)?.map((p) => p.value)).toEqual([0, 1, 3]);
    expect(inTimeOrder([at('March', 3), at('January', 1)], false)?.map((p) => p.value)).toEqual([1, 3]);
  });

  it("keeps a table's written order across a year's turn without years, and reads no such sentence", () => {
    expect(inTimeOrder([at('Nov', 1), at('Dec', 2), at('Jan', 3)], true)?.map((p) => p.value)).toEqual([1, 2, 3]);
    expect(inTimeOrder([at('January', 74), at('December', 69)], false)).toBeNull();
  });

  it('refuses mixed kinds, years given to some periods only, and a period named twice', () => {
    expect(inTimeOrder([at('Q1', 1), at('2025', 2)], false)).toBeNull();
    expect(inTimeOrder([at('T3', 412), at('T2', 388), at('T3 2023', 301)], false)).toBeNull();
    expect(inTimeOrder([at('Q2', 1), at('Q2', 2)], true)).toBeNull();
  });
});
