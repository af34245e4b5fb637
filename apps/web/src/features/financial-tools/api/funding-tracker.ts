import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateMilestoneInput, UpdateMilestoneInput } from '@baobab/contracts/financial-tools';
import type { FundingTrackerView } from '@baobab/contracts/financial-tools-api';
import { financialToolsRoutes as routes } from '@baobab/contracts/financial-tools-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { financialToolsKeys } from './financial-tools-keys';

/** The spec's funding-tracker call: loads when the Funding Tracker tab opens (the tab mounts this query). */
export const fundingTrackerQuery = (startupId: number) =>
  queryOptions({ queryKey: financialToolsKeys.fundingTracker(startupId), queryFn: () => callEndpoint(routes.fundingTracker, { params: { id: startupId } }) });

export const useFundingTracker = (startupId: number) => useQuery(fundingTrackerQuery(startupId));

function useTrackerMutation<T>(startupId: number, run: (variables: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: financialToolsKeys.fundingTracker(startupId) }) });
}

export const useSetFundingTarget = (startupId: number) =>
  useTrackerMutation(startupId, (targetAmount: number | string) => callEndpoint(routes.setFundingTarget, { params: { id: startupId }, body: { targetAmount } }));

export const useAddMilestone = (startupId: number) =>
  useTrackerMutation(startupId, (input: CreateMilestoneInput) => callEndpoint(routes.addMilestone, { params: { id: startupId }, body: input }));

/** Ticking a milestone shows at once; the tracker reloads afterwards either way, so a refusal puts it back. */
export function useUpdateMilestone(startupId: number) {
  const queryClient = useQueryClient();
  const key = financialToolsKeys.fundingTracker(startupId);
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateMilestoneInput & { id: number }) =>
      callEndpoint(routes.updateMilestone, { params: { id: startupId, milestoneId: id }, body: input }),
    onMutate: async ({ id, ...input }) => {
      // A reload still in flight (say, from adding this milestone) would otherwise land after the
      // optimistic tick and untick it until the next reload.
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<FundingTrackerView>(key, (old) => old && { ...old, milestones: old.milestones.map((m) => (m.id === id ? { ...m, ...input } : m)) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export const useDeleteMilestone = (startupId: number) =>
  useTrackerMutation(startupId, (id: number) => callEndpoint(routes.deleteMilestone, { params: { id: startupId, milestoneId: id } }));
