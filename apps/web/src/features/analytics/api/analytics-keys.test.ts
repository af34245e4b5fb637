import { describe, expect, it } from 'vitest';
import { analyticsKeys } from './analytics-keys';

describe('the analytics query keys', () => {
  it('say what is read, each under the feature, with its parameters after it', () => {
    expect(analyticsKeys.marketIntelligence()).toEqual(['analytics', 'market-intelligence']);
    expect(analyticsKeys.ecosystem('Kenya')).toEqual(['analytics', 'ecosystem', 'Kenya']);
    expect(analyticsKeys.countries()).toEqual(['analytics', 'countries']);
    expect(analyticsKeys.competitive(2)).toEqual(['analytics', 'competitive', 2]);
    expect(analyticsKeys.portfolio()).toEqual(['analytics', 'portfolio']);
  });
});
