import { describe, expect, it } from 'vitest';
import { metricClause, valuesByYear } from './metric-values';
import { foldText } from './sentence-facts';

describe('values by year', () => {
  it('reads French spaced thousands and scales', () => {
    expect(valuesByYear(foldText("Nous prévoyons un chiffre d'affaires de 200 000 € en 2025 et de 5 M€ en 2027."))).toEqual([
      { year: 2025, value: 200_000 }, { year: 2027, value: 5_000_000 },
    ]);
    expect(valuesByYear(foldText("Chiffre d'affaires 2022: 1 450 000 000 FCFA; 2023: 1 210 000 000 FCFA."))).toEqual([
      { year: 2022, value: 1_450_000_000 }, { year: 2023, value: 1_210_000_000 },
    ]);
  });

  it('still takes a bare year for no value and reads English figures as before', () => {
    expect(valuesByYear('revenue 2023 2024 2025')).toEqual([]);
    expect(valuesByYear('revenue of $1.2m in 2024 and $3m in 2025')).toEqual([{ year: 2024, value: 1_200_000 }, { year: 2025, value: 3_000_000 }]);
  });
});

describe('metricClause ends at the next item of a list read as one sentence', () => {
  it('stops at an item closed with a full stop, and at the next item\'s label', () => {
    expect(metricClause('headlines: gross margin held at 38%, as in q1.; our top client is now 24% of revenue, down from 30%.', /gross margin/, /\brevenue\b/)).not.toContain('24');
    expect(metricClause('traction: marge brute : 52 %; taux de desabonnement mensuel : 4 %.', /marge brute/, /\bchiffre\b/)).not.toContain('4 %');
  });
});
