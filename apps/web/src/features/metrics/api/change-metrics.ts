import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DefineMetricInput, UpdateMetricInput } from '@baobab/contracts/metrics';
import { metricsEndpoints as endpoints } from '@baobab/contracts/metrics-endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { metricsKeys } from './metrics-keys';

function useMetricsMutation<T, R>(startupId: number, run: (variables: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: metricsKeys.list(startupId) }) });
}

export const useDefineMetric = (startupId: number) =>
  useMetricsMutation(startupId, (input: DefineMetricInput) => callEndpoint(endpoints.define, { params: { id: startupId }, body: input }));

export const useUpdateMetric = (startupId: number) =>
  useMetricsMutation(startupId, ({ metricId, ...input }: UpdateMetricInput & { metricId: number }) =>
    callEndpoint(endpoints.update, { params: { id: startupId, metricId }, body: input }),
  );

export const useDeleteMetric = (startupId: number) =>
  useMetricsMutation(startupId, (metricId: number) => callEndpoint(endpoints.remove, { params: { id: startupId, metricId } }));
