import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RoundInput } from '@baobab/contracts/cap-table-rounds';
import { capTableRoundsEndpoints as endpoints } from '@baobab/contracts/cap-table-rounds-endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { financialToolsKeys } from './financial-tools-keys';

/** The startup's rounds in date order, each with what it converts and issues. */
export const useCapTableRounds = (startupId: number) =>
  useQuery({ queryKey: financialToolsKeys.rounds(startupId), queryFn: () => callEndpoint(endpoints.rounds, { params: { id: startupId } }) });

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

export const useAddRound = (startupId: number) => useRoundMutation(startupId, (round: RoundInput) => callEndpoint(endpoints.addRound, { params: { id: startupId }, body: round }));

export const useUpdateRound = (startupId: number) =>
  useRoundMutation(startupId, ({ roundId, round }: { roundId: number; round: RoundInput }) => callEndpoint(endpoints.updateRound, { params: { id: startupId, roundId }, body: round }));

export const useDeleteRound = (startupId: number) => useRoundMutation(startupId, (roundId: number) => callEndpoint(endpoints.deleteRound, { params: { id: startupId, roundId } }));

export const useCloseRound = (startupId: number) => useRoundMutation(startupId, (roundId: number) => callEndpoint(endpoints.closeRound, { params: { id: startupId, roundId } }));
