/** The onboarding query key, from one factory (decision 0018). */
export const onboardingKeys = {
  status: () => ['onboarding', 'status'] as const,
};
