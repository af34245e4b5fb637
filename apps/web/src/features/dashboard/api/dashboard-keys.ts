/**
 * Every dashboard query key, from one factory (decision 0018), exported for the features that change the
 * figures (a new startup refreshes `stats()`).
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
  activity: () => [...dashboardKeys.all, 'activity'] as const,
  matches: () => [...dashboardKeys.all, 'matches'] as const,
};
