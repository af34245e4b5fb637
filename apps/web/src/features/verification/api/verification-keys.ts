/** Every verification query key, from one factory (decision 0018); the admin queue's under `admin`. */
export const verificationKeys = {
  all: ['verification'] as const,
  mine: () => [...verificationKeys.all, 'mine'] as const,
  admin: ['verification', 'admin'] as const,
  pending: () => [...verificationKeys.admin, 'pending'] as const,
  verified: (q: string) => [...verificationKeys.admin, 'verified', { q }] as const,
};
