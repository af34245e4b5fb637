import { describe, expect, it } from 'vitest';
import { frenchFigure } from './french-figures';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('frenchFigure', () => {
  it('rewrites the figures the engines write in English as French writes them', () => {
    expect(nbsp(frenchFigure('$193.5K')!)).toBe('193,5 k $US');
    expect(nbsp(frenchFigure('$1M')!)).toBe('1 M $US');
    expect(nbsp(frenchFigure('$3.4B')!)).toBe('3,4 Md $US');
    expect(nbsp(frenchFigure('$900')!)).toBe('900 $US');
    expect(nbsp(frenchFigure('-$2M')!)).toBe('-2 M $US');
    expect(nbsp(frenchFigure('$12,000')!)).toBe('12 000 $US');
    expect(nbsp(frenchFigure('12,400')!)).toBe('12 400');
    expect(nbsp(frenchFigure('4.5')!)).toBe('4,5');
    expect(nbsp(frenchFigure('14%')!)).toBe('14 %');
    expect(nbsp(frenchFigure('14.5%')!)).toBe('14,5 %');
  });

  it('leaves what is not a figure, years and plain counts among it, to the catalogs', () => {
    for (const text of ['2026', '58', 'FinTech', 'Seed', '2026-03', 'v1.2.3', '$', '1,2,3', 'Q3']) expect(frenchFigure(text)).toBeUndefined();
  });
});
