import { queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsRoutes } from '@baobab/contracts/analytics-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { insightsKeys } from './insights-keys';

/** Served beside the other market figures (analytics-endpoints), read on the AI insights screen. */
export const marketAnalysisQuery = (sector: string, country: string) =>
  queryOptions({
    queryKey: insightsKeys.marketAnalysis(sector, country),
    queryFn: () => callEndpoint(analyticsRoutes.marketAnalysis, { params: { sector, country } }),
  });

export const useMarketAnalysis = (sector: string, country: string) => useQuery(marketAnalysisQuery(sector, country));
