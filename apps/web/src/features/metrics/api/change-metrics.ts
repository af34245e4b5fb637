import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DefineMetricInput, UpdateMetricInput } from '@baobab/contracts/metrics';
import { metricsRoutes as routes } from '@baobab/contracts/metrics-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { metricsKeys } from './metrics-keys';

function useMetricsMutation<T, R>(startupId: number, run: (variables: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: metricsKeys.list(startupId) }) });
}

export const useDefineMetric = (startupId: number) =>
  useMetricsMutation(startupId, (input: DefineMetricInput) => callEndpoint(routes.define, { params: { id: startupId }, body: input }));

export const useUpdateMetric = (startupId: number) =>
  useMetricsMutation(startupId, ({ metricId, ...input }: UpdateMetricInput & { metricId: number }) =>
    callEndpoint(routes.update, { params: { id: startupId, metricId }, body: input }),
  );

export const useDeleteMetric = (startupId: number) =>
  useMetricsMutation(startupId, (metricId: number) => callEndpoint(routes.remove, { params: { id: startupId, metricId } }));
