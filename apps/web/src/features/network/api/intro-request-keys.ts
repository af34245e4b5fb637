import { profilesKeys } from '@/features/profiles/api/profiles-keys';
import { networkKeys } from './network-keys';

/**
 * The query keys of the Connect button and intro form (decision 0018). A sent intro changes every relation the
 * network feature caches (connections, invitations, stats, people search, these statuses) and the profile's
 * reads (recommendations and matches depend on connections).
 */
export const introRequestKeys = {
  /** Keyed by the status call's query string. */
  connectionStatuses: (query: string) => [...networkKeys.all, 'connection-statuses', query] as const,
  /** Whether a query reads something a new intro request changes: a network or a profile read. */
  isAboutUsers: (queryKey: readonly unknown[]) => queryKey[0] === networkKeys.all[0] || queryKey[0] === profilesKeys.all[0],
};
