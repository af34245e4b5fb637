/**
 * Every dashboard query key, from one factory (decision 0018). Each key keeps the value it had when it was the
 * path itself, since other features invalidate the figures by it (a new startup refreshes `stats()`).
 */
export const dashboardKeys = {
  stats: () => ['/api/dashboard/stats'] as const,
  activity: () => ['/api/dashboard/activity'] as const,
  matches: () => ['/api/dashboard/matches'] as const,
};
