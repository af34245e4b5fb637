import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MetricsView, RecordMetricValuesInput } from '@baobab/contracts/metrics';
import { metricsRoutes as routes } from '@baobab/contracts/metrics-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { metricsKeys } from './metrics-keys';

/** Saves months of several metrics at once; the answer is the new view, shown at once. */
export function useRecordMetricValues(startupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordMetricValuesInput) => callEndpoint(routes.recordValues, { params: { id: startupId }, body: input }),
    onSuccess: (view) => queryClient.setQueryData<MetricsView>(metricsKeys.list(startupId), view),
  });
}
