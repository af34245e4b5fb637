import { describe, expect, it } from 'vitest';
import { lineSeries } from './line-series';

const lines = (text: string) => text.split('\n');
const values = (series: ReturnType<typeof lineSeries>) => series.map((s) => [s.line, s.points.map((p) => p.value)]);

describe('lineSeries', () => {
  it('reads a heading that names a line of the accounts and one line per period under it', () => {
    expect(values(lineSeries(lines('Monthly revenue\nApr: $64k\nMay: $58k\nJun: $51k\nTeam: 14 people')))).toEqual([['revenue', [64_000, 58_000, 51_000]]]);
  });

  it('reads lines under a sentence that leads into revenue, and dot leaders as a separator', () => {
    expect(values(lineSeries(lines('The board was shown the latest sales (USD k):\n  Q2 2025 ...... 840\n  Q3 2025 ...... 790')))).toEqual([['revenue', [840, 790]]]);
    expect(lineSeries(lines('The board discussed sales and growth:\n  Q2 2025 ...... 12 %\n  Q3 2025 ...... 9 %'))).toEqual([]);
  });

  it('reads no series under a heading with a figure of its own, and marks a forecast projected', () => {
    expect(lineSeries(lines('Revenue 2025: $1.2m\nApr: $64k\nMay: $58k'))).toEqual([]);
    expect(lineSeries(lines('Revenue forecast\nQ1: $64k\nQ2: $58k')).map((s) => s.projected)).toEqual([true]);
  });
});
