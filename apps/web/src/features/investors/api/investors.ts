import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portfolioRoutes } from '@baobab/contracts/portfolio-routes';
import { investorsRoutes } from '@baobab/contracts/investors-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { investorsKeys } from './investors-keys';

/** The page URL's parameters as the call's query: empty and 'all' ones are left out. */
const toQuery = (params: Record<string, string>) => Object.fromEntries(Object.entries(params).filter(([, v]) => v !== '' && v !== 'all'));

export const investorsQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: investorsKeys.list(params),
    queryFn: () => callEndpoint(investorsRoutes.list, { query: toQuery(params) }),
    placeholderData: keepPreviousData,
  });

export const useInvestors = (params: Record<string, string>) => useQuery(investorsQuery(params));

export const useInvestorStats = (params: Record<string, string>) =>
  useQuery({
    queryKey: investorsKeys.stats(params),
    queryFn: () => callEndpoint(investorsRoutes.stats, { query: toQuery(params) }),
    placeholderData: keepPreviousData,
  });

export const useInvestor = (id: number) =>
  useQuery({
    queryKey: investorsKeys.detail(id),
    queryFn: () => callEndpoint(investorsRoutes.detail, { params: { id } }),
    enabled: Number.isInteger(id) && id > 0,
  });

/** The companies this investor holds confirmed rounds in: the public portfolio. */
export const useInvestorPortfolio = (id: number) =>
  useQuery({
    queryKey: investorsKeys.portfolioCompanies(id),
    queryFn: () => callEndpoint(portfolioRoutes.investorCompanies, { params: { id } }),
    enabled: Number.isInteger(id) && id > 0,
  });
