import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  PortfolioCompaniesQuery,
  PortfolioCompany,
  PortfolioCompanyDetail,
  PortfolioOverview,
  PortfolioPerformance,
} from '@baobab/contracts/portfolio';
import { apiGet } from '@/lib/api';

/** As the spec's calls say, a query's key is its own path; every portfolio read lives under this prefix. */
const PORTFOLIO_PREFIX = '/api/portfolio/';

export const overviewQuery = queryOptions({
  queryKey: ['/api/portfolio/overview'],
  queryFn: () => apiGet<PortfolioOverview>('/api/portfolio/overview'),
});

export const companiesQuery = (query: PortfolioCompaniesQuery) => {
  const path = `/api/portfolio/companies?sortBy=${query.sortBy}&sector=${encodeURIComponent(query.sector)}`;
  return queryOptions({ queryKey: [path], queryFn: () => apiGet<PortfolioCompany[]>(path) });
};

export const performanceQuery = queryOptions({
  queryKey: ['/api/portfolio/performance'],
  queryFn: () => apiGet<PortfolioPerformance>('/api/portfolio/performance'),
});

export const companyDetailQuery = (startupId: number) => {
  const path = `/api/portfolio/companies/${startupId}`;
  return queryOptions({ queryKey: [path], queryFn: () => apiGet<PortfolioCompanyDetail>(path) });
};

export const usePortfolioOverview = () => useQuery(overviewQuery);
export const usePortfolioCompanies = (query: PortfolioCompaniesQuery) => useQuery(companiesQuery(query));
export const usePortfolioPerformance = () => useQuery(performanceQuery);
export const usePortfolioCompany = (startupId: number) => useQuery(companyDetailQuery(startupId));

/** After any portfolio write, every portfolio read (cards, tabs, company pages) reloads. */
export function refreshPortfolio(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const key = query.queryKey[0];
      return typeof key === 'string' && key.startsWith(PORTFOLIO_PREFIX);
    },
  });
}
