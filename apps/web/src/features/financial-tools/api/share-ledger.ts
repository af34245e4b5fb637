import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LedgerEntry, LedgerEntryInput, LedgerHoldings } from '@baobab/contracts/financial-tools';
import { apiGet, apiRequest } from '@/lib/api';

const ledgerPath = (startupId: number) => `/api/startups/${startupId}/cap-table/ledger`;

/** The startup's share ledger, oldest entry first. */
export const useShareLedger = (startupId: number) =>
  useQuery({ queryKey: [ledgerPath(startupId)], queryFn: () => apiGet<LedgerEntry[]>(ledgerPath(startupId)) });

/** Holdings at the end of `asOf`; the key sits under the ledger's, so a change to the ledger refreshes every date. */
export const useLedgerHoldings = (startupId: number, asOf: string) =>
  useQuery({
    queryKey: [ledgerPath(startupId), 'holdings', asOf],
    queryFn: () => apiGet<LedgerHoldings>(`${ledgerPath(startupId)}/holdings?asOf=${encodeURIComponent(asOf)}`),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(asOf),
  });

function useLedgerMutation<T, R>(startupId: number, run: (variables: T) => Promise<R>) {
  const queryClient = useQueryClient();
  // Not awaited: the form resets as soon as the server has the entry, and the tables follow when refetched.
  return useMutation({ mutationFn: run, onSuccess: () => void queryClient.invalidateQueries({ queryKey: [ledgerPath(startupId)] }) });
}

export const useAddLedgerEntry = (startupId: number) =>
  useLedgerMutation(startupId, (entry: LedgerEntryInput) => apiRequest<LedgerEntry>('POST', ledgerPath(startupId), entry));

export const useDeleteLedgerEntry = (startupId: number) =>
  useLedgerMutation(startupId, (entryId: number) => apiRequest<void>('DELETE', `${ledgerPath(startupId)}/${entryId}`));
