/**
 * Every auth query key, from one factory (decision 0018), exported for the features that change what they read
 * (a profile edit reloads `currentUser`, a preference change rewrites it).
 */
export const authKeys = {
  currentUser: ['auth', 'current-user'] as const,
  options: ['auth', 'options'] as const,
};
