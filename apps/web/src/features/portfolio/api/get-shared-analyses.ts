import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SharedAnalysisSummary } from '@baobab/contracts/insights-api';
import { apiGet } from '@/lib/api';

/** The startup's latest document analyses in brief, as far as its founder shares them with this investor. */
export const sharedAnalysesQuery = (startupId: number) => {
  const path = `/api/startups/${startupId}/shared-document-analyses`;
  return queryOptions({ queryKey: [path], queryFn: () => apiGet<SharedAnalysisSummary[]>(path) });
};

export const useSharedAnalyses = (startupId: number) => useQuery(sharedAnalysesQuery(startupId));
