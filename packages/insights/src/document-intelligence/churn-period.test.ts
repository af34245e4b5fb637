import { describe, expect, it } from 'vitest';
import { churnPeriodNamed, churnSeverity } from './churn-period';

describe('churnSeverity', () => {
  it('holds every period to the same loss as 5% a month', () => {
    expect(churnSeverity(4.9, 'month')).toBeNull();
    expect(churnSeverity(5, 'month')).toBe('medium');
    expect(churnSeverity(10, 'month')).toBe('high');
    // 12% a quarter is about 4.2% a month: a monthly reading would call it high.
    expect(churnSeverity(12, 'quarter')).toBeNull();
    expect(churnSeverity(19, 'quarter')).toBe('medium');
    expect(churnSeverity(22, 'half')).toBeNull();
    expect(churnSeverity(34, 'half')).toBe('medium');
    expect(churnSeverity(0.8, 'week')).toBeNull();
    expect(churnSeverity(3, 'week')).toBe('high');
    expect(churnSeverity(44, 'year')).toBeNull();
    expect(churnSeverity(45, 'year')).toBe('medium');
  });

  it('never calls a rate lower for a longer period than the same monthly loss compounded', () => {
    const monthly = [1, 3, 5, 7, 12];
    for (const rate of monthly) {
      const over = (months: number) => 100 * (1 - (1 - rate / 100) ** months);
      expect(churnSeverity(over(3), 'quarter') !== null).toBe(churnSeverity(rate, 'month') !== null);
      expect(churnSeverity(over(6), 'half') !== null).toBe(churnSeverity(rate, 'month') !== null);
    }
  });
});

describe('churnPeriodNamed', () => {
  it('reads the period a churn clause names, in English and French (folded)', () => {
    expect(churnPeriodNamed('customer churn: 12% a quarter')).toBe('quarter');
    expect(churnPeriodNamed("taux d'attrition trimestriel : 10 %")).toBe('quarter');
    expect(churnPeriodNamed('rider churn runs at 34% every six months')).toBe('half');
    expect(churnPeriodNamed('attrition semestrielle des abonnes : 20 %')).toBe('half');
    expect(churnPeriodNamed('churn hebdomadaire : 2,5 %')).toBe('week');
    expect(churnPeriodNamed('weekly churn is about 3%')).toBe('week');
  });

  it('puts a month first, and does not take a share for a period', () => {
    expect(churnPeriodNamed('churn was 8% a month on average, reported quarterly')).toBe('month');
    expect(churnPeriodNamed('churn of 9%, a quarter of it from one region')).toBeNull();
    expect(churnPeriodNamed('churn of 9% last year')).toBeNull();
  });
});
