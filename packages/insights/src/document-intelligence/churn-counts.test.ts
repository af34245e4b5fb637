import { describe, expect, it } from 'vitest';
import { churnFromCounts } from './churn-counts';
import { foldText } from './sentence-facts';

const read = (text: string) => churnFromCounts(foldText(text));

describe('churnFromCounts over a quarter', () => {
  it('reads a loss counted over a quarter with no month named as three months compounded', () => {
    const churn = read("Sur les 3 200 abonnés du début du trimestre, 1 150 ont résilié avant la fin du trimestre.");
    expect(churn?.period).toBe('month');
    expect(churn?.percent).toBeCloseTo(100 * (1 - (1 - 1150 / 3200) ** (1 / 3)), 5);
  });

  it('reads a month named beside the quarter as that month\'s count', () => {
    expect(read('Au 1er janvier : 8 450 abonnés. Résiliations au T1 : 480 en janvier, soit 1 570 sur le trimestre.')?.period).toBe('month');
  });
});

describe('churnFromCounts with the base said by any subject', () => {
  it('reads "la société comptait 180 abonnés" as the base the half-year opened with', () => {
    const churn = read('Au 1er janvier, la société comptait 180 abonnés professionnels. Sur le semestre, 58 ont résilié leur abonnement.');
    expect(churn?.period).toBe('month');
    expect(churn?.percent).toBeCloseTo(100 * (1 - (1 - 58 / 180) ** (1 / 6)), 5);
  });
});

describe('churnFromCounts of a base and those kept or lost, said as people speak', () => {
  it('reads those who renewed of the base a year opened with, and of a cohort', () => {
    expect(read('We began 2025 with 480 paying clinics. 250 of them renewed for 2026.')).toMatchObject({ period: 'year' });
    expect(read('We began 2025 with 480 paying clinics. 250 of them renewed for 2026.')?.percent).toBeCloseTo(47.9, 1);
    expect(read('3,000 farmers in our March 2024 cohort; 1,400 of them renewed a year later.')?.percent).toBeCloseTo(53.3, 1);
  });

  it('reads establishments as customers, a base dated without "au", and a loss counted over the year as a year\'s', () => {
    const churn = read("1er janvier 2025 : 300 établissements. Résiliations sur l'année : 150.");
    expect(churn).toMatchObject({ period: 'year', percent: 50 });
  });

  it('reads customers who stopped transacting as lost', () => {
    expect(read('On 1 March we had 900 active agents. By 31 March, 90 of those had stopped transacting.')).toMatchObject({ period: 'month', percent: 10 });
  });
});
