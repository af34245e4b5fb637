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
