import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketAnalysis } from '@baobab/contracts/insights';
import { apiGet } from '@/lib/api';

export const marketAnalysisQuery = (sector: string, country: string) =>
  queryOptions({
    queryKey: ['/api/market-analysis', sector, country],
    queryFn: () => apiGet<MarketAnalysis>(`/api/market-analysis/${encodeURIComponent(sector)}/${encodeURIComponent(country)}`),
  });

export const useMarketAnalysis = (sector: string, country: string) => useQuery(marketAnalysisQuery(sector, country));
