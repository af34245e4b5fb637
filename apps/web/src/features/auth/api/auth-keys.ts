/**
 * Every auth query key, from one factory (decision 0018). The values stay the ones other features invalidate
 * by: a profile edit reloads `['/api/auth/user']`.
 */
export const authKeys = {
  currentUser: ['/api/auth/user'] as const,
  options: ['/api/auth-options'] as const,
};
