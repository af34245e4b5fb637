/**
 * Every professional-profile query key, from one factory (decision 0018). Each keeps the literal value it had
 * before the contracts (the path it reads), because other features and components invalidate some of them by
 * that value (e.g. the startup form invalidates ['/api/profile'], a sent intro every key under '/api/users').
 */
export const profilesKeys = {
  profile: () => ['/api/users/profile'] as const,
  experiences: () => ['/api/users/experiences'] as const,
  recommendations: () => ['/api/users/recommendations'] as const,
  recommendationRequests: () => ['/api/users/recommendations/requests'] as const,
  matches: () => ['/api/users/matches'] as const,
  /** GET /api/profile: the signed-in user's own startups. */
};
