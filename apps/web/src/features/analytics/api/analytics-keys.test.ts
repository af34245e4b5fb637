import { describe, expect, it } from 'vitest';
import { analyticsKeys } from './analytics-keys';

describe('the analytics query keys', () => {
  it('keep the values they had when each was written by hand', () => {
    expect(analyticsKeys.marketIntelligence()).toEqual(['/api/market-intelligence']);
    expect(analyticsKeys.ecosystem('Kenya')).toEqual(['/api/ecosystem', 'Kenya']);
    expect(analyticsKeys.countries()).toEqual(['/api/analytics/countries']);
    expect(analyticsKeys.competitive(2)).toEqual(['/api/analytics/competitive', 2]);
    expect(analyticsKeys.portfolio()).toEqual(['/api/analytics/portfolio']);
  });
});
