import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { startupsKeys } from '@/features/startups/api/startups-keys';
import { insightsKeys } from './insights-keys';

describe('the AI insights query keys', () => {
  it("sit under their startup's key, so reloading a startup reloads its analyses and no other startup's", async () => {
    const client = new QueryClient();
    const keys = [insightsKeys.documentAnalyses(4), insightsKeys.valuationBenchmark(4), insightsKeys.documentAnalyses(5), insightsKeys.marketAnalysis('Fintech', 'Nigeria')];
    for (const key of keys) client.setQueryData(key, 'cached');
    await client.invalidateQueries({ queryKey: startupsKeys.detail(4) });
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true, false, false]);
  });

  it('name the market analysis by its sector and country', () => {
    expect(insightsKeys.marketAnalysis('Fintech', 'Nigeria')).toEqual(['insights', 'market-analysis', 'Fintech', 'Nigeria']);
  });
});
