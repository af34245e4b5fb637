import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { companiesQuery, companyDetailQuery, overviewQuery, performanceQuery, refreshPortfolio } from './get-portfolio';
import { sharedAnalysesQuery } from './get-shared-analyses';
import { portfolioKeys } from './portfolio-keys';

describe('portfolio queries', () => {
  it('key each read by what it reads and its parameters', () => {
    expect(overviewQuery.queryKey).toEqual(['portfolio', 'overview']);
    expect(performanceQuery.queryKey).toEqual(['portfolio', 'performance']);
    expect(companiesQuery({ sortBy: 'valuation', sector: 'HealthTech' }).queryKey).toEqual(['portfolio', 'companies', { sortBy: 'valuation', sector: 'HealthTech' }]);
    expect(companyDetailQuery(7).queryKey).toEqual(['portfolio', 'company', 7]);
    expect(sharedAnalysesQuery(7).queryKey).toEqual(['insights', 'shared-analyses', 7]);
  });

  it('a change reloads every portfolio read and nothing else', async () => {
    const client = new QueryClient();
    const keys = [
      portfolioKeys.overview(),
      portfolioKeys.performance(),
      portfolioKeys.companies({ sortBy: 'name', sector: 'All' }),
      portfolioKeys.company(3),
      portfolioKeys.sharedAnalyses(3),
      ['deals', 'list', {}],
      ['dashboard', 'stats'],
    ];
    for (const key of keys) client.setQueryData(key, 'cached');
    await refreshPortfolio(client);
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true, true, true, false, false, false]);
  });
});
