/**
 * Every metrics query key, from one factory (decision 0018): a startup's metrics are one read (their
 * series, computed burn and runway, and cash position); every change invalidates it.
 */
export const metricsKeys = {
  all: ['metrics'] as const,
  list: (startupId: number) => [...metricsKeys.all, 'list', startupId] as const,
};
