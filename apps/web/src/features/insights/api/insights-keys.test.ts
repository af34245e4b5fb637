import { describe, expect, it } from 'vitest';
import { insightsKeys } from './insights-keys';

// A startup's change clears everything under ['/api/startups', id], so the factory keeps the keys as they were.
describe('the AI insights query keys', () => {
  it('keep the values they had when each was written by hand', () => {
    expect(insightsKeys.documentAnalyses(4)).toEqual(['/api/startups', 4, 'document-analyses']);
    expect(insightsKeys.valuationBenchmark(null)).toEqual(['/api/startups', null, 'valuation-benchmark']);
    expect(insightsKeys.marketAnalysis('Fintech', 'Nigeria')).toEqual(['/api/market-analysis', 'Fintech', 'Nigeria']);
  });
});
