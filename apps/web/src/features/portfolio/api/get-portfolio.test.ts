import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { companiesQuery, companyDetailQuery, overviewQuery, performanceQuery, refreshPortfolio } from './get-portfolio';
import { sharedAnalysesQuery } from './get-shared-analyses';
import { portfolioKeys } from './portfolio-keys';

describe('portfolio queries', () => {
  it('keep the keys they had when each was its URL written by hand', () => {
    expect(overviewQuery.queryKey).toEqual(['/api/portfolio/overview']);
    expect(performanceQuery.queryKey).toEqual(['/api/portfolio/performance']);
    expect(companiesQuery({ sortBy: 'valuation', sector: 'HealthTech' }).queryKey).toEqual(['/api/portfolio/companies?sortBy=valuation&sector=HealthTech']);
    expect(companyDetailQuery(7).queryKey).toEqual(['/api/portfolio/companies/7']);
    expect(sharedAnalysesQuery(7).queryKey).toEqual(['/api/startups/7/shared-document-analyses']);
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
      ['/api/dashboard/stats'],
    ];
    for (const key of keys) client.setQueryData(key, 'cached');
    await refreshPortfolio(client);
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true, true, true, false, false, false]);
  });
});
