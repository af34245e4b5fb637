import { queryOptions, useQuery } from '@tanstack/react-query';
import { insightsRoutes } from '@baobab/contracts/insights-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { portfolioKeys } from './portfolio-keys';

/** The startup's latest document analyses in brief, as far as its founder shares them with this investor. */
export const sharedAnalysesQuery = (startupId: number) =>
  queryOptions({
    queryKey: portfolioKeys.sharedAnalyses(startupId),
    queryFn: () => callEndpoint(insightsRoutes.sharedDocumentAnalyses, { params: { id: startupId } }),
  });

export const useSharedAnalyses = (startupId: number) => useQuery(sharedAnalysesQuery(startupId));
