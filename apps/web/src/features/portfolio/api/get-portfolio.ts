import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PortfolioCompaniesQuery } from '@baobab/contracts/portfolio';
import { portfolioRoutes } from '@baobab/contracts/portfolio-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { portfolioKeys } from './portfolio-keys';

export const overviewQuery = queryOptions({
  queryKey: portfolioKeys.overview(),
  queryFn: () => callEndpoint(portfolioRoutes.overview),
});

export const companiesQuery = (query: PortfolioCompaniesQuery) =>
  queryOptions({
    queryKey: portfolioKeys.companies(query),
    queryFn: () => callEndpoint(portfolioRoutes.companies, { query: { sortBy: query.sortBy, sector: query.sector } }),
  });

export const performanceQuery = queryOptions({
  queryKey: portfolioKeys.performance(),
  queryFn: () => callEndpoint(portfolioRoutes.performance),
});

export const companyDetailQuery = (startupId: number) =>
  queryOptions({
    queryKey: portfolioKeys.company(startupId),
    queryFn: () => callEndpoint(portfolioRoutes.company, { params: { startupId } }),
  });

export const usePortfolioOverview = () => useQuery(overviewQuery);
export const usePortfolioCompanies = (query: PortfolioCompaniesQuery) => useQuery(companiesQuery(query));
export const usePortfolioPerformance = () => useQuery(performanceQuery);
export const usePortfolioCompany = (startupId: number) => useQuery(companyDetailQuery(startupId));

/** After any portfolio write, every portfolio read (cards, tabs, company pages) reloads. */
export function refreshPortfolio(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => portfolioKeys.isPortfolioRead(query.queryKey) });
}
