/**
 * The onboarding query key, from one factory (decision 0018). It keeps the literal value it had before the
 * contracts (the path it reads), so anything that refreshes it by that value keeps working.
 */
export const onboardingKeys = {
  status: () => ['/api/onboarding'] as const,
};
