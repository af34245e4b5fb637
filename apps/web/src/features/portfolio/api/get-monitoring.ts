import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertSettings } from '@baobab/contracts/portfolio-monitoring';
import { portfolioRoutes } from '@baobab/contracts/portfolio-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { portfolioKeys } from './portfolio-keys';

export const monitoringQuery = queryOptions({
  queryKey: portfolioKeys.monitoring(),
  queryFn: () => callEndpoint(portfolioRoutes.monitoring),
});

export const usePortfolioMonitoring = () => useQuery(monitoringQuery);

/** New thresholds change the alerts, so the monitoring read reloads. */
export function useUpdateAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AlertSettings) => callEndpoint(portfolioRoutes.updateAlertSettings, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portfolioKeys.monitoring() }),
  });
}
