import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CastCommitteeVoteInput, CommitteeAnswer, RecordCommitteeDecisionInput, SaveCommitteeMemoInput } from '@baobab/contracts/deal-committee';
import { dealsRoutes } from '@baobab/contracts/deals-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { refreshDeals } from './get-deals';
import { dealsKeys } from './deals-keys';

/** A deal's investment committee (decision 0060): its votes as this reader may see them, the tally and the memo. */
export const dealCommitteeQuery = (dealId: number) =>
  queryOptions({ queryKey: dealsKeys.committee(dealId), queryFn: () => callEndpoint(dealsRoutes.committee, { params: { id: dealId } }) });

export const useDealCommittee = (dealId: number) => useQuery(dealCommitteeQuery(dealId));

/** Each change answers with the committee as it now is: it is shown at once, and the rest (timeline, cards) reloads. */
function useCommitteeChange<Input>(dealId: number, send: (input: Input) => Promise<CommitteeAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      queryClient.setQueryData(dealsKeys.committee(dealId), answer);
      return refreshDeals(queryClient);
    },
    // A refusal (a memo saved meanwhile, a committee a colleague opened) reloads the committee as it now is.
    onError: () => queryClient.invalidateQueries({ queryKey: dealsKeys.committee(dealId) }),
  });
}

export const useOpenCommittee = (dealId: number) =>
  useCommitteeChange<void>(dealId, () => callEndpoint(dealsRoutes.openCommittee, { params: { id: dealId } }));

export const useCastCommitteeVote = (dealId: number) =>
  useCommitteeChange<CastCommitteeVoteInput>(dealId, (body) => callEndpoint(dealsRoutes.committeeVote, { params: { id: dealId }, body }));

export const useSaveCommitteeMemo = (dealId: number) =>
  useCommitteeChange<SaveCommitteeMemoInput>(dealId, (body) => callEndpoint(dealsRoutes.committeeMemo, { params: { id: dealId }, body }));

export const useRecordCommitteeDecision = (dealId: number) =>
  useCommitteeChange<RecordCommitteeDecisionInput>(dealId, (body) => callEndpoint(dealsRoutes.committeeDecision, { params: { id: dealId }, body }));
