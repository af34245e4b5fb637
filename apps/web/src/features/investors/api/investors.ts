import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Investor, InvestorDetail, InvestorPortfolioCompany, InvestorStats } from '@baobab/contracts/investors';
import { apiGet } from '@/lib/api';

const toQuery = (params: Record<string, string>) => {
  const text = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== '' && v !== 'all')).toString();
  return text ? `?${text}` : '';
};

export const investorsQuery = (params: Record<string, string>) =>
  queryOptions({ queryKey: ['/api/investors', params], queryFn: () => apiGet<Investor[]>(`/api/investors${toQuery(params)}`), placeholderData: keepPreviousData });

export const useInvestors = (params: Record<string, string>) => useQuery(investorsQuery(params));

export const useInvestorStats = (params: Record<string, string>) =>
  useQuery({ queryKey: ['/api/investors/stats', params], queryFn: () => apiGet<InvestorStats>(`/api/investors/stats${toQuery(params)}`), placeholderData: keepPreviousData });

export const useInvestor = (id: number) =>
  useQuery({ queryKey: ['/api/investors', id], queryFn: () => apiGet<InvestorDetail>(`/api/investors/${id}`), enabled: Number.isInteger(id) && id > 0 });

/** The companies this investor holds confirmed rounds in: the public portfolio. */
export const useInvestorPortfolio = (id: number) =>
  useQuery({
    queryKey: ['/api/investors', id, 'portfolio-companies'],
    queryFn: () => apiGet<InvestorPortfolioCompany[]>(`/api/investors/${id}/portfolio-companies`),
    enabled: Number.isInteger(id) && id > 0,
  });
