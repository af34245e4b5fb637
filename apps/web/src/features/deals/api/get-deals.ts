import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { DealsQuery } from '@baobab/contracts/deals';
import type { DealPriority, DealStage } from '@baobab/contracts/enums';
import { dealsRoutes } from '@baobab/contracts/deals-routes';
import { callEndpoint, endpointUrl } from '@/lib/call-endpoint';
import { boardKeys, dealsKeys } from './deals-keys';

export type DealFilters = { stage: DealStage | 'all'; priority: DealPriority | 'all' };

/**
 * The spec's call: GET /api/portfolio/deal-flow with stage and priority, omitted when 'all'; with an
 * organisation's id for its pipeline, without for the person's own.
 */
export function dealsListQuery(filters: DealFilters, organisationId?: number): DealsQuery {
  return {
    stage: filters.stage === 'all' ? undefined : filters.stage,
    priority: filters.priority === 'all' ? undefined : filters.priority,
    ...(organisationId === undefined ? {} : { organisationId }),
  };
}

export const dealsQuery = (filters: DealFilters, organisationId?: number) => {
  const query = dealsListQuery(filters, organisationId);
  return queryOptions({ queryKey: dealsKeys.list(query), queryFn: () => callEndpoint(dealsRoutes.list, { query }) });
};

/** The pipeline shown: a fund's by its id, the person's own without one (the same choice as the list's). */
export const dealAnalyticsQuery = (organisationId?: number) =>
  queryOptions({
    queryKey: dealsKeys.analytics(organisationId),
    queryFn: () => callEndpoint(dealsRoutes.analytics, { query: organisationId === undefined ? {} : { organisationId } }),
  });

export const dealNotesQuery = (dealId: number) =>
  queryOptions({ queryKey: dealsKeys.notes(dealId), queryFn: () => callEndpoint(dealsRoutes.notes, { params: { id: dealId } }) });

export const dealForStartupQuery = (startupId: number) =>
  queryOptions({
    queryKey: dealsKeys.byStartup(startupId),
    queryFn: () => callEndpoint(dealsRoutes.byStartup, { params: { startupId } }),
  });

export const useDeals = (filters: DealFilters, organisationId?: number, enabled = true) => useQuery({ ...dealsQuery(filters, organisationId), enabled });
export const useDealAnalytics = (organisationId?: number) => useQuery(dealAnalyticsQuery(organisationId));
export const useDealNotes = (dealId: number) => useQuery(dealNotesQuery(dealId));

/** Every pipeline read (board, columns, lists, analytics, notes, per-startup status) reloads after a change. */
export function refreshDeals(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: dealsKeys.all }), queryClient.invalidateQueries({ queryKey: boardKeys.all })]);
}

/** The GET link that downloads a startup's PDF deal summary. */
export const dealSummaryUrl = (startupId: number) => endpointUrl(dealsRoutes.summaryPdf, { params: { id: startupId } });
