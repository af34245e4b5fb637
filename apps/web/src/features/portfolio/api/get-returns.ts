import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrencyCode } from '@baobab/contracts/currencies';
import type { RecordReturnsFlowInput, RecordReturnsMarkInput } from '@baobab/contracts/portfolio-returns';
import { portfolioReturnsRoutes as routes } from '@baobab/contracts/portfolio-returns-routes';
import { callEndpoint, endpointUrl } from '@/lib/call-endpoint';
import { refreshPortfolio } from './get-portfolio';
import { portfolioKeys } from './portfolio-keys';

/**
 * Left out, the server reports in the viewer's display currency; with a fund's id, the fund's returns (decision 0065).
 * A portfolio read (portfolio-keys.ts), so every portfolio change reloads it.
 */
export const returnsQuery = (currency: CurrencyCode | undefined, organisationId?: number) => {
  const query = { ...(currency ? { currency } : {}), ...(organisationId === undefined ? {} : { organisationId }) };
  return queryOptions({
    queryKey: portfolioKeys.returns(currency, organisationId),
    queryFn: () => callEndpoint(routes.returns, { query }),
  });
};

/** Switching the reporting currency keeps the last figures on screen (and the forms' text) until the new ones arrive. */
export const useReturns = (currency: CurrencyCode | undefined, organisationId?: number) => useQuery({ ...returnsQuery(currency, organisationId), placeholderData: keepPreviousData });

export const returnsExportPath = (format: 'csv' | 'xlsx', currency: CurrencyCode, organisationId?: number) =>
  endpointUrl(routes.exportReturns, { query: { format, currency, ...(organisationId === undefined ? {} : { organisationId }) } });

/** A new flow or mark changes every figure of the portfolio, so every portfolio read reloads. */
export function useRecordFlow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordReturnsFlowInput) => callEndpoint(routes.recordFlow, { body: input }),
    onSuccess: () => refreshPortfolio(queryClient),
  });
}

export function useRecordMark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordReturnsMarkInput) => callEndpoint(routes.recordMark, { body: input }),
    onSuccess: () => refreshPortfolio(queryClient),
  });
}

export function useDeleteFlow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(routes.deleteFlow, { params: { id } }),
    onSuccess: () => refreshPortfolio(queryClient),
  });
}

export function useDeleteMark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(routes.deleteMark, { params: { id } }),
    onSuccess: () => refreshPortfolio(queryClient),
  });
}
