import { describe, expect, it } from 'vitest';
import { churnInWords, retainedAfterYear } from './churn-words';
import { foldText } from './sentence-facts';

describe('churn and retention in words', () => {
  it('reads "one in N" churn with its period', () => {
    expect(churnInWords(foldText('About one in ten subscribers cancels every month.'))).toMatchObject({ percent: 10, period: 'month' });
    expect(churnInWords(foldText('Un client sur huit résilie chaque année.'))).toMatchObject({ percent: 12.5, period: 'year' });
    expect(churnInWords(foldText('One in ten subscribers upgrades to the family plan.'))).toBeNull();
  });

  it("reads a cohort's share still buying a year later", () => {
    expect(retainedAfterYear(foldText('Only half of the farmers who joined in 2023 were still buying from us a year later.'))?.percent).toBe(50);
    expect(retainedAfterYear(foldText('72% of the schools that signed up in 2024 were still active after 12 months.'))?.percent).toBe(72);
    expect(retainedAfterYear(foldText('Half of our farmers are women.'))).toBeNull();
  });
});
