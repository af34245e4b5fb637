import { metricsEndpoints as endpoints } from '@baobab/contracts/metrics-endpoints';
import { endpointUrl } from '@/lib/call-endpoint';

/**
 * Every metrics query key, from one factory (decision 0018): a startup's metrics are one read (their
 * series, computed burn and runway, and cash position), keyed by its URL; every change invalidates it.
 */
export const metricsKeys = {
  all: ['metrics'] as const,
  list: (startupId: number) => [...metricsKeys.all, endpointUrl(endpoints.list, { params: { id: startupId } })] as const,
};
