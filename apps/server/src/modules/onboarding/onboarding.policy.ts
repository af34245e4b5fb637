import type { SessionUser } from '../../lib/session-user';

/**
 * Onboarding changes only the signed-in user's own profiles. Anyone signed in may add the
 * profile they lack (an investor may also become a founder); nobody onboards twice in one role.
 */
export const onboardingPolicy = {
  canOnboard: (user: SessionUser | null, hasProfileInRole: boolean) => user !== null && !hasProfileInRole,
  canEditOwn: (user: SessionUser | null, hasProfileInRole: boolean) => user !== null && hasProfileInRole,
};
