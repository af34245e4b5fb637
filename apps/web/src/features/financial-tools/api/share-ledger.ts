import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LedgerEntryInput } from '@baobab/contracts/financial-tools';
import { financialToolsRoutes as routes } from '@baobab/contracts/financial-tools-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { financialToolsKeys } from './financial-tools-keys';

/** The startup's share ledger, oldest entry first. */
export const useShareLedger = (startupId: number) =>
  useQuery({ queryKey: financialToolsKeys.ledger(startupId), queryFn: () => callEndpoint(routes.ledger, { params: { id: startupId } }) });

/** Holdings at the end of `asOf`; the key sits under the ledger's, so a change to the ledger refreshes every date. */
export const useLedgerHoldings = (startupId: number, asOf: string) =>
  useQuery({
    queryKey: financialToolsKeys.ledgerHoldings(startupId, asOf),
    queryFn: () => callEndpoint(routes.ledgerHoldings, { params: { id: startupId }, query: { asOf } }),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(asOf),
  });

/**
 * What the ledger's equity incentive plans can still grant on `asOf`, all plans together (decision 0056: once a plan
 * exists, that is the pool every tool reads); null when no plan exists that day, undefined until the holdings are known.
 */
export function useLedgerPool(startupId: number, asOf: string): number | null | undefined {
  const plans = useLedgerHoldings(startupId, asOf).data?.plans;
  if (plans === undefined) return undefined;
  return plans.length === 0 ? null : plans.reduce((sum, p) => sum + p.remaining, 0);
}

function useLedgerMutation<T, R>(startupId: number, run: (variables: T) => Promise<R>) {
  const queryClient = useQueryClient();
  // Not awaited: the form resets as soon as the server has the entry, and the tables follow when refetched.
  return useMutation({ mutationFn: run, onSuccess: () => {
      // The cap table is the ledger's holdings (decision 0031): a change to one is a change to the other.
      void queryClient.invalidateQueries({ queryKey: financialToolsKeys.ledger(startupId) });
      void queryClient.invalidateQueries({ queryKey: financialToolsKeys.savedCapTable(startupId) });
    },
  });
}

export const useAddLedgerEntry = (startupId: number) =>
  useLedgerMutation(startupId, (entry: LedgerEntryInput) => callEndpoint(routes.addLedgerEntry, { params: { id: startupId }, body: entry }));

export const useDeleteLedgerEntry = (startupId: number) =>
  useLedgerMutation(startupId, (entryId: number) => callEndpoint(routes.deleteLedgerEntry, { params: { id: startupId, entryId } }));
