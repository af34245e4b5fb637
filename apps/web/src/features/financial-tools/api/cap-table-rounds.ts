import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RoundInput } from '@baobab/contracts/cap-table-rounds';
import { capTableRoundsRoutes as routes } from '@baobab/contracts/cap-table-rounds-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { financialToolsKeys } from './financial-tools-keys';

/** The startup's rounds in date order, each with what it converts and issues. */
export const useCapTableRounds = (startupId: number) =>
  useQuery({ queryKey: financialToolsKeys.rounds(startupId), queryFn: () => callEndpoint(routes.rounds, { params: { id: startupId } }) });

function useRoundMutation<T, R>(startupId: number, run: (variables: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: financialToolsKeys.rounds(startupId) });
      // Closing writes ledger entries: the ledger, its holdings and the cap table (its holdings, decision 0031) change.
      void queryClient.invalidateQueries({ queryKey: financialToolsKeys.ledger(startupId) });
      void queryClient.invalidateQueries({ queryKey: financialToolsKeys.savedCapTable(startupId) });
    },
  });
}

export const useAddRound = (startupId: number) => useRoundMutation(startupId, (round: RoundInput) => callEndpoint(routes.addRound, { params: { id: startupId }, body: round }));

export const useUpdateRound = (startupId: number) =>
  useRoundMutation(startupId, ({ roundId, round }: { roundId: number; round: RoundInput }) => callEndpoint(routes.updateRound, { params: { id: startupId, roundId }, body: round }));

export const useDeleteRound = (startupId: number) => useRoundMutation(startupId, (roundId: number) => callEndpoint(routes.deleteRound, { params: { id: startupId, roundId } }));

export const useCloseRound = (startupId: number) => useRoundMutation(startupId, (roundId: number) => callEndpoint(routes.closeRound, { params: { id: startupId, roundId } }));
