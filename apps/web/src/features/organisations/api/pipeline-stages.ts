import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dealsRoutes } from '@baobab/contracts/deals-routes';
import type { PipelineStagesFormValues } from '@baobab/contracts/pipeline-stages';
import { callEndpoint } from '@/lib/call-endpoint';
import { boardKeys, dealsKeys } from '@/features/deals/api/deals-keys';

/** A fund's own stages (decision 0068); a person's own pipeline has none to ask for (`organisationId` undefined). */
export const usePipelineStages = (organisationId: number | undefined) =>
  useQuery({
    queryKey: dealsKeys.stages(organisationId ?? 0),
    queryFn: () => callEndpoint(dealsRoutes.pipelineStages, { params: { id: organisationId! } }),
    enabled: organisationId !== undefined,
  });

/** An admin's save: the stages, and every board and card that names them, are read again. */
export function useSetPipelineStages(organisationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PipelineStagesFormValues) => callEndpoint(dealsRoutes.setPipelineStages, { params: { id: organisationId }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(dealsKeys.stages(organisationId), saved);
      void queryClient.invalidateQueries({ queryKey: boardKeys.all });
    },
  });
}
