import { verificationEndpoints as endpoints } from '@baobab/contracts/verification-endpoints';
import { endpointUrl } from '@/lib/call-endpoint';

/** Every verification query key, from one factory (decision 0018), keyed by URL. */
export const verificationKeys = {
  all: ['verification'] as const,
  mine: () => [...verificationKeys.all, endpointUrl(endpoints.mine)] as const,
  admin: ['verification', 'admin'] as const,
  pending: () => [...verificationKeys.admin, endpointUrl(endpoints.pending)] as const,
  verified: (q: string) => [...verificationKeys.admin, endpointUrl(endpoints.verified, { query: { q: q || undefined } })] as const,
};
