import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Deal, DealAnalytics, DealNote } from '@baobab/contracts/deals';
import type { DealPriority, DealStage } from '@baobab/contracts/enums';
import { apiGet } from '@/lib/api';

export const DEALS_PREFIX = '/api/portfolio/deal-flow';

export type DealFilters = { stage: DealStage | 'all'; priority: DealPriority | 'all' };

/** The spec's call: GET /api/portfolio/deal-flow with stage and priority, omitted when 'all'. */
export function dealsPath(filters: DealFilters): string {
  const params = new URLSearchParams();
  if (filters.stage !== 'all') params.set('stage', filters.stage);
  if (filters.priority !== 'all') params.set('priority', filters.priority);
  const query = params.toString();
  return query ? `${DEALS_PREFIX}?${query}` : DEALS_PREFIX;
}

export const dealsQuery = (filters: DealFilters) => {
  const path = dealsPath(filters);
  return queryOptions({ queryKey: [path], queryFn: () => apiGet<Deal[]>(path) });
};

export const dealAnalyticsQuery = queryOptions({
  queryKey: [`${DEALS_PREFIX}/analytics`],
  queryFn: () => apiGet<DealAnalytics>(`${DEALS_PREFIX}/analytics`),
});

export const dealNotesQuery = (dealId: number) => {
  const path = `${DEALS_PREFIX}/${dealId}/notes`;
  return queryOptions({ queryKey: [path], queryFn: () => apiGet<DealNote[]>(path) });
};

export const dealForStartupQuery = (startupId: number) => {
  const path = `${DEALS_PREFIX}/by-startup/${startupId}`;
  return queryOptions({ queryKey: [path], queryFn: () => apiGet<{ deal: Deal | null }>(path) });
};

export const useDeals = (filters: DealFilters) => useQuery(dealsQuery(filters));
export const useDealAnalytics = () => useQuery(dealAnalyticsQuery);
export const useDealNotes = (dealId: number) => useQuery(dealNotesQuery(dealId));

/** Every pipeline read (lists, analytics, notes, per-startup status) reloads after a change. */
export function refreshDeals(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(DEALS_PREFIX),
  });
}

/** The GET link that downloads a startup's PDF deal summary. */
export const dealSummaryUrl = (startupId: number) => `/api/startups/${startupId}/deal-summary.pdf`;
