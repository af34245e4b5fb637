/** Every admin-console query key, from one factory (decision 0018); each admin change invalidates `all`. */
export const adminKeys = {
  all: ['admin'] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  team: () => [...adminKeys.all, 'team'] as const,
  audit: () => [...adminKeys.all, 'audit'] as const,
  myInvitation: () => ['admin-invitation', 'mine'] as const,
};
