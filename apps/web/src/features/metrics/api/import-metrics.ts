import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportMetricsInput } from '@baobab/contracts/metrics';
import { metricsRoutes as routes } from '@baobab/contracts/metrics-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { metricsKeys } from './metrics-keys';

/** Previews (commit false) or saves (commit true) a CSV of month,metric,value rows; a save reloads the metrics. */
export function useImportMetrics(startupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ImportMetricsInput) => callEndpoint(routes.import, { params: { id: startupId }, body: input }),
    onSuccess: (_result, input) => (input.commit ? queryClient.invalidateQueries({ queryKey: metricsKeys.list(startupId) }) : undefined),
  });
}
