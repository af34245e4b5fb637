/**
 * Every professional-profile query key, from one factory (decision 0018). They start with `all`, which a sent
 * intro or a connection change reloads with the network's reads (features/network/api/intro-request-keys.ts).
 */
export const profilesKeys = {
  all: ['profiles'] as const,
  profile: () => [...profilesKeys.all, 'profile'] as const,
  experiences: () => [...profilesKeys.all, 'experiences'] as const,
  recommendations: () => [...profilesKeys.all, 'recommendations'] as const,
  recommendationRequests: () => [...profilesKeys.all, 'recommendation-requests'] as const,
  matches: () => [...profilesKeys.all, 'matches'] as const,
};
