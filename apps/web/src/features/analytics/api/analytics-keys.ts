/**
 * Every analytics query key, from one factory (decision 0018). Each key keeps the value it had when it was the
 * path itself (with its parameters after it), so nothing that reads or clears these caches changes.
 */
export const analyticsKeys = {
  marketIntelligence: () => ['/api/market-intelligence'] as const,
  ecosystem: (country: string) => ['/api/ecosystem', country] as const,
  countries: () => ['/api/analytics/countries'] as const,
  competitive: (startupId: number | null) => ['/api/analytics/competitive', startupId] as const,
  portfolio: () => ['/api/analytics/portfolio'] as const,
};
