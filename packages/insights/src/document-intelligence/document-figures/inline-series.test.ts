import { describe, expect, it } from 'vitest';
import { inlineSeries } from './inline-series';

const read = (line: string) => inlineSeries([line]).map((s) => [s.line, s.projected, s.points.map((p) => p.value)]);

describe('inlineSeries', () => {
  it('reads a labelled line of periods and figures, bare or with a currency', () => {
    expect(read('Revenue (USD k): Q1 310, Q2 295, Q3 270')).toEqual([['revenue', false, [310, 295, 270]]]);
    expect(read("CA mensuel (k€) — juillet : 48 ; août : 51 ; septembre : 55")).toEqual([['revenue', false, [48, 51, 55]]]);
  });

  it('marks a plan projected, and reads no line whose items are not all a period and a figure', () => {
    expect(read('Revenue plan (EUR k): 2025: 120 | 2026: 900 | 2027: 4,500')).toEqual([['revenue', true, [120, 900, 4500]]]);
    expect(read('Revenue: $1.2m in 2024, up from $0.9m')).toEqual([]);
  });
});
