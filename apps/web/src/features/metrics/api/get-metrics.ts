import { queryOptions, useQuery } from '@tanstack/react-query';
import { metricsRoutes as routes } from '@baobab/contracts/metrics-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { metricsKeys } from './metrics-keys';

/** A startup's metrics with their monthly series (burn and runway computed from cash) and its cash position. */
export const metricsQuery = (startupId: number) =>
  queryOptions({ queryKey: metricsKeys.list(startupId), queryFn: () => callEndpoint(routes.list, { params: { id: startupId } }) });

export const useMetrics = (startupId: number) => useQuery(metricsQuery(startupId));
